// The stock projection, safety stock and purchase suggestions of a
// hand-built company (dataset.ts) through the report and supply APIs, on
// PGlite and PostgreSQL: the figures DOMAIN.md's formulas give by hand,
// the flags, what is missing for each item, and the supplier fallbacks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '../../../engine/data/report-api';
import type { PurchaseSuggestion } from '../../../product/purchase-suggestions';
import { call, databaseKinds, startTestServer, type TestServer } from '../helpers/server';
import { buildDataset, REORDER, SAFETY, type Dataset } from './dataset';
import { createSupplyCompany, type SupplyCompany } from './helpers';

const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

describe.each(databaseKinds())('stock projection on %s', (kind) => {
  let s: TestServer;
  let c: SupplyCompany;
  let d: Dataset;
  const report = async (route: string, view: number, query: Record<string, unknown>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    const res = await call(s.app, 'GET', `/api/reports/${route}/${view}?${qs}`, { token: c.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as ReportResult;
  };

  beforeAll(async () => {
    s = await startTestServer(kind);
    c = await createSupplyCompany(s, 'Supply projection test');
    d = await buildDataset(c);
  });
  afterAll(() => s?.close());

  it('projects S_t = S_{t-1} + receipts + planned receipts - (open orders + net forecast) per month, with safety stock, cover and flags', async () => {
    const data = await report('stock-projections', 0, {
      group: 'product,month', pivot: '', filter: [{ field: 'product', op: 'in', value: [d.product.P] }],
      measures: 'opening,receipts,plannedReceipts,orders,netForecast,demand,projected,safetyStock,coverDays,stockouts',
    });
    const rows = data.rows.filter((r) => r.level === 2).sort((a, b) => String(a.keys.month).localeCompare(String(b.keys.month)));
    expect(rows.map((r) => r.keys.month)).toEqual(d.months);
    const v = rows.map((r) => r.values);
    expect(v.map((x) => x.opening)).toEqual([100, 50, 60]);
    expect(v.map((x) => x.receipts)).toEqual([0, 60, 0]);
    expect(v.map((x) => x.orders)).toEqual([30, 0, 0]);
    expect(v.map((x) => x.netForecast)).toEqual([20, 50, 50]);
    expect(v.map((x) => x.demand)).toEqual([50, 50, 50]);
    // Month 3 would end at 10 < SS: the run plans 40 (MOQ 40, multiples of 20) landing that month.
    expect(v.map((x) => x.plannedReceipts)).toEqual([0, 0, 40]);
    expect(v.map((x) => x.projected)).toEqual([50, 60, 50]);
    for (const x of v) expect(x.safetyStock).toBeCloseTo(SAFETY, 2);
    // 50 at the end of month 1 lasts exactly month 2's demand of 50.
    expect(v[0].coverDays).toBeCloseTo(daysIn(d.months[1]), 1);
    expect(v.map((x) => x.stockouts)).toEqual([0, 0, 0]);
    const below = await report('stock-projections', 0, {
      group: 'month', pivot: '', measures: 'projected', filter: [{ field: 'product', op: 'in', value: [d.product.P] }, { field: 'status', op: 'in', value: ['below-safety'] }],
    });
    // With the planned receipt nothing falls below the safety stock.
    expect(below.rows).toEqual([]);
  });

  it('names why a month stays short after planned supply: nothing is planned for an item nobody supplies', async () => {
    const data = await report('stock-projections', 0, {
      group: 'product,reason', pivot: '', measures: 'stockouts,plannedReceipts', filter: [{ field: 'stockout', op: 'eq', value: true }],
    });
    const rows = data.rows.filter((r) => r.level === 2);
    const q = rows.find((r) => r.keys.product === d.product.Q)!;
    expect(q.keys.reason).toBe('no-supplier');
    expect(q.values.plannedReceipts).toBe(0);
    expect(rows.some((r) => r.keys.product === d.product.P)).toBe(false);
    // M is made without a recipe: it cannot be produced.
    expect(rows.find((r) => r.keys.product === d.product.M)?.keys.reason).toBe('no-recipe');
  });

  it('reads months without receipts, orders or forecast as zeros and an unconsumed forecast as the net forecast, for every item', async () => {
    const data = await report('stock-projections', 0, { group: 'product,month', pivot: '', measures: 'receipts,orders,netForecast,demand,projected' });
    const rows = data.rows.filter((r) => r.level === 2);
    expect(new Set(rows.map((r) => r.keys.product)).size).toBe(4);
    for (const { values: x } of rows) {
      for (const m of ['receipts', 'orders', 'netForecast', 'demand']) expect(typeof x[m], m).toBe('number');
      expect(x.demand).toBe((x.orders as number) + (x.netForecast as number));
    }
    // Series with no receipts nor orders at all, and series whose forecast no order consumed, are among them (stored as NULL).
    expect(rows.some((r) => r.values.receipts === 0 && r.values.orders === 0)).toBe(true);
    expect(rows.some((r) => r.values.orders === 0 && (r.values.netForecast as number) > 0)).toBe(true);
  });

  it('gives each item its position today: safety stock and reorder point from the history and the lead time, and what is missing', async () => {
    const data = await report('stock-projections', 1, { group: 'product,problem', measures: 'onHand,safetyStock,reorderPoint,items' });
    const byProduct = new Map(data.rows.filter((r) => r.level === 2).map((r) => [r.keys.product, r]));
    const p = byProduct.get(d.product.P)!;
    expect(p.keys.problem).toBeNull();
    expect(p.values.onHand).toBe(100);
    expect(p.values.safetyStock).toBeCloseTo(SAFETY, 2);
    expect(p.values.reorderPoint).toBeCloseTo(REORDER, 2);
    expect(byProduct.get(d.product.Q)!.keys.problem).toBe('no-supplier');
    expect(byProduct.get(d.product.R)!.keys.problem).toBe('no-stock-record');
    expect(byProduct.get(d.product.M)!.keys.problem).toBe('no-stock-record');
    expect(byProduct.get(d.product.M)!.values.safetyStock).toBe(0);
  });

  it('suggests the run\'s planned purchases: the net requirement rounded up to the MOQ, one lead time before the need; names the fallbacks', async () => {
    const res = await call<{ data: { Rows: PurchaseSuggestion[] } }>(s.app, 'GET', '/api/supply/suggestions?pageSize=100', { token: c.token });
    expect(res.status).toBe(200);
    const rows = res.body.data.Rows;
    const p = rows.filter((r) => r.Product.Id === d.product.P);
    expect(p).toHaveLength(1);
    expect(p[0].Month).toBe(d.months[2]);
    // net = SS + demand - available = SAFETY + 50 - 60.
    expect(p[0].Requirement).toBeCloseTo(SAFETY - 10, 2);
    expect(p[0].Quantity).toBe(40);
    expect(p[0].Supplier?.Id).toBe(d.supplier.S1);
    expect(p[0].NeedDate).toBe(`${d.months[2]}-01`);
    const need = new Date(`${d.months[2]}-01T00:00:00Z`);
    expect(p[0].OrderDate).toBe(new Date(need.getTime() - 20 * 86_400_000).toISOString().slice(0, 10));
    expect(p[0].Value).toBe(80);
    // Nobody supplies Q: nothing can be planned (its projection says no-supplier).
    expect(rows.some((r) => r.Product.Id === d.product.Q)).toBe(false);
    const r = rows.filter((x) => x.Product.Id === d.product.R);
    expect(r[0].SupplierChoice).toBe('fallback');
    expect(r[0].Supplier?.Id).toBe(d.supplier.S1);
    expect(r[0].PreferredSupplier?.Id).toBe(d.supplier.S2);
    expect(['preferred-supplier-inactive', 'order-late']).toContain(r[0].Problem);
    // Made products are planned by production, not bought.
    expect(rows.some((x) => x.Product.Id === d.product.M)).toBe(false);
  });

  it('an empty filter is an empty report, not an error', async () => {
    const data = await report('stock-projections', 0, { filter: [{ field: 'product', op: 'in', value: [2147483000] }] });
    expect(data.rows).toEqual([]);
  });
});
