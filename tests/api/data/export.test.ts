// Export of every permitted row as CSV (UTF-8 with BOM) or XLSX, headers in
// the caller's language, the list's filters applied, restricted fields left
// out, and a file that imports back unchanged.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/server';
import { startDataServer, type DataTestServer } from './helpers';
import { exportFile, importFile, readXlsxFile } from './files';

describe.each(databaseKinds())('data export on %s', (kind) => {
  let server: DataTestServer;
  const ours = encodeURIComponent(JSON.stringify([{ field: 'sku', op: 'contains', value: 'EXP-' }]));

  beforeAll(async () => {
    server = await startDataServer(kind);
    const [{ id: unit }] = await server.db.query<{ id: number }>(`INSERT INTO data_units (company_id, code, name, kind) VALUES ($1, 'EXP-U', 'Unidad', 'count') RETURNING id`, [server.companyId]);
    for (let i = 1; i <= 30; i++) {
      await server.db.query(
        `INSERT INTO data_products (company_id, sku, name, status, source, price, unit_cost, unit_id, launch_date) VALUES ($1, $2, $3, $4, 'made', $5, $6, $7, $8)`,
        [server.companyId, `EXP-${String(i).padStart(2, '0')}`, i === 1 ? '=HYPERLINK("http://x")' : `Producto ñ ${i}`, i % 2 ? 'active' : 'phase-out', i + 0.5, i / 4, unit, i === 2 ? '2025-02-03' : null],
      );
    }
    // Another company's row with a similar key never shows.
    await server.db.query(`INSERT INTO data_products (company_id, sku, name, status, source) VALUES ($1, 'EXP-99', 'Foreign', 'active', 'made')`, [server.newcomerCompanyId]);
  });
  afterAll(() => server?.close());

  it('CSV: a BOM, headers in the caller\'s language, labels for enums, keys for references, every matching row', async () => {
    // The admin's language is Spanish.
    const response = await exportFile(server, server.tokens.admin, 'product', `format=csv&sort=sku&filter=${ours}&fields=sku,name,status,price,unitCost,unit,launchDate`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="product-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = response.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('SKU,Nombre,Estado,Precio,Coste unitario,Unidad,Fecha de lanzamiento');
    expect(lines).toHaveLength(31);
    // A text that a spreadsheet would run as a formula is quoted off.
    expect(lines[1]).toBe(`EXP-01,"'=HYPERLINK(""http://x"")",Activo,1.5,0.25,EXP-U,`);
    expect(lines[2]).toBe('EXP-02,Producto ñ 2,En retirada,2.5,0.5,EXP-U,2025-02-03');
    expect(text).not.toContain('EXP-99');
  });

  it('the list\'s filters and sort apply; a restricted field is neither exported nor usable', async () => {
    const demand = await server.roleToken([2]);
    const filter = encodeURIComponent(JSON.stringify([{ field: 'sku', op: 'contains', value: 'EXP-' }, { field: 'status', op: 'eq', value: 'phase-out' }]));
    const response = await exportFile(server, demand, 'product', `format=csv&sort=-sku&filter=${filter}`);
    const lines = response.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(16);
    expect(lines[1].startsWith('EXP-30,')).toBe(true);
    // English for this user; no unit cost column.
    expect(lines[0]).toContain('Name');
    expect(lines[0]).not.toMatch(/cost/i);
    const refused = await exportFile(server, demand, 'product', `fields=sku,unitCost`);
    expect(refused.statusCode).toBe(400);
    expect((await exportFile(server, demand, 'product', `sort=unitCost`)).statusCode).toBe(400);
  });

  it('XLSX: typed numbers and dates, the same rows', async () => {
    const response = await exportFile(server, server.tokens.admin, 'product', `format=xlsx&sort=sku&filter=${ours}&fields=sku,price,launchDate,status`);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsxFile(response.rawPayload);
    expect(rows[0]).toEqual(['SKU', 'Precio', 'Fecha de lanzamiento', 'Estado']);
    expect(rows).toHaveLength(31);
    expect(rows[2]).toEqual(['EXP-02', 2.5, new Date('2025-02-03T00:00:00Z'), 'En retirada']);
    // Dates show as dates (their column's format), the other cells keep the general format.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0].getRow(3);
    expect(row.getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect([row.getCell(1).numFmt, row.getCell(2).numFmt, row.getCell(4).numFmt].filter((f) => f && f !== 'General')).toEqual([]);
  });

  it('an exported file imports back with nothing to change', async () => {
    const exported = await exportFile(server, server.tokens.admin, 'product', `format=csv&filter=${ours}`);
    const back = await importFile(server, server.tokens.admin, 'product', exported.rawPayload);
    expect(back.body.data).toMatchObject({ problemCount: 0, rows: 30, created: 0, updated: 0 });
    const xlsx = await exportFile(server, server.tokens.admin, 'product', `format=xlsx&filter=${ours}`);
    const backXlsx = await importFile(server, server.tokens.admin, 'product', xlsx.rawPayload, { type: 'application/octet-stream' });
    expect(backXlsx.body.data).toMatchObject({ problemCount: 0, rows: 30, created: 0, updated: 0 });
  });
});
