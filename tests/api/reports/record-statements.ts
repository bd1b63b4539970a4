// The statements a server runs on its database, in or out of a transaction
// (a report statement runs in one of its own, for its memory setting:
// server/db/statement-memory.ts). Returns the undo.
import type { Db, Queryable } from '../../../server/db/adapter';

export function recordStatements(db: Db, seen: string[]): () => void {
  const query = db.query;
  const transaction = db.transaction;
  const recording = (q: Queryable): Queryable['query'] => ((sql: string, params?: never) => {
    seen.push(sql);
    return q.query.call(q, sql, params);
  }) as Queryable['query'];
  const target = db as { query: Db['query']; transaction: Db['transaction'] };
  const plain = { query: query.bind(db) } as Queryable;
  target.query = recording(plain);
  target.transaction = ((fn: (tx: Queryable) => Promise<unknown>) => transaction.call(db, (tx) => fn(new Proxy(tx, {
    get: (t, key) => (key === 'query' ? recording(t) : Reflect.get(t, key)),
  })))) as Db['transaction'];
  return () => {
    target.query = query;
    target.transaction = transaction;
  };
}
