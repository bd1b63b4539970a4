// Checking the rows of a CSV file against column specs: typed values, and
// every problem with the line where its record starts, so a user can fix the
// file. Pure, shared by the browser and the server (product/products-file.ts).
import { parseCsv, type Delimiter } from '../engine/data/csv';

export type ColumnType = 'text' | 'number' | 'integer' | 'boolean' | 'list';
export type CellValue = string | number | boolean | null;

export interface ColumnSpec {
  /** Key of the value in each validated row. */
  key: string;
  /** Header expected in the file (matched ignoring case and surrounding spaces). */
  header: string;
  type: ColumnType;
  /** The header must be present. */
  requiredColumn?: boolean;
  /** Every row needs a value. */
  required?: boolean;
  maxLength?: number;
  /** 'list' columns: the accepted values (matched ignoring case; the declared spelling is kept). */
  allowed?: readonly string[];
  /** No two rows may share a value (compared ignoring case). */
  unique?: boolean;
  min?: number;
}

export type ProblemCode =
  | 'emptyFile'
  | 'unterminatedQuote'
  | 'missingColumn'
  | 'unknownColumn'
  | 'duplicateColumn'
  | 'fieldCount'
  | 'required'
  | 'tooLong'
  | 'notNumber'
  | 'notInteger'
  | 'tooSmall'
  | 'notBoolean'
  | 'notAllowed'
  | 'duplicate'
  | 'controlCharacter'
  | 'tooManyRows';

export interface RowProblem {
  /** 1-based line of the file (1 = the header). */
  line: number;
  /** Header of the offending column, when the problem is about one cell or column. */
  column?: string;
  code: ProblemCode;
  /** The offending value, cut to 60 characters. */
  value?: string;
  /** Details for the message: expected field count, max length, allowed values, first line of a duplicate... */
  params?: Record<string, string | number>;
}

export interface ValidatedRow {
  line: number;
  values: Record<string, CellValue>;
}

export interface TableResult {
  rows: ValidatedRow[];
  problems: RowProblem[];
  /** Every problem found, even when `problems` was cut at maxProblems. */
  problemCount: number;
  delimiter: Delimiter;
}

export interface TableOptions {
  maxRows?: number;
  maxProblems?: number;
}

const TRUE = new Set(['true', '1', 'yes', 'y', 'sí', 'si', 'sì', 'oui', 'vero', 'verdadero', 'cert', 'x']);
const FALSE = new Set(['false', '0', 'no', 'n', 'non', 'falso', 'fals']);

/** 'yes', 'sí', 'oui', '1'... -> true; 'no', 'non', '0'... -> false; anything else -> null. */
export function parseBoolean(raw: string): boolean | null {
  const value = raw.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return null;
}

/** '12', '-3.5', '3,5' (decimal comma) -> number; thousands separators and anything else -> null. */
export function parseNumber(raw: string): number | null {
  const value = raw.trim();
  if (!/^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(value)) return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const clip = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function validateTable(text: string, columns: readonly ColumnSpec[], options: TableOptions = {}): TableResult {
  const maxRows = options.maxRows ?? 5000;
  const maxProblems = options.maxProblems ?? 200;
  const problems: RowProblem[] = [];
  let problemCount = 0;
  const report = (problem: RowProblem) => {
    problemCount++;
    if (problems.length < maxProblems) problems.push(problem);
  };

  const parsed = parseCsv(text);
  const done = (rows: ValidatedRow[]): TableResult => ({ rows: problemCount > 0 ? [] : rows, problems, problemCount, delimiter: parsed.delimiter });
  if (parsed.unterminatedQuoteLine !== null) {
    report({ line: parsed.unterminatedQuoteLine, code: 'unterminatedQuote' });
    return done([]);
  }
  const [headerRecord, ...records] = parsed.records;
  if (!headerRecord) {
    report({ line: 1, code: 'emptyFile' });
    return done([]);
  }

  // Header: which column is where; unknown, repeated and missing columns.
  const byHeader = new Map(columns.map((c) => [c.header.trim().toLowerCase(), c]));
  const positions: Array<ColumnSpec | null> = [];
  const seen = new Set<string>();
  headerRecord.fields.forEach((raw) => {
    const name = raw.trim();
    const spec = byHeader.get(name.toLowerCase());
    if (!spec) {
      if (name !== '') report({ line: headerRecord.line, column: name, code: 'unknownColumn', value: clip(name), params: { expected: columns.map((c) => c.header).join(', ') } });
      positions.push(null);
    } else if (seen.has(spec.key)) {
      report({ line: headerRecord.line, column: spec.header, code: 'duplicateColumn', value: clip(name) });
      positions.push(null);
    } else {
      seen.add(spec.key);
      positions.push(spec);
    }
  });
  for (const spec of columns) {
    if ((spec.requiredColumn || spec.required) && !seen.has(spec.key)) report({ line: headerRecord.line, column: spec.header, code: 'missingColumn' });
  }
  if (records.length === 0) {
    report({ line: headerRecord.line + 1, code: 'emptyFile' });
    return done([]);
  }
  if (records.length > maxRows) {
    report({ line: records[maxRows].line, code: 'tooManyRows', params: { max: maxRows } });
    return done([]);
  }

  const firstLine = new Map<string, Map<string, number>>();
  const rows: ValidatedRow[] = [];
  for (const record of records) {
    if (record.fields.length !== headerRecord.fields.length) {
      report({ line: record.line, code: 'fieldCount', params: { expected: headerRecord.fields.length, found: record.fields.length } });
      continue;
    }
    const values: Record<string, CellValue> = {};
    for (const spec of columns) values[spec.key] = null;
    record.fields.forEach((raw, index) => {
      const spec = positions[index];
      if (!spec) return;
      const value = raw.trim();
      const at = { line: record.line, column: spec.header };
      if (value === '') {
        if (spec.required) report({ ...at, code: 'required' });
        return;
      }
      if (CONTROL.test(value)) {
        report({ ...at, code: 'controlCharacter', value: clip(value.replace(CONTROL, '?')) });
        return;
      }
      switch (spec.type) {
        case 'text':
          if (spec.maxLength !== undefined && value.length > spec.maxLength) report({ ...at, code: 'tooLong', value: clip(value), params: { max: spec.maxLength } });
          else values[spec.key] = value;
          break;
        case 'number':
        case 'integer': {
          const n = parseNumber(value);
          if (n === null) report({ ...at, code: 'notNumber', value: clip(value) });
          else if (spec.type === 'integer' && !Number.isInteger(n)) report({ ...at, code: 'notInteger', value: clip(value) });
          else if (spec.min !== undefined && n < spec.min) report({ ...at, code: 'tooSmall', value: clip(value), params: { min: spec.min } });
          else values[spec.key] = n;
          break;
        }
        case 'boolean': {
          const b = parseBoolean(value);
          if (b === null) report({ ...at, code: 'notBoolean', value: clip(value) });
          else values[spec.key] = b;
          break;
        }
        case 'list': {
          const match = (spec.allowed ?? []).find((option) => option.toLowerCase() === value.toLowerCase());
          if (match === undefined) report({ ...at, code: 'notAllowed', value: clip(value), params: { allowed: (spec.allowed ?? []).join(', ') } });
          else values[spec.key] = match;
          break;
        }
      }
      if (spec.unique && values[spec.key] !== null) {
        const key = String(values[spec.key]).toLowerCase();
        const lines = firstLine.get(spec.key) ?? new Map<string, number>();
        firstLine.set(spec.key, lines);
        const first = lines.get(key);
        if (first !== undefined) report({ ...at, code: 'duplicate', value: clip(value), params: { firstLine: first } });
        else lines.set(key, record.line);
      }
    });
    rows.push({ line: record.line, values });
  }
  return done(rows);
}

