// Reports are permission-scoped like every data path: the route's own
// permission, entity read access for every measure, field access for every
// path (a measure over unit costs is left out and named; a dimension over
// them is refused like one that does not exist), rows of the caller's
// company only, and nothing more in totals or exports.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '../../../engine/data/report-api';
import { displayRows } from '../../../engine/data/report-table';
import { openSession } from '../../../server/accounts';
import { databaseKinds } from '../helpers/database';
import { report, startReportServer, type ReportTestServer } from './helpers';

const COST_MEASURES = ['cost', 'costSum', 'margin', 'cheap'];

describe.each(databaseKinds())('report access on %s', (kind) => {
  let s: ReportTestServer;
  const tokenWithRoles = async (roles: number[], email: string) => {
    const [user] = await s.db.query<{ id: number }>(
      `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, $2, $3, 'en', $4::int[], true) RETURNING id`, [s.companyId, email, email, roles]);
    return (await openSession(s.db, s.app.services, user.id, s.companyId)).token;
  };

  beforeAll(async () => {
    s = await startReportServer(kind);
  });
  afterAll(() => s?.close());

  it('the demand planner (no unit costs) gets every other measure; cost measures and formulas over them are hidden, in rows and totals', async () => {
    const admin = (await report(s.app, s.tokens.admin, 'test-products')).body.data as ReportResult;
    const res = await report(s.app, s.tokens.demand, 'test-products');
    expect(res.status).toBe(200);
    const data = res.body.data as ReportResult;
    expect(data.hidden).toEqual(COST_MEASURES);
    expect(data.query.measures).toEqual(admin.query.measures.filter((m) => !COST_MEASURES.includes(m)));
    for (const row of [...data.rows, ...data.totals]) for (const m of COST_MEASURES) expect(row.values).not.toHaveProperty(m);
    expect(data.columns.map((c) => c.id)).not.toContain('cost');
    expect(data.dimensions).not.toContain('costBand');
    expect(admin.dimensions).toContain('costBand');
    // The numbers they may see are the admin's.
    expect(data.totals.at(-1)!.values.products).toBe(admin.totals.at(-1)!.values.products);
    // Asking for a hidden measure leaves it out; it is not an error that would tell it apart from a visible one.
    const asked = (await report(s.app, s.tokens.demand, 'test-products', { measures: ['products', 'cost'] })).body.data as ReportResult;
    expect(asked.query.measures).toEqual(['products']);
  });

  it('a dimension over a field the caller may not read cannot group or filter, refused like an unknown one', async () => {
    const attempts = [{ group: ['costBand'] }, { pivot: 'costBand' }, { filter: [{ field: 'costBand', op: 'gt', value: 1 }] }];
    for (const query of attempts) {
      const hidden = await report(s.app, s.tokens.demand, 'test-products', query);
      const unknown = await report(s.app, s.tokens.demand, 'test-products', JSON.parse(JSON.stringify(query).replace('costBand', 'noSuch')));
      expect(hidden.status).toBe(400);
      expect(hidden.body.Message).toBe(unknown.body.Message.replace('noSuch', 'costBand'));
    }
    expect((await report(s.app, s.tokens.admin, 'test-products', { group: ['costBand'] })).status).toBe(200);
  });

  it('exports leak nothing either: the demand planner\'s CSV and XLSX have no cost column and the same rows as the view', async () => {
    const data = (await report(s.app, s.tokens.demand, 'test-products', { group: ['parent', 'status'] })).body.data as ReportResult;
    const csv = await report(s.app, s.tokens.demand, 'test-products', { group: ['parent', 'status'], format: 'csv' }, '/export');
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/text\/csv/);
    const text = String(csv.body);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]).toHaveLength(data.columns.length);
    expect(parsed[0].join('|')).not.toMatch(/cost|margin|cheap/i);
    expect(parsed.length - 1).toBe(displayRows(data).length);
    const products = data.columns.findIndex((c) => c.key === 'products');
    expect(Number(parsed.at(-1)![products])).toBe(data.totals.at(-1)!.values.products);
    const xlsx = await s.app.inject({ method: 'GET', url: '/api/reports/test-products/0/export?group=parent,status&format=xlsx', headers: { authorization: `Bearer ${s.tokens.demand}` } });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(parsed.length);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(parsed[0]);
    expect(sheet.getRow(sheet.rowCount).getCell(products + 1).value).toBe(data.totals.at(-1)!.values.products);
  });

  it('headers are in the caller\'s language, and a restricted caller\'s file of a declared report has no cost column', async () => {
    const es = await report(s.app, s.tokens.admin, 'discontinued-products-report', { format: 'csv' }, '/export');
    expect(es.status).toBe(200);
    const header = Papa.parse<string[]>(String(es.body).slice(1)).data[0];
    expect(header).toEqual(expect.arrayContaining(['Familia', 'Subfamilia', 'Productos', 'Coste unitario medio', 'Margen']));
    expect(String(es.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const demand = await report(s.app, s.tokens.demand, 'discontinued-products-report', { format: 'csv' }, '/export');
    const demandHeader = Papa.parse<string[]>(String(demand.body).slice(1)).data[0];
    expect(demandHeader).toContain('Productos');
    expect(demandHeader).not.toContain('Coste unitario medio');
    expect(demandHeader).not.toContain('Margen');
    const en = await report(s.app, s.tokens.super, 'discontinued-products-report', { format: 'csv' }, '/export');
    expect(Papa.parse<string[]>(String(en.body).slice(1)).data[0]).toEqual(expect.arrayContaining(['Family', 'Products', 'Average unit cost']));
  });

  it('another company\'s rows are never counted, in rows, totals or exports', async () => {
    const before = (await report(s.app, s.tokens.admin, 'test-products')).body.data as ReportResult;
    const [family] = await s.db.query<{ id: number }>(`INSERT INTO data_product_families (company_id, code, name, level) VALUES ($1, 'NEW-FAM', 'Newcomer family', 'family') RETURNING id`, [s.newcomerCompanyId]);
    for (let i = 0; i < 5; i++) {
      await s.db.query(`INSERT INTO data_products (company_id, sku, name, family_id, status, source, price, unit_cost) VALUES ($1, $2, 'Newcomer product', $3, 'discontinued', 'made', 999, 999)`, [s.newcomerCompanyId, `NEW-${i}`, family.id]);
    }
    const after = (await report(s.app, s.tokens.admin, 'test-products')).body.data as ReportResult;
    expect(after.totals).toEqual(before.totals);
    expect(after.rows).toEqual(before.rows);
    const csv = String((await report(s.app, s.tokens.admin, 'test-products', { group: ['family'], format: 'csv' }, '/export')).body);
    expect(csv).not.toContain('Newcomer family');
    const theirs = (await report(s.app, s.tokens.newcomer, 'test-products', { group: ['family'] })).body.data as ReportResult;
    expect(theirs.totals.at(-1)!.values.products).toBe(5);
    expect(theirs.rows.map((r) => r.labels.family)).toEqual(['Newcomer family']);
  });

  it('the route\'s own permission and plugins apply; an entity the caller may not read leaves its measures out', async () => {
    const production = await tokenWithRoles([4], 'production@reports.test');
    const refused = await report(s.app, production, 'test-products');
    expect(refused.status).toBe(403);
    expect(refused.body.ErrorCode).toBe('FORBIDDEN');
    expect((await report(s.app, production, 'test-products', { format: 'csv' }, '/export')).status).toBe(403);
    expect((await s.app.inject({ method: 'GET', url: '/api/reports/test-products/0/values/status', headers: { authorization: `Bearer ${production}` } })).statusCode).toBe(403);

    // The supply planner opens the report but reads neither offers nor price lists: every measure is hidden, no row is computed.
    const supply = await tokenWithRoles([3], 'supply@reports.test');
    const blind = await report(s.app, supply, 'test-offers');
    expect(blind.status).toBe(200);
    expect(blind.body.data.hidden).toEqual(['offered', 'value', 'offers', 'accepted', 'listed', 'listPrice', 'acceptance']);
    expect(blind.body.data.rows).toEqual([]);

    await s.db.query(`DELETE FROM company_plugins WHERE company_id = $1 AND plugin_id = 'OFFERS'`, [s.companyId]);
    try {
      const inactive = await report(s.app, s.tokens.admin, 'test-offers');
      expect(inactive.status).toBe(403);
      expect(inactive.body.ErrorCode).toBe('PLUGIN_INACTIVE');
    } finally {
      await s.db.query(`INSERT INTO company_plugins (company_id, plugin_id) VALUES ($1, 'OFFERS')`, [s.companyId]);
    }
  });

  it('dimension values for the filters: titles of refs, searched, by ids, and only the caller\'s company\'s', async () => {
    const get = (url: string, token = s.tokens.admin) => s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    const statuses = await get('/api/reports/test-products/0/values/status');
    expect(statuses.data.map((v: { value: string }) => v.value)).toEqual(['active', 'discontinued', 'phase-out']);
    const families = await get('/api/reports/test-products/0/values/family?q=yog');
    expect(families.data.length).toBeGreaterThan(0);
    expect(families.data.every((v: { label: string }) => /yog/i.test(v.label))).toBe(true);
    const byId = await get(`/api/reports/test-products/0/values/family?ids=${families.data[0].value}`);
    expect(byId.data).toEqual([families.data[0]]);
    expect(JSON.stringify(await get('/api/reports/test-products/0/values/family?limit=200'))).not.toContain('Newcomer family');
    expect((await get('/api/reports/test-products/0/values/costBand', s.tokens.demand)).ErrorCode).toBe('VALIDATION_ERROR');
  });
});
