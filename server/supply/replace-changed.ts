// Replacing a company's cached rows with a new computation, touching only
// the rows that changed: each row gets a fingerprint (row-hash.ts) of what
// it writes, kept in the table's row_hash column (migration 066); rows whose
// key and fingerprint are already stored stay, the others are deleted and
// inserted anew. A refresh after one edit writes the few series it moved
// instead of the company's 30,000 (6.5 million month figures); a first
// computation, or one after the horizon moved, writes them all as before.
import type { Queryable } from '../db/adapter';
import { arrayLiteral, bulkInsert, type BulkColumn, type BulkType } from './bulk';
import { RowHash } from './row-hash';

export type Cell = string | number | boolean | null;

/** A scalar column, or a matrix column (`width` figures per row, row r at [r * width, (r + 1) * width)). */
export type CachedColumn =
  | { name: string; type: Exclude<BulkType, 'float8[]' | 'int[]'>; value: (r: number) => Cell }
  | { name: string; type: 'float8[]' | 'int[]'; matrix: ArrayLike<number>; width: number; decimals: number };

function allFinite(matrix: ArrayLike<number>, rows: readonly number[], width: number): boolean {
  for (const r of rows) for (let i = r * width; i < (r + 1) * width; i++) if (!Number.isFinite(matrix[i])) return false;
  return true;
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
  const keyColumns = key.map((name) => {
    const column = columns.find((c) => c.name === name);
    if (!column || 'matrix' in column || (column.type !== 'int' && column.type !== 'text')) throw new Error(`${table}: key column ${name} is not an int or text column written`);
    return column;
  });
  const keyOf = (values: readonly unknown[]) => values.map(String).join('\u0001');
  // Every stored key and fingerprint as one JSON text: one value to send and one native parse, where a row each cost
  // the adapter a row object and an array parse (118,000 suggestions at full size: most of an unchanged refresh's write).
  const [{ rows: storedJson }] = await tx.query<{ rows: string }>(
    `SELECT coalesce(json_agg(json_build_array(${key.join(', ')}, row_hash)), '[]')::text AS rows FROM ${table} WHERE company_id = $1`, [companyId]);
  const stored = (JSON.parse(storedJson) as Array<Array<string | number | null>>).map((row) => ({ k: row.slice(0, key.length), h: row[key.length] as string | null }));
  const kept = new Map(stored.map((row) => [keyOf(row.k), row]));
  const changed: number[] = [];
  const hashes: string[] = [];
  for (let r = 0; r < rows; r++) {
    const h = new RowHash();
    for (const c of columns) {
      if ('matrix' in c) h.numbers(c.matrix, r * c.width, (r + 1) * c.width);
      else h.value(c.value(r));
    }
    const hash = h.digest();
    const k = keyOf(keyColumns.map((c) => c.value(r)));
    if (kept.get(k)?.h === hash) kept.delete(k);
    else { changed.push(r); hashes.push(hash); }
  }
  // What remains in `kept` is gone or changed: deleted first, then the changed rows inserted anew.
  const gone = [...kept.values()];
  if (gone.length === stored.length) {
    if (gone.length > 0) await tx.query(`DELETE FROM ${table} WHERE company_id = $1`, [companyId]);
  } else if (gone.length > 0) {
    await tx.query(
      `DELETE FROM ${table} t USING unnest(${keyColumns.map((c, i) => `$${i + 2}::${c.type}[]`).join(', ')}) AS g(${key.join(', ')})
       WHERE t.company_id = $1 AND ${key.map((k) => `t.${k} = g.${k}`).join(' AND ')}`,
      [companyId, ...keyColumns.map((c, i) => gone.map((row) => (c.type === 'int' ? Number(row.k[i]) : (row.k[i] as string))))]);
  }
  if (changed.length > 0) {
    await bulkInsert(tx, table, companyId, [
      ...columns.map((c): BulkColumn => {
        if (!('matrix' in c)) return { name: c.name, type: c.type, values: changed.map((r) => c.value(r)) };
        const literal = (r: number) => arrayLiteral(c.matrix, r * c.width, (r + 1) * c.width, c.decimals);
        if (!allFinite(c.matrix, changed, c.width)) return { name: c.name, type: c.type, values: changed.map(literal) };
        // No NULL among them: one flat array of the changed rows' figures, sliced per row by the server.
        const text = (from: number, to: number) => `{${changed.slice(from, to).map((r) => literal(r).slice(1, -1)).join(',')}}`;
        return { name: c.name, type: c.type, values: [], flat: { width: c.width, text } };
      }),
      { name: 'row_hash', type: 'text', values: hashes },
    ]);
  }
  return { written: changed.length, deleted: gone.length };
}
