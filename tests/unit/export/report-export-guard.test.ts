// A report's file guards its labels and titles against formula injection
// (a family named "@SUM(1+1)", a dimension value "=1+2") in CSV and XLSX,
// and leaves its numbers, negative ones included, as numbers.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ReportResult } from '../../../engine/data/report-api';
import { reportCsv, reportMatrix, reportXlsx } from '../../../server/reports/export';

const result = {
  query: { group: ['family'], filters: [], sort: [], measures: ['margin'], pivot: null, limit: null },
  columns: [
    { key: 'd:family', kind: 'dimension', id: 'family', dimension: 'ref' },
    { key: 'd:code', kind: 'dimension', id: 'code', dimension: 'string' },
    { key: 'margin', kind: 'measure', id: 'margin', format: 'number' },
  ],
  pivot: null,
  rows: [
    { keys: { family: 1, code: '=1+2' }, labels: { family: '@SUM(1+1)' }, values: { margin: -12.5 }, level: 2 },
    { keys: { family: 2, code: 'plain' }, labels: { family: 'Oils' }, values: { margin: 3 }, level: 2 },
  ],
  totals: [{ keys: {}, labels: {}, values: { margin: -9.5 }, level: 0 }],
  rowCount: 2, paging: null, chart: null, hidden: [], dimensions: ['family', 'code'],
} as unknown as ReportResult;

// Titles as a user could name them (a custom report's labels).
const titles: Record<string, string> = { 'reports.ui.total': 'Total', family: '+Family', code: 'Code', margin: '-Margin' };
const ctx = { locale: 'en', t: (key: string) => titles[key.split('.').at(-1)!] ?? titles[key] };

describe('report export: formula guard', () => {
  const matrix = reportMatrix(result, 'r', ctx);

  it('guards labels and titles that start like a formula, and no other cell', () => {
    expect(matrix.header).toEqual(["'+Family", 'Code', "'-Margin"]);
    expect(matrix.rows).toEqual([
      ["'@SUM(1+1)", "'=1+2", -12.5],
      ['Oils', 'plain', 3],
      ['Total', '', -9.5],
    ]);
  });

  it('the CSV holds the guarded texts and the numbers as numbers', () => {
    const rows = Papa.parse<string[]>(reportCsv(matrix).toString('utf8').slice(1)).data;
    expect(rows[1]).toEqual(["'@SUM(1+1)", "'=1+2", '-12.5']);
  });

  it('the XLSX holds text cells for labels and number cells for numbers, negative ones too', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await reportXlsx(matrix, 'r') as unknown as ArrayBuffer);
    const row = book.worksheets[0].getRow(2);
    expect([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value]).toEqual(["'@SUM(1+1)", "'=1+2", -12.5]);
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe("'+Family");
  });
});
