// Files for the import and export tests: CSV text and XLSX workbooks built
// with exceljs, including the ones an import must refuse (formulas, merged
// cells).
import ExcelJS from 'exceljs';
import { call } from '../helpers/server';
import type { DataTestServer } from './helpers';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function xlsxFile(rows: unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function readXlsxFile(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** POSTs a file to an entity's import. */
export function importFile(server: DataTestServer, token: string, entity: string, body: string | Buffer, options: { dryRun?: boolean; type?: string } = {}) {
  const dryRun = options.dryRun ?? true;
  return server.app.inject({
    method: 'POST',
    url: `/api/data/${entity}/import?dryRun=${dryRun}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': options.type ?? 'text/csv' },
    payload: body,
  }).then((r) => ({ status: r.statusCode, body: r.json() }));
}

export function exportFile(server: DataTestServer, token: string, entity: string, query = '') {
  return server.app.inject({ method: 'GET', url: `/api/data/${entity}/export?${query}`, headers: { authorization: `Bearer ${token}` } });
}

export { call };
