// The `under` list filter over a tree (product families: category > family >
// subfamily, products on any level): a node lists the products of its whole
// subtree and nothing of other branches, page and count agree, a cycle in bad
// data ends the walk, another company's user sees nothing, and a ref that is
// not a tree is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds } from '../helpers/server';
import { startDataServer, type DataTestServer } from './helpers';

describe.each(databaseKinds())('the under filter on %s', (kind) => {
  let server: DataTestServer;
  const ids: Record<string, number> = {};
  const filter = (f: unknown[]) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
  /** This file's products (the seed adds others), under a node. */
  const under = (node: string, op = 'under') => [{ field: 'sku', op: 'contains', value: 'UT-' }, { field: 'family', op, value: ids[node] }];
  const skus = async (node: string, token = server.tokens.admin, op = 'under') => {
    const page = await call(server.app, 'GET', `/api/data/product?pageSize=100&sort=sku&fields=sku&${filter(under(node, op))}`, { token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const rows = (page.body.data.rows as Array<{ sku: string }>).map((r) => r.sku);
    expect(page.body.data.total).toBe(rows.length);
    return rows;
  };

  beforeAll(async () => {
    server = await startDataServer(kind);
    const family = async (code: string, level: string, parent: string | null, company = server.companyId) => {
      const [{ id }] = await server.db.query<{ id: number }>(
        `INSERT INTO data_product_families (company_id, code, name, level, parent_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [company, code, `Family ${code}`, level, parent ? ids[parent] : null],
      );
      ids[code] = id;
    };
    await family('UT-A', 'category', null);
    await family('UT-A1', 'family', 'UT-A');
    await family('UT-A1x', 'subfamily', 'UT-A1');
    await family('UT-A1y', 'subfamily', 'UT-A1');
    await family('UT-A2', 'family', 'UT-A');
    await family('UT-A2x', 'subfamily', 'UT-A2');
    await family('UT-B', 'category', null);
    await family('UT-B1', 'family', 'UT-B');
    await family('UT-B1x', 'subfamily', 'UT-B1');
    // Bad data: two families each the other's parent.
    await family('UT-C1', 'family', null);
    await family('UT-C2', 'family', 'UT-C1');
    await server.db.query('UPDATE data_product_families SET parent_id = $1 WHERE id = $2', [ids['UT-C2'], ids['UT-C1']]);
    // Another company's family (refs cannot cross companies: the foreign keys include the company).
    await family('UT-N1', 'family', null, server.newcomerCompanyId);
    const product = async (sku: string, node: string, company = server.companyId) => server.db.query(
      `INSERT INTO data_products (company_id, sku, name, status, source, family_id) VALUES ($1, $2, $3, 'active', 'made', $4)`,
      [company, sku, `Product ${sku}`, ids[node]],
    );
    for (const [sku, node] of [['UT-01', 'UT-A1x'], ['UT-02', 'UT-A1x'], ['UT-03', 'UT-A1y'], ['UT-04', 'UT-A2x'], ['UT-05', 'UT-A1'], ['UT-06', 'UT-B1x'], ['UT-07', 'UT-B'], ['UT-08', 'UT-C1'], ['UT-09', 'UT-C2']]) {
      await product(sku, node);
    }
    await product('UT-90', 'UT-N1', server.newcomerCompanyId);
  });
  afterAll(() => server?.close());

  it('a category lists every product of its subtree, whatever the level, and nothing of other categories', async () => {
    expect(await skus('UT-A')).toEqual(['UT-01', 'UT-02', 'UT-03', 'UT-04', 'UT-05']);
    expect(await skus('UT-B')).toEqual(['UT-06', 'UT-07']);
    expect(await skus('UT-A1')).toEqual(['UT-01', 'UT-02', 'UT-03', 'UT-05']);
    expect(await skus('UT-A1x')).toEqual(['UT-01', 'UT-02']);
    // eq stays the node's own rows: the category itself has none.
    expect(await skus('UT-A', server.tokens.admin, 'eq')).toEqual([]);
  });

  it('page and count agree, past the first page too', async () => {
    const query = filter(under('UT-A'));
    const page = await call(server.app, 'GET', `/api/data/product?page=2&pageSize=2&sort=sku&${query}`, { token: server.tokens.admin });
    expect(page.body.data).toMatchObject({ total: 5, page: 2 });
    expect(page.body.data.rows.map((r: { sku: string }) => r.sku)).toEqual(['UT-03', 'UT-04']);
    const count = await call(server.app, 'GET', `/api/data/product/count?${query}`, { token: server.tokens.admin });
    expect(count.body.data).toEqual({ total: 5 });
  });

  it('a cycle in bad data ends the walk', async () => {
    expect(await skus('UT-C1')).toEqual(['UT-08', 'UT-09']);
    expect(await skus('UT-C2')).toEqual(['UT-08', 'UT-09']);
  });

  it('a user of another company sees nothing under the demo company\'s rows, nor the demo company its rows', async () => {
    expect(await skus('UT-A', server.tokens.newcomer)).toEqual([]);
    expect(await skus('UT-A1x', server.tokens.newcomer)).toEqual([]);
    expect(await skus('UT-N1', server.tokens.newcomer)).toEqual(['UT-90']);
    expect(await skus('UT-N1')).toEqual([]);
  });

  it('under on a ref that is not a tree, on another type, or with a list is a 400 naming the field', async () => {
    const refused = async (f: unknown) => {
      const response = await call(server.app, 'GET', `/api/data/product?${filter([f])}`, { token: server.tokens.admin });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'filter' });
      return response.body.Message as string;
    };
    expect(await refused({ field: 'unit', op: 'under', value: 1 })).toContain('filter unit under: unit does not refer to a tree');
    expect(await refused({ field: 'sku', op: 'under', value: 'UT-01' })).toContain('filter sku under');
    expect(await refused({ field: 'family', op: 'under', value: [ids['UT-A']] })).toContain('filter family under: give one value');
  });
});
