// XLSX files through exceljs's streaming reader: only the first worksheet,
// rows read one at a time. A cell holding a formula is refused (its value is
// whatever the spreadsheet computed last, which may not be what the user
// sees), and so is a merged range (the reader would see blanks in it).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ImportProblem } from '../../../engine/data/api';
import { unguardText } from '../export/formula-guard';
import { isBlank, type Cell, type ImportSource, type SourceRow } from './source';
import { notASpreadsheet } from './file-guard';
import { mergedRanges } from './zip-entry';

type RawValue = ExcelJS.CellValue;

/** A cell's value as the import reads it; undefined marks a formula. */
function cellValue(value: RawValue): Cell | undefined {
  if (value === null || value === undefined) return null;
  // Text the export guarded against formulas (export/formula-guard.ts) gets its apostrophe back off.
  if (typeof value === 'string') return unguardText(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const object = value as unknown as Record<string, unknown>;
  if ('formula' in object || 'sharedFormula' in object) return undefined;
  if (Array.isArray(object.richText)) return unguardText((object.richText as Array<{ text: string }>).map((r) => r.text).join(''));
  if (typeof object.text === 'string') return unguardText(object.text);
  if ('error' in object) return undefined;
  return String(value);
}

const columnIndex = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

export async function readXlsx(bytes: Buffer): Promise<ImportSource> {
  const problems: ImportProblem[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'emit',
  });
  const sheets = reader[Symbol.asyncIterator]();
  const first = await sheets.next();
  // A ZIP without a worksheet is some other archive (a workbook has at least one sheet, even an empty one).
  if (first.done) throw notASpreadsheet();
  const sheet = first.value as unknown as AsyncIterable<ExcelJS.Row> & { id: number };
  const rowsOf = sheet[Symbol.asyncIterator]();
  let headers: string[] = [];
  let headerLine = 1;
  const pending: SourceRow[] = [];
  const toCells = (row: ExcelJS.Row): Cell[] => {
    const values = (row.values as RawValue[]).slice(1);
    return values.map((value, i) => {
      const cell = cellValue(value);
      if (cell !== undefined) return cell;
      problems.push({ line: row.number, column: headers[i] ?? columnLetters(i + 1), code: 'formula' });
      return null;
    });
  };
  // The header is the first row with any text.
  for (let next = await rowsOf.next(); !next.done; next = await rowsOf.next()) {
    const cells = toCells(next.value);
    if (isBlank(cells)) continue;
    headers = cells.map((c) => (c === null ? '' : String(c).trim()));
    headerLine = next.value.number;
    break;
  }
  for (const range of await mergedRanges(bytes, `xl/worksheets/sheet${sheet.id}.xml`)) {
    const [, letters, row] = /^([A-Z]+)(\d+)/.exec(range)!;
    problems.push({ line: Number(row), column: headers[columnIndex(letters) - 1] ?? letters, code: 'mergedCells', params: { range } });
  }
  async function* rows(): AsyncIterable<SourceRow> {
    yield* pending;
    for (let next = await rowsOf.next(); !next.done; next = await rowsOf.next()) {
      const cells = toCells(next.value);
      if (!isBlank(cells)) yield { line: next.value.number, cells };
    }
    // Finish the workbook's stream so its temporary files and handles are released.
    for (let more = await sheets.next(); !more.done; more = await sheets.next()) {
      for await (const _ of more.value as unknown as AsyncIterable<unknown>) void _;
    }
  }
  return { headers, headerLine, rows: rows(), problems };
}

function columnLetters(n: number): string {
  let out = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) out = String.fromCharCode(65 + ((i - 1) % 26)) + out;
  return out;
}
