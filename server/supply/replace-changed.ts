// Replacing a company's cached rows with a new computation, touching only
// the rows that changed: each row gets a fingerprint (row-hash.ts) of what
// it writes, its key included, kept in the table's row_hash column
// (migration 066); rows whose fingerprint is already stored stay, the others
// are deleted and inserted anew (as binary records, record-insert.ts). A
// refresh after one edit writes the few series it moved instead of the
// company's 30,000 (6.5 million month figures); a first computation, or one
// after the horizon moved, writes them all as before.
import type { Queryable } from '../db/adapter';
import type { WriteContext } from './cache';
import type { BulkType } from './bulk';
import { rowHashes } from './column-hash';
import { StoredDigests } from './digest-set';
import { insertRecords } from './record-insert';
import { digestText } from './row-hash';

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

export interface ReplaceResult { written: number; deleted: number }

/** Whether no other company has rows in `table` (two ranges of its key's first column: <> would scan every row, dead ones too). */
async function aloneIn(tx: Queryable, table: string, companyId: number): Promise<boolean> {
  const [row] = await tx.query<{ others: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${table} WHERE company_id < $1) OR EXISTS (SELECT 1 FROM ${table} WHERE company_id > $1) AS others`, [companyId]);
  return !row.others;
}

/**
 * Makes `table`'s rows of the company the `rows` rows `columns` describe;
 * `key` names the columns (int or text, among `columns`) that identify a row
 * within the company.
 */
export async function replaceChanged(
  tx: Queryable, table: string, companyId: number, key: readonly string[], columns: readonly CachedColumn[], rows: number,
  how: WriteContext = { exclusive: false },
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
  const stored = new StoredDigests(storedText ?? '');
  const changed: number[] = [];
  for (let r = 0; r < rows; r++) {
    if (!stored.take(hashes.high[r], hashes.keys[r])) changed.push(r);
  }
  // Stored rows no new row took are gone or changed, like the rows stored without a fingerprint: deleted first, then the changed rows inserted anew.
  const gone = stored.untaken();
  const deleted = gone.length + (count - stored.size);
  if (deleted === count && rows > 0 && how.exclusive && await aloneIn(tx, table, companyId)) {
    // Every row rewritten, of the only company with rows: on PGlite (one connection, and no autovacuum to reclaim what a
    // DELETE leaves) the table is emptied for good. Appending to the dead rows of earlier rewrites (37 MB each at the
    // bench's size) made 30,000 inserts read and write evicted pages, and check each key against its dead entries.
    await tx.query(`TRUNCATE ${table}`);
  } else if (deleted === count) {
    if (deleted > 0) await tx.query(`DELETE FROM ${table} WHERE company_id = $1`, [companyId]);
  } else if (deleted > 0) {
    await tx.query(`DELETE FROM ${table} WHERE company_id = $1 AND (row_hash IS NULL OR row_hash = ANY($2::text[]))`, [companyId, gone]);
  }
  if (changed.length > 0) {
    await insertRecords(tx, table, columns, { company_id: () => companyId, row_hash: (r) => digestText(hashes.high[r], hashes.low[r]) }, changed);
  }
  return { written: changed.length, deleted };
}
