// Copy and paste between the grid and a spreadsheet: text/plain as tab
// separated values, numbers written and read with the user's decimal
// separator (Excel in Spanish copies 1.234,5). Reading is strict: a text
// that is not a number in that convention is reported by line and column
// rather than guessed (1.5 with a decimal comma is not fifteen).
import type { GridEdit, RowFilter } from './grid-api';
import { isFrozen } from './grid-buckets';
import { roundTo, sameAtScale } from './grid-spread';

export interface TsvProblem {
  line: number;
  column: number;
  text: string;
}

export interface ParsedTsv {
  /** Rows of cells; an empty cell is null (left as it is). */
  cells: Array<Array<number | null>>;
  problems: TsvProblem[];
}

/** Splits TSV text into rows of raw cell texts: CRLF or LF, quoted cells ("a""b", tabs and newlines inside), one final newline ignored. */
export function splitTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const source = text.replace(/\r\n?/g, '\n');
  let atCellStart = true;
  while (i < source.length) {
    const c = source[i];
    if (atCellStart && c === '"') {
      // A quoted cell: up to the closing quote, "" is a quote.
      i++;
      while (i < source.length) {
        if (source[i] === '"' && source[i + 1] === '"') { cell += '"'; i += 2; }
        else if (source[i] === '"') { i++; break; }
        else cell += source[i++];
      }
      atCellStart = false;
      continue;
    }
    if (c === '\t') { row.push(cell); cell = ''; atCellStart = true; }
    else if (c === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; atCellStart = true; }
    else { cell += c; atCellStart = false; }
    i++;
  }
  if (cell !== '' || row.length > 0) { row.push(cell); rows.push(row); }
  return rows;
}

const SPACES = /[\s\u00a0\u202f]/g;

/** A number written with `decimal` as its separator ('.' or ','), groups of three optional; undefined when it is not one. */
export function parseLocalNumber(text: string, decimal: string): number | null | undefined {
  const trimmed = text.replace(SPACES, '');
  if (trimmed === '') return null;
  const group = decimal === ',' ? '.' : ',';
  const esc = (s: string) => s.replace(/[.]/g, '\\.');
  const pattern = new RegExp(`^[-+]?(\\d+|\\d{1,3}(${esc(group)}\\d{3})+)(${esc(decimal)}\\d+)?$`);
  const bare = new RegExp(`^[-+]?${esc(decimal)}\\d+$`);
  if (!pattern.test(trimmed) && !bare.test(trimmed)) return undefined;
  const n = Number(trimmed.split(group).join('').replace(decimal, '.'));
  return Number.isFinite(n) ? n : undefined;
}

export function parseTsv(text: string, decimal: string): ParsedTsv {
  const problems: TsvProblem[] = [];
  const cells = splitTsv(text).map((row, r) => row.map((raw, c) => {
    const n = parseLocalNumber(raw, decimal);
    if (n === undefined) {
      problems.push({ line: r + 1, column: c + 1, text: raw.length > 40 ? `${raw.slice(0, 40)}…` : raw });
      return null;
    }
    return n;
  }));
  return { cells, problems };
}

/** Cells as TSV a spreadsheet reads back: the user's decimal separator, no group separators, empty for null. */
export function toTsv(rows: ReadonlyArray<ReadonlyArray<number | string | null>>, decimal: string): string {
  const cell = (v: number | string | null) => {
    if (v === null) return '';
    if (typeof v === 'number') return String(roundTo(v, 6)).replace('.', decimal);
    // Quoted only when a tab, a newline or a leading quote would otherwise break the cell (as spreadsheets do).
    return /[\t\n]/.test(v) || v.startsWith('"') ? `"${v.replace(/"/g, '""')}"` : v;
  };
  return rows.map((r) => r.map(cell).join('\t')).join('\n');
}

export interface PasteRow {
  row: RowFilter;
  /** The cell's current value per month of `months`. */
  values: ReadonlyArray<number | null>;
}

export interface PastePlan {
  edits: GridEdit[];
  /** Pasted cells that fell outside the grid (more rows or months than it has from the anchor). */
  outside: number;
  /** Cells of frozen months, not pasted. */
  frozen: number;
  /** Cells with the value they already had. */
  unchanged: number;
}

/**
 * The edits a pasted block makes: its lines go to `rows` in order (the
 * editable rows from the anchor down), its columns to `months` (from the
 * anchor's month on). Empty cells leave the value as it is.
 */
export function pasteEdits(cells: ParsedTsv['cells'], rows: readonly PasteRow[], months: readonly string[], frozenBefore: string | null, scale: number, min?: number): PastePlan {
  const plan: PastePlan = { edits: [], outside: 0, frozen: 0, unchanged: 0 };
  cells.forEach((line, r) => line.forEach((value, c) => {
    if (value === null) return;
    const target = rows[r];
    const month = months[c];
    if (!target || month === undefined) return void plan.outside++;
    if (isFrozen(month, frozenBefore)) return void plan.frozen++;
    const to = roundTo(min !== undefined ? Math.max(min, value) : value, scale);
    const from = target.values[c] ?? null;
    if (sameAtScale(from, to, scale)) return void plan.unchanged++;
    plan.edits.push({ row: target.row, month, from, to });
  }));
  return plan;
}
