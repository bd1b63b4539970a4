// The forecast value added report (routes/reports.yaml) on PGlite (and
// PostgreSQL when configured): on a small cycle inserted into the demo
// company, the WAPE of each step and the FVA between steps are the figures
// computed by hand; on the demo's own closed cycles they are the ones
// domain/forecast/fva.ts computes from the snapshots, sales and approved
// revisions read on their own, and the consensus WAPE is the accuracy
// report's lag-1 WAPE (one definition per figure).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthIndex, monthKey } from '../../../engine/time/calendar';
import { forecastValueAdded, overrideOf, type FvaCell } from '../../../domain/forecast/fva';
import { insertRow } from '../../../server/data-engine/records/store';
import { call } from '../helpers/server';
import { databaseKinds } from '../helpers/database';
import { startDataServer, type DataTestServer } from '../data/helpers';

const ROUTE = 'forecast-value-added-report';

interface Values { actual: number | null; wapeNaive: number | null; wapeStatistical: number | null; wapeOverride: number | null; wapeConsensus: number | null; fvaStatistical: number | null; fvaOverride: number | null; fvaConsensus: number | null }

describe.each(databaseKinds())('forecast value added report on %s', (kind) => {
  let server: DataTestServer;
  let userId: number;
  const insert = (entity: string, values: Record<string, string | number | null>) => insertRow(server.db, server.entity(entity), server.companyId, userId, values);
  const totals = async (filter: unknown[], group = '') => {
    const result = await call(server.app, 'GET', `/api/reports/${ROUTE}/0?group=${group}&filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: server.tokens.admin });
    expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
    return result.body.data as { rows: Array<{ keys: Record<string, unknown>; values: Values }>; totals: Array<{ level: number; values: Values }> };
  };

  beforeAll(async () => {
    server = await startDataServer(kind);
    [{ id: userId }] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE company_id = $1 ORDER BY id LIMIT 1`, [server.companyId]);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it('a small closed cycle gives the hand-computed WAPE of every step and the value each step added', async () => {
    // Cycle 2001-01: lag 1 is 2001-02, the naive forecast is the sales of 2001-01.
    const products = await server.db.query<{ id: number }>(`SELECT id FROM data_products WHERE company_id = $1 ORDER BY id LIMIT 4`, [server.companyId]);
    const [{ id: customer }] = await server.db.query<{ id: number }>(`SELECT id FROM data_customers WHERE company_id = $1 ORDER BY id LIMIT 1`, [server.companyId]);
    const [p1, p2, p3, p4] = products.map((p) => p.id);
    const cycle = await insert('planning-cycle', { month: '2001-01', status: 'closed' });
    const snapshot = (product: number, month: string, lag: number, quantity: number, statistical: number) =>
      insert('forecast-snapshot', { cycle, product, customer, month, lag, quantity, statistical });
    //            A    naive  statistical  override        consensus
    //   p1      100    80       90        105 (approved)    100
    //   p2       60    90       70         60 (approved)     65
    //   p3       40    10       50         50 (none)         30
    //   p4        0     5        -          -                 -   (only the naive step forecast it)
    // sum A = 200; sum |F - A|: naive 20+30+30+5 = 85, statistical 10+10+10 = 30, override 5+0+10 = 15, consensus 0+5+10 = 15
    await snapshot(p1, '2001-02', 1, 100, 90);
    await snapshot(p2, '2001-02', 1, 65, 70);
    await snapshot(p3, '2001-02', 1, 30, 50);
    await snapshot(p1, '2001-03', 2, 500, 500); // another lag: not counted
    for (const [product, month, quantity] of [[p1, '2001-01', 80], [p2, '2001-01', 90], [p3, '2001-01', 10], [p4, '2001-01', 5], [p1, '2001-02', 100], [p2, '2001-02', 60], [p3, '2001-02', 40]] as const) {
      await insert('sales-line', { product, customer, month, quantity, value: quantity });
    }
    const revision = async (code: string, status: string, lines: Array<[number, number]>) => {
      const id = await insert('forecast-revision', { code, cycle, scope: 'FVA test', status });
      for (const [product, to] of lines) await insert('forecast-revision-line', { revision: id, product, customer, month: '2001-02', from: 0, to });
    };
    await revision('FVA-2001-01-1', 'approved', [[p1, 999]]); // overridden by the later approved revision
    await revision('FVA-2001-01-2', 'approved', [[p1, 105], [p2, 60]]);
    await revision('FVA-2001-01-3', 'sent-back', [[p3, 45]]); // not approved: p3's override stays the statistical

    const data = await totals([{ field: 'cycle', op: 'eq', value: '2001-01' }]);
    const total = data.totals.find((t) => t.level === 0)!.values;
    expect(total.actual).toBeCloseTo(200, 6);
    expect(total.wapeNaive).toBeCloseTo(42.5, 6);
    expect(total.wapeStatistical).toBeCloseTo(15, 6);
    expect(total.wapeOverride).toBeCloseTo(7.5, 6);
    expect(total.wapeConsensus).toBeCloseTo(7.5, 6);
    expect(total.fvaStatistical).toBeCloseTo(27.5, 6);
    expect(total.fvaOverride).toBeCloseTo(7.5, 6);
    expect(total.fvaConsensus).toBeCloseTo(0, 6);

    // A product that sold nothing: its WAPE and FVA are empty, not NaN or Infinity.
    const p4Only = (await totals([{ field: 'cycle', op: 'eq', value: '2001-01' }, { field: 'product', op: 'eq', value: p4 }])).totals.find((t) => t.level === 0)!.values;
    expect(p4Only.actual).toBe(0);
    expect([p4Only.wapeNaive, p4Only.wapeStatistical, p4Only.fvaStatistical, p4Only.fvaConsensus]).toEqual([null, null, null, null]);
  });

  it("each demo cycle's figures are those of the FVA definitions over the cells read on their own", async () => {
    const cycles = await server.db.query<{ id: number; cycle: string; month: string }>(
      `SELECT DISTINCT s.cycle_id AS id, to_char(c.month, 'YYYY-MM') AS cycle, to_char(s.month, 'YYYY-MM') AS month
       FROM data_forecast_snapshots s JOIN data_planning_cycles c ON c.id = s.cycle_id
       WHERE s.company_id = $1 AND s.lag = 1 AND s.month < date_trunc('month', now())::date AND s.month > '2001-12-01' ORDER BY 3`, [server.companyId]);
    expect(cycles.length).toBeGreaterThanOrEqual(4);
    const data = await totals([{ field: 'month', op: 'gt', value: '2001-12' }], 'cycle');
    let overridden = 0;
    for (const { id, cycle, month } of cycles) {
      const cells = await cellsOf(server, id, month);
      const expected = forecastValueAdded(cells);
      const row = data.rows.find((r) => r.keys.cycle === cycle);
      expect(row, `cycle ${month}`).toBeDefined();
      const [naive, statistical, override, consensus] = expected.steps;
      expect(row!.values.actual).toBeCloseTo(expected.actual, 3);
      expect(row!.values.wapeNaive).toBeCloseTo(naive.wape!, 6);
      expect(row!.values.wapeStatistical).toBeCloseTo(statistical.wape!, 6);
      expect(row!.values.wapeOverride).toBeCloseTo(override.wape!, 6);
      expect(row!.values.wapeConsensus).toBeCloseTo(consensus.wape!, 6);
      expect(row!.values.fvaStatistical).toBeCloseTo(statistical.fva!, 6);
      expect(row!.values.fvaOverride).toBeCloseTo(override.fva!, 6);
      expect(row!.values.fvaConsensus).toBeCloseTo(consensus.fva!, 6);
      // Real forecasts: errors of a plausible size.
      expect(naive.wape!).toBeGreaterThan(5);
      expect(statistical.wape!).toBeGreaterThan(5);
      expect(statistical.wape!).toBeLessThan(100);
      if (override.wape !== statistical.wape) overridden++;

      // The consensus WAPE is the accuracy report's lag-1 WAPE of that month.
      const filter = encodeURIComponent(JSON.stringify([{ field: 'month', op: 'eq', value: month }]));
      const accuracy = await call(server.app, 'GET', `/api/reports/absolute-error-report/0?group=&filter=${filter}`, { token: server.tokens.admin });
      expect(accuracy.body.data.totals.find((t: { level: number }) => t.level === 0).values.wape).toBeCloseTo(consensus.wape!, 6);
    }
    // The demo's planners override about one series in ten: the override step moves the WAPE in some cycles.
    expect(overridden).toBeGreaterThan(0);
  });
});

/** The lag-1 cells of one cycle, read table by table and met in TypeScript. */
async function cellsOf(server: DataTestServer, cycle: number, month: string): Promise<FvaCell[]> {
  const before = monthKey(monthIndex(month) - 1);
  const read = (sql: string, params: unknown[]) => server.db.query<{ p: number; c: number; q: number; s?: number }>(sql, params as never);
  const snaps = await read(`SELECT product_id AS p, customer_id AS c, quantity::float8 AS q, statistical::float8 AS s FROM data_forecast_snapshots WHERE company_id = $1 AND cycle_id = $2 AND lag = 1`, [server.companyId, cycle]);
  const sales = (m: string) => read(`SELECT product_id AS p, customer_id AS c, sum(quantity)::float8 AS q FROM data_sales_lines WHERE company_id = $1 AND month = $2::date GROUP BY 1, 2`, [server.companyId, `${m}-01`]);
  const approved = await read(
    `SELECT l.product_id AS p, l.customer_id AS c, l."to"::float8 AS q FROM data_forecast_revision_lines l JOIN data_forecast_revisions r ON r.id = l.revision_id
     WHERE l.company_id = $1 AND r.cycle_id = $2 AND r.status = 'approved' AND l.month = $3::date AND l."to" IS NOT NULL ORDER BY r.id`, [server.companyId, cycle, `${month}-01`]);
  const key = (r: { p: number; c: number }) => `${r.p}:${r.c}`;
  const cells = new Map<string, { actual: number; naive: number; statistical: number; consensus: number; approved?: number }>();
  const cell = (k: string) => cells.get(k) ?? cells.set(k, { actual: 0, naive: 0, statistical: 0, consensus: 0 }).get(k)!;
  for (const r of snaps) Object.assign(cell(key(r)), { consensus: r.q ?? 0, statistical: r.s ?? 0 });
  for (const r of await sales(month)) cell(key(r)).actual = r.q;
  for (const r of await sales(before)) cell(key(r)).naive = r.q;
  for (const r of approved) cell(key(r)).approved = r.q; // in revision order: the last approved wins
  return [...cells.values()].map((c) => ({ actual: c.actual, naive: c.naive, statistical: c.statistical, override: overrideOf(c.statistical, c.approved), consensus: c.consensus }));
}
