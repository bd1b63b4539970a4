// Report views computed by the server on a real database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), checked against plain SQL over
// the same demo rows: totals are the sums of their rows, subtotals of their
// groups, two entities meet on the dimension values, a pivot's cells add up
// to its row totals, a division by zero is an empty cell, and one request is
// one statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult, ReportRow } from '../../../engine/data/report-api';
import { databaseKinds } from '../helpers/database';
import { report, startReportServer, type ReportTestServer } from './helpers';
import { recordStatements } from './record-statements';

const sum = (rows: ReportRow[], key: string) => rows.reduce((s, r) => s + (r.values[key] ?? 0), 0);
const close = (a: number | null | undefined, b: number) => expect(a ?? 0).toBeCloseTo(b, 6);

describe.each(databaseKinds())('report views on %s', (kind) => {
  let s: ReportTestServer;
  const run = async (route: string, query: Record<string, unknown> = {}, token?: string): Promise<ReportResult> => {
    const res = await report(s.app, token ?? s.tokens.admin, route, query);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body.data;
  };
  const one = async <T>(sql: string, params: unknown[] = []) => (await s.db.query<T>(sql, params as never))[0];

  beforeAll(async () => {
    s = await startReportServer(kind);
  });
  afterAll(() => s?.close());

  it('the grand total is the sum of the rows and matches the table', async () => {
    const data = await run('test-products');
    const grand = data.totals.at(-1)!;
    expect(grand.level).toBe(0);
    const { n, prices } = await one<{ n: number; prices: number }>('SELECT count(*)::int AS n, sum(price)::float8 AS prices FROM data_products WHERE company_id = $1', [s.companyId]);
    expect(n).toBeGreaterThan(50);
    expect(grand.values.products).toBe(n);
    expect(sum(data.rows, 'products')).toBe(n);
    close(grand.values.priceSum, prices);
    close(sum(data.rows, 'priceSum'), prices);
    // Sorted by the view's sort (-products), each status once.
    expect(data.rows.map((r) => r.values.products)).toEqual([...data.rows.map((r) => r.values.products)].sort((a, b) => b! - a!));
    expect(new Set(data.rows.map((r) => r.keys.status)).size).toBe(data.rows.length);
  });

  it('subtotals are the sums of their group, in display order after their rows, through two refs', async () => {
    const data = await run('test-products', { group: ['top', 'parent'], sort: ['top', 'parent'] });
    const subtotals = data.totals.filter((t) => t.subtotal);
    expect(subtotals.length).toBeGreaterThan(2);
    for (const t of subtotals) {
      const rows = data.rows.filter((r) => r.keys.top === t.keys.top);
      expect(t.values.products).toBe(sum(rows, 'products'));
      close(t.values.priceSum, sum(rows, 'priceSum'));
    }
    expect(data.totals.at(-1)!.values.products).toBe(sum(subtotals, 'products'));
    // Rows of one group are together, groups in order of their title.
    const tops = data.rows.map((r) => r.keys.top);
    expect(tops.filter((t, i) => i === 0 || t !== tops[i - 1]).length).toBe(subtotals.length);
    const titles = subtotals.map((t) => t.labels.top ?? '');
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' })));
    // The category two refs up the hierarchy, as plain SQL finds it.
    const bySql = await s.db.query<{ name: string; n: number }>(
      `SELECT g.name, count(*)::int AS n FROM data_products p JOIN data_product_families f ON f.id = p.family_id JOIN data_product_families pf ON pf.id = f.parent_id
       JOIN data_product_families g ON g.id = pf.parent_id WHERE p.company_id = $1 GROUP BY g.name ORDER BY g.name`, [s.companyId]);
    expect(subtotals.filter((t) => t.keys.top !== null).map((t) => [t.labels.top, t.values.products])).toEqual(bySql.map((r) => [r.name, r.n]));
  });

  it('two entities meet on the dimension values: each side sums its own rows, a key of one side only still shows', async () => {
    const data = await run('test-offers', { group: ['family'] });
    const offered = await s.db.query<{ family: number; q: number }>(
      `SELECT p.family_id AS family, sum(l.quantity)::float8 AS q FROM data_offer_lines l JOIN data_products p ON p.id = l.product_id WHERE l.company_id = $1 GROUP BY p.family_id`, [s.companyId]);
    const listed = await s.db.query<{ family: number; n: number }>(
      `SELECT p.family_id AS family, count(*)::int AS n FROM data_price_list_lines l JOIN data_products p ON p.id = l.product_id WHERE l.company_id = $1 GROUP BY p.family_id`, [s.companyId]);
    expect(offered.length).toBeGreaterThan(0);
    for (const o of offered) close(data.rows.find((r) => r.keys.family === o.family)?.values.offered, o.q);
    for (const l of listed) expect(data.rows.find((r) => r.keys.family === l.family)?.values.listed).toBe(l.n);
    const keys = new Set([...offered.map((o) => o.family), ...listed.map((l) => l.family)]);
    expect(data.rows.length).toBe(keys.size);
    expect(data.rows.some((r) => r.values.offered === null && (r.values.listed ?? 0) > 0)).toBe(true);
    close(data.totals.at(-1)!.values.offered, offered.reduce((a, o) => a + o.q, 0));
    // countDistinct is not a sum of its rows: an offer with lines in two families counts once in the total.
    const { offers } = await one<{ offers: number }>('SELECT count(DISTINCT offer_id)::int AS offers FROM data_offer_lines WHERE company_id = $1', [s.companyId]);
    expect(data.totals.at(-1)!.values.offers).toBe(offers);
    expect(sum(data.rows, 'offers')).toBeGreaterThanOrEqual(offers);
  });

  it('a pivot spreads a dimension into columns whose cells add up to the row totals; the chart has its own grouping', async () => {
    const data = await run('test-offer-months');
    const months = data.columns.filter((c) => c.pivot && c.id === 'value').map((c) => c.pivot!.value as string);
    expect(months.length).toBeGreaterThan(1);
    expect(months).toEqual([...months].sort());
    for (const row of [...data.rows, ...data.totals]) {
      close(months.reduce((a, m) => a + (row.values[`value@${JSON.stringify(m)}`] ?? 0), 0), row.values.value ?? 0);
    }
    const grand = data.totals.at(-1)!;
    for (const m of months) close(grand.values[`value@${JSON.stringify(m)}`], sum(data.rows, `value@${JSON.stringify(m)}`));
    expect(data.chart).toMatchObject({ kind: 'line', x: 'month', xKind: 'month', series: 'channel', y: ['value'] });
    const chartTotal = data.chart!.points.reduce((a, p) => a + (p.values.value ?? 0), 0);
    close(chartTotal, grand.values.value ?? 0);
  });

  it('formula measures: a division by zero is an empty cell, not an error', async () => {
    const data = await run('test-products', { group: ['status'] });
    const active = data.rows.find((r) => r.keys.status === 'active')!;
    expect(active.values.discontinued).toBe(0);
    expect(active.values.perDiscontinued).toBeNull();
    const discontinued = data.rows.find((r) => r.keys.status === 'discontinued')!;
    expect(discontinued.values.perDiscontinued).toBe(1);
    close(active.values.margin, ((active.values.price! - active.values.cost!) / active.values.price!) * 100);
  });

  it('filters on dimensions, grains, top N; a filter that matches nothing is an empty result', async () => {
    const only = await run('test-products', { group: ['status'], filter: [{ field: 'status', op: 'in', value: ['discontinued'] }] });
    expect(only.rows.map((r) => r.keys.status)).toEqual(['discontinued']);
    expect(only.totals.at(-1)!.values.products).toBe(only.rows[0].values.products);
    const years = await run('test-products', { group: ['launch'], sort: ['launch'] });
    expect(years.rows.filter((r) => r.keys.launch !== null).every((r) => /^\d{4}$/.test(String(r.keys.launch)))).toBe(true);
    const year = String(years.rows.find((r) => r.keys.launch !== null)!.keys.launch);
    const inYear = await run('test-products', { group: ['launchMonth'], filter: [{ field: 'launch', op: 'eq', value: year }] });
    expect(inYear.totals.at(-1)!.values.products).toBe(years.rows.find((r) => r.keys.launch === year)!.values.products);
    expect(inYear.rows.every((r) => String(r.keys.launchMonth).startsWith(`${year}-`))).toBe(true);
    const top = await run('test-products', { group: ['family'], sort: ['-products'], limit: 3 });
    expect(top.rows).toHaveLength(3);
    expect(top.rowCount).toBeGreaterThan(3);
    const all = await run('test-products', { group: ['family'], sort: ['-products'], limit: 0 });
    expect(top.rows).toEqual(all.rows.slice(0, 3));
    expect(top.totals.at(-1)).toEqual(all.totals.at(-1));
    const none = await run('test-products', { filter: [{ field: 'family', op: 'in', value: [2147483647] }] });
    expect(none.rows).toEqual([]);
    expect(none.totals.at(-1)!.values.products).toBe(0);
    expect(none.totals.at(-1)!.values.price).toBeNull();
  });

  it('grained filters (ranges of days) match the grouped values: eq, in, ne keeping empty ones, another grain matches nothing', async () => {
    const months = await run('test-products', { group: ['launchMonth'] });
    const values = months.rows.map((r) => r.keys.launchMonth).filter((v): v is string => typeof v === 'string');
    expect(values.length).toBeGreaterThan(1);
    const [a, b] = [values[0], values.at(-1)!];
    const of = (m: string) => months.rows.find((r) => r.keys.launchMonth === m)!.values.products ?? 0;
    const total = async (op: string, value: unknown) => (await run('test-products', { filter: [{ field: 'launchMonth', op, value }] })).totals.at(-1)!.values.products;
    expect(await total('eq', a)).toBe(of(a));
    expect(await total('in', [a, b])).toBe(of(a) + of(b));
    expect(await total('ne', a)).toBe(months.totals.at(-1)!.values.products! - of(a));
    expect(await total('eq', a.slice(0, 4))).toBe(0);
  });

  it('refuses unknown dimensions, measures and operators with 400', async () => {
    for (const query of [{ group: ['nope'] }, { pivot: 'nope' }, { filter: [{ field: 'nope', op: 'eq', value: 1 }] }, { sort: ['nope'] }, { measures: ['nope'] },
      { filter: [{ field: 'family', op: 'contains', value: 'x' }] }, { filter: 'not json' }, { limit: -1 }, { group: ['status', 'status'] }]) {
      const res = await report(s.app, s.tokens.admin, 'test-products', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.ErrorCode).toBe('VALIDATION_ERROR');
    }
    expect((await report(s.app, s.tokens.admin, 'nope')).status).toBe(404);
    expect((await report(s.app, s.tokens.admin, 'products')).status).toBe(404);
  });

  it('the computed entity aggregates like a table: every product once, under the category its hierarchy walk finds', async () => {
    const data = await run('test-classification');
    const { n } = await one<{ n: number }>('SELECT count(*)::int AS n FROM data_products WHERE company_id = $1', [s.companyId]);
    expect(data.totals.at(-1)!.values.products).toBe(n);
    const categories = await s.db.query<{ name: string }>(`SELECT name FROM data_product_families WHERE company_id = $1 AND level = 'category' ORDER BY name`, [s.companyId]);
    expect(data.rows.filter((r) => r.keys.category !== null).map((r) => r.labels.category)).toEqual(categories.map((c) => c.name));
    const byFamily = await run('test-classification', { group: ['category', 'family'] });
    for (const t of byFamily.totals.filter((x) => x.subtotal)) {
      expect(t.values.products).toBe(sum(byFamily.rows.filter((r) => r.keys.category === t.keys.category), 'products'));
    }
  });

  it('one request is one statement over the data', async () => {
    const statements: string[] = [];
    const undo = recordStatements(s.app.services.db, statements);
    try {
      await run('test-offers', { group: ['family', 'product'], pivot: 'status' });
    } finally {
      undo();
    }
    expect(statements.filter((sql) => /data_/.test(sql))).toHaveLength(1);
  });
});
