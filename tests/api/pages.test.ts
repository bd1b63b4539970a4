// What the product's own pages (issue 5) need from the API beyond the matrix:
// the user manager's actions and their refusal to other roles, reactivation
// (and why an invitee cannot be "reactivated"), a dimension's values edited by
// whoever holds DIMENSIONS write, and custom reports that never leak.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo';
import { call, companyId, databaseKinds, login, loginAll, snapshot, startTestServer, userId, type TestServer } from './helpers/server';

describe.each(databaseKinds())('pages of issue 5 on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof loginAll>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await loginAll(server.app);
  });
  afterAll(() => server?.close());

  it('the user manager refuses every action to roles other than 0 and 1, changing nothing', async () => {
    const target = await userId(server.db, DEMO_USERS.viewer.email);
    const before = await snapshot(server.db);
    for (const who of ['planner', 'viewer'] as const) {
      const token = tokens[who];
      const list = await call(server.app, 'GET', '/api/users', { token });
      expect(list.status, `${who} list`).toBe(403);
      expect(list.body).toMatchObject({ ok: false, ErrorCode: 'FORBIDDEN' });
      const create = await call(server.app, 'POST', '/api/users', { token, body: { Email: `by-${who}@demo.test`, Name: 'Nope', Roles: [5] } });
      expect(create.status, `${who} create`).toBe(403);
      const roles = await call(server.app, 'PATCH', `/api/users/${target}`, { token, body: { Roles: [2] } });
      expect(roles.status, `${who} roles`).toBe(403);
      const off = await call(server.app, 'PATCH', `/api/users/${target}`, { token, body: { Active: false } });
      expect(off.status, `${who} deactivate`).toBe(403);
      const renew = await call(server.app, 'POST', `/api/onboarding/invited-users/${target}/invitation`, { token, body: {} });
      expect(renew.status, `${who} renew invitation`).toBe(403);
    }
    expect(await snapshot(server.db)).toBe(before);
  });

  it('deactivating ends the sessions and refuses sign-in; reactivating lets the user sign in again', async () => {
    const email = 'reactivate@demo.test';
    const created = await call(server.app, 'POST', '/api/users', { token: tokens.admin, body: { Email: email, Name: 'Back Again', Roles: [5], Password: 'password-1' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ Email: email, Active: true });
    const id = created.body.data.Id;
    const session = await login(server.app, email, 'password-1');

    const off = await call(server.app, 'PATCH', `/api/users/${id}`, { token: tokens.admin, body: { Active: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ Id: id, Active: false });
    expect((await call(server.app, 'GET', '/api/profile', { token: session })).status).toBe(401);
    const refused = await call(server.app, 'POST', '/api/auth/login', { body: { Email: email, Password: 'password-1' } });
    expect(refused.status).toBe(403);

    const on = await call(server.app, 'PATCH', `/api/users/${id}`, { token: tokens.super, body: { Active: true } });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ Id: id, Active: true, Roles: [5] });
    const list = await call(server.app, 'GET', '/api/users', { token: tokens.admin });
    expect(list.body.data.find((u: { Id: number }) => u.Id === id)).toMatchObject({ Active: true });
    expect(await login(server.app, email, 'password-1')).toEqual(expect.any(String));
  });

  it('an invitee who has not accepted cannot be reactivated; a new link is the way, and accepting activates them', async () => {
    const created = await call(server.app, 'POST', '/api/users', { token: tokens.admin, body: { Email: 'invitee@demo.test', Name: 'Invitee', Roles: [2] } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ Active: false, InvitationUrl: expect.stringMatching(/^\/auth\/accept-invitation\?token=/) });
    const id = created.body.data.Id;

    const before = await snapshot(server.db);
    const reactivate = await call(server.app, 'PATCH', `/api/users/${id}`, { token: tokens.admin, body: { Active: true } });
    expect(reactivate.status).toBe(409);
    expect(reactivate.body).toMatchObject({ ok: false, ErrorCode: 'CONFLICT', Field: 'Active' });
    expect(await snapshot(server.db)).toBe(before);

    const invited = await call(server.app, 'GET', '/api/onboarding/invited-users', { token: tokens.admin });
    expect(invited.body.data.find((u: { Id: number }) => u.Id === id)).toMatchObject({ Status: 'pending' });

    const renewed = await call(server.app, 'POST', `/api/onboarding/invited-users/${id}/invitation`, { token: tokens.admin, body: {} });
    expect(renewed.status).toBe(200);
    const oldToken = new URL(created.body.data.InvitationUrl, 'http://x').searchParams.get('token');
    const newToken = new URL(renewed.body.data.InvitationUrl, 'http://x').searchParams.get('token');
    expect((await call(server.app, 'POST', '/api/auth/accept-invitation', { body: { Token: oldToken, Password: 'password-2' } })).status).toBe(400);
    expect((await call(server.app, 'POST', '/api/auth/accept-invitation', { body: { Token: newToken, Password: 'password-2' } })).status).toBe(200);
    const list = await call(server.app, 'GET', '/api/users', { token: tokens.admin });
    expect(list.body.data.find((u: { Id: number }) => u.Id === id)).toMatchObject({ Active: true });
  });

  it('a role change shows in the list at once and only a holder of role 0 grants it', async () => {
    const created = await call(server.app, 'POST', '/api/users', { token: tokens.admin, body: { Email: 'roles@demo.test', Name: 'Roles', Roles: [5], Password: 'password-3' } });
    const id = created.body.data.Id;
    const changed = await call(server.app, 'PATCH', `/api/users/${id}`, { token: tokens.admin, body: { Roles: [2, 3] } });
    expect(changed.body.data.Roles).toEqual([2, 3]);
    const list = await call(server.app, 'GET', '/api/users', { token: tokens.admin });
    expect(list.body.data.find((u: { Id: number }) => u.Id === id).Roles).toEqual([2, 3]);
    expect((await call(server.app, 'PATCH', `/api/users/${id}`, { token: tokens.admin, body: { Roles: [0] } })).status).toBe(403);
  });

  it("a dimension's name and values are edited by DIMENSIONS write holders and refused to readers", async () => {
    const [dimension] = await server.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM dimensions WHERE company_id = $1 ORDER BY id LIMIT 1', [await companyId(server.db, DEMO_USERS.admin.email)],
    );
    const values = ['Norte', 'Sur', 'Île-de-France', 'Nord, Est'];
    const saved = await call(server.app, 'PATCH', `/api/dimensions/${dimension.id}`, { token: tokens.admin, body: { Name: 'Región', Values: values } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ Id: dimension.id, Name: 'Región', Values: values });
    expect((await call(server.app, 'GET', `/api/dimensions/${dimension.id}`, { token: tokens.viewer })).body.data).toEqual({ Id: dimension.id, Name: 'Región', Values: values });
    expect((await call(server.app, 'GET', '/api/dimensions', { token: tokens.viewer })).body.data).toContainEqual({ Id: dimension.id, Name: 'Región' });

    const before = await snapshot(server.db);
    const refused = await call(server.app, 'PATCH', `/api/dimensions/${dimension.id}`, { token: tokens.viewer, body: { Values: ['x'] } });
    expect(refused.status).toBe(403);
    const duplicate = await call(server.app, 'PATCH', `/api/dimensions/${dimension.id}`, { token: tokens.admin, body: { Values: ['a', 'a'] } });
    expect(duplicate.status).toBe(400);
    expect(await snapshot(server.db)).toBe(before);

    const other = await call(server.app, 'PATCH', `/api/dimensions/${dimension.id}`, { token: tokens.newcomer, body: { Values: ['x'] } });
    expect([403, 404]).toContain(other.status);
    await call(server.app, 'PATCH', `/api/dimensions/${dimension.id}`, { token: tokens.admin, body: { Name: dimension.name } });
  });

  it("a custom report of another user or company answers not found; one's own names its report view and state", async () => {
    const own = await call(server.app, 'GET', '/api/custom-reports', { token: tokens.admin });
    const report = await call(server.app, 'GET', `/api/custom-reports/${own.body.data[0].Id}`, { token: tokens.admin });
    expect(report.status).toBe(200);
    expect(server.config.routes.find((r) => r.id === report.body.data.Route)?.views[report.body.data.View]?.kind).toBe('report');
    expect(report.body.data.State).toEqual(expect.any(Object));

    const planners = await call(server.app, 'GET', '/api/custom-reports', { token: tokens.planner });
    const foreign = await call(server.app, 'GET', `/api/custom-reports/${planners.body.data[0].Id}`, { token: tokens.admin });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ ok: false, ErrorCode: 'NOT_FOUND' });
    const newcomerCompany = await companyId(server.db, DEMO_USERS.newcomer.email);
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO custom_reports (company_id, user_id, name, route) VALUES ($1, $2, 'Other company report', 'discontinued-products-report') RETURNING id`,
      [newcomerCompany, await userId(server.db, DEMO_USERS.newcomer.email)],
    );
    expect((await call(server.app, 'GET', `/api/custom-reports/${row.id}`, { token: tokens.admin })).status).toBe(404);
  });

  it('the plugin switch is refused to every role without PLUGINS_ADMIN write', async () => {
    const before = await snapshot(server.db);
    for (const who of ['planner', 'viewer'] as const) {
      const refused = await call(server.app, 'PUT', '/api/plugins/CONTAINERS', { token: tokens[who], body: { Active: true } });
      expect(refused.status, who).toBe(403);
    }
    expect(await snapshot(server.db)).toBe(before);
  });
});
