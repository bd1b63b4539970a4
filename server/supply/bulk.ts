// Writing thousands of computed rows in one statement: every column is sent
// as one array parameter and the rows are rebuilt with unnest. Numbers go in
// PostgreSQL's binary array form (binary-array.ts: no text for the server to
// parse, which was most of a full projection's write); per-row arrays given
// as texts (a series' months holding a NULL) travel as array literals cast
// back on the server. Numbers are rounded first: no float noise in what
// users read.
import type { Queryable, SqlParam } from '../db/adapter';
import { binaryArray } from './binary-array';

export type BulkType = 'int' | 'float8' | 'text' | 'date' | 'bool' | 'float8[]' | 'int[]';

export interface BulkColumn {
  name: string;
  type: BulkType;
  values: Array<string | number | boolean | null>;
  /**
   * An array column given instead as one array of all rows' elements,
   * `width` per row: `data(from, to)` is rows [from, to) as one array, its
   * binary form (binaryArray) or its literal. Sent as one float8[]/int[]
   * parameter and sliced per row on the server: one array for the server to
   * read instead of a text[] then one array per row. It must hold no NULL
   * (slicing an array with NULLs walks it from the start: quadratic): with
   * `nanIsNull` (float8[] only) its NaN figures are made NULL per row after
   * the slicing.
   */
  flat?: { width: number; data: (from: number, to: number) => string | Uint8Array; nanIsNull?: boolean; present?: readonly boolean[] };
}
// flat.present: the rows given an array (the others get NULL), when not all: data(from, to) then holds
// the present rows of [from, to) only, and each row's place among them travels as a hidden int[] column.

/** Each row's 1-based place among the present rows of [from, to), null where absent. */
function slotsOf(present: readonly boolean[], from: number, to: number): Array<number | null> {
  let at = 0;
  return present.slice(from, to).map((p) => (p ? ++at : null));
}

/** Rounded to `decimals`; non-finite numbers become null. */
export function rounded(value: number, decimals = 3): number | null {
  if (!Number.isFinite(value)) return null;
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return r === 0 ? 0 : r;
}

const POWERS = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000];
const ZEROS = ['', '0', '00', '000', '0000', '00000'];

/**
 * `value` rounded to `decimals` as text ('NULL' when not finite): the same
 * number String(rounded(value)) writes, built from integers. Formatting a
 * fraction is the slow part of writing a projection (6.5 million month
 * figures at full size: 950 ms with String, a fraction of it this way).
 */
export function decimalText(value: number, decimals = 3): string {
  const f = POWERS[decimals];
  const n = f === undefined ? NaN : Math.round(value * f);
  // Out of the integer range (or odd decimals): the general path.
  if (!(Math.abs(n) <= 2 ** 52)) {
    const v = rounded(value, decimals);
    return v === null ? 'NULL' : String(v);
  }
  if (n === 0) return '0';
  const a = n < 0 ? -n : n;
  const whole = Math.floor(a / f);
  let frac = a - whole * f;
  let text = n < 0 ? `-${whole}` : `${whole}`;
  if (frac === 0) return text;
  let digits = decimals;
  while (frac % 10 === 0) { frac /= 10; digits--; }
  const fracText = `${frac}`;
  text += `.${ZEROS[digits - fracText.length] ?? ''}${fracText}`;
  return text;
}

/** '{1.5,2,NULL}' of values[from..to). */
export function arrayLiteral(values: ArrayLike<number>, from: number, to: number, decimals = 3): string {
  let out = '{';
  for (let i = from; i < to; i++) {
    if (i > from) out += ',';
    out += decimalText(values[i], decimals);
  }
  return `${out}}`;
}

const PARAM: Record<BulkType, string> = { int: 'int[]', float8: 'float8[]', text: 'text[]', date: 'date[]', bool: 'bool[]', 'float8[]': 'text[]', 'int[]': 'text[]' };

/** A scalar int or float8 column's values in binary form, when they are all numbers or null (else its text array is sent). */
function binaryValues(type: BulkType, values: ReadonlyArray<string | number | boolean | null>): Uint8Array | null {
  if (type !== 'int' && type !== 'float8') return null;
  if (!values.every((v) => v === null || typeof v === 'number')) return null;
  // As the text path stores them: -0 as 0 (its text is '0'), NaN and infinities kept by float8 ('NaN', 'Infinity'), refused by int (binaryArray throws).
  return binaryArray(type === 'int' ? 'int4' : 'float8', values.map((v) => (v === 0 ? 0 : (v as number | null))));
}

/**
 * Rows per statement: a statement costs more per row the more rows it holds (measured, on both databases; not
 * a spill to disk, which EXPLAIN does not show). 30,000 series written 20,000 at a time cost PGlite 4.3 s of CPU,
 * 2,000 at a time 1.0-1.1 s (PostgreSQL: 1.3-3.8 -> 0.8-1.2 s wall), scripts/bench/supply/profile-stages.ts.
 */
export const BULK_CHUNK = 2_000;

/** INSERT INTO table (company_id, columns...) the rows the columns hold (all the same length). */
export async function bulkInsert(db: Queryable, table: string, companyId: number, columns: readonly BulkColumn[], chunk = BULK_CHUNK): Promise<void> {
  const values = columns.filter((c) => !c.flat);
  if (values.length === 0) throw new Error(`bulkInsert ${table}: at least one column must be given as values`);
  const rows = values[0].values.length;
  const names = columns.map((c) => c.name).join(', ');
  // The hidden column of each flat column with absent rows: its rows' places (slotsOf).
  const slotted = new Map(columns.filter((c) => c.flat?.present).map((c): [BulkColumn, BulkColumn] => [c, { name: `${c.name} slots`, type: 'int', values: [] }]));
  const listed: BulkColumn[] = [...values, ...slotted.values()];
  let at = 0;
  const param = new Map([...columns, ...slotted.values()].map((c) => [c, (at += 1) + 1]));
  const select = columns.map((c) => {
    const p = param.get(c)!;
    if (c.flat) {
      const slot = slotted.has(c) ? `u.c${param.get(slotted.get(c)!)}` : 'u.n';
      // A NULL slot slices NULL: the absent rows' arrays.
      const slice = `($${p}::${c.type})[(${slot} - 1) * ${c.flat.width} + 1 : ${slot} * ${c.flat.width}]`;
      return c.flat.nanIsNull ? `array_replace(${slice}, 'NaN'::float8, NULL)` : slice;
    }
    return c.type.endsWith('[]') ? `u.c${p}::${c.type}` : `u.c${p}`;
  }).join(', ');
  const params = listed.map((c) => `$${param.get(c)}::${PARAM[c.type]}`).join(', ');
  const aliases = listed.map((c) => `c${param.get(c)}`).join(', ');
  const sql = `INSERT INTO ${table} (company_id, ${names}) SELECT $1, ${select} FROM unnest(${params}) WITH ORDINALITY AS u(${aliases}, n)`;
  for (let start = 0; start < rows; start += chunk) {
    const end = Math.min(rows, start + chunk);
    const args = [...columns, ...slotted.values()].map((c): SqlParam => {
      if (c.flat) return c.flat.data(start, end);
      const slots = [...slotted].find(([, hidden]) => hidden === c)?.[0].flat?.present;
      const values = slots ? slotsOf(slots, start, end) : c.values.slice(start, end);
      return binaryValues(c.type, values) ?? (values as (string | number)[]);
    });
    await db.query(sql, [companyId, ...args]);
  }
}
