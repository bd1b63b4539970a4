// The demand-planning pages' report views on the seeded demo, on PGlite
// (PostgreSQL too when configured): each answers with rows, and the
// absolute-error report's lag-1 figures are the hand-checked formulas of
// server/forecast/accuracy.ts applied to the snapshots and sales cell by
// cell (so the SQL and the definitions cannot drift apart).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthIndex, monthKey } from '../../../engine/time/calendar';
import { accuracy, pairCells } from '../../../server/forecast/accuracy';
import { call } from '../helpers/server';
import { databaseKinds } from '../helpers/database';
import { startDataServer, type DataTestServer } from '../data/helpers';

const ROUTES = ['forecasts', 'operative-forecast', 'sales', 'mix-of-business', 'increased-sale', 'budgets', 'absolute-error-report', 'same-cycle-changes-report', 'diferent-cycle-changes-report'];

describe.each(databaseKinds())('demand-planning reports on %s', (kind) => {
  let server: DataTestServer;
  beforeAll(async () => {
    server = await startDataServer(kind);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it('every report view of the demand pages answers with rows', async () => {
    const empty: string[] = [];
    for (const id of ROUTES) {
      const route = server.config.routes.find((r) => r.id === id)!;
      for (const [index, view] of route.views.entries()) {
        if (view.kind !== 'report') continue;
        const result = await call(server.app, 'GET', `/api/reports/${id}/${index}`, { token: server.tokens.admin });
        expect(result.status, `${id}/${index}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(200);
        if (result.body.data.rows.length === 0) empty.push(`${id}/${index}`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('lag-1 accuracy of the last month sold is MAE, MAPE, WAPE and bias of the snapshots against the sales, cell by cell', async () => {
    const month = monthKey(monthIndex(new Date().toISOString().slice(0, 7)) - 1);
    const cell = (r: { p: number; c: number }) => `${r.p}:${r.c}`;
    const snapshots = await server.db.query<{ p: number; c: number; q: number }>(
      `SELECT product_id AS p, customer_id AS c, quantity::float8 AS q FROM data_forecast_snapshots WHERE company_id = $1 AND lag = 1 AND month = $2::date`, [server.companyId, `${month}-01`]);
    const sales = await server.db.query<{ p: number; c: number; q: number }>(
      `SELECT product_id AS p, customer_id AS c, sum(quantity)::float8 AS q FROM data_sales_lines WHERE company_id = $1 AND month = $2::date GROUP BY 1, 2`, [server.companyId, `${month}-01`]);
    expect(snapshots.length).toBeGreaterThan(100);
    const expected = accuracy(pairCells(new Map(snapshots.map((r) => [cell(r), r.q])), new Map(sales.map((r) => [cell(r), r.q]))));

    const filter = encodeURIComponent(JSON.stringify([{ field: 'month', op: 'eq', value: month }]));
    const report = await call(server.app, 'GET', `/api/reports/absolute-error-report/0?group=&filter=${filter}`, { token: server.tokens.admin });
    expect(report.status, JSON.stringify(report.body).slice(0, 300)).toBe(200);
    const total = report.body.data.totals.find((r: { level: number }) => r.level === 0).values;
    expect(total.points).toBe(expected.points);
    expect(total.forecast).toBeCloseTo(expected.forecast, 3);
    expect(total.actual).toBeCloseTo(expected.actual, 3);
    expect(total.mae).toBeCloseTo(expected.mae, 6);
    expect(total.mape).toBeCloseTo(expected.mape, 6);
    expect(total.wape).toBeCloseTo(expected.wape, 6);
    expect(total.bias).toBeCloseTo(expected.bias, 6);
    // The seeded back-run is a real forecast: errors of a plausible size, not zero and not wild.
    expect(expected.wape).toBeGreaterThan(5);
    expect(expected.wape).toBeLessThan(80);
  });

  it('the operative forecast is computed on first read: consensus net of confirmed orders', async () => {
    const list = await call(server.app, 'GET', '/api/data/operative-forecast?pageSize=5', { token: server.tokens.planner });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThan(100);
    const [sums] = await server.db.query<{ f: number; o: number; k: number; n: number; u: number }>(
      `SELECT sum(forecast)::float8 AS f, sum(orders)::float8 AS o, sum(consumed)::float8 AS k, sum(net_forecast)::float8 AS n, sum(unforecast_orders)::float8 AS u
       FROM data_operative_forecasts WHERE company_id = $1`, [server.companyId]);
    expect(sums.o).toBeGreaterThan(0);
    // Consumption moves forecast from net to consumed; what orders could not consume stays beside it.
    expect(sums.k + sums.n).toBeCloseTo(sums.f, 1);
    expect(sums.k).toBeLessThanOrEqual(sums.o + 1e-6);
  });
});
