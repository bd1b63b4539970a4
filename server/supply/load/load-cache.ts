// An input query's rows kept between refreshes (migration 068): a refresh
// follows a change of some input, rarely of all, and most of its reading is
// the inputs nothing changed (12 months of sales history, 24 of forecast,
// the month-end stock). Each query is kept with the mark it was read at: the
// change marks (changes.ts) of every table its SQL names, with the SQL and
// its parameters; the same mark answers the kept text. Rows are kept only
// when, after the marks were read, no other transaction that wrote one of
// those tables was open: a writer that advanced a mark but had not committed
// yet would otherwise leave its change out of rows kept as current.
import type { Queryable } from '../../db/adapter';
import { readMarks, trackTables, writersOpen } from '../changes';
import { RowHash } from '../row-hash';

/** Tables an SQL text reads (after FROM or JOIN), sorted and distinct. */
export function tablesRead(sql: string): string[] {
  const found = new Set<string>();
  for (const m of sql.matchAll(/\b(?:FROM|JOIN)\s+"?([a-z_][a-z0-9_]*)"?/gi)) found.add(m[1].toLowerCase());
  return [...found].sort();
}

/** Names that follow FROM or JOIN without being tables: CTE names, functions like unnest. */
const NOT_TABLES = /^(cw|main|unnest|generate_series|lateral)$/;

export interface KeptRows {
  /** The JSON text of the rows. */
  rows: string;
  /** Whether it came from the cache. */
  hit: boolean;
}

/**
 * The JSON text `read` answers for `sql` and `params`, or the one kept for
 * the same mark. `name` tells the queries of a company apart.
 */
export async function keptRows(db: Queryable, companyId: number, name: string, sql: string, params: readonly unknown[], read: () => Promise<string>): Promise<KeptRows> {
  const tables = await trackTables(db, tablesRead(sql).filter((t) => !NOT_TABLES.test(t)));
  const fingerprint = new RowHash().value(sql).value(JSON.stringify(params)).digest();
  // The marks first, then (a later statement, a later snapshot) whether any writer is still open.
  const mark = `${fingerprint}|${await readMarks(db, tables)}`;
  const [state] = await db.query<{ rows: string }>(
    'SELECT rows FROM supply_load_cache WHERE company_id = $1 AND name = $2 AND mark = $3', [companyId, name, mark]);
  if (state) return { rows: state.rows, hit: true };
  const busy = await writersOpen(db, tables);
  const rows = await read();
  if (!busy) {
    await db.query(
      `INSERT INTO supply_load_cache (company_id, name, mark, rows) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, name) DO UPDATE SET mark = EXCLUDED.mark, rows = EXCLUDED.rows`,
      [companyId, name, mark, rows],
    );
  }
  return { rows, hit: false };
}
