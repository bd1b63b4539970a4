// Saved filters (server/routes/saved-filters.ts) on a real server and
// database: private to their owner or shared with the company, changed only
// by the owner or (shared ones) a holder of FILTERS write, checked against
// the table view and what the caller may read, and never visible to another
// company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, loginAll, sessionToken, startTestServer, type TestServer } from './helpers/server';

const STATE = { filters: [{ field: 'status', op: 'in', value: ['active', 'phase-out'] }, { field: 'name', op: 'contains', value: 'sauce' }], sort: [{ field: 'name', desc: true }], q: 'tomato', pageSize: 100 };

describe.each(databaseKinds())('saved filters on %s', (kind) => {
  let server: TestServer;
  let demo: Awaited<ReturnType<typeof loginAll>>;
  /** A demand planner only (role 2): no PRODUCT_COSTS, so unit costs are hidden. */
  let demandOnly: string;

  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) => call(server.app, method, url, { token, body });
  const names = async (token: string, route = 'products') =>
    (await req('GET', `/api/saved-filters?route=${route}`, token)).body.data.Filters.map((f: { Name: string }) => f.Name);
  const save = (token: string, body: Record<string, unknown>) => req('POST', '/api/saved-filters', token, { Route: 'products', View: 0, State: STATE, ...body });
  const table = async () => JSON.stringify(await server.db.query('SELECT to_jsonb(f) AS row FROM saved_filters f ORDER BY id'));

  /** A refused call: its status and code, and the table unchanged. */
  async function refused(method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, body: unknown, status: number, code: string, field?: string) {
    const before = await table();
    const res = await req(method, url, token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ ok: false, ErrorCode: code, ...(field ? { Field: field } : {}) });
    expect(await table()).toBe(before);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    demo = await loginAll(server.app);
    const [{ id: company }] = await server.db.query<{ id: number }>("SELECT company_id AS id FROM users WHERE email = 'planner@demo.test'");
    await server.db.query(`INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, 'Demand only', 'demand-only@filters.test', 'en', '{2}'::int[], true)`, [company]);
    demandOnly = await sessionToken(server.app, 'demand-only@filters.test');
  });
  afterAll(() => server?.close());

  it('needs a session', async () => {
    expect((await call(server.app, 'GET', '/api/saved-filters')).status).toBe(401);
    expect((await call(server.app, 'POST', '/api/saved-filters', { body: { Name: 'x', Route: 'products', View: 0, State: STATE } })).status).toBe(401);
  });

  let planners: number;

  it('a filter is private to its owner until shared; shared, the company sees it but only the owner or FILTERS write change it', async () => {
    const created = await save(demo.planner, { Name: 'Sauces on sale' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ Name: 'Sauces on sale', Route: 'products', View: 0, Shared: false, State: STATE, Mine: true, CanChange: true, Owner: { Name: expect.any(String) } });
    planners = created.body.data.Id;
    expect(await names(demo.viewer)).not.toContain('Sauces on sale');
    await refused('PATCH', `/api/saved-filters/${planners}`, demo.viewer, { Name: 'Mine now' }, 404, 'NOT_FOUND');

    const shared = await req('PATCH', `/api/saved-filters/${planners}`, demo.planner, { Shared: true });
    expect(shared.body.data).toMatchObject({ Shared: true, Mine: true });
    const seen = (await req('GET', '/api/saved-filters?route=products', demo.viewer)).body.data;
    expect(seen.CanShare).toBe(false);
    expect(seen.Filters.find((f: { Id: number }) => f.Id === planners)).toMatchObject({ Shared: true, Mine: false, CanChange: false, State: STATE });
    // The viewer (FILTERS read) may use it, not change it.
    await refused('PATCH', `/api/saved-filters/${planners}`, demo.viewer, { Name: 'Renamed' }, 403, 'FORBIDDEN');
    await refused('DELETE', `/api/saved-filters/${planners}`, demo.viewer, undefined, 403, 'FORBIDDEN');
    // The administrator (FILTERS write) may.
    const renamed = await req('PATCH', `/api/saved-filters/${planners}`, demo.admin, { Name: 'Sauces (all)' });
    expect(renamed.body.data).toMatchObject({ Name: 'Sauces (all)', Mine: false, CanChange: true });
  });

  it('sharing needs FILTERS write; private filters of one\'s own need only read', async () => {
    await refused('POST', '/api/saved-filters', demo.viewer, { Name: 'Everyone', Route: 'products', View: 0, Shared: true, State: STATE }, 403, 'FORBIDDEN');
    const own = await save(demo.viewer, { Name: 'My view' });
    expect(own.status).toBe(201);
    await refused('PATCH', `/api/saved-filters/${own.body.data.Id}`, demo.viewer, { Shared: true }, 403, 'FORBIDDEN');
    expect((await req('PATCH', `/api/saved-filters/${own.body.data.Id}`, demo.viewer, { Name: 'My products', State: { filters: [], sort: [] } })).body.data)
      .toMatchObject({ Name: 'My products', State: { filters: [], sort: [] } });
    expect(await names(demo.viewer)).toEqual(['My products', 'Sauces (all)']);
    expect(await names(demo.planner)).toEqual(['Sauces (all)']);
  });

  it('unshared by a FILTERS write holder, a filter is its owner\'s private one again', async () => {
    const unshared = await req('PATCH', `/api/saved-filters/${planners}`, demo.admin, { Shared: false });
    expect(unshared.body.data).toMatchObject({ Shared: false });
    expect(await names(demo.admin)).not.toContain('Sauces (all)');
    expect(await names(demo.planner)).toContain('Sauces (all)');
    await refused('DELETE', `/api/saved-filters/${planners}`, demo.admin, undefined, 404, 'NOT_FOUND');
  });

  it('names are unique per owner and page, ignoring case; the same name elsewhere is fine', async () => {
    await refused('POST', '/api/saved-filters', demo.planner, { Name: 'SAUCES (ALL)', Route: 'products', View: 0, State: STATE }, 409, 'CONFLICT', 'Name');
    expect((await save(demo.admin, { Name: 'Sauces (all)' })).status).toBe(201);
    expect((await save(demo.planner, { Name: 'Sauces (all)', Route: 'new-releases', State: { filters: [], sort: [] } })).status).toBe(201);
    await refused('POST', '/api/saved-filters', demo.planner, { Name: '   ', Route: 'products', View: 0, State: STATE }, 400, 'VALIDATION_ERROR', 'Name');
  });

  it('a filter names a table view of a page the caller may open, and fields the caller may read', async () => {
    const base = { Name: 'Bad', Route: 'products', View: 0, State: STATE };
    await refused('POST', '/api/saved-filters', demo.planner, { ...base, Route: 'nowhere' }, 400, 'VALIDATION_ERROR', 'Route');
    await refused('POST', '/api/saved-filters', demo.planner, { ...base, View: 3 }, 400, 'VALIDATION_ERROR', 'Route');
    await refused('POST', '/api/saved-filters', demo.planner, { ...base, Route: 'home' }, 400, 'VALIDATION_ERROR', 'Route');
    // A plugin the company has not activated.
    await refused('POST', '/api/saved-filters', demo.admin, { ...base, Route: 'containers', State: { filters: [], sort: [] } }, 400, 'VALIDATION_ERROR', 'Route');
    await refused('POST', '/api/saved-filters', demo.planner, { ...base, State: { ...STATE, filters: [{ field: 'colour', op: 'eq', value: 'red' }] } }, 400, 'VALIDATION_ERROR', 'State');
    await refused('POST', '/api/saved-filters', demo.planner, { ...base, State: { ...STATE, filters: [{ field: 'status', op: 'like', value: 'a' }] } }, 400, 'VALIDATION_ERROR', 'State');
    await refused('POST', '/api/saved-filters', demo.planner, { ...base, State: { ...STATE, filters: [{ field: 'status', op: 'in', value: 'active' }] } }, 400, 'VALIDATION_ERROR', 'State');
    await refused('POST', '/api/saved-filters', demo.planner, { ...base, State: { ...STATE, sort: [{ field: 'family.nope', desc: false }] } }, 400, 'VALIDATION_ERROR', 'State');
    await refused('POST', '/api/saved-filters', demo.planner, { ...base, State: { ...STATE, extra: 1 } }, 400, 'VALIDATION_ERROR');
    // A cost filter: fine for who reads costs, refused (as an unknown field) for who does not.
    const cost = { ...base, Name: 'Cheap', State: { filters: [{ field: 'unitCost', op: 'lt', value: 2 }], sort: [{ field: 'unitCost', desc: false }] } };
    const unknown = await req('POST', '/api/saved-filters', demandOnly, { ...base, State: { ...STATE, filters: [{ field: 'colour', op: 'eq', value: 'red' }] } });
    const hidden = await req('POST', '/api/saved-filters', demandOnly, cost);
    expect(hidden.status).toBe(400);
    expect(hidden.body.Message).toBe(unknown.body.Message.replace('colour', 'unitCost'));
    const admins = await req('POST', '/api/saved-filters', demo.admin, { ...cost, Shared: true });
    expect(admins.status).toBe(201);
    // Shared, it is still not listed to who could not use it.
    expect(await names(demandOnly)).not.toContain('Cheap');
    expect(await names(demo.planner)).toContain('Cheap');
  });

  it('the filter page lists every page\'s filters; another company never sees or touches them', async () => {
    const all = (await req('GET', '/api/saved-filters', demo.planner)).body.data.Filters.map((f: { Route: string; Name: string }) => `${f.Route}:${f.Name}`);
    expect(all).toEqual(expect.arrayContaining(['new-releases:Sauces (all)', 'products:Sauces (all)', 'products:Cheap']));
    const shared = (await req('GET', '/api/saved-filters', demo.admin)).body.data.Filters.find((f: { Name: string }) => f.Name === 'Cheap');
    const outsider = await req('GET', '/api/saved-filters', demo.newcomer);
    expect(outsider.status).toBe(200);
    expect(outsider.body.data.Filters).toEqual([]);
    await refused('PATCH', `/api/saved-filters/${shared.Id}`, demo.newcomer, { Name: 'Taken over' }, 404, 'NOT_FOUND');
    await refused('DELETE', `/api/saved-filters/${shared.Id}`, demo.newcomer, undefined, 404, 'NOT_FOUND');
    const theirs = await save(demo.newcomer, { Name: 'Newcomer products', Shared: true, State: { filters: [], sort: [] } });
    expect(theirs.status).toBe(201);
    expect(await names(demo.admin)).not.toContain('Newcomer products');
  });

  it('the owner deletes; a FILTERS write holder deletes a shared one', async () => {
    const list = (await req('GET', '/api/saved-filters?route=products', demo.admin)).body.data.Filters;
    const cheap = list.find((f: { Name: string }) => f.Name === 'Cheap');
    expect((await req('DELETE', `/api/saved-filters/${cheap.Id}`, demo.viewer)).status).toBe(403);
    expect((await req('PATCH', `/api/saved-filters/${cheap.Id}`, demo.admin, { Shared: true })).status).toBe(200);
    const sauces = (await req('GET', '/api/saved-filters?route=products', demo.planner)).body.data.Filters.find((f: { Name: string; Mine: boolean }) => f.Mine);
    expect((await req('PATCH', `/api/saved-filters/${sauces.Id}`, demo.planner, { Shared: true })).status).toBe(200);
    expect((await req('DELETE', `/api/saved-filters/${sauces.Id}`, demo.admin)).body.data).toEqual({ Id: sauces.Id });
    expect(await names(demo.planner)).not.toContain('Sauces (all)');
  });
});
