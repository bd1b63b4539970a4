// Imports larger than one batch (1,000 rows), which are checked and written
// in one pass: a problem found only in a later batch still imports nothing
// (the batches already written are rolled back, with their audit rows), and
// references to rows of the same file work across batches, backwards and
// forwards. A large import on PGlite sets the table's secondary indexes
// aside and builds them again: the same indexes are there after it, whether
// it imported or rolled back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUSPEND_AFTER_ROWS } from '../../../server/data-engine/import/bulk-indexes';
import { BATCH_ROWS } from '../../../server/data-engine/import/run';
import { databaseKinds } from '../helpers/server';
import { startDataServer, type DataTestServer } from './helpers';
import { importFile } from './files';

describe.each(databaseKinds())('data import in batches on %s', (kind) => {
  let server: DataTestServer;
  let admin: string;
  const count = async (sql: string) => (await server.db.query<{ n: number }>(sql))[0].n;

  beforeAll(async () => {
    server = await startDataServer(kind);
    admin = server.tokens.admin;
  });
  afterAll(() => server?.close());

  const products = (n: number, line: (i: number) => string) => ['sku,name,price', ...Array.from({ length: n }, (_, i) => line(i + 1))].join('\n');

  it('a bad row in a later batch imports nothing: the earlier batches written are rolled back', async () => {
    const rows = BATCH_ROWS + 200;
    const file = products(rows, (i) => `BAT-${i},Batch ${i},${i === rows ? 'abc' : i}`);
    const response = await importFile(server, admin, 'product', file, { dryRun: false });
    expect(response.body.data).toMatchObject({ imported: false, rows, created: rows - 1, problemCount: 1 });
    expect(response.body.data.problems).toEqual([{ line: rows + 1, column: 'price', field: 'price', code: 'notANumber' }]);
    expect(await count(`SELECT count(*)::int AS n FROM data_products WHERE sku LIKE 'BAT-%'`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM data_audit WHERE entity = 'product' AND row_title LIKE 'Batch %'`)).toBe(0);

    const fixed = await importFile(server, admin, 'product', products(rows, (i) => `BAT-${i},Batch ${i},${i}`), { dryRun: false });
    expect(fixed.body.data).toMatchObject({ imported: true, rows, created: rows, updated: 0, problemCount: 0 });
    expect(await count(`SELECT count(*)::int AS n FROM data_products WHERE sku LIKE 'BAT-%'`)).toBe(rows);
    expect(await count(`SELECT count(*)::int AS n FROM data_audit WHERE entity = 'product' AND action = 'import' AND row_title LIKE 'Batch %'`)).toBe(rows);
  });

  it('a key given twice across batches is reported on its second line; nothing is imported', async () => {
    const rows = BATCH_ROWS + 10;
    const file = products(rows, (i) => (i === rows ? 'DUP-1,Again,1' : `DUP-${i},Dup ${i},${i}`));
    const response = await importFile(server, admin, 'product', file, { dryRun: false });
    expect(response.body.data.problems).toEqual([{ line: rows + 1, column: 'sku', field: 'sku', code: 'duplicateInFile', params: { line: 2 } }]);
    expect(await count(`SELECT count(*)::int AS n FROM data_products WHERE sku LIKE 'DUP-%'`)).toBe(0);
  });

  it('references to rows of the same file across batches: to rows already written and to rows further down', async () => {
    const rows = BATCH_ROWS + 100;
    // Row i's parent: row i - 1 (written in the same or an earlier batch); the first row's parent is the last row (next batch).
    const code = (i: number) => `TREE-${i}`;
    const lines = ['code,name,level,parent', ...Array.from({ length: rows }, (_, k) => `${code(k + 1)},Tree ${k + 1},family,${code(k === 0 ? rows : k)}`)];
    const response = await importFile(server, admin, 'product-family', lines.join('\n'), { dryRun: false });
    expect(response.body.data).toMatchObject({ imported: true, created: rows, problemCount: 0 });
    const parents = await server.db.query<{ code: string; parent: string }>(
      `SELECT f.code, p.code AS parent FROM data_product_families f JOIN data_product_families p ON p.id = f.parent_id WHERE f.code IN ('TREE-1', 'TREE-2', 'TREE-${BATCH_ROWS + 1}') ORDER BY f.id`,
    );
    expect(parents).toEqual([{ code: 'TREE-1', parent: code(rows) }, { code: 'TREE-2', parent: 'TREE-1' }, { code: `TREE-${BATCH_ROWS + 1}`, parent: `TREE-${BATCH_ROWS}` }]);
    const [audit] = await server.db.query<{ after: Record<string, unknown> }>(`SELECT after FROM data_audit WHERE entity = 'product-family' AND row_title = 'Tree 1'`);
    expect(audit.after.parent).toEqual(expect.any(Number));
  });

  it('a large import leaves the table with the same indexes, whether it imported or was refused', async () => {
    const indexes = () => server.db.query<{ def: string }>(`SELECT indexdef AS def FROM pg_indexes WHERE tablename = 'data_products' ORDER BY indexname`);
    const before = await indexes();
    expect(before.length).toBeGreaterThan(3);
    const rows = SUSPEND_AFTER_ROWS + BATCH_ROWS + 10;
    const refused = await importFile(server, admin, 'product', products(rows, (i) => `BIG-${i},Big ${i},${i === rows ? 'abc' : i}`), { dryRun: false });
    expect(refused.body.data).toMatchObject({ imported: false, problemCount: 1 });
    expect(await indexes()).toEqual(before);
    const imported = await importFile(server, admin, 'product', products(rows, (i) => `BIG-${i},Big ${i},${i % 97}`), { dryRun: false });
    expect(imported.body.data).toMatchObject({ imported: true, created: rows });
    expect(await indexes()).toEqual(before);
    // The rebuilt indexes hold the new rows: a read through the price index finds them.
    expect(await count(`SELECT count(*)::int AS n FROM data_products WHERE company_id = ${server.companyId} AND price = 5 AND sku LIKE 'BIG-%'`)).toBe(Array.from({ length: rows }, (_, i) => (i + 1) % 97).filter((p) => p === 5).length);
  });
});
