// User security (CUSTOM_ROLES): who may read and change per-user feature
// restrictions, and that a change applies to the restricted user at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo';
import { call, databaseKinds, loginAll, startTestServer, userId, type TestServer } from './helpers/server';

describe.each(databaseKinds())('user security on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof loginAll>>;
  const id = {} as Record<keyof typeof DEMO_USERS, number>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await loginAll(server.app);
    for (const key of Object.keys(DEMO_USERS) as Array<keyof typeof DEMO_USERS>) id[key] = await userId(server.db, DEMO_USERS[key].email);
  });
  afterAll(() => server?.close());

  it('lists the users of the company with their restricted features, to whoever may open the page', async () => {
    const list = await call(server.app, 'GET', '/api/user-security', { token: tokens.admin });
    expect(list.status).toBe(200);
    expect(list.body.data.map((u: { Email: string }) => u.Email).sort()).toEqual(['admin@demo.test', 'planner@demo.test', 'super@demo.test', 'viewer@demo.test']);
    const planner = list.body.data.find((u: { Id: number }) => u.Id === id.planner);
    expect(planner.Restricted.length).toBe(1); // the seed restricts one report for the planner
    for (const who of ['planner', 'viewer'] as const) {
      expect((await call(server.app, 'GET', '/api/user-security', { token: tokens[who] })).status).toBe(403);
    }
  });

  it('restricts a feature, which the user is refused on their next request, and lifts it', async () => {
    const before = await call(server.app, 'GET', '/api/dimensions', { token: tokens.planner });
    expect(before.status).toBe(200);
    const put = await call(server.app, 'PUT', `/api/user-security/${id.planner}`, { token: tokens.admin, body: { Restricted: ['DIMENSIONS', 'BUDGETS'] } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ Id: id.planner, Restricted: ['BUDGETS', 'DIMENSIONS'] });
    const after = await call(server.app, 'GET', '/api/dimensions', { token: tokens.planner });
    expect(after.status).toBe(403);
    const check = await call(server.app, 'POST', '/api/restrictions/check', { token: tokens.planner, body: { Features: ['DIMENSIONS', 'SALES'] } });
    expect(check.body.data).toEqual({ DIMENSIONS: true, SALES: false });
    await call(server.app, 'PUT', `/api/user-security/${id.planner}`, { token: tokens.admin, body: { Restricted: [] } });
    expect((await call(server.app, 'GET', '/api/dimensions', { token: tokens.planner })).status).toBe(200);
  });

  it('refuses unknown features, users of another company and restricting oneself out of the page', async () => {
    const unknown = await call(server.app, 'PUT', `/api/user-security/${id.viewer}`, { token: tokens.admin, body: { Restricted: ['NOPE'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'Restricted' });
    const newcomer = await userId(server.db, DEMO_USERS.newcomer.email);
    const foreign = await call(server.app, 'PUT', `/api/user-security/${newcomer}`, { token: tokens.admin, body: { Restricted: ['SALES'] } });
    expect(foreign.status).toBe(404);
    const [{ n }] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_restrictions WHERE user_id = $1', [newcomer]);
    expect(n).toBe(0);
    const self = await call(server.app, 'PUT', `/api/user-security/${id.admin}`, { token: tokens.admin, body: { Restricted: ['USER_SECURITY'] } });
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ ErrorCode: 'CONFLICT', Field: 'Restricted' });
    // Restricting something else for oneself is fine.
    const other = await call(server.app, 'PUT', `/api/user-security/${id.admin}`, { token: tokens.admin, body: { Restricted: ['BUDGETS'] } });
    expect(other.status).toBe(200);
  });
});
