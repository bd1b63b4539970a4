// Lists of the generic data API: paging, sorting by any field (and ref.field),
// every filter operator, free text ignoring accents and case, chosen fields,
// reference titles, a view's fixed conditions, and restricted fields that
// cannot be seen, filtered or sorted by.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledConfig, CompiledRoute } from '../../../engine/config/compiled';
import { isoDate, resolveRelativeDate } from '../../../engine/data/relative-dates';
import { realConfig } from '../helpers/config';
import { call, databaseKinds } from '../helpers/server';
import { startDataServer, type DataTestServer } from './helpers';

const N = 60;
const STATUSES = ['active', 'phase-out', 'discontinued'];
const NAMES = ['Café molido', 'Leche entera', 'Yogur de limón', 'Agua mineral'];

/** A route with a table view of products launched within six months of today, for ?view=. */
function withReleasesView(config: CompiledConfig): CompiledConfig {
  const base = config.routes.find((r) => r.permissions.features.includes('PRODUCTS'))!;
  const route: CompiledRoute = {
    ...base, id: 'test-releases', path: 'test-releases', page: null, menu: false,
    views: [{
      kind: 'table', entity: 'product', columns: ['sku', 'name', 'launchDate'], filters: [], sort: ['launchDate'], pageSize: 50,
      where: [{ field: 'launchDate', op: 'between', value: ['today-6m', 'today+6m'] }], form: [], detail: [], actions: ['export'], card: [], singleton: false,
    }],
  };
  return { ...config, routes: [...config.routes, route] };
}

describe.each(databaseKinds())('data API lists on %s', (kind) => {
  let server: DataTestServer;
  let admin: string;
  let demand: string;
  const list = async (query: string, token = admin) => call(server.app, 'GET', `/api/data/product?${query}`, { token });
  const filter = (f: unknown[]) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
  const skus = (response: { body: { data: { rows: Array<{ sku: string }> } } }) => response.body.data.rows.map((r) => r.sku);

  beforeAll(async () => {
    server = await startDataServer(kind);
    admin = server.tokens.admin;
    demand = await server.roleToken([2]);
    const families: number[] = [];
    for (const [i, name] of ['Frutas', 'Lácteos', 'Bebidas'].entries()) {
      const [{ id }] = await server.db.query<{ id: number }>(`INSERT INTO data_product_families (company_id, code, name, level) VALUES ($1, $2, $3, 'family') RETURNING id`, [server.companyId, `LF${i + 1}`, name]);
      families.push(id);
    }
    const today = isoDate(new Date());
    for (let i = 1; i <= N; i++) {
      const launch = i <= 10 ? String(resolveRelativeDate(`today-${i}m`, today)) : `201${i % 10}-0${1 + (i % 9)}-15`;
      await server.db.query(
        `INSERT INTO data_products (company_id, sku, name, status, source, price, unit_cost, launch_date, family_id, description)
         VALUES ($1, $2, $3, $4, 'made', $5, $6, $7, $8, $9)`,
        [server.companyId, `L${String(i).padStart(3, '0')}`, `${NAMES[i % 4]} ${i}`, STATUSES[i % 3], i, i % 5 === 0 ? null : i / 2, launch, i % 4 === 0 ? null : families[i % 3], i === 7 ? 'Edición <i>limitada</i>' : null],
      );
    }
  });
  afterAll(() => server?.close());
  /** This file's rows, whatever demo data the seed adds. */
  const ours = [{ field: 'sku', op: 'between', value: ['L001', 'L060'] }];

  it('pages through rows in the requested order with the total', async () => {
    const page = await list(`page=2&pageSize=10&sort=sku&${filter(ours)}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(skus(page)).toEqual(Array.from({ length: 10 }, (_, i) => `L${String(11 + i).padStart(3, '0')}`));
    expect(page.body.data).toMatchObject({ total: N, page: 2, pageSize: 10 });
    const desc = await list(`pageSize=3&sort=-price&${filter(ours)}`);
    expect(desc.status, JSON.stringify(desc.body)).toBe(200);
    expect(desc.body.data.rows.map((r: { price: number }) => r.price)).toEqual([60, 59, 58]);
    // Sorting by a referenced row's field: the family name (rows without family last).
    const byFamily = await list(`pageSize=${N}&sort=family.name,sku&fields=sku,family.name&${filter(ours)}`);
    const names = byFamily.body.data.rows.map((r: Record<string, string | null>) => r['family.name']);
    expect(names.slice(0, 15).every((n: string) => n === 'Bebidas')).toBe(true);
    expect(names.at(-1)).toBeNull();
  });

  it('every filter operator, on own fields and on ref.field, agrees with count', async () => {
    const cases: Array<[unknown[], number]> = [
      [[{ field: 'status', op: 'eq', value: 'active' }], 20],
      [[{ field: 'status', op: 'ne', value: 'active' }], 40],
      [[{ field: 'price', op: 'lt', value: 10 }], 9],
      [[{ field: 'price', op: 'lte', value: 10 }], 10],
      [[{ field: 'price', op: 'gt', value: 50 }], 10],
      [[{ field: 'price', op: 'gte', value: 50 }], 11],
      [[{ field: 'price', op: 'between', value: [5, 14] }], 10],
      [[{ field: 'status', op: 'in', value: ['active', 'discontinued'] }], 40],
      [[{ field: 'name', op: 'contains', value: 'LIMON' }], 15],
      [[{ field: 'family', op: 'null', value: true }], 15],
      [[{ field: 'family', op: 'null', value: false }], 45],
      [[{ field: 'family.code', op: 'eq', value: 'LF2' }], 15],
      [[{ field: 'family.name', op: 'contains', value: 'lacteos' }], 15],
      [[{ field: 'launchDate', op: 'gte', value: '2019-01-01' }], 10 + 5],
      [[{ field: 'price', op: 'gt', value: 10 }, { field: 'status', op: 'eq', value: 'active' }], 17],
    ];
    for (const [f, expected] of cases) {
      const all = [...ours, ...f];
      const page = await list(`pageSize=100&${filter(all)}`);
      expect(page.body.data.total, JSON.stringify(f)).toBe(expected);
      expect(page.body.data.rows.length).toBe(expected);
      const count = await call(server.app, 'GET', `/api/data/product/count?${filter(all)}`, { token: admin });
      expect(count.body.data).toEqual({ total: expected });
    }
  });

  it('free text searches key, title and text fields ignoring accents and case', async () => {
    const q = async (text: string) => (await list(`pageSize=100&q=${encodeURIComponent(text)}&${filter(ours)}`)).body.data.total;
    expect(await q('CAFE MOLIDO')).toBe(15);
    // "Yogur de limón" are the rows i % 4 === 2; of those, 30, 34 and 38 start with 3.
    expect(await q('yogur de LIMÓN 3')).toBe(3);
    expect(await q('l007')).toBe(1);
    expect(await q('100%')).toBe(0);
  });

  it('returns only the fields asked for, with the titles of referenced rows for the page', async () => {
    const page = await list(`pageSize=5&sort=sku&fields=sku,price,family&${filter(ours)}`);
    expect(Object.keys(page.body.data.rows[0]).sort()).toEqual(['createdAt', 'family', 'id', 'price', 'sku', 'updatedAt', 'version']);
    const familyIds = page.body.data.rows.map((r: { family: number | null }) => r.family).filter(Boolean);
    expect(Object.keys(page.body.data.refs.family).map(Number).sort()).toEqual([...new Set(familyIds)].sort());
    expect(Object.values(page.body.data.refs.family).map((t) => (t as { key: string }).key).sort()).toEqual(['LF1', 'LF2', 'LF3'].slice(0, new Set(familyIds).size).sort());
  });

  it('HTML in a text comes back as the same text', async () => {
    const page = await list(`${filter([{ field: 'sku', op: 'eq', value: 'L007' }])}`);
    expect(page.body.data.rows[0].description).toBe('Edición <i>limitada</i>');
  });

  it('a filter or sort on a field that does not exist or that the caller may not read is the same 400', async () => {
    const unknown = await list(filter([{ field: 'nosuch', op: 'eq', value: 1 }]), demand);
    const restricted = await list(filter([{ field: 'unitCost', op: 'gt', value: 1 }]), demand);
    expect(unknown.status).toBe(400);
    expect(restricted.status).toBe(400);
    expect(restricted.body.Message.replace('unitCost', 'X')).toBe(unknown.body.Message.replace('nosuch', 'X'));
    expect((await list('sort=unitCost', demand)).body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'sort' });
    expect((await list('fields=sku,unitCost', demand)).status).toBe(400);
    expect((await list(filter([{ field: 'like.unitCost', op: 'null', value: false }]), demand)).status).toBe(400);
    // The same calls work for a role granted PRODUCT_COSTS.
    expect((await list(`sort=unitCost&${filter([{ field: 'unitCost', op: 'gt', value: 1 }])}`, admin)).status).toBe(200);
    const rows = (await list(`pageSize=5&${filter(ours)}`, demand)).body.data.rows;
    expect(rows[0]).toHaveProperty('price');
    expect(rows.every((r: object) => !('unitCost' in r))).toBe(true);
  });

  it('malformed filters are 400 naming the problem', async () => {
    for (const bad of ['filter=not-json', filter([{ field: 'price', op: 'like', value: 1 }]), filter([{ field: 'price', op: 'gt', value: 'cheap' }]),
      filter([{ field: 'price', op: 'between', value: [1] }]), filter([{ field: 'status', op: 'contains', value: 1 }]), filter([{ field: 'family', op: 'gt', value: 1 }])]) {
      const response = await list(bad);
      expect(response.status, bad).toBe(400);
      expect(response.body.ErrorCode).toBe('VALIDATION_ERROR');
    }
  });

  describe('a view named by the list', () => {
    let viewServer: DataTestServer;
    beforeAll(async () => {
      viewServer = await startDataServer(kind, withReleasesView(await realConfig()));
      const today = isoDate(new Date());
      for (const [sku, launch] of [['V-IN', resolveRelativeDate('today-2m', today)], ['V-OUT', '2001-01-01'], ['V-NONE', null]]) {
        await viewServer.db.query(`INSERT INTO data_products (company_id, sku, name, status, source, launch_date) VALUES ($1, $2, $2, 'active', 'made', $3)`, [viewServer.companyId, sku, launch]);
      }
    });
    afterAll(() => viewServer?.close());

    it('applies its where conditions (relative dates resolved today) and checks its route', async () => {
      const rows = await call(viewServer.app, 'GET', '/api/data/product?view=test-releases:0&pageSize=500', { token: viewServer.tokens.admin });
      const found = rows.body.data.rows.map((r: { sku: string }) => r.sku);
      expect(found).toContain('V-IN');
      expect(found).not.toContain('V-OUT');
      expect(found).not.toContain('V-NONE');
      expect((await call(viewServer.app, 'GET', '/api/data/unit?view=test-releases:0', { token: viewServer.tokens.admin })).status).toBe(400);
      expect((await call(viewServer.app, 'GET', '/api/data/product?view=test-releases:7', { token: viewServer.tokens.admin })).status).toBe(400);
    });
  });
});
