// Every supply report view declared in config/routes computes on the demo
// company (rows and the chart's data), on PGlite and PostgreSQL; and they
// are permission-scoped like every data path: a role that may not read
// costs gets no cost measure in rows, totals or exports, a role without the
// report's feature is refused, a filter that matches nothing is empty.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '../../../engine/data/report-api';
import { openSession } from '../../../server/accounts';
import { call, databaseKinds, loginAll, startTestServer, type TestServer } from '../helpers/server';

const REPORTS: Array<[string, number]> = [
  ['stock-projections', 0], ['stock-projections', 1], ['advanced-procurement-analysis', 0], ['advanced-procurement-analysis', 1],
  ['abc', 0], ['abc', 1], ['forecast-vs-budget', 0], ['forecast-vs-orders', 0], ['sales-vs-forecast-vs-budget-report', 0],
  ['budget-comparison-report', 0], ['budget-comparison-report', 1], ['historical-projected-turnover-report', 0],
  ['compliance-by-quota-report', 0], ['compliance-by-offer-report', 0], ['stock-analysis-report', 0], ['stock-analysis-report', 1],
  ['stock-management-report', 0], ['breakage-risk-reference-report', 0], ['obsolete-risk-reference-report', 0],
  ['potential-new-releases-analisys-report', 0], ['potential-obsolete-analisys-report', 0], ['similar-products-report', 0],
  ['indicator-report', 0], ['abc-indicator-report', 0], ['discontinued-products-report', 0],
];

describe.each(databaseKinds())('supply reports on %s', (kind) => {
  let s: TestServer;
  let tokens: Awaited<ReturnType<typeof loginAll>>;
  let companyId: number;
  const tokenWithRoles = async (roles: number[], email: string) => {
    const [user] = await s.db.query<{ id: number }>(
      `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, $2, $3, 'en', $4::int[], true) RETURNING id`, [companyId, email, email, roles]);
    return (await openSession(s.db, s.app.services, user.id, companyId)).token;
  };
  const get = (token: string, route: string, view: number, query = '') => call(s.app, 'GET', `/api/reports/${route}/${view}${query}`, { token });

  beforeAll(async () => {
    s = await startTestServer(kind);
    tokens = await loginAll(s.app);
    [{ id: companyId }] = await s.db.query<{ id: number }>(`SELECT company_id AS id FROM users WHERE email = 'admin@demo.test'`);
    // The demo company leaves ABC analysis off: these tests turn it on.
    await s.db.query(`INSERT INTO company_plugins (company_id, plugin_id) VALUES ($1, 'ABC_ANALYSIS') ON CONFLICT DO NOTHING`, [companyId]);
    tokens = await loginAll(s.app);
  });
  afterAll(() => s?.close());

  it.each(REPORTS)('%s/%i computes rows and its chart on the demo data', async (route, view) => {
    const res = await get(tokens.super, route, view);
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    const data = res.body.data as ReportResult;
    expect(data.rows.length, `${route} has rows`).toBeGreaterThan(0);
    expect(data.chart?.points.length ?? 0, `${route} has chart points`).toBeGreaterThan(0);
    expect(data.hidden).toEqual([]);
  });

  it('hides cost measures from the demand planner in rows, totals and the CSV export, and keeps the other figures equal', async () => {
    const demand = await tokenWithRoles([2], 'demand-only@supply-reports.test');
    const admin = (await get(tokens.super, 'stock-analysis-report', 0)).body.data as ReportResult;
    const mine = (await get(demand, 'stock-analysis-report', 0)).body.data as ReportResult;
    expect(mine.hidden).toEqual(['stockValue']);
    for (const row of [...mine.rows, ...mine.totals]) expect(row.values).not.toHaveProperty('stockValue');
    expect(mine.totals.at(-1)!.values.onHand).toBe(admin.totals.at(-1)!.values.onHand);
    const csv = await get(demand, 'stock-analysis-report', 0, '/export?format=csv');
    expect(csv.status).toBe(200);
    const header = Papa.parse<string[]>(String(csv.body).slice(1)).data[0];
    expect(header.join('|')).not.toMatch(/value|valor/i);
    const projection = (await get(demand, 'stock-projections', 0)).body.data as ReportResult;
    expect(projection.hidden).toEqual(['projectedValue']);
  });

  it('refuses a report to a role without its feature, and its export too', async () => {
    const production = await tokenWithRoles([4], 'production-only@supply-reports.test');
    expect((await get(production, 'compliance-by-quota-report', 0)).status).toBe(403);
    expect((await get(production, 'compliance-by-quota-report', 0, '/export?format=csv')).status).toBe(403);
    expect((await get(production, 'stock-analysis-report', 0)).status).toBe(200);
  });

  it('answers a filter that matches nothing with an empty report', async () => {
    const res = await get(tokens.super, 'breakage-risk-reference-report', 0, `?filter=${encodeURIComponent(JSON.stringify([{ field: 'product', op: 'in', value: [2147483000] }]))}`);
    expect(res.status).toBe(200);
    expect((res.body.data as ReportResult).rows).toEqual([]);
  });
});
