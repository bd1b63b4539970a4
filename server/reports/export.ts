// A report as a CSV or XLSX file holding exactly what the view shows: the
// same columns and titles, the rows in display order with subtotals after
// their group and the grand total last, texts in the caller's language
// (engine/data/report-table.ts, the table's own helpers). Numbers stay
// numbers, rounded as shown; in XLSX they carry the view's format.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ReportFormat } from '../../engine/config/compiled';
import type { ReportColumn, ReportResult } from '../../engine/data/report-api';
import { guardCell } from '../data-engine/export/formula-guard';
import { columnTitle, dimensionText, displayRows, FORMAT_DECIMALS, type CellContext } from '../../engine/data/report-table';

export type ExportFormat = 'csv' | 'xlsx';
type Cell = string | number | null;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The table as a header row and data rows of cells. */
export function reportMatrix(result: ReportResult, route: string, ctx: CellContext): { header: string[]; rows: Cell[][]; columns: ReportColumn[] } {
  const pivotColumn = result.pivot ? { id: result.pivot.id, kind: result.pivot.dimension, field: result.pivot.field, labelKind: result.pivot.labelKind } : null;
  const header = result.columns.map((c) => columnTitle(c, route, pivotColumn, ctx));
  const total = ctx.t('reports.ui.total') ?? 'Total';
  const rows = displayRows(result).map(({ row, kind }) => result.columns.map((c, i): Cell => {
    if (c.kind === 'measure') {
      const value = row.values[c.key];
      return value === null || value === undefined ? null : round(value, FORMAT_DECIMALS[c.format ?? 'number']);
    }
    if (kind === 'row' || i < row.level) return dimensionText(c.dimension, row.keys[c.id] ?? null, row.labels[c.id], c.field, ctx, c.labelKind);
    return i === row.level ? total : '';
  }));
  // Labels and titles are text a spreadsheet could run (a dimension value named "@SUM(1+1)"): guarded, numbers left alone.
  return { header: header.map(guardCell), rows: rows.map((cells) => cells.map(guardCell)), columns: result.columns };
}

export function reportCsv(matrix: ReturnType<typeof reportMatrix>): Buffer {
  // The BOM makes Excel read UTF-8 (accents) instead of the system code page.
  return Buffer.from(`\uFEFF${Papa.unparse({ fields: matrix.header, data: matrix.rows }, { newline: '\r\n' })}`, 'utf8');
}

const NUM_FMT: Record<ReportFormat, string> = { integer: '#,##0', number: '#,##0.##', money: '#,##0.00', percent: '0.0%' };

export async function reportXlsx(matrix: ReturnType<typeof reportMatrix>, sheetName: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Report');
  const header = sheet.addRow(matrix.header);
  header.font = { bold: true };
  matrix.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.min(40, Math.max(12, matrix.header[i].length + 2));
    if (c.kind === 'measure') column.numFmt = NUM_FMT[c.format ?? 'number'];
  });
  for (const cells of matrix.rows) {
    // Percent values are points (12.5 means 12.5 %); a spreadsheet's percent format wants the fraction.
    sheet.addRow(cells.map((cell, i) => (typeof cell === 'number' && matrix.columns[i].format === 'percent' ? cell / 100 : cell)));
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
