// Inserting computed rows into a table as binary records (binary-record.ts):
// the table's columns and row type read from the catalog, each column of the
// table given by a computed column, a value per row, or NULL (left out of
// the INSERT, so it takes its default). 30,000 projection series on
// PostgreSQL: ~2.0 s wall through one unnest of an array per column and a
// slice per month array, ~1.0-1.4 s as records; about the same CPU on PGlite.
import type { Queryable } from '../db/adapter';
import { OID, recordArray, type FieldSource, type TableColumn } from './binary-record';
import type { CachedColumn, Cell } from './replace-changed';

/** Rows per statement: a statement costs more per row the more rows it holds (measured, on both databases). */
export const RECORD_CHUNK = 2_000;

const TYPES: Record<CachedColumn['type'], number> = {
  int: OID.int4, float8: OID.float8, text: OID.text, date: OID.date, bool: OID.bool, 'float8[]': OID.float8Array, 'int[]': OID.int4Array,
};
const NAME = /^[a-z_][a-z0-9_]*$/;

/** The table's columns in attribute order and its row type. */
async function tableOf(tx: Queryable, table: string): Promise<{ columns: TableColumn[]; rowType: number }> {
  const rows = await tx.query<{ name: string; type: number; rowType: number }>(
    `SELECT a.attname AS name, a.atttypid::int AS type, c.reltype::int AS "rowType"
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`, [table]);
  if (rows.length === 0) throw new Error(`${table}: no such table`);
  return { columns: rows.map(({ name, type }) => ({ name, type })), rowType: rows[0].rowType };
}

/**
 * INSERT INTO `table` the rows `rows` (row numbers of the columns) of
 * `columns`, and of `values` (a value per row number, e.g. the company).
 */
export async function insertRecords(
  tx: Queryable, table: string, columns: readonly CachedColumn[], values: Readonly<Record<string, (r: number) => Cell>>, rows: readonly number[],
  chunk = RECORD_CHUNK,
): Promise<void> {
  if (!NAME.test(table)) throw new Error(`unsafe table name ${table}`);
  const { columns: tableColumns, rowType } = await tableOf(tx, table);
  const byName = new Map(tableColumns.map((c) => [c.name, c]));
  const given = new Map<string, FieldSource>();
  for (const c of columns) {
    const column = byName.get(c.name);
    if (!column) throw new Error(`${table} has no column ${c.name}`);
    if (column.type !== TYPES[c.type]) throw new Error(`${table}.${c.name} is not of type ${c.type}`);
    given.set(c.name, 'matrix' in c ? { column: c } : { value: c.value });
  }
  for (const [name, value] of Object.entries(values)) {
    if (!byName.has(name)) throw new Error(`${table} has no column ${name}`);
    given.set(name, { value });
  }
  const fields = tableColumns.map((c) => given.get(c.name) ?? null);
  const names = tableColumns.filter((c) => given.has(c.name)).map((c) => c.name).join(', ');
  // The row type's oid in the text: a table dropped and created again (a temporary one) gets a statement of its own,
  // a prepared statement's parameter keeping the type it was prepared with.
  const sql = `INSERT INTO ${table} (${names}) SELECT ${names} FROM unnest($1::${table}[]) /* row type ${rowType} */`;
  // Each chunk encoded while the server inserts the one before (PostgreSQL works meanwhile; PGlite runs them in turn).
  let pending: Promise<unknown> | null = null;
  for (let start = 0; start < rows.length; start += chunk) {
    const bytes = recordArray(rowType, tableColumns, fields, rows.slice(start, start + chunk));
    if (pending) await pending;
    pending = tx.query(sql, [bytes]);
  }
  await pending;
}
