// Memory for a report statement's hashes and sorts. At the default 4 MB a
// report over 1,000,000 offer lines sorted them on disk (89 MB external
// merge) instead of hashing its groups: the planner picks a sort whenever it
// expects the hash table not to fit. SET LOCAL holds for the one transaction
// the statement runs in, nothing else of the connection sees it.
import type { Db, Queryable } from '../db/adapter';

const WORK_MEM = "SET LOCAL work_mem = '64MB'";

export async function withReportMemory<T>(db: Queryable, run: (q: Queryable) => Promise<T>): Promise<T> {
  const own = db as Partial<Db>;
  if (typeof own.transaction !== 'function') return run(db);
  return own.transaction(async (tx) => {
    await tx.query(WORK_MEM);
    return run(tx);
  });
}
