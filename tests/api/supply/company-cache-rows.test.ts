// The projection's cached rows carry no foreign key to companies (migration
// 071: it checked every row inserted); deleting a company still removes its
// series and suggestions, as ON DELETE CASCADE did, and no other company's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../helpers/server';

describe.each(databaseKinds())('cached projection rows of a deleted company on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
  });
  afterAll(() => s?.close());

  const company = async (alias: string) => (await s.db.query<{ id: number }>('INSERT INTO companies (alias) VALUES ($1) RETURNING id', [alias]))[0].id;
  const rows = async (id: number) => {
    const [{ series }] = await s.db.query<{ series: number }>('SELECT count(*)::int AS series FROM supply_series WHERE company_id = $1', [id]);
    const [{ suggestions }] = await s.db.query<{ suggestions: number }>('SELECT count(*)::int AS suggestions FROM supply_suggestions WHERE company_id = $1', [id]);
    return { series, suggestions };
  };
  const fill = async (id: number) => {
    await s.db.query(`INSERT INTO supply_series (company_id, id, product_id, warehouse_id, start_month, on_hand, has_stock, policy, safety_stock, reorder_point,
        demand_mean, demand_sd, history_months, stockout_months, projected, cover, flags)
      SELECT $1, i, i, 1, DATE '2026-01-01', 0, true, 'reorder-point', 0, 0, 0, 0, 0, 0, '{1}', '{1}', '{0}' FROM generate_series(1, 3) i`, [id]);
    await s.db.query(`INSERT INTO supply_suggestions (company_id, id, reference, product_id, warehouse_id, supplier_choice, policy, month, need_date,
        expected_date, late, requirement, quantity, projected_before, projected_after)
      SELECT $1, i, 'R' || i, i, 1, 'none', 'reorder-point', DATE '2026-01-01', DATE '2026-01-01', DATE '2026-01-01', false, 1, 1, 0, 1 FROM generate_series(1, 2) i`, [id]);
  };

  it('deletes the series and suggestions of a deleted company only', async () => {
    const gone = await company('Cache rows gone');
    const kept = await company('Cache rows kept');
    await fill(gone);
    await fill(kept);
    expect(await rows(gone)).toEqual({ series: 3, suggestions: 2 });
    await s.db.query('DELETE FROM companies WHERE id = $1', [gone]);
    expect(await rows(gone)).toEqual({ series: 0, suggestions: 0 });
    expect(await rows(kept)).toEqual({ series: 3, suggestions: 2 });
  });

  it('no longer checks the company of each row inserted (the refresh checks it once, through supply_cache_state)', async () => {
    const [{ max }] = await s.db.query<{ max: number }>('SELECT coalesce(max(id), 0) + 1000 AS max FROM companies');
    await fill(max);
    expect(await rows(max)).toEqual({ series: 3, suggestions: 2 });
    await s.db.query('DELETE FROM supply_series WHERE company_id = $1', [max]);
    await s.db.query('DELETE FROM supply_suggestions WHERE company_id = $1', [max]);
  });
});
