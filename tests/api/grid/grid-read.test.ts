// The grid's own read statement (server/grid/grid-sql.ts) against the
// reports' aggregation it replaced, on the demo company and the grid test
// data: every hierarchy and level, every measure (other entities, last
// year's shifted sales, the budget's condition, the edited entity's formula
// field), with the parent's filter, a list filter, an empty level value, two
// levels at once and the total alone. Same rows, labels and numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridValue } from '../../../engine/data/grid-api';
import { bucketWindow, monthRange } from '../../../engine/data/grid-buckets';
import type { Filter } from '../../../engine/data/list-query';
import { accessContext, type Caller } from '../../../server/access/caller';
import { callerAccess, type CallerAccess } from '../../../server/data-engine/access';
import type { Queryable } from '../../../server/db/adapter';
import { gridModel, levelDimension, PERIOD, type GridModel } from '../../../server/grid/model';
import { createGridReadCache, tablesIn } from '../../../server/grid/read-cache';
import { measurePlan, readGrid, withScope, type ReadOptions, type ReadResult } from '../../../server/grid/read';
import type { ReportPlan } from '../../../server/reports/plan';
import { buildReportSql } from '../../../server/reports/report-sql';
import { databaseKinds, startTestServer, type TestServer } from '../helpers/server';
import { MONTHS, seedGridData, type GridFixture } from './fixture';

/** The rows as the reports' statement gives them (the grid's read before it had its own): keyed by the levels' values. */
async function reference(db: Queryable, model: GridModel, access: CallerAccess, o: ReadOptions) {
  const group = o.group.map((p) => levelDimension(model.levels.indexOf(p)));
  const filterDims = o.filters.map((f) => levelDimension(model.levels.indexOf(f.path)));
  const { dims, hidden, unavailable } = measurePlan(model, access, [...group, ...filterDims, PERIOD]);
  const computed = model.measures.filter((m) => !hidden.has(m.id) && !unavailable.has(m.id)).map((m) => withScope(model, m, o.scopeValue));
  const entities = [...new Set(computed.flatMap((m) => (m.entity ? [m.entity] : [])))].map((id) => model.entities.get(id)!);
  const filters: Filter[] = [
    { field: PERIOD, op: 'between', value: [o.months[0], o.months.at(-1)!] },
    ...o.filters.map((f, i) => ({ field: filterDims[i], op: f.op === 'null' ? 'null' : f.op, value: f.op === 'null' ? true : f.value }) as Filter),
  ];
  const plan: ReportPlan = { measures: computed, shown: computed.map((m) => m.id), hidden: [], entities, dimensions: dims, readable: [...dims.keys()], group, pivot: PERIOD, filters, sort: [], limit: null, chart: null, used: [...group, PERIOD] };
  const statement = buildReportSql(model.view, plan, model.scope, access, o.companyId, o.today);
  const out = new Map<string, { label: string | null; cells: Map<string, number | null> }>();
  const n = group.length;
  for (const r of await db.query<Record<string, unknown>>(statement.sql, statement.params.values)) {
    const g = Number(r.g);
    const total = n === 0 ? g === 0 : g === (1 << (n + 1)) - 2;
    if (g !== 0 && !total) continue;
    const key = total ? 'total' : JSON.stringify(Array.from({ length: n }, (_, i) => (r[`d${i}`] ?? null) as GridValue));
    if (!out.has(key)) out.set(key, { label: total || r[`l${n - 1}`] == null ? null : String(r[`l${n - 1}`]), cells: new Map() });
    for (const m of computed) out.get(key)!.cells.set(`${m.id} ${String(r[`d${n}`])}`, r[statement.measureColumns.get(m.id)!] as number | null);
  }
  return out;
}

function expectSame(result: ReadResult, expected: Awaited<ReturnType<typeof reference>>, months: string[], where: string) {
  const seen = new Set<string>();
  const check = (key: string, label: string | null, values: Array<Array<number | null>>) => {
    seen.add(key);
    const want = expected.get(key);
    expect(want, `${where}: row ${key} is not in the reports' answer`).toBeDefined();
    if (key !== 'total') expect(label, `${where}: label of ${key}`).toBe(want!.label);
    result.measures.forEach((id, k) => {
      months.forEach((month, i) => {
        const cell = want!.cells.get(`${id} ${month}`);
        if (cell === undefined) return expect(values[k].length === 0 || values[k][i] === null, `${where}: ${key} ${id} ${month} should be empty`).toBe(true);
        if (cell === null) expect(values[k][i], `${where}: ${key} ${id} ${month}`).toBeNull();
        else expect(values[k][i], `${where}: ${key} ${id} ${month}`).toBeCloseTo(cell, 6);
      });
    });
  };
  for (const row of result.rows) check(JSON.stringify(row.keys), row.label, row.values);
  if (result.total) check('total', null, result.total);
  const missing = [...expected.keys()].filter((k) => !seen.has(k) && (k !== 'total' || result.total));
  expect(missing, `${where}: rows the grid left out`).toEqual([]);
}

describe.each(databaseKinds())('grid read statement on %s', (kind) => {
  let s: TestServer;
  let f: GridFixture;
  let model: GridModel;
  let access: CallerAccess;
  const today = new Date().toISOString().slice(0, 10);
  const window = (() => {
    const w = bucketWindow(today, 12, 18);
    return monthRange(w.from, w.to);
  })();

  beforeAll(async () => {
    s = await startTestServer(kind);
    const [admin] = await s.db.query<{ id: number; company: number }>(`SELECT id, company_id AS company FROM users WHERE email = 'admin@demo.test'`);
    const [other] = await s.db.query<{ company: number }>(`SELECT company_id AS company FROM users WHERE email = 'newcomer@demo.test'`);
    f = await seedGridData(s.db, admin.company, other.company);
    // A product without a family: its row has an empty level value.
    await s.db.query(`INSERT INTO data_products (company_id, sku, name, status, source) VALUES ($1, 'GRID-NOFAM', 'No family', 'active', 'made')`, [f.companyId]);
    await s.db.query(`INSERT INTO data_forecast_values (company_id, product_id, customer_id, month, statistical, override)
      SELECT $1, id, $2, $3::date, 4, 5 FROM data_products WHERE company_id = $1 AND sku = 'GRID-NOFAM'`, [f.companyId, f.customers[0], `${MONTHS[1]}-01`]);
    const route = s.config.routes.find((r) => r.id === 'forecasts-main')!;
    model = gridModel(s.config, route, route.views.findIndex((v) => v.kind === 'grid'), s.app.services.computed);
    const caller = { userId: admin.id, companyId: f.companyId, roles: [1], activePlugins: s.config.plugins.map((p) => p.id), restricted: [] } as unknown as Caller;
    access = callerAccess(s.app.services.policy, model.entities, accessContext(caller));
  });
  afterAll(() => s?.close());

  const compare = async (where: string, o: Partial<ReadOptions> & Pick<ReadOptions, 'group'>) => {
    const options: ReadOptions = { filters: [], months: MONTHS, scopeValue: null, companyId: f.companyId, today, total: true, ...o };
    expectSame(await readGrid(s.db, model, access, options), await reference(s.db, model, access, options), options.months, where);
  };

  it('every level of every hierarchy, in the test months and in the demo data\'s window', async () => {
    for (const months of [MONTHS, window]) {
      for (const h of model.grid.hierarchies) {
        for (const path of h.levels) await compare(`${h.id} ${path} ${months[0]}`, { group: [path], months });
      }
    }
  });

  it('filtered by a parent, by a list, by an empty value; two levels at once; the total alone', async () => {
    await compare('parent', { group: ['product'], filters: [{ path: 'product.family', op: 'eq', value: f.family }] });
    await compare('list', { group: ['product'], filters: [{ path: 'product', op: 'in', value: [...f.products.slice(0, 2), f.outsider] }] });
    await compare('empty family', { group: ['product'], filters: [{ path: 'product.family', op: 'null', value: null }] });
    await compare('two levels', { group: ['product.family', 'product'], total: false });
    await compare('channel, customer', { group: ['customer.channel', 'customer'], months: window });
    await compare('total', { group: [] });
  });

  it('levels up the product tree read through one join to a map of the products, with the same rows and figures', async () => {
    // Filters two and three refs away, a level two refs away under them, and an empty value up the tree (the product without a family).
    await compare('deep parent', { group: ['product.family'], filters: [{ path: 'product.family.parent.parent', op: 'eq', value: f.category }, { path: 'product.family.parent', op: 'eq', value: f.parentFamily }] });
    await compare('deep empty', { group: ['product'], filters: [{ path: 'product.family.parent', op: 'null', value: null }] });
    await compare('deep list', { group: ['product.family.parent', 'product'], filters: [{ path: 'product.family.parent', op: 'in', value: [f.parentFamily] }], total: false });
    const seen: string[] = [];
    const spy = { query: (sql: string, params?: never) => (seen.push(sql), s.db.query(sql, params)) } as unknown as Queryable;
    await readGrid(spy, model, access, { group: ['product.family.parent.parent'], filters: [], months: MONTHS, scopeValue: null, companyId: f.companyId, today, total: true });
    const sql = seen.find((q) => q.startsWith('WITH'))!;
    // One map for every entity reaching the tree through its product; the families joined over the products alone.
    expect(sql.match(/ AS MATERIALIZED /g)).toHaveLength(1);
    expect(sql.match(/LEFT JOIN "data_product_families"/g)).toHaveLength(2);
  });

  it('a kept read answers again until a table it read is written, by any statement, even one rolled back', async () => {
    const cache = createGridReadCache(s.app.services.changes);
    const options: ReadOptions = { group: ['product'], filters: [{ path: 'product.family', op: 'eq', value: f.family }], months: MONTHS, scopeValue: null, companyId: f.companyId, today, total: true, cache };
    const override = async () => (await readGrid(s.db, model, access, options)).total![model.measures.findIndex((m) => m.id === 'consensus')][0];
    const before = await override();
    expect(await override()).toBe(before);
    expect(cache.stats).toEqual({ hits: 1, misses: 1 });
    await s.db.query(`UPDATE data_forecast_values SET override = coalesce(override, statistical, 0) + 3 WHERE company_id = $1 AND product_id = $2 AND month = $3::date`, [f.companyId, f.products[0], `${MONTHS[0]}-01`]);
    const after = await override();
    expect(after).toBeCloseTo((before ?? 0) + 3 * f.customers.length, 6);
    expect(cache.stats.misses).toBe(2);
    // A rolled-back write moved the marks too: read again, the same numbers.
    await s.db.transaction(async (tx) => {
      await tx.query(`UPDATE data_forecast_values SET override = 0 WHERE company_id = $1`, [f.companyId]);
      throw new Error('undo');
    }).catch(() => {});
    expect(await override()).toBeCloseTo(after!, 6);
    expect(cache.stats.misses).toBe(3);
    // A table only the baseline or sales read counts as much: last year's sales.
    await s.db.query(`UPDATE data_sales_lines SET quantity = quantity WHERE company_id = $1 AND false`, [f.companyId]);
    await override();
    expect(cache.stats.misses).toBe(4);
    await s.db.query(`UPDATE data_forecast_values SET override = override - 3 WHERE company_id = $1 AND product_id = $2 AND month = $3::date`, [f.companyId, f.products[0], `${MONTHS[0]}-01`]);
    // A result larger than the cache's budget is never kept.
    const small = createGridReadCache(s.app.services.changes, 1);
    await readGrid(s.db, model, access, { ...options, cache: small });
    await readGrid(s.db, model, access, { ...options, cache: small });
    expect(small.stats).toEqual({ hits: 0, misses: 2 });
  });

  it('names the tables a statement reads as whole words', () => {
    expect(tablesIn('SELECT 1 FROM "data_products" t JOIN data_product_families f ON true', ['data_products', 'data_product_families', 'data_product', 'data_sales_lines'])).toEqual(['data_product_families', 'data_products']);
  });
});
