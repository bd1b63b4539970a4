// The grid statement's result rows kept while nothing they were read from
// has changed: on PGlite a level's totals cost about a second of CPU (every
// forecast and sales row joined up the hierarchy), read again on every
// visit, expand and page load, while planners change those tables far
// less often. The key is the statement itself (its SQL and parameters:
// company, caller's permissions, months, filters, today) and the change
// marks of every table its SQL names, read through the change tracker the
// server hands in at start-up (server/services.ts; this product's is
// server/supply/changes.ts: a statement trigger advances a table's sequence
// on any write, whoever writes).
//
// Only for a database whose reads never overlap a write transaction:
// PGlite, whose one connection runs a transaction alone from BEGIN to
// COMMIT. There a read is always of committed data and a write (committed
// or rolled back) has moved the marks by the time the next read runs. On
// PostgreSQL a read could see the marks of a write not yet committed and
// keep the older rows under them, so the service does not use it there.
// The marks are read BEFORE the rows: a write in between leaves rows kept
// under marks that are already old (never found again), never the reverse.
// Statements over a computed entity other than a shifted stand-in (whose
// content depends on more than tables) are not kept.
import type { Queryable, SqlParam } from '../db/adapter';
import { tableOf } from '../data-engine/sql';
import type { GridModel } from './model';

/** Change marks of tables: what tells the cache a table was written since it kept rows. */
export interface ChangeTracker {
  /** The tables of the list that can be tracked (those that exist), each tracked from now on. */
  trackTables(db: Queryable, tables: readonly string[]): Promise<string[]>;
  /** A text that changes whenever one of these tracked tables is written. */
  readMarks(db: Queryable, tables: readonly string[]): Promise<string>;
}

export interface GridReadCache {
  /** The statement's rows, from the cache when its tables have not changed since it was kept. */
  read(db: Queryable, sql: string, params: readonly SqlParam[], tables: readonly string[]): Promise<Record<string, unknown>[]>;
  readonly stats: { hits: number; misses: number };
}

/** Tables of the list that the SQL names (as a whole word, quoted or not). */
export function tablesIn(sql: string, tables: Iterable<string>): string[] {
  return [...new Set(tables)].filter((t) => new RegExp(`(^|[^a-z0-9_])${t}([^a-z0-9_]|$)`).test(sql)).sort();
}

/** At most `maxRows` result rows kept in all (a page of 5,000 products with six measures holds some 10 MB). */
export function createGridReadCache(changes: ChangeTracker, maxRows = 40_000): GridReadCache {
  const kept = new Map<string, Record<string, unknown>[]>();
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    async read(db, sql, params, tables) {
      const tracked = await changes.trackTables(db, tables);
      // A table that does not exist yet has no trigger: not kept (the statement fails or reads nothing anyway).
      if (tracked.length !== tables.length) return db.query(sql, params);
      const key = `${await changes.readMarks(db, tracked)}\n${sql}\n${JSON.stringify(params)}`;
      const found = kept.get(key);
      if (found) {
        stats.hits++;
        // Most recently used last: the oldest goes first when the cache is full.
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      stats.misses++;
      const rows = await db.query<Record<string, unknown>>(sql, params);
      // Rows of older marks of the same statement will never be found again.
      for (const k of kept.keys()) if (k.slice(k.indexOf('\n')) === key.slice(key.indexOf('\n'))) kept.delete(k);
      if (rows.length > maxRows) return rows;
      kept.set(key, rows);
      let held = 0;
      for (const r of kept.values()) held += r.length;
      for (const [k, r] of kept) {
        if (held <= maxRows) break;
        kept.delete(k);
        held -= r.length;
      }
      return rows;
    },
  };
}

const perModel = new WeakMap<GridModel, { tables: string[]; computed: string[] }>();

/** The stored tables a grid statement reads, or null when it must not be kept (a real computed entity in it). */
export function statementTables(model: GridModel, sql: string): string[] | null {
  let known = perModel.get(model);
  if (!known) {
    const entities = [...model.entities.values()];
    const standIn = (id: string) => model.shifts.has(id) || id.includes('~');
    known = {
      tables: entities.filter((e) => !e.computed && e.table !== '').map((e) => tableOf(e)),
      computed: entities.filter((e) => e.computed && !standIn(e.id) && model.scope.computed.has(e.id)).map((e) => model.scope.computed.sql(e.id, '$1')),
    };
    perModel.set(model, known);
  }
  if (known.computed.some((text) => sql.includes(text))) return null;
  return tablesIn(sql, known.tables);
}
