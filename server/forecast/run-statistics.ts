// Planner statistics after a forecast run: a run rewrites most forecast rows
// and the reports on them need fresh statistics (PGlite has no autovacuum).
// On PostgreSQL one ANALYZE of both tables, as before: it holds one pooled
// connection, no request waits. On PGlite it holds the one connection every
// request needs, and a full ANALYZE of 180,000 forecast rows (a sample of
// 30,000) took ~0.1-0.4 s; there a table is analysed only when its row
// count moved by over a tenth since its last analysis (a run that rewrites
// the same series and months leaves the distributions the planner reads,
// of company, product, customer and month, as they were), one table at a
// time, from a sample of 3,000 rows (statistics target 10): ~20-50 ms.
import type { Db } from '../db/adapter';
import { ANALYZE_FLOOR, ANALYZE_SHARE } from '../db/statistics';

const TABLES = ['data_forecast_values', 'data_forecast_models'];

export async function analyzeAfterRun(db: Db): Promise<string[]> {
  if (db.kind !== 'pglite') {
    await db.exec(`ANALYZE ${TABLES.join(', ')}`);
    return TABLES;
  }
  const stale = await db.query<{ table: string }>(
    `SELECT c.relname AS table FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid
     WHERE c.relname = ANY($1::text[]) AND c.relkind = 'r' AND c.relnamespace = ANY (current_schemas(false)::regnamespace[])
       AND (c.reltuples < 0 OR abs(s.n_live_tup - c.reltuples) > $2 * greatest(c.reltuples, $3))`,
    // The rule of movedEnough (db/statistics.ts), counted here by the statistics collector after the run's commits.
    [TABLES, ANALYZE_SHARE, ANALYZE_FLOOR],
  );
  for (const { table } of stale) {
    // A turn of the event loop before each: PGlite's calls back to back let no request in between.
    await new Promise((resolve) => setImmediate(resolve));
    await db.transaction(async (tx) => {
      await tx.exec('SET LOCAL default_statistics_target = 10');
      await tx.exec(`ANALYZE "${table}"`);
    });
  }
  return stale.map((r) => r.table);
}
