// Rows of a table as one parameter: a one-dimensional array of the table's
// row type in PostgreSQL's binary form (array_send of record_send), which
// `INSERT INTO t (...) SELECT ... FROM unnest($1::t[])` reads (record-
// insert.ts). The server decodes each field with its type's receive
// function and inserts: no unnest of one array per column, no slicing of
// each row's months out of a flat array nor NaN made NULL after it, a
// row's month arrays holding their NULL figures as they are. Values are
// stored as the text path stored them: rounded figures, -0 as 0.
import type { CachedColumn, Cell } from './replace-changed';

export const OID = { bool: 16, int4: 23, text: 25, float8: 701, int4Array: 1007, float8Array: 1022, date: 1082 } as const;

/** A column of the table, as the catalog gives it, in attribute order. */
export interface TableColumn { name: string; type: number }

/** How a table column's field is written: a value per row, a matrix column's row, or NULL. */
export type FieldSource = { value: (r: number) => Cell } | { column: Extract<CachedColumn, { matrix: ArrayLike<number> }> } | null;

const encoder = new TextEncoder();
const DAY_MS = 86_400_000;
const EPOCH_2000 = Date.UTC(2000, 0, 1);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A growable byte buffer written big-endian. */
class Bytes {
  buffer: Uint8Array;
  view: DataView;
  at = 0;

  constructor(size: number) {
    this.buffer = new Uint8Array(size);
    this.view = new DataView(this.buffer.buffer);
  }

  room(n: number): void {
    if (this.at + n <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.at + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buffer.subarray(0, this.at));
    this.buffer = next;
    this.view = new DataView(next.buffer);
  }

  int32(v: number): void {
    this.room(4);
    this.view.setInt32(this.at, v);
    this.at += 4;
  }
}

const dates = new Map<string, number>();

/** dateDays, memoised: a write holds few distinct dates (the horizon's months, a few hundred days). */
function dateOf(text: string): number {
  let days = dates.get(text);
  if (days === undefined) {
    days = dateDays(text);
    if (dates.size > 100_000) dates.clear();
    dates.set(text, days);
  }
  return days;
}

/** Days from 2000-01-01 (date_send's form) of a 'YYYY-MM-DD' text. */
export function dateDays(text: string): number {
  const m = DATE.exec(text);
  const days = m ? (Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - EPOCH_2000) / DAY_MS : NaN;
  // Date.UTC rolls 2026-02-30 over to March: such a text is refused, as the server refuses it.
  if (!m || new Date(days * DAY_MS + EPOCH_2000).toISOString().slice(0, 10) !== text) throw new RangeError(`not a date: ${text}`);
  return days;
}

const asNumber = (v: Cell, column: string): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  if (typeof v !== 'number' && Number.isNaN(n)) throw new RangeError(`${column}: not a number: ${v}`);
  return n;
};

function int4(n: number, column: string): number {
  if (!Number.isInteger(n) || n > 2_147_483_647 || n < -2_147_483_648) throw new RangeError(`${column}: not an int4: ${n}`);
  return n;
}

/** One scalar field: its length word and its bytes. */
function scalar(out: Bytes, type: number, v: Cell, column: string): void {
  if (v === null) return out.int32(-1);
  out.room(8 + (typeof v === 'string' ? 3 * v.length : 0));
  const view = out.view;
  const at = out.at;
  switch (type) {
    case OID.int4:
      view.setInt32(at, 4);
      view.setInt32(at + 4, int4(asNumber(v, column), column));
      out.at += 8;
      return;
    case OID.float8: {
      const n = asNumber(v, column);
      view.setInt32(at, 8);
      view.setFloat64(at + 4, n === 0 ? 0 : n);
      out.at += 12;
      return;
    }
    case OID.bool:
      view.setInt32(at, 1);
      out.buffer[at + 4] = v ? 1 : 0;
      out.at += 5;
      return;
    case OID.date:
      view.setInt32(at, 4);
      view.setInt32(at + 4, dateOf(String(v)));
      out.at += 8;
      return;
    case OID.text: {
      const text = String(v);
      const bytes = out.buffer;
      // ASCII byte by byte (codes, references, fingerprints); encodeInto's call costs more than a short text's copy.
      let n = 0;
      while (n < text.length) {
        const code = text.charCodeAt(n);
        if (code >= 0x80) break;
        bytes[at + 4 + n++] = code;
      }
      if (n < text.length) n = encoder.encodeInto(text, bytes.subarray(at + 4)).written;
      view.setInt32(at, n);
      out.at += 4 + n;
      return;
    }
    default:
      throw new Error(`${column}: no binary form for type ${type}`);
  }
}

/** A row's figures [from, to) rounded to `decimals` as a binary one-dimensional array field; non-finite figures as NULL elements. */
function figures(out: Bytes, int: boolean, matrix: ArrayLike<number>, from: number, to: number, decimals: number, column: string): void {
  out.room(24 + (to - from) * 12);
  const view = out.view;
  const start = out.at;
  view.setInt32(start + 4, 1);
  view.setInt32(start + 12, int ? OID.int4 : OID.float8);
  view.setInt32(start + 16, to - from);
  view.setInt32(start + 20, 1);
  let at = start + 24;
  let nulls = 0;
  const f = 10 ** decimals;
  for (let i = from; i < to; i++) {
    const v = matrix[i];
    if (!Number.isFinite(v)) {
      view.setInt32(at, -1);
      at += 4;
      nulls++;
      continue;
    }
    // rounded() inlined (its value exactly): 5.8 million figures in a full rewrite.
    const x = Math.round(v * f) / f;
    if (int) {
      view.setInt32(at, 4);
      view.setInt32(at + 4, int4(x, column));
      at += 8;
    } else {
      view.setInt32(at, 8);
      view.setFloat64(at + 4, x === 0 ? 0 : x);
      at += 12;
    }
  }
  view.setInt32(start, at - start - 4);
  view.setInt32(start + 8, nulls > 0 ? 1 : 0);
  out.at = at;
}

/** Rows `rows` as a binary array of the row type `rowType`, one field per column of `table` from `fields` (same order). */
export function recordArray(rowType: number, table: readonly TableColumn[], fields: readonly FieldSource[], rows: readonly number[]): Uint8Array {
  // Sized for the usual row (scalars of 8 bytes, full month arrays): texts and more grow it.
  const rowSize = fields.reduce((n, f) => n + 8 + (f && 'column' in f ? 24 + 12 * f.column.width : 8), 8);
  const out = new Bytes(20 + rows.length * rowSize);
  for (const v of [1, 0, rowType, rows.length, 1]) out.int32(v);
  for (const r of rows) {
    const record = out.at;
    out.int32(0);
    out.int32(table.length);
    for (let k = 0; k < table.length; k++) {
      const { name, type } = table[k];
      const field = fields[k];
      out.int32(type);
      if (field === null) out.int32(-1);
      else if ('value' in field) scalar(out, type, field.value(r), name);
      else if (field.column.omit?.(r)) out.int32(-1);
      else figures(out, type === OID.int4Array, field.column.matrix, r * field.column.width, (r + 1) * field.column.width, field.column.decimals, name);
    }
    out.view.setInt32(record, out.at - record - 4);
  }
  return out.buffer.subarray(0, out.at);
}
