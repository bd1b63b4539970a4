// A large import into PGlite writes its rows without the table's secondary
// indexes and builds them again at the end, in the import's transaction.
// Keeping a dozen b-trees and the pg_trgm GIN indexes up to date row by row
// was ~80% of the cost of inserting (measured on PGlite: 20,000 products
// 1.4 s of CPU with them, 0.3 s without; building ten of them again over
// 40,000 rows 0.5 s). Only indexes that no constraint owns are set aside:
// the unique ones stay, so the key lookups and the duplicate checks of the
// rest of the import keep their index, and a failure rolls the drop back with
// everything else. PostgreSQL keeps its indexes: dropping one locks the whole
// table for every other session until the import commits; PGlite has a
// single connection, which the import's transaction holds anyway.
import type { Queryable } from '../../db/adapter';
import { ident } from '../sql';

/** Rows written before the indexes are set aside: below this, keeping them up to date costs less than building them. */
export const SUSPEND_AFTER_ROWS = 5000;

export interface IndexDefinition {
  name: string;
  /** pg_get_indexdef's CREATE INDEX statement, as the schema sync made it. */
  sql: string;
}

/** The table's indexes that no constraint owns (not unique, not a primary key or exclusion). */
export function secondaryIndexes(tx: Queryable, table: string): Promise<IndexDefinition[]> {
  return tx.query<IndexDefinition>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS sql
     FROM pg_index i
     WHERE i.indrelid = to_regclass($1) AND NOT i.indisunique AND NOT i.indisprimary AND NOT i.indisexclusion
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
     ORDER BY 1`,
    [ident(table)],
  );
}

/** Rows of the table by the planner's statistics (the whole table, every company: what a rebuild reads). */
export async function estimatedRows(tx: Queryable, table: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>('SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = to_regclass($1)', [ident(table)]);
  return row?.n ?? 0;
}

/**
 * Whether to set the indexes aside now: once the rows written reach both
 * SUSPEND_AFTER_ROWS and the rows the table had, the rest of the file is
 * likely large enough that building the indexes once costs less.
 */
export const shouldSuspend = (written: number, tableRows: number) => written >= Math.max(SUSPEND_AFTER_ROWS, tableRows);

/** Drops the secondary indexes; returns what restoreIndexes needs to build them again. */
export async function suspendIndexes(tx: Queryable, table: string): Promise<IndexDefinition[]> {
  const indexes = await secondaryIndexes(tx, table);
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);
  return indexes;
}

export async function restoreIndexes(tx: Queryable, indexes: readonly IndexDefinition[]): Promise<void> {
  for (const index of indexes) await tx.exec(index.sql);
}
