// The data export guards every text cell a spreadsheet would run (a name
// starting with @, a reference's key starting with =), in CSV and XLSX,
// leaves numbers typed, and the file imports back with nothing to change.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/server';
import { startDataServer, type DataTestServer } from './helpers';
import { exportFile, importFile, readXlsxFile, XLSX } from './files';

describe.each(databaseKinds())('export formula guard on %s', (kind) => {
  let server: DataTestServer;
  const ours = encodeURIComponent(JSON.stringify([{ field: 'sku', op: 'contains', value: 'FXG-' }]));
  const query = (format: string) => `format=${format}&sort=sku&filter=${ours}&fields=sku,name,family,price,description`;

  beforeAll(async () => {
    server = await startDataServer(kind);
    const [family] = await server.db.query<{ id: number }>(
      `INSERT INTO data_product_families (company_id, code, name, level) VALUES ($1, '=1+2', 'Injected family', 'family') RETURNING id`, [server.companyId]);
    for (const [sku, name, description] of [['FXG-1', '@SUM(1+1)', '-2+3'], ['FXG-2', 'Plain', '+34 600 000 000']]) {
      await server.db.query(
        `INSERT INTO data_products (company_id, sku, name, family_id, price, description, status, source) VALUES ($1, $2, $3, $4, 12.5, $5, 'active', 'made')`,
        [server.companyId, sku, name, family.id, description]);
    }
  });
  afterAll(() => server?.close());

  it('CSV: names, descriptions and reference keys that start like a formula get an apostrophe; numbers do not', async () => {
    const response = await exportFile(server, server.tokens.admin, 'product', query('csv'));
    expect(response.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true }).data;
    expect(rows.slice(1)).toEqual([
      ['FXG-1', "'@SUM(1+1)", "'=1+2", '12.5', "'-2+3"],
      ['FXG-2', 'Plain', "'=1+2", '12.5', "'+34 600 000 000"],
    ]);
  });

  it('XLSX: the same texts guarded, the price a number cell', async () => {
    const response = await exportFile(server, server.tokens.admin, 'product', query('xlsx'));
    const rows = await readXlsxFile(response.rawPayload);
    expect(rows.slice(1)).toEqual([
      ['FXG-1', "'@SUM(1+1)", "'=1+2", 12.5, "'-2+3"],
      ['FXG-2', 'Plain', "'=1+2", 12.5, "'+34 600 000 000"],
    ]);
  });

  it('both files import back as they were: nothing to create or change', async () => {
    const csv = await exportFile(server, server.tokens.admin, 'product', query('csv'));
    const fromCsv = await importFile(server, server.tokens.admin, 'product', csv.rawPayload);
    expect(fromCsv.body.data).toMatchObject({ rows: 2, created: 0, updated: 0, problemCount: 0 });
    const xlsx = await exportFile(server, server.tokens.admin, 'product', query('xlsx'));
    const fromXlsx = await importFile(server, server.tokens.admin, 'product', xlsx.rawPayload, { type: XLSX });
    expect(fromXlsx.body.data).toMatchObject({ rows: 2, created: 0, updated: 0, problemCount: 0 });
  });
});
