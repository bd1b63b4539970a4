// Replacing a company's cached rows with a new computation, touching only
// the rows that changed: each row gets a fingerprint (row-hash.ts) of what
// it writes, its key included, kept in the table's row_hash column
// (migration 066); rows whose fingerprint is already stored stay, the others
// are deleted and inserted anew. A refresh after one edit writes the few series it moved
// instead of the company's 30,000 (6.5 million month figures); a first
// computation, or one after the horizon moved, writes them all as before.
import type { Queryable } from '../db/adapter';
import { binaryArray } from './binary-array';
import { arrayLiteral, bulkInsert, type BulkColumn, type BulkType } from './bulk';
import { digestKey, digestKeyOf, digestText, RowHash, wordsOf } from './row-hash';

export type Cell = string | number | boolean | null;

/** A scalar column, or a matrix column (`width` figures per row, row r at [r * width, (r + 1) * width)). */
export type CachedColumn =
  | { name: string; type: Exclude<BulkType, 'float8[]' | 'int[]'>; value: (r: number) => Cell }
  | {
    name: string; type: 'float8[]' | 'int[]'; matrix: ArrayLike<number>; width: number; decimals: number;
    /**
     * Rows stored as NULL instead, their figures being derivable by the
     * readers (planned: NULL where it is the projection, read as
     * coalesce(planned, projected)): fewer bytes to send and store. Decided
     * by the row's figures only, which its fingerprint covers.
     */
    omit?: (r: number) => boolean;
  };

function allFinite(matrix: ArrayLike<number>, rows: readonly number[], width: number): boolean {
  for (const r of rows) for (let i = r * width; i < (r + 1) * width; i++) if (!Number.isFinite(matrix[i])) return false;
  return true;
}

/**
 * The figures of `rows` (row r at [r * width, (r + 1) * width)), rounded as
 * the text path would write them, as one binary array; non-finite figures
 * (NULL in the text path) as NaN, which the flat column's `nanIsNull` turns
 * back into NULL (float8 only: an int matrix must be finite).
 */
function flatBinary(type: 'float8' | 'int4', matrix: ArrayLike<number>, width: number, decimals: number, rows: readonly number[]): Uint8Array {
  const figures = type === 'float8' ? new Float64Array(rows.length * width) : new Array<number>(rows.length * width);
  // rounded() inlined (its value exactly): a full projection rounds 5.8 million figures here.
  const f = 10 ** decimals;
  let at = 0;
  for (const r of rows) {
    for (let i = r * width; i < (r + 1) * width; i++) {
      const v = matrix[i];
      const x = Number.isFinite(v) ? Math.round(v * f) / f : NaN;
      figures[at++] = x === 0 ? 0 : x;
    }
  }
  return binaryArray(type, figures);
}

export interface RowDigests {
  /** Each row's fingerprint lanes (row-hash.ts). */
  high: Uint32Array;
  low: Uint32Array;
  /** digestKey of each: compared with the stored ones as numbers. */
  keys: Float64Array;
}

/** Each row's fingerprint of every column written, in column order. */
export function rowHashes(columns: readonly CachedColumn[], rows: number): RowDigests {
  const h = new RowHash();
  const out: RowDigests = { high: new Uint32Array(rows), low: new Uint32Array(rows), keys: new Float64Array(rows) };
  // Float64Array figures hashed through one view of their words each (not a lookup per row and column).
  const parts = columns.map((c) => ('matrix' in c ? { c, words: c.matrix instanceof Float64Array ? wordsOf(c.matrix) : null } : { c, words: null }));
  for (let r = 0; r < rows; r++) {
    h.reset();
    for (const { c, words } of parts) {
      if (!('matrix' in c)) h.value(c.value(r));
      else if (words) h.words(words, r * c.width, (r + 1) * c.width);
      else h.numbers(c.matrix, r * c.width, (r + 1) * c.width);
    }
    out.high[r] = h.high;
    out.low[r] = h.low;
    out.keys[r] = digestKey(h.high, h.low);
  }
  return out;
}

export interface ReplaceResult { written: number; deleted: number }

/**
 * Makes `table`'s rows of the company the `rows` rows `columns` describe;
 * `key` names the columns (int or text, among `columns`) that identify a row
 * within the company.
 */
export async function replaceChanged(
  tx: Queryable, table: string, companyId: number, key: readonly string[], columns: readonly CachedColumn[], rows: number,
): Promise<ReplaceResult> {
  // The fingerprint covers every column written, the key's among them: equal fingerprints are the same row, so the stored
  // rows are matched by fingerprint alone (no key to read back, build and look up per row).
  for (const name of key) {
    const column = columns.find((c) => c.name === name);
    if (!column || 'matrix' in column || (column.type !== 'int' && column.type !== 'text')) throw new Error(`${table}: key column ${name} is not an int or text column written`);
  }
  const hashes = rowHashes(columns, rows);
  // Every stored fingerprint as one text: one value to send and one split (rows without one count apart, to be rewritten).
  const [{ count, hashes: storedText }] = await tx.query<{ count: number; hashes: string | null }>(
    `SELECT count(*)::int AS count, string_agg(row_hash, ',') AS hashes FROM ${table} WHERE company_id = $1`, [companyId]);
  const stored = storedText ? storedText.split(',') : [];
  const kept = new Map<number, string>();
  for (const digest of stored) kept.set(digestKeyOf(digest), digest);
  const changed: number[] = [];
  for (let r = 0; r < rows; r++) {
    if (!kept.delete(hashes.keys[r])) changed.push(r);
  }
  // What remains in `kept` is gone or changed, like the rows stored without a fingerprint: deleted first, then the changed rows inserted anew.
  const deleted = kept.size + (count - stored.length);
  if (deleted === count) {
    if (deleted > 0) await tx.query(`DELETE FROM ${table} WHERE company_id = $1`, [companyId]);
  } else if (deleted > 0) {
    await tx.query(`DELETE FROM ${table} WHERE company_id = $1 AND (row_hash IS NULL OR row_hash = ANY($2::text[]))`, [companyId, [...kept.values()]]);
  }
  if (changed.length > 0) {
    await bulkInsert(tx, table, companyId, [
      ...columns.map((c): BulkColumn => {
        if (!('matrix' in c)) return { name: c.name, type: c.type, values: changed.map((r) => c.value(r)) };
        const present = c.omit ? changed.map((r) => !c.omit!(r)) : null;
        const kept = (rows: readonly number[], from = 0) => (present ? rows.filter((_, i) => present[from + i]) : rows);
        const finite = allFinite(c.matrix, kept(changed), c.width);
        if (c.type === 'int[]' && !finite) {
          // NULLs in an int array (no NaN to stand for them): each row's literal.
          return { name: c.name, type: c.type, values: changed.map((r, i) => (present && !present[i] ? null : arrayLiteral(c.matrix, r * c.width, (r + 1) * c.width, c.decimals))) };
        }
        // One flat binary array of the changed rows' figures (those stored), sliced per row by the server.
        const data = (from: number, to: number) => flatBinary(c.type === 'int[]' ? 'int4' : 'float8', c.matrix, c.width, c.decimals, kept(changed.slice(from, to), from));
        return { name: c.name, type: c.type, values: [], flat: { width: c.width, data, nanIsNull: !finite, ...(present && present.includes(false) ? { present } : {}) } };
      }),
      { name: 'row_hash', type: 'text', values: changed.map((r) => digestText(hashes.high[r], hashes.low[r])) },
    ]);
  }
  return { written: changed.length, deleted };
}
