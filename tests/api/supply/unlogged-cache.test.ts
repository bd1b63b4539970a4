// The projection's rows live in UNLOGGED tables (migration 069), which crash
// recovery empties while supply_cache_state, logged, still says they are
// fresh. On PGlite and PostgreSQL: the tables are unlogged as assumed, and
// after what recovery does to them (every unlogged table emptied) the next
// read recomputes the projection, to the same rows, instead of serving an
// empty one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFresh } from '../../../server/supply/cache';
import { projectionCache } from '../../../server/supply/plan/projection-cache';
import { call, databaseKinds, startTestServer, type TestServer } from '../helpers/server';
import { buildDataset } from './dataset';
import { createSupplyCompany, type SupplyCompany } from './helpers';

describe.each(databaseKinds())('unlogged projection cache on %s', (kind) => {
  let s: TestServer;
  let c: SupplyCompany;
  const ctx = () => ({ config: s.config, companyId: c.companyId, today: new Date().toISOString().slice(0, 10) });
  const persistence = async () => new Map((await s.db.query<{ name: string; p: string }>(
    `SELECT relname AS name, relpersistence AS p FROM pg_class WHERE oid = ANY (ARRAY[to_regclass('supply_series'), to_regclass('supply_suggestions'),
       to_regclass('supply_cache_alive'), to_regclass('supply_cache_state')])`)).map((r) => [r.name, r.p]));
  const stored = async () => ({
    series: await s.db.query('SELECT * FROM supply_series WHERE company_id = $1 ORDER BY product_id, warehouse_id', [c.companyId]),
    suggestions: await s.db.query('SELECT * FROM supply_suggestions WHERE company_id = $1 ORDER BY reference', [c.companyId]),
  });
  /** What crash recovery does: every unlogged table of the database reset to empty. */
  const crash = async () => {
    const tables = await s.db.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relpersistence = 'u' AND relkind = 'r' AND relnamespace = ANY (current_schemas(false)::regnamespace[])`);
    await s.db.query(`TRUNCATE ${tables.map((t) => `"${t.name}"`).join(', ')}`);
    return tables.map((t) => t.name).sort();
  };

  beforeAll(async () => {
    s = await startTestServer(kind);
    c = await createSupplyCompany(s, 'Supply unlogged cache test');
    await buildDataset(c);
  });
  afterAll(() => s?.close());

  it('keeps the projection in unlogged tables, its state in a logged one', async () => {
    expect(Object.fromEntries(await persistence())).toEqual({ supply_series: 'u', supply_suggestions: 'u', supply_cache_alive: 'u', supply_cache_state: 'p' });
  });

  it('recomputes the projection emptied by a crash, to the same rows, when its inputs did not change', async () => {
    expect((await ensureFresh(s.db, projectionCache, ctx())).refreshed).toBe(true);
    expect((await ensureFresh(s.db, projectionCache, ctx())).refreshed).toBe(false);
    const before = await stored();
    expect(before.series.length).toBe(4);
    expect(before.suggestions.length).toBeGreaterThan(0);
    const list = async () => {
      const res = await call<{ data: { Rows: unknown[] } }>(s.app, 'GET', '/api/supply/suggestions?pageSize=100', { token: c.token });
      expect(res.status).toBe(200);
      return res.body.data.Rows;
    };
    const listed = await list();
    expect(listed.length).toBe(before.suggestions.length);

    expect(await crash()).toEqual(expect.arrayContaining(['supply_cache_alive', 'supply_series', 'supply_suggestions']));
    // The state row survived (logged) with the same mark: without the alive row it would be served as fresh and empty.
    expect((await s.db.query('SELECT 1 FROM supply_cache_state WHERE company_id = $1 AND cache = $2', [c.companyId, projectionCache.id])).length).toBe(1);
    expect(await list()).toEqual(listed);
    expect(await stored()).toEqual(before);
    expect((await ensureFresh(s.db, projectionCache, ctx())).refreshed).toBe(false);
  });
});
