// Custom reports: a user saves a report view with their own state under a
// name, renames it, replaces its state and deletes it; names are unique per
// user; the state must name what the view has and the user may see; another
// user's report is not found whatever the call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../server/seed/demo';
import { databaseKinds } from '../helpers/database';
import { call, userId } from '../helpers/server';
import { startReportServer, type ReportTestServer } from './helpers';

describe.each(databaseKinds())('custom reports on %s', (kind) => {
  let s: ReportTestServer;
  beforeAll(async () => {
    s = await startReportServer(kind);
  });
  afterAll(() => s?.close());

  const body = (name: string, state: object = { group: ['family'], sort: [{ field: 'products', desc: true }], limit: 5 }) => ({ Name: name, Route: 'test-products', View: 0, State: state });

  it('saves, lists by name, reopens, renames, replaces the state and deletes (with its favourite)', async () => {
    const token = s.tokens.viewer;
    const created = await call(s.app, 'POST', '/api/custom-reports', { token, body: body('  Zeta families  ') });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ Name: 'Zeta families', Route: 'test-products', View: 0, State: { group: ['family'], limit: 5 } });
    const id = created.body.data.Id;
    const list = await call(s.app, 'GET', '/api/custom-reports', { token });
    const names = list.body.data.map((r: { Name: string }) => r.Name);
    expect(names).toContain('Zeta families');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await call(s.app, 'GET', `/api/custom-reports/${id}`, { token })).body.data.State).toEqual({ group: ['family'], sort: [{ field: 'products', desc: true }], limit: 5 });

    const renamed = await call(s.app, 'PATCH', `/api/custom-reports/${id}`, { token, body: { Name: 'Alpha families' } });
    expect(renamed.body.data).toMatchObject({ Name: 'Alpha families', State: { limit: 5 } });
    const restated = await call(s.app, 'PATCH', `/api/custom-reports/${id}`, { token, body: { State: { group: ['status'], pivot: 'source' } } });
    expect(restated.body.data).toMatchObject({ Name: 'Alpha families', State: { group: ['status'], pivot: 'source' } });

    expect((await call(s.app, 'POST', '/api/favorites', { token, body: { Path: `custom-reports/${id}`, Action: 'add' } })).status).toBe(200);
    expect((await call(s.app, 'DELETE', `/api/custom-reports/${id}`, { token })).body.data).toEqual({ Id: id });
    expect((await call(s.app, 'GET', `/api/custom-reports/${id}`, { token })).status).toBe(404);
    const favourites = await s.db.query('SELECT path FROM favorites WHERE user_id = $1 AND path = $2', [await userId(s.db, DEMO_USERS.viewer.email), `custom-reports/${id}`]);
    expect(favourites).toEqual([]);
  });

  it('a name is unique per user, ignoring case; another user may use it', async () => {
    expect((await call(s.app, 'POST', '/api/custom-reports', { token: s.tokens.admin, body: body('Same name') })).status).toBe(201);
    const again = await call(s.app, 'POST', '/api/custom-reports', { token: s.tokens.admin, body: body('SAME NAME') });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ErrorCode: 'CONFLICT', Field: 'Name' });
    expect((await call(s.app, 'POST', '/api/custom-reports', { token: s.tokens.super, body: body('Same name') })).status).toBe(201);
    const other = await call(s.app, 'POST', '/api/custom-reports', { token: s.tokens.admin, body: body('Other name') });
    const clash = await call(s.app, 'PATCH', `/api/custom-reports/${other.body.data.Id}`, { token: s.tokens.admin, body: { Name: 'same NAME' } });
    expect(clash.status).toBe(409);
  });

  it('refuses a state naming what the view has not or the user may not see, and a view the user may not open', async () => {
    const bad = [
      { group: ['nope'] },
      { filters: [{ field: 'nope', op: 'eq', value: 1 }] },
      { sort: [{ field: 'nope', desc: false }] },
      { measures: ['nope'] },
      { limit: 0 },
      { unknownKey: true },
    ];
    for (const state of bad) {
      const res = await call(s.app, 'POST', '/api/custom-reports', { token: s.tokens.admin, body: body('Bad', state) });
      expect(res.status, JSON.stringify(state)).toBe(400);
    }
    const hidden = await call(s.app, 'POST', '/api/custom-reports', { token: s.tokens.demand, body: body('Costs', { group: ['costBand'] }) });
    expect(hidden.status).toBe(400);
    expect((await call(s.app, 'POST', '/api/custom-reports', { token: s.tokens.admin, body: { ...body('Not a report'), Route: 'products' } })).status).toBe(404);
    expect((await call(s.app, 'POST', '/api/custom-reports', { token: s.tokens.admin, body: body('   ') })).status).toBe(400);
  });

  it("another user's report is not found for reading, renaming and deleting, and stays as it was", async () => {
    const mine = await call(s.app, 'POST', '/api/custom-reports', { token: s.tokens.planner, body: body('Planner private') });
    const id = mine.body.data.Id;
    for (const [method, payload] of [['GET', undefined], ['PATCH', { Name: 'Taken over' }], ['DELETE', undefined]] as const) {
      const res = await call(s.app, method, `/api/custom-reports/${id}`, { token: s.tokens.admin, body: payload });
      expect(res.status, method).toBe(404);
    }
    expect((await call(s.app, 'GET', `/api/custom-reports/${id}`, { token: s.tokens.planner })).body.data.Name).toBe('Planner private');
  });
});
