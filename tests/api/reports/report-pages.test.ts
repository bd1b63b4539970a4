// One page of a report's table (?page=&pageSize=): the next rows on the next
// page in the order of the whole table, counts, totals and chart the same on
// every page, a restricted caller's count, totals and pages without what
// they may not see, the export unpaged, and bad page parameters a 400 that
// names the parameter.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '../../../engine/data/report-api';
import { displayRows } from '../../../engine/data/report-table';
import { openSession } from '../../../server/accounts';
import type { Queryable } from '../../../server/db/adapter';
import { databaseKinds } from '../helpers/database';
import { report, startReportServer, type ReportTestServer } from './helpers';

const COST_MEASURES = ['cost', 'costSum', 'margin', 'cheap'];

describe.each(databaseKinds())('report pages on %s', (kind) => {
  let s: ReportTestServer;
  const run = async (query: Record<string, unknown>, token = s.tokens.admin, route = 'test-products'): Promise<ReportResult> => {
    const res = await report(s.app, token, route, query);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body.data;
  };
  const byFamily = { group: ['parent', 'family'], sort: ['parent', '-products'] };

  beforeAll(async () => {
    s = await startReportServer(kind);
  });
  afterAll(() => s?.close());

  it('page 2 holds the rows after page 1, in the order of the whole table; counts, totals and chart stay', async () => {
    const all = await run(byFamily);
    expect(all.paging).toBeNull();
    expect(all.rowCount).toBeGreaterThan(6);
    const size = 3;
    const pages = Math.ceil(all.rowCount / size);
    const seen: ReportResult[] = [];
    for (let page = 1; page <= pages; page++) seen.push(await run({ ...byFamily, page, pageSize: size }));
    expect(seen.flatMap((p) => p.rows)).toEqual(all.rows);
    expect(seen[1].rows).toEqual(all.rows.slice(size, 2 * size));
    for (const p of seen) {
      expect(p.rowCount).toBe(all.rowCount);
      expect(p.paging!.total).toBe(all.rowCount);
      expect(p.totals.at(-1)).toEqual(all.totals.at(-1));
      expect(p.chart).toEqual(all.chart);
      expect(p.columns).toEqual(all.columns);
    }
    // Each subtotal comes once, on the page of its group's last row: the pages together show what the whole table shows.
    expect(seen.flatMap((p) => displayRows(p).filter((d) => d.kind !== 'total'))).toEqual(displayRows(all).filter((d) => d.kind !== 'total'));
    // A page size alone asks for page 1; a page past the last holds no row but the same counts.
    expect((await run({ ...byFamily, pageSize: size })).rows).toEqual(seen[0].rows);
    const past = await run({ ...byFamily, page: pages + 1, pageSize: size });
    expect(past.rows).toEqual([]);
    expect(past.rowCount).toBe(all.rowCount);
    expect(past.totals.at(-1)).toEqual(all.totals.at(-1));
  });

  it('pages read apart (the groups, then the leaves or pivot cells of the page\'s groups) match the whole table', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['test-offers', {}],
      ['test-offers', { pivot: 'status', sort: ['-value'] }],
      ['test-offers', { group: ['status', 'family', 'product'], sort: ['status', '-offered'], limit: 7 }],
      ['test-offer-months', { group: ['channel', 'customer'] }],
      ['test-products', { group: ['status', 'launch'], sort: ['-products'] }],
      // One level spread over a pivot: the rows, then the pivot cells of the page's rows.
      ['test-offer-months', { group: ['customer'] }],
      ['test-offers', { group: ['product'], pivot: 'status', sort: ['-value'], limit: 5 }],
    ];
    for (const [route, query] of cases) {
      const all = await run(query, s.tokens.admin, route);
      expect(all.rowCount, `${route} ${JSON.stringify(query)}`).toBeGreaterThan(3);
      const size = 3;
      const pages: ReportResult[] = [];
      const shown = Math.min(all.rowCount, Number(query.limit ?? Infinity));
      // One page past the last too: no row, the same counts.
      for (let page = 1; page <= Math.ceil(shown / size) + 1; page++) {
        pages.push(await run({ ...query, page, pageSize: size }, s.tokens.admin, route));
      }
      const what = `${route} ${JSON.stringify(query)}`;
      expect(pages.flatMap((p) => p.rows), what).toEqual(all.rows);
      expect(pages.flatMap((p) => displayRows(p).filter((d) => d.kind !== 'total')), what).toEqual(displayRows(all).filter((d) => d.kind !== 'total'));
      for (const p of pages) {
        expect(p.rowCount, what).toBe(all.rowCount);
        expect(p.totals.at(-1), what).toEqual(all.totals.at(-1));
        expect(p.chart, what).toEqual(all.chart);
        expect(p.columns, what).toEqual(all.columns);
      }
    }
  });

  it('a page read apart reads one snapshot: a write landing between its statements does not show in it', async () => {
    // PGlite's one connection runs no other statement inside a transaction: only PostgreSQL can interleave a write.
    if (kind !== 'postgres') return;
    const query = { group: ['status', 'family', 'product'], sort: ['status', '-offered'], page: 1, pageSize: 3 };
    const before = await run(query, s.tokens.admin, 'test-offers');
    const db = s.app.services.db;
    const transaction = db.transaction;
    let wrote = false;
    // After the page's first statement (its groups and subtotals), another session changes every line's quantity.
    const writeBetween = async () => { wrote = true; await db.query('UPDATE data_offer_lines SET quantity = quantity + 1000'); };
    (db as { transaction: typeof transaction }).transaction = ((fn: (tx: Queryable) => Promise<unknown>) => transaction.call(db, (tx) => fn(new Proxy(tx, {
      get: (t, key) => (key !== 'query' ? Reflect.get(t, key) : async (sql: string, params?: never) => {
        const rows = await t.query(sql, params);
        if (!wrote && /^\s*(WITH|SELECT)/i.test(sql)) await writeBetween();
        return rows;
      }),
    })))) as typeof transaction;
    try {
      const during = await run(query, s.tokens.admin, 'test-offers');
      expect(wrote).toBe(true);
      expect(during).toEqual(before);
    } finally {
      (db as { transaction: typeof transaction }).transaction = transaction;
      await db.query('UPDATE data_offer_lines SET quantity = quantity - 1000');
    }
  });

  it('pages within a top N: every page together holds the N first rows', async () => {
    const top = await run({ ...byFamily, limit: 5 });
    const first = await run({ ...byFamily, limit: 5, page: 1, pageSize: 4 });
    const second = await run({ ...byFamily, limit: 5, page: 2, pageSize: 4 });
    expect([...first.rows, ...second.rows]).toEqual(top.rows);
    expect(second.paging).toEqual({ page: 2, pageSize: 4, total: 5 });
    expect(second.rowCount).toBe(top.rowCount);
  });

  it('a restricted caller\'s pages, counts and totals hold nothing they may not see', async () => {
    const admin = await run({ ...byFamily, page: 2, pageSize: 3 });
    const demand = await run({ ...byFamily, page: 2, pageSize: 3 }, s.tokens.demand);
    expect(demand.hidden).toEqual(COST_MEASURES);
    for (const row of [...demand.rows, ...demand.totals]) for (const m of COST_MEASURES) expect(row.values).not.toHaveProperty(m);
    expect(demand.rows.map((r) => r.keys)).toEqual(admin.rows.map((r) => r.keys));
    expect(demand.totals.at(-1)!.values.products).toBe(admin.totals.at(-1)!.values.products);

    // Another company's rows are neither counted nor paged.
    const [family] = await s.db.query<{ id: number }>(`INSERT INTO data_product_families (company_id, code, name, level) VALUES ($1, 'PAGE-FAM', 'Paged family', 'family') RETURNING id`, [s.newcomerCompanyId]);
    for (let i = 0; i < 3; i++) {
      await s.db.query(`INSERT INTO data_products (company_id, sku, name, family_id, status, source, price, unit_cost) VALUES ($1, $2, 'Paged product', $3, 'active', 'made', 9, 9)`, [s.newcomerCompanyId, `PAGE-${i}`, family.id]);
    }
    const after = await run({ ...byFamily, page: 2, pageSize: 3 });
    expect(after.rowCount).toBe(admin.rowCount);
    expect(after.totals).toEqual(admin.totals);
    const theirs = await run({ group: ['family'], page: 1, pageSize: 2 }, s.tokens.newcomer);
    expect(theirs.paging).toEqual({ page: 1, pageSize: 2, total: 1 });
    expect(theirs.totals.at(-1)!.values.products).toBe(3);

    // The supply planner reads no offer nor price list: no row, no page, whatever page is asked.
    const [user] = await s.db.query<{ id: number }>(
      `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, 'Supply', 'supply-pages@reports.test', 'en', '{3}'::int[], true) RETURNING id`, [s.companyId]);
    const supply = (await openSession(s.db, s.app.services, user.id, s.companyId)).token;
    const blind = await run({ page: 2, pageSize: 10 }, supply, 'test-offers');
    expect(blind.rows).toEqual([]);
    expect(blind.rowCount).toBe(0);
    expect(blind.paging).toEqual({ page: 2, pageSize: 10, total: 0 });
  });

  it('the export holds every row whatever page is asked', async () => {
    const all = await run(byFamily);
    const csv = await report(s.app, s.tokens.admin, 'test-products', { ...byFamily, page: 2, pageSize: 3, format: 'csv' }, '/export');
    expect(csv.status).toBe(200);
    const parsed = Papa.parse<string[]>(String(csv.body).slice(1), { skipEmptyLines: true }).data;
    expect(parsed.length - 1).toBe(displayRows(all).length);
  });

  it('a bad page or page size is a 400 naming the parameter, on the view and its export', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ page: 0 }, 'page'], [{ page: -2 }, 'page'], [{ page: 1.5 }, 'page'], [{ page: 'two' }, 'page'], [{ page: '' }, 'page'],
      [{ pageSize: 0 }, 'pageSize'], [{ pageSize: 1001 }, 'pageSize'], [{ page: 2, pageSize: 'x' }, 'pageSize'],
    ];
    for (const [query, field] of cases) {
      for (const suffix of ['', '/export']) {
        const res = await report(s.app, s.tokens.admin, 'test-products', { ...query, ...(suffix ? { format: 'csv' } : {}) }, suffix);
        expect(res.status, `${JSON.stringify(query)} ${suffix}`).toBe(400);
        expect(res.body.ErrorCode).toBe('VALIDATION_ERROR');
        expect(res.body.Message).toMatch(new RegExp(`^${field}: `));
      }
    }
  });
});
