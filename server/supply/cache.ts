// Cached computations of the supply review, per company: each cache names
// the entities it reads; a read asks ensureFresh, which compares the change
// marks of those tables (changes.ts), the planning date and the code version
// with what the cache was computed from, and recomputes it in one
// transaction when they differ. Concurrent readers (several requests, several
// server instances) wait on one advisory lock and find it fresh.
import type { CompiledConfig } from '../../engine/config/compiled';
import type { Queryable } from '../db/adapter';
import { tableOf } from '../data-engine/sql';
import { readMarks, trackTables, writersOpen } from './changes';
import { ensureStatistics } from '../db/statistics';

export interface CacheContext {
  config: CompiledConfig;
  companyId: number;
  /** The planning date, YYYY-MM-DD. */
  today: string;
}

export interface SupplyCache {
  id: string;
  /** Bump when what refresh computes changes: rows of an older version are recomputed. */
  version: number;
  /** Entities read (by id; those the config does not declare are skipped) and system tables. */
  entities: readonly string[];
  systemTables?: readonly string[];
  /**
   * Its rows are kept in UNLOGGED tables, which crash recovery empties while
   * supply_cache_state (logged) keeps saying they are fresh: its state then
   * counts only while its row of supply_cache_alive (unlogged, emptied with
   * them) is there (migration 069).
   */
  unlogged?: boolean;
  /**
   * Reads the inputs (outside any transaction, in parallel where the
   * database allows) and computes; `write` then replaces the company's cached
   * rows inside the refresh transaction. The summary is kept with the state.
   */
  compute(db: Queryable, ctx: CacheContext): Promise<{ summary: Record<string, unknown>; write(tx: Queryable, how: WriteContext): Promise<void> }>;
}

export interface WriteContext {
  /**
   * The database has one connection (PGlite): no other session sees a table
   * while the refresh transaction holds it, so a table may be emptied by
   * TRUNCATE (which PostgreSQL's other sessions would wait on, or see empty
   * from an older snapshot).
   */
  exclusive: boolean;
}

export interface CacheState {
  mark: string;
  computedAt: string;
  durationMs: number;
  summary: Record<string, unknown> | null;
  /** Whether this call computed it. */
  refreshed: boolean;
}

/** Anything transactional: the server's Db, or a test's. */
export interface TransactionalDb extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

const LOCK_CLASS = 7_240_612;

function lockOf(id: string): number {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

export function tablesOf(config: CompiledConfig, cache: SupplyCache): string[] {
  const byId = new Map(config.entities.map((e) => [e.id, e]));
  const tables = cache.entities.flatMap((id) => {
    const entity = byId.get(id);
    return entity && !entity.computed ? [tableOf(entity)] : [];
  });
  return [...tables, ...(cache.systemTables ?? [])];
}

async function stateOf(db: Queryable, companyId: number, cache: string) {
  const [row] = await db.query<{ mark: string; computedAt: string; durationMs: number; summary: Record<string, unknown> | null; valid: boolean; alive: boolean }>(
    `SELECT mark, to_char(computed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "computedAt", duration_ms AS "durationMs", summary,
            (valid_until IS NULL OR valid_until > now()) AS valid,
            EXISTS (SELECT 1 FROM supply_cache_alive a WHERE a.company_id = s.company_id AND a.cache = s.cache) AS alive
     FROM supply_cache_state s WHERE company_id = $1 AND cache = $2`,
    [companyId, cache],
  );
  return row;
}

type StoredState = NonNullable<Awaited<ReturnType<typeof stateOf>>>;

/** A stored state to trust as it is: still valid, from these inputs, and (unlogged rows) not emptied by a crash since. */
function trusted(cache: SupplyCache, state: StoredState | undefined, mark: string): state is StoredState {
  return state !== undefined && state.valid && state.mark === mark && (!cache.unlogged || state.alive);
}

const asState = ({ mark, computedAt, durationMs, summary }: StoredState): CacheState => ({ mark, computedAt, durationMs, summary, refreshed: false });

/** The cache's state after making sure it reflects the current data (recomputing it when not). */
export async function ensureFresh(db: TransactionalDb, cache: SupplyCache, ctx: CacheContext, force = false): Promise<CacheState> {
  const tables = await trackTables(db, tablesOf(ctx.config, cache));
  const key = async (q: Queryable) => `v${cache.version}|${ctx.today}|${await readMarks(q, tables)}`;
  const current = await stateOf(db, ctx.companyId, cache.id);
  const mark = await key(db);
  if (!force && trusted(cache, current, mark)) return asState(current);
  // Writers still open now may have advanced a mark without their rows being visible yet: trust the result a minute only.
  const busy = await writersOpen(db, tables);
  const started = performance.now();
  await ensureStatistics(db, tables);
  const { summary, write } = await cache.compute(db, ctx);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_CLASS + (Math.abs(lockOf(cache.id)) % 1000), ctx.companyId]);
    // Another reader (or instance) may have written the same state meanwhile.
    const again = await stateOf(tx, ctx.companyId, cache.id);
    if (!force && trusted(cache, again, mark)) return asState(again);
    await write(tx, { exclusive: (db as { kind?: string }).kind === 'pglite' });
    if (cache.unlogged) {
      await tx.query('INSERT INTO supply_cache_alive (company_id, cache) VALUES ($1, $2) ON CONFLICT DO NOTHING', [ctx.companyId, cache.id]);
    }
    const durationMs = Math.round(performance.now() - started);
    const [saved] = await tx.query<{ computedAt: string }>(
      `INSERT INTO supply_cache_state (company_id, cache, mark, computed_at, valid_until, duration_ms, summary)
       VALUES ($1, $2, $3, now(), CASE WHEN $4::boolean THEN now() + interval '1 minute' END, $5, $6::jsonb)
       ON CONFLICT (company_id, cache) DO UPDATE SET mark = EXCLUDED.mark, computed_at = EXCLUDED.computed_at,
         valid_until = EXCLUDED.valid_until, duration_ms = EXCLUDED.duration_ms, summary = EXCLUDED.summary
       RETURNING to_char(computed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "computedAt"`,
      [ctx.companyId, cache.id, mark, busy, durationMs, JSON.stringify(summary)],
    );
    return { mark, computedAt: saved.computedAt, durationMs, summary, refreshed: true };
  });
}
