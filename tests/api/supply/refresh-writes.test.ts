// What a forced recomputation of the stock projection writes, on PGlite and
// PostgreSQL: with its inputs unchanged no row at all (every row keeps its
// row version, xmin), after one input changed only that series and its
// suggestions; and the planner statistics renewed after a write that moved
// enough rows of a table, not after one that moved a few.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFresh } from '../../../server/supply/cache';
import { projectionCache } from '../../../server/supply/plan/projection-cache';
import { analyzeAfterWrite } from '../../../server/db/statistics';
import { replaceChanged, type CachedColumn, type ReplaceResult } from '../../../server/supply/replace-changed';
import { databaseKinds, startTestServer, type TestServer } from '../helpers/server';
import { buildDataset, type Dataset } from './dataset';
import { createSupplyCompany, type SupplyCompany } from './helpers';

describe.each(databaseKinds())('projection refresh writes on %s', (kind) => {
  let s: TestServer;
  let c: SupplyCompany;
  let d: Dataset;
  const refresh = async () => {
    const state = await ensureFresh(s.db, projectionCache, { config: s.config, companyId: c.companyId, today: new Date().toISOString().slice(0, 10) }, true);
    return state.summary!.written as { series: ReplaceResult; suggestions: ReplaceResult };
  };
  /** Row version per series (product) and suggestion (reference). */
  const versions = async () => {
    const series = await s.db.query<{ k: number; v: string }>('SELECT product_id AS k, xmin::text AS v FROM supply_series WHERE company_id = $1', [c.companyId]);
    const suggestions = await s.db.query<{ k: string; p: number; v: string }>('SELECT reference AS k, product_id AS p, xmin::text AS v FROM supply_suggestions WHERE company_id = $1', [c.companyId]);
    return { series: new Map(series.map((r) => [r.k, r.v])), suggestions: new Map(suggestions.map((r) => [r.k, { p: r.p, v: r.v }])) };
  };

  beforeAll(async () => {
    s = await startTestServer(kind);
    c = await createSupplyCompany(s, 'Supply refresh writes test');
    d = await buildDataset(c);
  });
  afterAll(() => s?.close());

  it('rewrites no row when the inputs are unchanged, and only the changed series when one input changed', async () => {
    const first = await refresh();
    expect(first.series.written).toBe(4);
    const before = await versions();
    expect(before.series.size).toBe(4);
    expect([...before.suggestions.values()].some((x) => x.p === d.product.P)).toBe(true);

    expect(await refresh()).toEqual({ series: { written: 0, deleted: 0 }, suggestions: { written: 0, deleted: 0 } });
    expect(await versions()).toEqual(before);

    // P's stock on hand 100 -> 90: its series and its suggestion change, nothing else.
    await s.db.query('UPDATE data_stock_on_hand SET quantity = 90 WHERE company_id = $1 AND product_id = $2', [c.companyId, d.product.P]);
    const changed = await refresh();
    expect(changed.series).toEqual({ written: 1, deleted: 1 });
    const after = await versions();
    for (const [product, version] of before.series) {
      if (product === d.product.P) expect(after.series.get(product)).not.toBe(version);
      else expect(after.series.get(product)).toBe(version);
    }
    for (const [reference, { p, v }] of before.suggestions) if (p !== d.product.P) expect(after.suggestions.get(reference)?.v).toBe(v);
    expect(changed.suggestions.written).toBe([...after.suggestions.values()].filter((x) => x.p === d.product.P).length);
  });

  it('stores planned receipts only for the series the run plans supply for; planned stock is the projection itself (NULL)', async () => {
    await refresh();
    const rows = await s.db.query<{ planned: boolean; receipts: boolean; suggested: boolean }>(
      `SELECT s.planned IS NULL AS planned, s.planned_receipts IS NOT NULL AS receipts,
         EXISTS (SELECT 1 FROM supply_suggestions g WHERE g.company_id = s.company_id AND g.product_id = s.product_id AND g.warehouse_id = s.warehouse_id) AS suggested
       FROM supply_series s WHERE s.company_id = $1`, [c.companyId]);
    expect(rows.length).toBe(4);
    // P and R are bought and planned; Q has no supplier and M no recipe: nothing planned.
    expect(rows.filter((r) => r.receipts).length).toBe(2);
    for (const r of rows) expect(r).toEqual({ planned: true, receipts: r.suggested, suggested: r.suggested });
  });

  it('stores months all zero as NULL, and the net forecast as NULL where it is the forecast', async () => {
    await refresh();
    const [counts] = await s.db.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE receipts IS NULL)::int AS "receiptsNull", count(*) FILTER (WHERE net_forecast IS NULL)::int AS "netNull",
         count(*) FILTER (WHERE ${['receipts', 'orders', 'forecast'].map((c) => `0 = ALL (${c})`).join(' OR ')})::int AS "storedZeros",
         count(*) FILTER (WHERE net_forecast = coalesce(forecast, array_fill(0::float8, ARRAY[cardinality(projected)])))::int AS "storedNet"
       FROM supply_series WHERE company_id = $1`, [c.companyId]);
    expect(counts.receiptsNull).toBeGreaterThan(0);
    expect(counts.netNull).toBeGreaterThan(0);
    expect(counts).toMatchObject({ storedZeros: 0, storedNet: 0 });
  });

  it('renews the statistics of a table after a write that moved over a tenth of its rows, not after a few', async () => {
    const [{ id: companyId }] = await s.db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Supply statistics test') RETURNING id`);
    const rows = 1_500;
    const text = (name: string, value: (i: number) => string): CachedColumn => ({ name, type: 'text', value });
    const columns = (quantity: number): CachedColumn[] => [
      { name: 'id', type: 'int', value: (i) => i + 1 }, text('reference', (i) => `S${i}`), { name: 'product_id', type: 'int', value: (i) => i },
      { name: 'warehouse_id', type: 'int', value: () => 1 }, text('supplier_choice', () => 'preferred'), text('policy', () => 'reorder-point'),
      { name: 'month', type: 'date', value: () => '2026-01-01' }, { name: 'need_date', type: 'date', value: () => '2026-01-15' },
      { name: 'expected_date', type: 'date', value: () => '2026-01-10' }, { name: 'late', type: 'bool', value: () => false },
      ...['requirement', 'quantity', 'projected_before', 'projected_after'].map((name): CachedColumn => ({ name, type: 'float8', value: (i) => (i < 5 ? quantity : 1) })),
    ];
    const reltuples = async () => Number((await s.db.query<{ n: number }>(`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = to_regclass('supply_suggestions')`))[0].n);
    const write = (quantity: number) => s.db.transaction(async (tx) => {
      const written = await replaceChanged(tx, 'supply_suggestions', companyId, ['reference'], columns(quantity), rows);
      return { written, analysed: await analyzeAfterWrite(tx, [{ table: 'supply_suggestions', moved: written.written + written.deleted, columns: ['company_id', 'product_id'] }]) };
    });
    const [{ total }] = await s.db.query<{ total: number }>('SELECT count(*)::int + $1::int AS total FROM supply_suggestions', [rows]);
    const first = await write(1);
    expect(first).toEqual({ written: { written: rows, deleted: 0 }, analysed: ['supply_suggestions'] });
    // The planner knows its size, the rows of that transaction included (exactly when the 3,000-row sample held them all).
    expect(Math.abs(await reltuples() - total)).toBeLessThanOrEqual(0.1 * total);
    const few = await write(2);
    expect(few).toEqual({ written: { written: 5, deleted: 5 }, analysed: [] });
    expect(await analyzeAfterWrite(s.db, [{ table: 'supply_suggestions', moved: 0 }])).toEqual([]);
  });
});
