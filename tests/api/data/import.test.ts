// Import of CSV and XLSX files: a dry run first, every bad row reported by
// line, column and code, nothing imported from a file with any problem,
// upsert on the business key, references by business key (rows of the same
// file included), an audit row per written row, and the files an import
// must refuse (formulas, merged cells, 50 MB, NUL bytes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/server';
import { startDataServer, type DataTestServer } from './helpers';
import { importFile, xlsxFile, XLSX } from './files';

describe.each(databaseKinds())('data import on %s', (kind) => {
  let server: DataTestServer;
  let admin: string;
  const count = async (sql: string, params: unknown[] = []) => (await server.db.query<{ n: number }>(sql, params as never))[0].n;
  const products = () => count(`SELECT count(*)::int AS n FROM data_products WHERE sku LIKE 'IMP-%'`);

  beforeAll(async () => {
    server = await startDataServer(kind);
    admin = server.tokens.admin;
    await server.db.query(`INSERT INTO data_product_families (company_id, code, name, level) VALUES ($1, 'IMP-FAM', 'Import family', 'family')`, [server.companyId]);
    await server.db.query(`INSERT INTO data_units (company_id, code, name, kind) VALUES ($1, 'IMP-KG', 'Kilogramo', 'weight')`, [server.companyId]);
  });
  afterAll(() => server?.close());

  // Spanish headers (labels), semicolons, decimal commas, DD/MM/YYYY, enum labels, refs by key, HTML kept as text.
  const good = [
    'SKU;Nombre;Estado;Precio;Fecha de lanzamiento;Familia;Unidad;Coste unitario',
    'IMP-1;Aceite <b>virgen</b>;Activo;12,50;01/03/2025;IMP-FAM;IMP-KG;7,25',
    'IMP-2;"Vinagre; de Jerez";En retirada;3.2;2025-04-15;;IMP-KG;',
    'IMP-3;Sal;discontinued;0,99;;IMP-FAM;;0.5',
  ].join('\r\n');

  it('a dry run checks the file and writes nothing', async () => {
    const response = await importFile(server, admin, 'product', good);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ dryRun: true, imported: false, rows: 3, created: 3, updated: 0, problems: [], problemCount: 0 });
    expect(response.body.data.columns.map((c: { field: string }) => c.field)).toEqual(['sku', 'name', 'status', 'price', 'launchDate', 'family', 'unit', 'unitCost']);
    expect(await products()).toBe(0);
  });

  it('imports the file: values parsed as people write them, references by key, HTML as text, an audit row per row', async () => {
    const response = await importFile(server, admin, 'product', good, { dryRun: false });
    expect(response.body.data).toMatchObject({ imported: true, rows: 3, created: 3, updated: 0, problemCount: 0 });
    const rows = await server.db.query<Record<string, unknown>>(
      `SELECT sku, name, status, price::float8 AS price, unit_cost::float8 AS cost, to_char(launch_date, 'YYYY-MM-DD') AS launch, family_id IS NOT NULL AS family, unit_id IS NOT NULL AS unit
       FROM data_products WHERE sku LIKE 'IMP-%' ORDER BY sku`,
    );
    expect(rows).toEqual([
      { sku: 'IMP-1', name: 'Aceite <b>virgen</b>', status: 'active', price: 12.5, cost: 7.25, launch: '2025-03-01', family: true, unit: true },
      { sku: 'IMP-2', name: 'Vinagre; de Jerez', status: 'phase-out', price: 3.2, cost: null, launch: '2025-04-15', family: false, unit: true },
      { sku: 'IMP-3', name: 'Sal', status: 'discontinued', price: 0.99, cost: 0.5, launch: null, family: true, unit: false },
    ]);
    expect(await count(`SELECT count(*)::int AS n FROM data_audit WHERE entity = 'product' AND action = 'import' AND row_title IN ('Sal', 'Aceite <b>virgen</b>', 'Vinagre; de Jerez')`)).toBe(3);
  });

  it('importing again upserts on the key: changed rows updated, unchanged rows left alone', async () => {
    const file = ['sku,price', 'IMP-1,12.5', 'IMP-2,4', 'IMP-4,1'].join('\n');
    const dry = await importFile(server, admin, 'product', file);
    // IMP-4 is new and has no name: a required field of a new row.
    expect(dry.body.data.problems).toEqual([{ line: 4, field: 'name', code: 'required' }]);
    const fixed = ['sku,price,name', 'IMP-1,12.5,Aceite <b>virgen</b>', 'IMP-2,4,Vinagre; de Jerez', 'IMP-4,1,Pimienta'].join('\n');
    const versions = async () => server.db.query<{ sku: string; version: number }>(`SELECT sku, version FROM data_products WHERE sku IN ('IMP-1', 'IMP-2') ORDER BY sku`);
    const before = await versions();
    const response = await importFile(server, admin, 'product', fixed, { dryRun: false });
    expect(response.body.data).toMatchObject({ imported: true, rows: 3, created: 1, updated: 1 });
    const after = await versions();
    expect(after[0].version).toBe(before[0].version);
    expect(after[1].version).toBe(before[1].version + 1);
  });

  it('every bad row is reported with its line, its column as written and a code; nothing is imported', async () => {
    const file = [
      'SKU,Nombre,Precio,Fecha de lanzamiento,Estado,Familia,Colour',
      'IMP-10,Good,1,2025-01-01,active,IMP-FAM,red',
      'IMP-11,Bad price,abc,2025-01-01,active,,',
      '',
      'IMP-12,Bad date,1,31/02/2025,active,,',
      'IMP-13,Bad status,1,,sold,,',
      'IMP-14,Bad family,1,,active,NOPE,',
      'IMP-10,Twice,1,,active,,',
      `IMP-15,${'x'.repeat(121)},1,,active,,`,
    ].join('\n');
    const response = await importFile(server, admin, 'product', file, { dryRun: false });
    expect(response.body.data.imported).toBe(false);
    // An unknown column makes the whole file suspect: reported alone, rows not checked.
    expect(response.body.data.problems).toEqual([{ line: 1, column: 'Colour', code: 'unknownColumn' }]);
    const withoutColour = file.split('\n').map((line) => line.split(',').slice(0, 6).join(',')).join('\n');
    const checked = await importFile(server, admin, 'product', withoutColour, { dryRun: false });
    expect(checked.body.data).toMatchObject({ imported: false, rows: 7, problemCount: 6 });
    expect(checked.body.data.problems).toEqual([
      { line: 3, column: 'Precio', field: 'price', code: 'notANumber' },
      { line: 5, column: 'Fecha de lanzamiento', field: 'launchDate', code: 'notADate' },
      { line: 6, column: 'Estado', field: 'status', code: 'notAllowed', params: { values: 'active, phase-out, discontinued' } },
      { line: 7, column: 'Familia', field: 'family', code: 'refNotFound', params: { key: 'NOPE' } },
      { line: 8, column: 'SKU', field: 'sku', code: 'duplicateInFile', params: { line: 2 } },
      { line: 9, column: 'Nombre', field: 'name', code: 'tooLong', params: { max: 120 } },
    ]);
    expect(await count(`SELECT count(*)::int AS n FROM data_products WHERE sku LIKE 'IMP-1_'`)).toBe(0);
  });

  it('a missing key column, a repeated column and an empty file are refused', async () => {
    expect((await importFile(server, admin, 'product', 'name,price\nA,1')).body.data.problems).toEqual([{ line: 1, field: 'sku', code: 'missingColumn', params: { field: 'sku' } }]);
    expect((await importFile(server, admin, 'product', 'sku,SKU\nA,B')).body.data.problems[0]).toMatchObject({ line: 1, column: 'SKU', code: 'duplicateColumn' });
    expect((await importFile(server, admin, 'product', '')).body.data.problems).toEqual([{ line: 1, code: 'emptyFile' }]);
    expect((await importFile(server, admin, 'product', 'sku,name\n')).body.data.problems).toEqual([{ line: 1, code: 'emptyFile' }]);
  });

  it('NUL bytes are a problem of their row, not a server error', async () => {
    const response = await importFile(server, admin, 'product', Buffer.from('sku,name\nIMP-20,Bad\u0000name\n'), { dryRun: false });
    expect(response.status).toBe(200);
    expect(response.body.data.problems).toEqual([{ line: 2, column: 'name', field: 'name', code: 'controlCharacter' }]);
    expect(await count(`SELECT count(*)::int AS n FROM data_products WHERE sku = 'IMP-20'`)).toBe(0);
  });

  it('references to rows of the same file work in any order (a hierarchy imported at once)', async () => {
    const file = ['code,name,level,parent', 'IMP-SUB,Sub,subfamily,IMP-F', 'IMP-F,Family,family,IMP-CAT', 'IMP-CAT,Category,category,', 'IMP-BAD,Orphan,family,IMP-NONE'].join('\n');
    const refused = await importFile(server, admin, 'product-family', file, { dryRun: false });
    expect(refused.body.data.problems).toEqual([{ line: 5, column: 'parent', field: 'parent', code: 'refNotFound', params: { key: 'IMP-NONE' } }]);
    const response = await importFile(server, admin, 'product-family', file.split('\n').slice(0, 4).join('\n'), { dryRun: false });
    expect(response.body.data).toMatchObject({ imported: true, created: 3 });
    const tree = await server.db.query<{ code: string; parent: string | null }>(
      `SELECT f.code, p.code AS parent FROM data_product_families f LEFT JOIN data_product_families p ON p.id = f.parent_id WHERE f.code LIKE 'IMP-%' AND f.code <> 'IMP-FAM' ORDER BY f.code`,
    );
    expect(tree).toEqual([{ code: 'IMP-CAT', parent: null }, { code: 'IMP-F', parent: 'IMP-CAT' }, { code: 'IMP-SUB', parent: 'IMP-F' }]);
    const [audit] = await server.db.query<{ after: Record<string, unknown> }>(`SELECT after FROM data_audit WHERE entity = 'product-family' AND row_title = 'Sub'`);
    expect(audit.after.parent).toEqual(expect.any(Number));
  });

  it('XLSX: typed numbers and dates import; a formula or merged cells refuse the file', async () => {
    const header = ['sku', 'name', 'price', 'launchDate', 'status'];
    const good = await xlsxFile([header, ['IMP-X1', 'Xlsx one', 2.75, new Date(Date.UTC(2025, 5, 30)), 'Active']]);
    const response = await importFile(server, admin, 'product', good, { dryRun: false, type: XLSX });
    expect(response.body.data).toMatchObject({ imported: true, created: 1, problemCount: 0 });
    const [row] = await server.db.query<{ price: number; launch: string }>(`SELECT price::float8 AS price, to_char(launch_date, 'YYYY-MM-DD') AS launch FROM data_products WHERE sku = 'IMP-X1'`);
    expect(row).toEqual({ price: 2.75, launch: '2025-06-30' });

    const formula = await xlsxFile([header, ['IMP-X2', 'Formula', { formula: '1+1', result: 2 }, null, 'active']]);
    const refusedFormula = await importFile(server, admin, 'product', formula, { dryRun: false, type: 'application/octet-stream' });
    expect(refusedFormula.body.data.problems).toEqual([{ line: 2, column: 'price', code: 'formula' }]);
    const merged = await xlsxFile([header, ['IMP-X3', 'Merged', 1, null, 'active'], ['IMP-X4', null, 1, null, 'active']], (sheet) => sheet.mergeCells('B2:B3'));
    const refusedMerged = await importFile(server, admin, 'product', merged, { dryRun: false, type: XLSX });
    // The merged range reads as a blank name on line 3, reported too.
    expect(refusedMerged.body.data.problems).toEqual([
      { line: 2, column: 'name', code: 'mergedCells', params: { range: 'B2:B3' } },
      { line: 3, column: 'name', field: 'name', code: 'required' },
    ]);
    expect(await count(`SELECT count(*)::int AS n FROM data_products WHERE sku IN ('IMP-X2', 'IMP-X3', 'IMP-X4')`)).toBe(0);
  });

  it('a 50 MB file is refused with 413 and a clear message; a file that is not a spreadsheet is a 400 or a problem', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 'a');
    const response = await importFile(server, admin, 'product', big, { type: 'text/csv' });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ ErrorCode: 'PAYLOAD_TOO_LARGE' });
    expect(response.body.Message).toContain('25 MB');
    const notXlsx = await server.app.inject({ method: 'POST', url: '/api/data/product/import?format=xlsx', headers: { authorization: `Bearer ${admin}`, 'content-type': XLSX }, payload: 'sku\nA' });
    expect(notXlsx.statusCode).toBe(400);
  });

  it('a unique field given twice in the file, or already used by another row, is a problem of the row', async () => {
    await server.db.query(`INSERT INTO "data_${server.entity('product-attribute').table}" (company_id, code, name, type) VALUES ($1, 'IMP-A0', 'Imp brand', 'text')`, [server.companyId]);
    const file = ['code,name,type', 'IMP-A1,Imp colour,text', 'IMP-A2,Imp colour 2,text', 'IMP-A3,Imp colour,text', 'IMP-A4,Imp brand,text', 'IMP-A0,Imp brand,text'].join('\n');
    const response = await importFile(server, admin, 'product-attribute', file, { dryRun: false });
    expect(response.body.data.problems).toEqual([
      { line: 4, column: 'name', field: 'name', code: 'notUnique', params: { line: 2 } },
      { line: 5, column: 'name', field: 'name', code: 'notUnique', params: { value: 'Imp brand' } },
    ]);
    expect(response.body.data.imported).toBe(false);
  });

  it('permissions: reading is not enough to import; a field the caller may not see is an unknown column', async () => {
    expect((await importFile(server, server.tokens.viewer, 'product', good)).status).toBe(403);
    const demand = await server.roleToken([2]);
    const response = await importFile(server, demand, 'product', 'sku,name,unitCost\nIMP-30,X,1');
    expect(response.body.data.problems).toEqual([{ line: 1, column: 'unitCost', code: 'unknownColumn' }]);
  });
});
