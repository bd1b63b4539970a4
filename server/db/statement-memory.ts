// Memory for one big statement's hashes and sorts. At the default 4 MB a
// report over 1,000,000 offer lines sorted them on disk (89 MB external
// merge) instead of hashing its groups, and the grid's level of 5,000 rows x
// 36 months (180,000 row x month pairs) spilled in every aggregate: the
// planner picks a sort whenever it expects the hash table not to fit. SET
// LOCAL holds for one transaction: the statement's own, or, when the caller
// already holds one (an edit reading its rows again), the rest of the
// caller's, which then has the memory too.
import type { Db, Queryable } from './adapter';

const WORK_MEM = "SET LOCAL work_mem = '64MB'";

export async function withStatementMemory<T>(db: Queryable, run: (q: Queryable) => Promise<T>): Promise<T> {
  const own = db as Partial<Db>;
  if (typeof own.transaction === 'function') {
    return own.transaction(async (tx) => {
      await tx.query(WORK_MEM);
      return run(tx);
    });
  }
  await db.query(WORK_MEM);
  return run(db);
}
