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

/** Rows a write must move, as a share of what the planner believes a table holds (at least ANALYZE_FLOOR), to call for new statistics. */
export const ANALYZE_SHARE = 0.1;
export const ANALYZE_FLOOR = 1000;

/**
 * Whether a write that inserted or deleted `moved` rows of a table the
 * planner believes holds `reltuples` (negative: never analysed) calls for
 * new statistics: over a tenth of them, as the forecast run decides
 * (server/forecast/run-statistics.ts), counted from the write itself since
 * the statistics collector sees a transaction's rows only after it commits.
 */
export function movedEnough(reltuples: number, moved: number): boolean {
  return reltuples < 0 || moved > ANALYZE_SHARE * Math.max(reltuples, ANALYZE_FLOOR);
}

export interface TableWrite {
  table: string;
  /** Rows inserted plus rows deleted. */
  moved: number;
  /** The columns worth statistics (the planner's filters, groups and joins); all when absent. */
  columns?: readonly string[];
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Analyses, inside the caller's transaction (ANALYZE counts its own
 * uncommitted rows, and its statistics commit with them), the tables a
 * write moved enough, from a sample of 3,000 rows (statistics target 10,
 * as the forecast run on PGlite: ~20-50 ms where a full sample holds the
 * one connection for tenths of a second). Answers the tables analysed.
 */
export async function analyzeAfterWrite(tx: Queryable, writes: readonly TableWrite[]): Promise<string[]> {
  const candidates = writes.filter((w) => w.moved > 0 && NAME.test(w.table) && (w.columns ?? []).every((c) => NAME.test(c)));
  if (candidates.length === 0) return [];
  const sizes = await tx.query<{ table: string; reltuples: number }>(
    // to_regclass: the table the search path names, as ANALYZE will find it.
    `SELECT t AS table, c.reltuples::float8 AS reltuples FROM unnest($1::text[]) t JOIN pg_class c ON c.oid = to_regclass(t)`,
    [candidates.map((w) => w.table)],
  );
  const stale = candidates.filter((w) => {
    const size = sizes.find((s) => s.table === w.table);
    return size !== undefined && movedEnough(Number(size.reltuples), w.moved);
  });
  if (stale.length === 0) return [];
  const [{ before }] = await tx.query<{ before: string }>(`SELECT current_setting('default_statistics_target') AS before`);
  await tx.query(`SELECT set_config('default_statistics_target', '10', true)`);
  for (const w of stale) await tx.query(`ANALYZE "${w.table}"${w.columns?.length ? ` (${w.columns.join(', ')})` : ''}`);
  await tx.query(`SELECT set_config('default_statistics_target', $1, true)`, [before]);
  return stale.map((w) => w.table);
}
