// Plugins, dimensions, restrictions and custom reports: each scoped to the
// caller's company (and user), each enforcing its permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, inactiveDemoPlugins, plannerRestriction } from '../../server/seed/demo';
import { call, databaseKinds, loginAll, startTestServer, userId, type TestServer } from './helpers/server';

describe.each(databaseKinds())('company data on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof loginAll>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await loginAll(server.app);
  });
  afterAll(() => server?.close());

  it('the plugin catalogue lists every plugin of the config with the company\'s state; most demo plugins are active, not all', async () => {
    const catalog = await call(server.app, 'GET', '/api/plugins/catalog', { token: tokens.viewer });
    expect(catalog.body.data.map((p: { Id: string }) => p.Id)).toEqual(server.config.plugins.map((p) => p.id));
    const inactive = catalog.body.data.filter((p: { Active: boolean }) => !p.Active).map((p: { Id: string }) => p.Id);
    expect(inactive.sort()).toEqual(inactiveDemoPlugins(server.config).sort());
    expect(inactive).toContain('CONTAINERS');
    expect(inactive.length).toBeLessThan(server.config.plugins.length / 2);
    const newcomer = await call(server.app, 'GET', '/api/plugins/active', { token: tokens.newcomer });
    expect(newcomer.body.data).toEqual([]);
  });

  it('activating a plugin changes the company\'s active plugins at once, for that company only', async () => {
    const on = await call(server.app, 'PUT', '/api/plugins/CONTAINERS', { token: tokens.admin, body: { Active: true } });
    expect(on.body.data).toEqual({ Id: 'CONTAINERS', Active: true });
    expect((await call(server.app, 'GET', '/api/plugins/active', { token: tokens.viewer })).body.data).toContain('CONTAINERS');
    expect((await call(server.app, 'GET', '/api/profile', { token: tokens.planner })).body.data.ActivePlugins).toContain('CONTAINERS');
    expect((await call(server.app, 'GET', '/api/plugins/active', { token: tokens.newcomer })).body.data).toEqual([]);
    await call(server.app, 'PUT', '/api/plugins/CONTAINERS', { token: tokens.admin, body: { Active: false } });
    expect((await call(server.app, 'GET', '/api/plugins/active', { token: tokens.viewer })).body.data).not.toContain('CONTAINERS');
    expect((await call(server.app, 'PUT', '/api/plugins/CONTAINERS', { token: tokens.planner, body: { Active: true } })).status).toBe(403);
  });

  it('dimensions: the demo has four; create, rename, replace values, delete; names unique per company ignoring case', async () => {
    const list = await call(server.app, 'GET', '/api/dimensions', { token: tokens.viewer });
    expect(list.body.data.map((d: { Name: string }) => d.Name).sort()).toEqual(['Brand', 'Channel', 'Product family', 'Region']);
    const region = list.body.data.find((d: { Name: string }) => d.Name === 'Region');
    const one = await call(server.app, 'GET', `/api/dimensions/${region.Id}`, { token: tokens.viewer });
    expect(one.body.data).toMatchObject({ Id: region.Id, Name: 'Region' });
    expect(one.body.data.Values.length).toBeGreaterThan(2);

    const created = await call(server.app, 'POST', '/api/dimensions', { token: tokens.planner, body: { Name: '  Warehouse zone ', Values: ['A', 'B'] } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ Name: 'Warehouse zone', Values: ['A', 'B'] });
    const dup = await call(server.app, 'POST', '/api/dimensions', { token: tokens.admin, body: { Name: 'WAREHOUSE ZONE' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ ErrorCode: 'CONFLICT', Field: 'Name' });
    // The same name in another company is fine.
    expect((await call(server.app, 'POST', '/api/dimensions', { token: tokens.newcomer, body: { Name: 'Warehouse zone' } })).status).toBe(201);
    const renamed = await call(server.app, 'PATCH', `/api/dimensions/${created.body.data.Id}`, { token: tokens.admin, body: { Name: 'Zone', Values: ['North'] } });
    expect(renamed.body.data).toEqual({ Id: created.body.data.Id, Name: 'Zone', Values: ['North'] });
    // Renaming to its own name in another case is not a clash.
    expect((await call(server.app, 'PATCH', `/api/dimensions/${created.body.data.Id}`, { token: tokens.admin, body: { Name: 'ZONE' } })).status).toBe(200);
    const deleted = await call(server.app, 'DELETE', `/api/dimensions/${created.body.data.Id}`, { token: tokens.admin });
    expect(deleted.body.data).toEqual({ Id: created.body.data.Id, Name: 'ZONE' });
    expect((await call(server.app, 'GET', `/api/dimensions/${created.body.data.Id}`, { token: tokens.admin })).status).toBe(404);
  });

  it('restrictions: the planner\'s restricted feature is true while CUSTOM_ROLES is active, and all false once it is not', async () => {
    const features = server.config.features.map((f) => f.id);
    const restricted = plannerRestriction(server.app.services, (await call(server.app, 'GET', '/api/plugins/active', { token: tokens.admin })).body.data)!;
    expect(restricted).toBeTruthy();
    const check = await call(server.app, 'POST', '/api/restrictions/check', { token: tokens.planner, body: { Features: features } });
    expect(Object.keys(check.body.data).sort()).toEqual([...features].sort());
    expect(Object.entries(check.body.data).filter(([, v]) => v).map(([k]) => k)).toEqual([restricted]);
    const viewer = await call(server.app, 'POST', '/api/restrictions/check', { token: tokens.viewer, body: { Features: features } });
    expect(Object.values(viewer.body.data).every((v) => v === false)).toBe(true);
    await call(server.app, 'PUT', '/api/plugins/CUSTOM_ROLES', { token: tokens.admin, body: { Active: false } });
    const off = await call(server.app, 'POST', '/api/restrictions/check', { token: tokens.planner, body: { Features: [restricted] } });
    expect(off.body.data).toEqual({ [restricted]: false });
    await call(server.app, 'PUT', '/api/plugins/CUSTOM_ROLES', { token: tokens.admin, body: { Active: true } });
    expect((await call(server.app, 'POST', '/api/restrictions/check', { token: tokens.planner, body: { Features: [] } })).body.data).toEqual({});
  });

  it('custom reports: each demo user has 2-3 saved report views that open; the list holds only the caller\'s', async () => {
    for (const key of ['super', 'admin', 'planner', 'viewer'] as const) {
      const list = await call(server.app, 'GET', '/api/custom-reports', { token: tokens[key] });
      expect(list.body.data.length, key).toBeGreaterThanOrEqual(2);
      expect(list.body.data.length, key).toBeLessThanOrEqual(3);
      const owner = await userId(server.db, DEMO_USERS[key].email);
      const owned = await server.db.query<{ id: number }>('SELECT id FROM custom_reports WHERE user_id = $1 ORDER BY lower(name), id', [owner]);
      expect(list.body.data.map((r: { Id: number }) => r.Id)).toEqual(owned.map((r) => r.id));
      const report = await call(server.app, 'GET', `/api/custom-reports/${list.body.data[0].Id}`, { token: tokens[key] });
      expect(report.body.data).toMatchObject({ Name: list.body.data[0].Name, Route: expect.any(String), View: expect.any(Number), State: expect.any(Object) });
      const { group, pivot } = report.body.data.State;
      const opened = await call(server.app, 'GET', `/api/reports/${report.body.data.Route}/${report.body.data.View}?group=${(group ?? []).join(',')}${pivot ? `&pivot=${pivot}` : ''}`, { token: tokens[key] });
      expect(opened.status, key).toBe(200);
    }
    expect((await call(server.app, 'GET', '/api/custom-reports', { token: tokens.newcomer })).body.data).toEqual([]);
  });
});
