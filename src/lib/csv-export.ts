// CSV export of a table (custom reports). RFC 4180: fields separated by
// commas, records by CRLF; a field holding a comma, a double quote, CR or LF
// is quoted and its quotes doubled. A UTF-8 byte order mark first, so Excel
// opens 'Previsión' as written instead of guessing a legacy code page.
// Text starting with = + - @ (or a tab/CR) would run as a formula in a
// spreadsheet (CSV injection): it gets a leading apostrophe, as OWASP advises.

export type CsvCell = string | number | boolean | null | undefined;

export const UTF8_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>, options: { bom?: boolean } = {}): string {
  const lines = [columns, ...rows].map((row) => row.map(csvField).join(','));
  return (options.bom === false ? '' : UTF8_BOM) + lines.join('\r\n') + '\r\n';
}

/** A file name from a report name: letters (any script), digits, '-' and '_' kept, the rest collapsed to '-'. */
export function csvFileName(name: string, fallback = 'report'): string {
  const base = name.normalize('NFC').trim().replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `${base || fallback}.csv`;
}
