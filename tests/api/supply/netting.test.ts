// One planning run on the demo company (PLANNING.md, "Netting"; domain/supply):
// the projection counts the planned supply, so after the lead time no month
// is projected negative unless the row names the limit; the master schedule
// and the purchase suggestions are that same run's planned orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, loginAll, startTestServer, type TestServer } from '../helpers/server';

const REASONS = ['late-to-order', 'no-supplier', 'no-recipe', 'discontinued', 'recipe-cycle'];

describe.each(databaseKinds())('the planning run on the demo company (%s)', (kind) => {
  let s: TestServer;
  let tokens: Awaited<ReturnType<typeof loginAll>>;
  let companyId: number;
  let firstViewMs = 0;
  let run: Record<string, unknown> = {};

  beforeAll(async () => {
    s = await startTestServer(kind);
    tokens = await loginAll(s.app);
    [{ id: companyId }] = await s.db.query<{ id: number }>(`SELECT company_id AS id FROM users WHERE email = 'admin@demo.test'`);
    const started = performance.now();
    const res = await call(s.app, 'GET', '/api/reports/stock-projections/0', { token: tokens.super });
    firstViewMs = performance.now() - started;
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    const plan = await call(s.app, 'GET', '/api/supply/plan', { token: tokens.super });
    run = (plan.body.data as { Summary: { run: Record<string, unknown> } }).Summary.run;
  });
  afterAll(() => s?.close());

  it('projects no negative stock after the lead time, and names the reason of every month short', async () => {
    const cells = await s.db.query<{ product: number; reason: string | null; t: number; p: number; lead: number | null; start: string }>(
      `SELECT s.product_id AS product, s.shortage_reason AS reason, c.t::int AS t, c.p::float8 AS p, s.lead_time_days AS lead, to_char(s.start_month, 'YYYY-MM-DD') AS start
       FROM supply_series s CROSS JOIN LATERAL unnest(s.projected) WITH ORDINALITY AS c(p, t) WHERE s.company_id = $1 AND c.p < -1e-6`, [companyId]);
    const [{ total }] = await s.db.query<{ total: number }>(`SELECT sum(cardinality(projected))::int AS total FROM supply_series WHERE company_id = $1`, [companyId]);
    const reasons: Record<string, number> = {};
    for (const c of cells) reasons[c.reason ?? 'none'] = (reasons[c.reason ?? 'none'] ?? 0) + 1;
    const worst = await s.db.query(
      `SELECT p.sku, s.warehouse_id AS warehouse, s.shortage_reason AS reason, (SELECT min(x) FROM unnest(s.projected) x)::float8 AS min
       FROM supply_series s JOIN data_products p ON p.id = s.product_id WHERE s.company_id = $1 AND s.first_stockout IS NOT NULL ORDER BY 4 LIMIT 5`, [companyId]);
    console.log(kind, JSON.stringify({ worst }));
    console.log(kind, JSON.stringify({ firstViewMs: Math.round(firstViewMs), negativeCells: cells.length, cells: total, min: Math.min(0, ...cells.map((c) => c.p)), reasons, run }));
    // A handful, not the 78 % of months the projection without planned supply showed.
    expect(cells.length).toBeLessThan(total * 0.05);
    for (const c of cells) {
      expect(REASONS, `product ${c.product} month ${c.t} is short without a reason`).toContain(c.reason);
      if (c.reason !== 'late-to-order') continue;
      // Late to order: short only before an order placed today can arrive (today + lead time).
      const arrival = new Date(Date.now() + (c.lead ?? 0) * 86_400_000);
      const monthOfCell = new Date(`${c.start}T00:00:00Z`);
      monthOfCell.setUTCMonth(monthOfCell.getUTCMonth() + c.t - 1);
      expect(monthOfCell.getTime(), `product ${c.product} month ${c.t}`).toBeLessThanOrEqual(arrival.getTime());
    }
  });

  it('values a negative quantity at nothing', async () => {
    const res = await call(s.app, 'GET', `/api/reports/stock-projections/0?${new URLSearchParams({ group: 'month', pivot: '', measures: 'projectedValue' })}`, { token: tokens.super });
    expect(res.status).toBe(200);
    const rows = (res.body.data as { rows: Array<{ values: Record<string, number> }> }).rows;
    for (const r of rows) expect(r.values.projectedValue).toBeGreaterThanOrEqual(0);
  });

  it('shows the run\'s planned production as the master schedule, per product and month', async () => {
    const mps = await call(s.app, 'GET', '/api/reports/mps-report/0', { token: tokens.super });
    expect(mps.status, JSON.stringify(mps.body).slice(0, 300)).toBe(200);
    const diff = await s.db.query(
      `WITH run AS (
         SELECT s.product_id, c.t, sum(c.q) AS q FROM supply_series s JOIN data_products p ON p.id = s.product_id AND p.source = 'made'
         CROSS JOIN LATERAL unnest(s.planned_receipts) WITH ORDINALITY AS c(q, t) WHERE s.company_id = $1 GROUP BY 1, 2),
       mps AS (SELECT m.product_id, c.t, c.q FROM production_mps m CROSS JOIN LATERAL unnest(m.planned) WITH ORDINALITY AS c(q, t) WHERE m.company_id = $1)
       SELECT coalesce(run.product_id, mps.product_id) AS product, coalesce(run.t, mps.t) AS t, run.q AS run, mps.q AS mps
       FROM run FULL JOIN mps ON mps.product_id = run.product_id AND mps.t = run.t
       WHERE abs(coalesce(run.q, 0) - coalesce(mps.q, 0)) > 0.01`, [companyId]);
    expect(diff).toEqual([]);
    const [{ planned }] = await s.db.query<{ planned: number }>(`SELECT sum(q)::float8 AS planned FROM production_mps, unnest(planned) AS q WHERE company_id = $1`, [companyId]);
    expect(planned).toBeCloseTo(run.production as number, -1);
    expect(planned).toBeGreaterThan(0);
  });

  it('suggests exactly the run\'s planned purchases', async () => {
    const list = await call(s.app, 'GET', '/api/supply/suggestions?pageSize=1', { token: tokens.super });
    expect(list.status).toBe(200);
    const diff = await s.db.query(
      `WITH run AS (
         SELECT s.product_id, s.warehouse_id, (s.start_month + (c.t - 1) * interval '1 month')::date AS month, c.q
         FROM supply_series s JOIN data_products p ON p.id = s.product_id AND p.source = 'bought'
         CROSS JOIN LATERAL unnest(s.planned_receipts) WITH ORDINALITY AS c(q, t) WHERE s.company_id = $1 AND c.q > 0),
       sug AS (SELECT product_id, warehouse_id, date_trunc('month', expected_date)::date AS month, sum(quantity) AS q FROM supply_suggestions WHERE company_id = $1 GROUP BY 1, 2, 3)
       SELECT * FROM run FULL JOIN sug USING (product_id, warehouse_id, month) WHERE abs(coalesce(run.q, 0) - coalesce(sug.q, 0)) > 0.01`, [companyId]);
    expect(diff).toEqual([]);
    const [{ total }] = await s.db.query<{ total: number }>(`SELECT sum(quantity)::float8 AS total FROM supply_suggestions WHERE company_id = $1`, [companyId]);
    expect(total).toBeCloseTo(run.purchases as number, -1);
  });
});
