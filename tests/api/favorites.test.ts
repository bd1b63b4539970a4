// Favourites: the limit of app.favorites.max holds under 50 concurrent adds
// (on each database), adding twice is harmless, and only pages the user may
// open (in their own company) can be added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessPolicy } from '../../engine/access/policy';
import { DEMO_USERS } from '../../server/seed/demo';
import { activePlugins } from '../../server/data/plugins';
import { call, companyId, databaseKinds, loginAll, startTestServer, userId, type TestServer } from './helpers/server';

describe.each(databaseKinds())('favourites on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof loginAll>>;
  let max: number;
  /** Static pages the super administrator may open. */
  let openable: string[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await loginAll(server.app);
    max = server.config.app.favorites.max;
    const policy = createAccessPolicy(server.config);
    const ctx = { roles: [0], activePlugins: await activePlugins(server.db, await companyId(server.db, DEMO_USERS.super.email)) };
    openable = server.config.routes.filter((r) => r.enabled && !r.public && !r.path.includes(':') && policy.canOpen(r, ctx)).map((r) => r.path);
  });
  afterAll(() => server?.close());

  it('50 concurrent adds of different pages leave exactly the maximum', async () => {
    expect(openable.length).toBeGreaterThanOrEqual(50);
    const token = tokens.super;
    for (const path of (await call(server.app, 'GET', '/api/favorites', { token })).body.data) {
      await call(server.app, 'POST', '/api/favorites', { token, body: { Path: path, Action: 'remove' } });
    }
    const results = await Promise.all(
      openable.slice(0, 50).map((path) => call(server.app, 'POST', '/api/favorites', { token, body: { Path: path, Action: 'add' } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(max);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(50 - max);
    for (const r of refused) expect(r.body).toMatchObject({ ok: false, ErrorCode: 'FAVORITES_LIMIT' });
    const stored = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM favorites WHERE user_id = $1', [await userId(server.db, DEMO_USERS.super.email)]);
    expect(stored[0].n).toBe(max);
    const list = (await call(server.app, 'GET', '/api/favorites', { token })).body.data;
    expect(list).toHaveLength(max);
    expect(new Set(list).size).toBe(max);
  });

  it('at the limit: a new page is refused with 409 FAVORITES_LIMIT, an existing one is still fine, removing frees a place', async () => {
    const token = tokens.super;
    const list: string[] = (await call(server.app, 'GET', '/api/favorites', { token })).body.data;
    expect(list).toHaveLength(max);
    const extra = openable.find((p) => !list.includes(p))!;
    const refused = await call(server.app, 'POST', '/api/favorites', { token, body: { Path: extra, Action: 'add' } });
    expect(refused.status).toBe(409);
    expect(refused.body.ErrorCode).toBe('FAVORITES_LIMIT');
    const again = await call(server.app, 'POST', '/api/favorites', { token, body: { Path: list[0], Action: 'add' } });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(list);
    const removed = await call(server.app, 'POST', '/api/favorites', { token, body: { Path: list[3], Action: 'remove' } });
    expect(removed.body.data).toEqual(list.filter((p) => p !== list[3]));
    const added = await call(server.app, 'POST', '/api/favorites', { token, body: { Path: extra, Action: 'add' } });
    expect(added.status).toBe(200);
    expect(added.body.data.at(-1)).toBe(extra);
  });

  it('concurrent adds of the same page store it once', async () => {
    const token = tokens.admin;
    const results = await Promise.all(Array.from({ length: 10 }, () => call(server.app, 'POST', '/api/favorites', { token, body: { Path: 'home', Action: 'add' } })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const list: string[] = (await call(server.app, 'GET', '/api/favorites', { token })).body.data;
    expect(list.filter((p) => p === 'home')).toHaveLength(1);
  });

  it('concurrent adds and removes of one page never report a false FAVORITES_LIMIT and end consistent', async () => {
    const token = tokens.planner;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(server.app, 'POST', '/api/favorites', { token, body: { Path: 'home', Action: i % 2 ? 'add' : 'remove' } })),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const list: string[] = (await call(server.app, 'GET', '/api/favorites', { token })).body.data;
    expect(list.filter((p) => p === 'home').length).toBeLessThanOrEqual(1);
  });

  it('refuses pages the user may not open: 403, with PLUGIN_INACTIVE when a plugin is missing', async () => {
    const viewerManager = await call(server.app, 'POST', '/api/favorites', { token: tokens.viewer, body: { Path: 'manager', Action: 'add' } });
    expect(viewerManager.status).toBe(403);
    expect(viewerManager.body.ErrorCode).toBe('FORBIDDEN');
    const containers = server.config.routes.find((r) => r.enabled && r.permissions.plugins.includes('CONTAINERS') && !r.path.includes(':'));
    if (containers) {
      const result = await call(server.app, 'POST', '/api/favorites', { token: tokens.super, body: { Path: containers.path, Action: 'remove' } });
      expect(result.status).toBe(200);
      const add = await call(server.app, 'POST', '/api/favorites', { token: tokens.admin, body: { Path: containers.path, Action: 'add' } });
      expect(add.status).toBe(403);
      expect(add.body.ErrorCode).toBe('PLUGIN_INACTIVE');
    }
  });

  it('a favourite whose plugin was deactivated is still listed (it counts toward the limit) and can be removed', async () => {
    const token = tokens.admin;
    const route = server.config.routes.find((r) => r.enabled && !r.path.includes(':') && r.permissions.plugins.includes('PROMOTIONS'))!;
    expect(route).toBeDefined();
    const add = await call(server.app, 'POST', '/api/favorites', { token, body: { Path: route.path, Action: 'add' } });
    expect(add.status).toBe(200);
    const off = await call(server.app, 'PUT', '/api/plugins/PROMOTIONS', { token, body: { Active: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      const listed: string[] = (await call(server.app, 'GET', '/api/favorites', { token })).body.data;
      expect(listed).toContain(route.path);
      // Adding it again is refused (the page cannot be opened), removing it is not.
      const again = await call(server.app, 'POST', '/api/favorites', { token, body: { Path: route.path, Action: 'add' } });
      expect(again.body.ErrorCode).toBe('PLUGIN_INACTIVE');
      const removed = await call(server.app, 'POST', '/api/favorites', { token, body: { Path: route.path, Action: 'remove' } });
      expect(removed.status).toBe(200);
      expect(removed.body.data).not.toContain(route.path);
      expect((await call(server.app, 'GET', '/api/favorites', { token })).body.data).not.toContain(route.path);
    } finally {
      await call(server.app, 'PUT', '/api/plugins/PROMOTIONS', { token, body: { Active: true } });
    }
  });

  it('dynamic pages: an existing dimension of my company and my own report can be added; deleting the dimension drops the favourite', async () => {
    const token = tokens.admin;
    const created = await call(server.app, 'POST', '/api/dimensions', { token, body: { Name: 'Season', Values: ['Spring', 'Summer'] } });
    expect(created.status).toBe(201);
    const path = `dimensions/${created.body.data.Id}`;
    const [report] = await server.db.query<{ id: number }>('SELECT id FROM custom_reports WHERE user_id = $1 LIMIT 1', [await userId(server.db, DEMO_USERS.admin.email)]);
    for (const p of [path, `custom-reports/${report.id}`]) {
      const add = await call(server.app, 'POST', '/api/favorites', { token, body: { Path: p, Action: 'add' } });
      expect(add.status, p).toBe(200);
      expect(add.body.data).toContain(p);
    }
    // Somebody else's report is not a page for me.
    const [otherReport] = await server.db.query<{ id: number }>('SELECT id FROM custom_reports WHERE user_id = $1 LIMIT 1', [await userId(server.db, DEMO_USERS.viewer.email)]);
    const foreign = await call(server.app, 'POST', '/api/favorites', { token, body: { Path: `custom-reports/${otherReport.id}`, Action: 'add' } });
    expect(foreign.status).toBe(400);
    expect((await call(server.app, 'DELETE', `/api/dimensions/${created.body.data.Id}`, { token })).status).toBe(200);
    expect((await call(server.app, 'GET', '/api/favorites', { token })).body.data).not.toContain(path);
  });
});
