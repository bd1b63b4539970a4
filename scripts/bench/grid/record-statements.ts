// The grid's profiling scripts (first-visit.ts, profile.ts) list the
// statements a request ran and how long each took: every query of the
// database and of its transactions goes through a wrapper that notes it.
import type { Db, Queryable, SqlParam } from '../../../server/db/adapter';

export interface SeenStatement { sql: string; params: readonly SqlParam[] | undefined; ms: number }

/** From now on, each statement `db` runs (in a transaction too) is pushed to `seen` once it ends. */
export function recordStatements(db: Db, seen: SeenStatement[]): void {
  const done = new WeakSet<Queryable>();
  const wrap = (q: Queryable) => {
    if (done.has(q)) return q;
    done.add(q);
    const query = q.query.bind(q);
    q.query = (async (sql: string, params?: readonly SqlParam[]) => {
      const t = performance.now();
      try {
        return await query(sql, params);
      } finally {
        seen.push({ sql, params, ms: performance.now() - t });
      }
    }) as Queryable['query'];
    return q;
  };
  wrap(db);
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (tx: Queryable) => Promise<unknown>) => transaction((tx) => fn(wrap(tx)))) as Db['transaction'];
}
