// The user manager's rules beyond the matrix: scoping, role 0, and not
// locking oneself out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo';
import { call, databaseKinds, loginAll, startTestServer, userId, type TestServer } from './helpers/server';

describe.each(databaseKinds())('user manager on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof loginAll>>;
  const id = {} as Record<keyof typeof DEMO_USERS, number>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await loginAll(server.app);
    for (const key of Object.keys(DEMO_USERS) as Array<keyof typeof DEMO_USERS>) id[key] = await userId(server.db, DEMO_USERS[key].email);
  });
  afterAll(() => server?.close());

  it('lists only the users of the caller\'s company', async () => {
    const demo = await call(server.app, 'GET', '/api/users', { token: tokens.admin });
    expect(demo.body.data.map((u: { Email: string }) => u.Email).sort()).toEqual(['admin@demo.test', 'planner@demo.test', 'super@demo.test', 'viewer@demo.test']);
    expect(demo.body.data.find((u: { Email: string }) => u.Email === 'planner@demo.test')).toEqual({
      Id: id.planner, Name: DEMO_USERS.planner.name, Email: 'planner@demo.test', Roles: [2, 3], Active: true, OnBoarding: false,
    });
    const newcomer = await call(server.app, 'GET', '/api/users', { token: tokens.newcomer });
    expect(newcomer.body.data.map((u: { Email: string }) => u.Email)).toEqual(['newcomer@demo.test']);
  });

  it('only a super administrator grants role 0 or changes a super administrator', async () => {
    const grant = await call(server.app, 'PATCH', `/api/users/${id.viewer}`, { token: tokens.admin, body: { Roles: [0] } });
    expect(grant.status).toBe(403);
    expect(grant.body).toMatchObject({ ErrorCode: 'FORBIDDEN', Field: 'Roles' });
    const create = await call(server.app, 'POST', '/api/users', { token: tokens.admin, body: { Email: 'boss@demo.test', Name: 'Boss', Roles: [0] } });
    expect(create.status).toBe(403);
    const demote = await call(server.app, 'PATCH', `/api/users/${id.super}`, { token: tokens.admin, body: { Active: false } });
    expect(demote.status).toBe(403);
    const bySuper = await call(server.app, 'PATCH', `/api/users/${id.viewer}`, { token: tokens.super, body: { Roles: [5, 0] } });
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.data.Roles).toEqual([5, 0]);
    const back = await call(server.app, 'PATCH', `/api/users/${id.viewer}`, { token: tokens.super, body: { Roles: [5] } });
    expect(back.body.data.Roles).toEqual([5]);
  });

  it('an administrator cannot deactivate themself nor remove their own right to manage users', async () => {
    const off = await call(server.app, 'PATCH', `/api/users/${id.admin}`, { token: tokens.admin, body: { Active: false } });
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ ErrorCode: 'CONFLICT', Field: 'Active' });
    const demote = await call(server.app, 'PATCH', `/api/users/${id.admin}`, { token: tokens.admin, body: { Roles: [5] } });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ ErrorCode: 'CONFLICT', Field: 'Roles' });
    // Keeping a managing role while adding another is fine.
    const widen = await call(server.app, 'PATCH', `/api/users/${id.admin}`, { token: tokens.admin, body: { Roles: [1, 5] } });
    expect(widen.status).toBe(200);
    const [row] = await server.db.query<{ roles: number[]; active: boolean }>('SELECT roles, active FROM users WHERE id = $1', [id.admin]);
    expect(row).toEqual({ roles: [1, 5], active: true });
  });

  it('changing roles takes effect on the next request', async () => {
    const before = await call(server.app, 'POST', '/api/dimensions', { token: tokens.viewer, body: { Name: 'Viewer made' } });
    expect(before.status).toBe(403);
    await call(server.app, 'PATCH', `/api/users/${id.viewer}`, { token: tokens.admin, body: { Roles: [2] } });
    const after = await call(server.app, 'POST', '/api/dimensions', { token: tokens.viewer, body: { Name: 'Viewer made' } });
    expect(after.status).toBe(201);
    await call(server.app, 'PATCH', `/api/users/${id.viewer}`, { token: tokens.admin, body: { Roles: [5] } });
  });

  it('deactivating a user with a pending invitation cancels the invitation', async () => {
    const created = await call(server.app, 'POST', '/api/users', { token: tokens.admin, body: { Email: 'pending@demo.test', Name: 'Pending', Roles: [5] } });
    const token = new URL(created.body.data.InvitationUrl, 'http://x').searchParams.get('token');
    await call(server.app, 'PATCH', `/api/users/${created.body.data.Id}`, { token: tokens.admin, body: { Active: false } });
    const accept = await call(server.app, 'POST', '/api/auth/accept-invitation', { body: { Token: token, Password: 'password-x' } });
    expect(accept.status).toBe(400);
  });
});
