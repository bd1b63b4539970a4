// Create, read, update and delete through the generic data API, with
// references, children, optimistic concurrency and bad input: each refusal
// is a 4xx with an ErrorCode that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds } from '../helpers/server';
import { createSample, sampleRecord, startDataServer, type DataTestServer } from './helpers';

describe.each(databaseKinds())('data API records on %s', (kind) => {
  let server: DataTestServer;
  let admin: string;
  let unitId: number;
  let familyId: number;

  beforeAll(async () => {
    server = await startDataServer(kind);
    admin = server.tokens.admin;
    unitId = await createSample(server, admin, server.entity('unit'));
    familyId = await createSample(server, admin, server.entity('product-family'));
  });
  afterAll(() => server?.close());

  const product = async (overrides: Record<string, unknown> = {}) => ({ ...(await sampleRecord(server, server.entity('product'))), unit: unitId, family: familyId, ...overrides });

  it('creates a product and reads it back with the titles of what it refers to', async () => {
    const values = await product({ sku: 'CRUD-1', name: 'Café <b>molido</b> 250 g', price: 3.45, unitCost: 1.2 });
    const created = await call(server.app, 'POST', '/api/data/product', { token: admin, body: { values } });
    expect(created.status).toBe(201);
    const { row, refs, children } = created.body.data;
    expect(row).toMatchObject({ sku: 'CRUD-1', name: 'Café <b>molido</b> 250 g', price: 3.45, unitCost: 1.2, unit: unitId, family: familyId, version: 1 });
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(refs.unit[String(unitId)]).toEqual({ title: expect.any(String), key: expect.any(String) });
    expect(refs.family[String(familyId)].key).toBeTruthy();
    expect(children).toHaveProperty('attributes', []);
    const read = await call(server.app, 'GET', `/api/data/product/${row.id}`, { token: server.tokens.viewer });
    expect(read.body.data.row).toEqual(row);
  });

  it('updates with the version it started from; a stale version is refused naming who changed it, and nothing is overwritten', async () => {
    const created = await call(server.app, 'POST', '/api/data/product', { token: admin, body: { values: await product({ sku: 'CRUD-2', price: 10 }) } });
    const id = created.body.data.row.id;
    const first = await call(server.app, 'PATCH', `/api/data/product/${id}`, { token: server.tokens.planner, body: { version: 1, values: { price: 11 } } });
    expect(first.status).toBe(200);
    expect(first.body.data.row).toMatchObject({ price: 11, version: 2 });
    const stale = await call(server.app, 'PATCH', `/api/data/product/${id}`, { token: admin, body: { version: 1, values: { price: 99, name: 'Overwritten' } } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ ErrorCode: 'CONFLICT', Field: 'version' });
    expect(stale.body.Message).toContain('Paula Planner');
    expect(stale.body.Message).toContain('version 2');
    const after = await call(server.app, 'GET', `/api/data/product/${id}`, { token: admin });
    expect(after.body.data.row).toMatchObject({ price: 11, version: 2 });
    expect(after.body.data.row.name).not.toBe('Overwritten');
    const missingVersion = await call(server.app, 'PATCH', `/api/data/product/${id}`, { token: admin, body: { values: { price: 12 } } });
    expect(missingVersion.status).toBe(400);
  });

  it('refuses to delete a row other rows use, naming how many of which entity; deletes it once unused', async () => {
    const unit = await createSample(server, admin, server.entity('unit'));
    const a = await call(server.app, 'POST', '/api/data/product', { token: admin, body: { values: await product({ unit }) } });
    await call(server.app, 'POST', '/api/data/product', { token: admin, body: { values: await product({ unit }) } });
    const [{ version }] = await server.db.query<{ version: number }>('SELECT version FROM data_units WHERE id = $1', [unit]);
    const refused = await call(server.app, 'DELETE', `/api/data/unit/${unit}?version=${version}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      Message: 'This unit is still used by 2 row(s) of product (unit); change or delete those first',
      // The browser names them by their labels, in the user's language.
      MessageKey: 'data.stillUsed', MessageParams: { entity: 'unit', count: 2, usedBy: 'product', field: 'unit' },
    });
    expect((await call(server.app, 'GET', `/api/data/unit/${unit}`, { token: admin })).status).toBe(200);
    const row = a.body.data.row;
    expect((await call(server.app, 'DELETE', `/api/data/product/${row.id}?version=${row.version + 5}`, { token: admin })).status).toBe(409);
    expect((await call(server.app, 'DELETE', `/api/data/product/${row.id}?version=${row.version}`, { token: admin })).body.data).toEqual({ id: row.id });
    expect((await call(server.app, 'GET', `/api/data/product/${row.id}`, { token: admin })).status).toBe(404);
  });

  it('bad values are 400 naming the field, a duplicate key is 409, and none of them writes anything', async () => {
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_products'))[0].n;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: 'cheap' }, 'price'],
      [{ price: -1 }, 'price'],
      [{ status: 'sold-out' }, 'status'],
      [{ launchDate: '2025-02-30' }, 'launchDate'],
      [{ nonsense: 1 }, 'nonsense'],
      [{ sku: 'x'.repeat(41) }, 'sku'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(server.app, 'POST', '/api/data/product', { token: admin, body: { values: await product(overrides) } });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: field });
    }
    // NUL is refused where JSON is parsed (plugins/json-body.ts), naming the path of the value.
    const nul = await call(server.app, 'POST', '/api/data/product', { token: admin, body: { values: await product({ name: 'Nul\u0000byte' }) } });
    expect(nul.status).toBe(400);
    expect(nul.body.Message).toContain('values.name');
    const duplicate = await call(server.app, 'POST', '/api/data/product', { token: admin, body: { values: await product({ sku: 'CRUD-1' }) } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ ErrorCode: 'CONFLICT', Field: 'sku' });
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_products'))[0].n).toBe(before);
  });

  it('a reference to another company\'s row is refused as if it did not exist', async () => {
    const foreignUnit = await createSample(server, server.tokens.newcomer, server.entity('unit')).catch(() => undefined);
    const [{ id: otherUnit }] = foreignUnit !== undefined ? [{ id: foreignUnit }] : await server.db.query<{ id: number }>(
      `INSERT INTO data_units (company_id, code, name, kind) VALUES ($1, 'FOREIGN', 'Foreign unit', 'count') RETURNING id`, [server.newcomerCompanyId]);
    const response = await call(server.app, 'POST', '/api/data/product', { token: admin, body: { values: await product({ unit: otherUnit }) } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'unit' });
    expect(response.body.Message).toContain('does not exist');
  });

  it('children are written with their parent: created, updated and removed in the same call', async () => {
    const attribute = await createSample(server, admin, server.entity('product-attribute'));
    const created = await call(server.app, 'POST', '/api/data/product', {
      token: admin,
      body: { values: await product(), children: { attributes: [{ values: { attribute, value: 'Acme' } }] } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [child] = created.body.data.children.attributes;
    expect(child).toMatchObject({ attribute, value: 'Acme' });
    expect(created.body.data.refs[`attributes.attribute`][String(attribute)]).toBeTruthy();
    const { id, version } = created.body.data.row;
    const updated = await call(server.app, 'PATCH', `/api/data/product/${id}`, {
      token: admin,
      body: { version, values: {}, children: { attributes: [{ id: child.id, values: { value: 'Acme Foods' } }] } },
    });
    expect(updated.body.data.children.attributes).toEqual([expect.objectContaining({ id: child.id, value: 'Acme Foods' })]);
    const cleared = await call(server.app, 'PATCH', `/api/data/product/${id}`, { token: admin, body: { version: version + 1, values: {}, children: { attributes: [] } } });
    expect(cleared.body.data.children.attributes).toEqual([]);
    const [{ n }] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_product_attribute_values WHERE product_id = $1', [id]);
    expect(n).toBe(0);
    // A child row of another product cannot be taken over.
    const other = await call(server.app, 'POST', '/api/data/product', { token: admin, body: { values: await product(), children: { attributes: [{ values: { attribute, value: 'X' } }] } } });
    const stolen = await call(server.app, 'PATCH', `/api/data/product/${id}`, {
      token: admin,
      body: { version: version + 2, values: {}, children: { attributes: [{ id: other.body.data.children.attributes[0].id, values: { value: 'Mine' } }] } },
    });
    expect(stolen.status).toBe(400);
    // Rows that cannot exist without their parent (a required reference back) are deleted with it, audited.
    const owner = other.body.data.row;
    const childId = other.body.data.children.attributes[0].id;
    expect((await call(server.app, 'DELETE', `/api/data/product/${owner.id}?version=${owner.version}`, { token: admin })).status).toBe(200);
    expect((await server.db.query('SELECT id FROM data_product_attribute_values WHERE id = $1', [childId]))).toEqual([]);
    const history = await call(server.app, 'GET', `/api/data/product-attribute-value/${childId}/history`, { token: admin });
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
    // Children that may stand alone (the products of a family) keep the family from being deleted.
    const [{ version: familyVersion }] = await server.db.query<{ version: number }>('SELECT version FROM data_product_families WHERE id = $1', [familyId]);
    const family = await call(server.app, 'DELETE', `/api/data/product-family/${familyId}?version=${familyVersion}`, { token: admin });
    expect(family.status).toBe(409);
    expect(family.body.Message).toMatch(/\d+ row\(s\) of product \(family\)/);
  });

  it('lookup finds rows by title or key ignoring accents and case, and by ids', async () => {
    const found = await call(server.app, 'GET', '/api/data/product/lookup?q=CAFE%20%3CB%3EMOLIDO', { token: admin });
    expect(found.body.data).toEqual([expect.objectContaining({ key: 'CRUD-1', title: 'Café <b>molido</b> 250 g' })]);
    const byId = await call(server.app, 'GET', `/api/data/unit/lookup?ids=${unitId}`, { token: admin });
    expect(byId.body.data.map((i: { id: number }) => i.id)).toEqual([unitId]);
  });
});
