// Planner statistics for the tables a grid or a cache reads. A freshly
// seeded or imported database (always so on PGlite, which runs no
// autovacuum) has none: PostgreSQL then guesses one row per table and re-runs
// a lookup per row (the supply forecast query took 15 s instead of 0.2 s on
// the demo company, the forecast grid's first level 5 minutes instead of
// 1.5 s). Tables without statistics are analysed once per database handle,
// before the first read that needs them.
import type { Queryable } from './adapter';

const checked = new WeakMap<object, Set<string>>();

/** Analyses those of `tables` that have no statistics yet; answers the ones it analysed. */
export async function ensureStatistics(db: Queryable, tables: readonly string[]): Promise<string[]> {
  let done = checked.get(db);
  if (!done) checked.set(db, (done = new Set()));
  const pending = tables.filter((t) => !done.has(t) && /^[a-z_][a-z0-9_]*$/.test(t));
  if (pending.length === 0) return [];
  const rows = await db.query<{ table: string }>(
    `SELECT c.relname AS table FROM pg_class c
     WHERE c.relname = ANY($1::text[]) AND c.relkind = 'r' AND c.relnamespace = ANY (current_schemas(false)::regnamespace[])
       AND NOT EXISTS (SELECT 1 FROM pg_stats s WHERE s.tablename = c.relname AND s.schemaname = c.relnamespace::regnamespace::text)`,
    [pending],
  );
  for (const { table } of rows) await db.query(`ANALYZE "${table}"`);
  for (const t of pending) done.add(t);
  return rows.map((r) => r.table);
}
