// The audit of the data API: every write recorded with who, when, before and
// after (only the fields that changed), in the same transaction as the
// write; the log filtered by entity, user and dates, restricted to what the
// caller may read; each row's history; the status page's figures; and the
// OpenAPI document listing each entity's own calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds } from '../helpers/server';
import { createSample, startDataServer, type DataTestServer } from './helpers';
import { importFile } from './files';

describe.each(databaseKinds())('data audit on %s', (kind) => {
  let server: DataTestServer;
  let admin: string;
  let productId: number;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startDataServer(kind);
    admin = server.tokens.admin;
    const created = await call(server.app, 'POST', '/api/data/unit', { token: admin, body: { values: { code: 'AUD-U', name: 'Audit unit', kind: 'count' } } });
    const product = await call(server.app, 'POST', '/api/data/product', { token: admin, body: { values: { sku: 'AUD-1', name: 'Audited', unit: created.body.data.row.id, price: 2, unitCost: 1 } } });
    productId = product.body.data.row.id;
    await call(server.app, 'PATCH', `/api/data/product/${productId}`, { token: server.tokens.planner, body: { version: 1, values: { price: 3, unitCost: 1.5 } } });
  });
  afterAll(() => server?.close());

  it('records create and update with who, when and only the changed fields; a refused write records nothing', async () => {
    const history = await call(server.app, 'GET', `/api/data/product/${productId}/history`, { token: admin });
    expect(history.status).toBe(200);
    const [update, create] = history.body.data;
    expect(update).toMatchObject({ entity: 'product', rowId: productId, rowTitle: 'Audited', action: 'update', userName: 'Paula Planner', before: { price: 2, unitCost: 1 }, after: { price: 3, unitCost: 1.5 } });
    expect(create).toMatchObject({ action: 'create', userName: 'Adrián Admin', before: null });
    expect(create.after).toMatchObject({ sku: 'AUD-1', name: 'Audited', price: 2, unitCost: 1 });
    expect(Date.parse(update.at)).toBeGreaterThanOrEqual(Date.parse(create.at));
    const stale = await call(server.app, 'PATCH', `/api/data/product/${productId}`, { token: admin, body: { version: 1, values: { price: 99 } } });
    expect(stale.status).toBe(409);
    expect((await call(server.app, 'GET', `/api/data/product/${productId}/history`, { token: admin })).body.data).toHaveLength(2);
  });

  it('the log filters by entity, user and dates, pages, and strips what the caller may not read', async () => {
    const all = await call(server.app, 'GET', '/api/audit?entity=product&pageSize=1', { token: admin });
    expect(all.body.data).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(all.body.data.entries[0].action).toBe('update');
    const [{ id: plannerId }] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'planner@demo.test'`);
    const byUser = await call(server.app, 'GET', `/api/audit?user=${plannerId}`, { token: admin });
    expect(byUser.body.data.entries.map((e: { action: string; entity: string }) => `${e.entity} ${e.action}`)).toEqual(['product update']);
    expect((await call(server.app, 'GET', `/api/audit?from=${today}&to=${today}&entity=unit`, { token: admin })).body.data.total).toBe(1);
    expect((await call(server.app, 'GET', '/api/audit?to=2000-01-01', { token: admin })).body.data.total).toBe(0);
    const demand = await server.roleToken([2]);
    const stripped = await call(server.app, 'GET', '/api/audit?entity=product', { token: demand });
    expect(stripped.body.data.entries[0]).toMatchObject({ before: { price: 2 }, after: { price: 3 } });
    // An entity the caller may not read shows nothing, as an unknown one does.
    const newcomerView = await call(server.app, 'GET', '/api/audit?entity=product', { token: server.tokens.newcomer });
    expect(newcomerView.body.data.total).toBe(0);
    expect((await call(server.app, 'GET', '/api/audit?entity=nosuch', { token: admin })).body.data.total).toBe(0);
    expect((await call(server.app, 'GET', '/api/audit?from=2025-02-30', { token: admin })).status).toBe(400);
  });

  it('deletes and imports are audited; another company sees none of it', async () => {
    const unit = await createSample(server, admin, server.entity('unit'));
    await call(server.app, 'DELETE', `/api/data/unit/${unit}?version=1`, { token: admin });
    const deleted = await call(server.app, 'GET', `/api/data/unit/${unit}/history`, { token: admin });
    expect(deleted.body.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
    expect(deleted.body.data[0].after).toBeNull();
    await importFile(server, admin, 'unit', 'code,name,kind\nAUD-I1,Imported one,count\nAUD-I2,Imported two,weight', { dryRun: false });
    const imports = await call(server.app, 'GET', '/api/audit?entity=unit&pageSize=10', { token: admin });
    expect(imports.body.data.entries.filter((e: { action: string }) => e.action === 'import')).toHaveLength(2);
    expect((await call(server.app, 'GET', '/api/audit?entity=unit', { token: server.tokens.newcomer })).body.data.total).toBe(0);
  });

  it('the status of every readable entity: rows, last change, last import, rows missing expected fields', async () => {
    const status = await call(server.app, 'GET', '/api/data-status', { token: admin });
    expect(status.status).toBe(200);
    const unit = status.body.data.entities.find((e: { entity: string }) => e.entity === 'unit');
    expect(unit.lastImport).toMatchObject({ userName: 'Adrián Admin', rows: 2 });
    expect(unit.lastChange.action).toBe('import');
    const product = status.body.data.entities.find((e: { entity: string }) => e.entity === 'product');
    expect(product.rows).toBeGreaterThanOrEqual(1);
    expect(product.missing).toHaveProperty('family');
    const demand = await server.roleToken([2]);
    const restricted = (await call(server.app, 'GET', '/api/data-status', { token: demand })).body.data.entities.find((e: { entity: string }) => e.entity === 'product');
    expect(restricted.missing).not.toHaveProperty('unitCost');
  });

  it('the OpenAPI document has each entity\'s own paths, tagged by entity, with its fields', async () => {
    const docs = await call(server.app, 'GET', '/api/docs');
    const paths = docs.body.paths;
    for (const entity of server.config.entities.filter((e) => e.table)) {
      expect(Object.keys(paths), entity.id).toEqual(expect.arrayContaining([`/api/data/${entity.id}`, `/api/data/${entity.id}/{id}`, `/api/data/${entity.id}/import`, `/api/data/${entity.id}/export`]));
    }
    const list = paths['/api/data/product'].get;
    expect(list.tags).toEqual(['data: product']);
    const row = list.responses['200'].content['application/json'].schema.properties.data.properties.rows.items;
    expect(Object.keys(row.properties)).toEqual(expect.arrayContaining(['sku', 'name', 'unitCost', 'price']));
    expect(paths['/api/data/product'].post.requestBody.content['application/json'].schema.properties.values.properties.status.enum).toContain('active');
  });
});
