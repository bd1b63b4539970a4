// A cheap fingerprint of what a company's data holds: for every table, its
// row count and the newest xmin (the transaction that last inserted or
// updated one of its rows). A delete changes a count, an insert or an update
// the newest xmin: equal fingerprints mean nothing was written.
import type { Db } from '../../../server/db/adapter';

/**
 * Written by every call or on read, not by the operation: the sessions (a
 * token's last use), the login and registration counters, and what reports,
 * the supply views and the operative forecast compute the first time they
 * are read.
 */
const WRITTEN_ON_READ = /^(sessions|rate_limits|report_rollup_state|report_projection_months|supply_cache_state|supply_cache_alive|supply_load_cache|supply_series|supply_indicators|supply_similar|supply_products|supply_suggestions|production_line_load|production_mps|data_operative_forecasts)$/;

export type Fingerprint = Record<string, string>;

export async function fingerprintSql(db: Db): Promise<string> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`);
  return tables.filter((t) => !WRITTEN_ON_READ.test(t.name))
    .map((t) => `SELECT '${t.name}' AS name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) AS print FROM "${t.name}"`)
    .join(' UNION ALL ');
}

export async function fingerprint(db: Db, sql: string): Promise<Fingerprint> {
  const rows = await db.query<{ name: string; print: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

/** The tables whose fingerprint differs, with both values. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]).map((t) => `${t} ${before[t]} -> ${after[t]}`);
