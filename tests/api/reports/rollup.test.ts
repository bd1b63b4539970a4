// The stock projection's rollup (server/reports/rollup.ts, migration 067)
// answers exactly what the projection's rows answer: the same rows, totals
// and chart for the default view and for groupings, filters and conditions on
// its keys, for a restricted user too (no cost measure, totals of what they
// see); a request it does not cover reads the rows; and it follows the
// projection when the data changes. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportQuery, ReportResult } from '../../../engine/data/report-api';
import type { Caller } from '../../../server/access/caller';
import { COMPUTATIONS, productComputations } from '../../../server/reports/computed/registry';
import { createReportService } from '../../../server/reports/service';
import { databaseKinds, startTestServer, type TestServer } from '../helpers/server';
import { recordStatements } from './record-statements';

const ROUTE = 'stock-projections';
const TODAY = new Date().toISOString().slice(0, 10);
const WITHOUT_ROLLUP = COMPUTATIONS.map((c) => (c.entityId === 'stock-projection' ? { ...c, rollup: undefined } : c));

const query = (q: Partial<ReportQuery> = {}): ReportQuery => ({ filters: [], sort: [], ...q }) as ReportQuery;

/** Same rows in the same order, same keys (a row's pivot cells in any order); numbers equal to 1e-9 of their size (sums of float8 in another order). */
function expectSame(actual: ReportResult, expected: ReportResult) {
  const differences: string[] = [];
  const walk = (a: unknown, b: unknown, at: string) => {
    if (typeof a === 'number' && typeof b === 'number') {
      if (Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(b))) differences.push(`${at}: ${a} <> ${b}`);
    } else if (a && b && typeof a === 'object' && typeof b === 'object') {
      const keys = Object.keys(b);
      // Arrays keep their order; an object's keys are compared as a set.
      const same = Array.isArray(b) ? Object.keys(a).length === keys.length : JSON.stringify(Object.keys(a).sort()) === JSON.stringify([...keys].sort());
      if (!same) differences.push(`${at}: keys differ`);
      else for (const k of keys) walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`);
    } else if (a !== b) differences.push(`${at}: ${JSON.stringify(a)} <> ${JSON.stringify(b)}`);
  };
  walk(actual, expected, 'result');
  expect(differences.slice(0, 10)).toEqual([]);
}

describe.each(databaseKinds())('stock projection rollup on %s', (kind) => {
  let s: TestServer;
  let caller: (roles: number[]) => Caller;
  const services = () => s.app.services;
  const run = async (computations: typeof COMPUTATIONS, roles: number[], q: ReportQuery) => {
    const service = createReportService(services().config, services().policy, services().db, productComputations(services().config, computations));
    return (await service.run(caller(roles), ROUTE, 0, q, TODAY)).result;
  };
  const both = async (roles: number[], q: ReportQuery) => ({ rolled: await run(COMPUTATIONS, roles, q), rows: await run(WITHOUT_ROLLUP, roles, q) });
  /** The statements the report runs, to tell which source it read. */
  const statements = async (q: ReportQuery) => {
    const db = services().db;
    const seen: string[] = [];
    const undo = recordStatements(db, seen);
    try {
      await run(COMPUTATIONS, [1], q);
    } finally {
      undo();
    }
    // The report's statement (the projection's own refresh may run before it).
    return seen.filter((sql) => sql.includes('GROUPING('));
  };

  beforeAll(async () => {
    s = await startTestServer(kind);
    const [admin] = await s.db.query<{ id: number; company_id: number }>(`SELECT id, company_id FROM users WHERE email = 'admin@demo.test'`);
    const plugins = (await s.db.query<{ id: string }>('SELECT plugin_id AS id FROM company_plugins WHERE company_id = $1', [admin.company_id])).map((p) => p.id);
    caller = (roles) => ({
      userId: admin.id, companyId: admin.company_id, sessionId: 'test', name: 'Rollup', email: 'admin@demo.test', language: 'en', roles,
      photo: null, autoRefresh: false, onboarding: false, alias: 'demo', activePlugins: plugins, restricted: [],
    }) as Caller;
  });
  afterAll(() => s?.close());

  it('reads the rollup for the default view and answers what the rows answer', async () => {
    const [sql] = await statements(query());
    expect(sql).toContain('report_projection_months');
    expect(sql).not.toContain('unnest');
    const { rolled, rows } = await both([1], query());
    expect(rolled.rows.length).toBeGreaterThan(0);
    expect(rolled.totals.at(-1)!.values.stockouts).toBeGreaterThanOrEqual(0);
    expectSame(rolled, rows);
  });

  it.each<[string, Partial<ReportQuery>]>([
    ['subfamily and warehouse by month', { group: ['subfamily', 'warehouse'], pivot: 'month' }],
    ['status, filtered to one warehouse', { group: ['status'], pivot: null, filters: [{ field: 'warehouse', op: 'in', value: [] }] as never }],
    ['source, only stockouts', { group: ['source'], pivot: null, filters: [{ field: 'stockout', op: 'eq', value: true }] }],
    ['family without a pivot, excess or below safety', { group: ['family'], pivot: null, filters: [{ field: 'status', op: 'in', value: ['excess', 'below-safety'] }] }],
    ['no grouping at all', { group: [], pivot: null }],
  ])('%s: the same through the rollup', async (_, q) => {
    if (q.filters?.[0]?.field === 'warehouse') {
      const [w] = await s.db.query<{ id: number }>('SELECT min(warehouse_id) AS id FROM supply_series');
      q = { ...q, filters: [{ field: 'warehouse', op: 'in', value: [w.id] }] as never };
    }
    expect((await statements(query(q)))[0]).toContain('report_projection_months');
    const { rolled, rows } = await both([1], query(q));
    expectSame(rolled, rows);
  });

  it('reads the rows when a request needs what the rollup does not keep (a product)', async () => {
    const q = query({ group: ['product'], pivot: null, limit: 20 });
    const [sql] = await statements(q);
    expect(sql).not.toContain('report_projection_months');
    expect(sql).toContain('unnest');
  });

  it('gives a role without unit costs no projected value, and the same totals of what it sees', async () => {
    const { rolled, rows } = await both([2], query());
    expect(rolled.hidden).toContain('projectedValue');
    for (const row of [...rolled.rows, ...rolled.totals]) expect(Object.keys(row.values).some((k) => k.startsWith('projectedValue'))).toBe(false);
    expectSame(rolled, rows);
    const admin = await run(COMPUTATIONS, [1], query());
    expect(rolled.totals.at(-1)!.values.projected).toBeCloseTo(admin.totals.at(-1)!.values.projected as number, 6);
  });

  it('follows the projection when its inputs change', async () => {
    const before = await run(COMPUTATIONS, [1], query());
    await s.db.query(`UPDATE data_stock_on_hand SET quantity = quantity + 1000 WHERE id = (SELECT min(id) FROM data_stock_on_hand)`);
    const { rolled, rows } = await both([1], query());
    expectSame(rolled, rows);
    expect(rolled.totals.at(-1)!.values.projected).not.toBeCloseTo(before.totals.at(-1)!.values.projected as number, 3);
  });
});
