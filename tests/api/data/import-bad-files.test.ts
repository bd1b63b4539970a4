// Files an import must refuse as a whole, with a 400 whose text the browser
// translates, and values it must refuse line by line; never a 500, and
// nothing written. The entity import and the onboarding's products import
// share the guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/server';
import { startDataServer, type DataTestServer } from './helpers';
import { importFile, xlsxFile, XLSX } from './files';

describe.each(databaseKinds())('imports of bad files and values on %s', (kind) => {
  let server: DataTestServer;
  let admin: string;
  let workbook: Buffer;
  const products = async () => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM data_products WHERE sku LIKE 'BAD-%'`))[0].n;

  beforeAll(async () => {
    server = await startDataServer(kind);
    admin = server.tokens.admin;
    workbook = await xlsxFile([['sku', 'name'], ...Array.from({ length: 300 }, (_, i) => [`BAD-${i}`, `Bad ${i}`])]);
    await server.db.query(`INSERT INTO data_product_families (company_id, code, name, level) VALUES ($1, 'BAD-FAM', 'Bad family', 'family')`, [server.companyId]);
  });
  afterAll(() => server?.close());

  const refusedFiles: Array<[string, () => Buffer, string, string]> = [
    ['a truncated XLSX', () => workbook.subarray(0, Math.floor(workbook.length / 2)), XLSX, 'files.damaged'],
    ['an XLSX cut after its first bytes', () => workbook.subarray(0, 40), XLSX, 'files.damaged'],
    ['a ZIP signature and nothing', () => Buffer.from([0x50, 0x4b, 0x03, 0x04]), 'application/octet-stream', 'files.notASpreadsheet'],
    ['a workbook protected by a password (OLE2)', () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(2048)]), 'application/octet-stream', 'files.encryptedOrOld'],
    ['a PDF', () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7) % 256))]), 'application/octet-stream', 'files.notASpreadsheet'],
    ['a header of 1,001 columns', () => Buffer.from(`sku,name,${Array.from({ length: 999 }, (_, i) => `c${i}`).join(',')}\nBAD-1,x\n`), 'text/csv', 'files.tooManyColumns'],
  ];

  it.each(refusedFiles)('%s is a 400 naming the reason, and nothing is written', async (_label, bytes, type, key) => {
    for (const dryRun of [true, false]) {
      const response = await importFile(server, admin, 'product', bytes(), { dryRun, type });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ ok: false, ErrorCode: 'VALIDATION_ERROR', MessageKey: key, Field: 'file' });
    }
    expect(await products()).toBe(0);
  });

  it('the onboarding products import refuses the same files the same way', async () => {
    const newcomer = server.tokens.newcomer;
    for (const [, bytes, type, key] of refusedFiles) {
      const response = await server.app.inject({
        method: 'POST', url: '/api/onboarding/products/import?fileName=bad.xlsx&dryRun=false',
        headers: { authorization: `Bearer ${newcomer}`, 'content-type': type }, payload: bytes(),
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', MessageKey: key });
    }
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_imports WHERE company_id = $1', [server.newcomerCompanyId]))[0].n).toBe(0);
  });

  it('a NUL or a broken character in a reference key, or in any cell, is a problem of its line and column', async () => {
    const file = Buffer.from('sku,name,family\r\nBAD-1,One,BAD\u0000FAM\r\nBAD-2,Tw\u0000o,BAD-FAM\r\n');
    const response = await importFile(server, admin, 'product', file, { dryRun: false });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ imported: false });
    expect(response.body.data.problems).toEqual([
      { line: 2, column: 'family', field: 'family', code: 'controlCharacter' },
      { line: 3, column: 'name', field: 'name', code: 'controlCharacter' },
    ]);
    // A lone surrogate typed into a workbook's cell.
    const surrogate = await xlsxFile([['sku', 'name', 'family'], ['BAD-3', 'Three', 'BAD-\ud800FAM']]);
    const fromXlsx = await importFile(server, admin, 'product', surrogate, { dryRun: false, type: XLSX });
    expect(fromXlsx.status).toBe(200);
    expect(fromXlsx.body.data.imported).toBe(false);
    expect(await products()).toBe(0);
  });

  it('numbers beyond their column (int4, numeric precision) are problems of their line and column', async () => {
    const file = ['sku,name,status,source,leadTimeDays,price', 'BAD-4,Four,active,made,2147483648,1', 'BAD-5,Five,active,made,1,100000000000000000000', 'BAD-6,Six,active,made,-2147483649,1'].join('\n');
    const response = await importFile(server, admin, 'product', file, { dryRun: false });
    expect(response.status).toBe(200);
    expect(response.body.data.imported).toBe(false);
    expect(response.body.data.problems).toEqual([
      { line: 2, column: 'leadTimeDays', field: 'leadTimeDays', code: 'aboveMax', params: { max: 2147483647 } },
      { line: 3, column: 'price', field: 'price', code: 'aboveMax', params: { max: 1e14 } },
      { line: 4, column: 'leadTimeDays', field: 'leadTimeDays', code: 'belowMin', params: { min: -2147483647 } },
    ]);
    expect(await products()).toBe(0);
  });

  it('an exported text guarded against formulas imports back as it was', async () => {
    const file = ["sku,name,status,source", "BAD-7,'=1+2,active,made", "BAD-8,'@SUM(1+1),active,made"].join('\n');
    const response = await importFile(server, admin, 'product', file, { dryRun: false });
    expect(response.body.data).toMatchObject({ imported: true, created: 2 });
    const rows = await server.db.query<{ name: string }>(`SELECT name FROM data_products WHERE sku IN ('BAD-7', 'BAD-8') ORDER BY sku`);
    expect(rows.map((r) => r.name)).toEqual(['=1+2', '@SUM(1+1)']);
    await server.db.query(`DELETE FROM data_products WHERE sku IN ('BAD-7', 'BAD-8')`);
  });
});
