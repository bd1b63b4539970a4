// Memory for one big statement's hashes and sorts. At the default 4 MB a
// report over 1,000,000 offer lines sorted them on disk (89 MB external
// merge) instead of hashing its groups, and the grid's level of 5,000 rows x
// 36 months (180,000 row x month pairs) spilled in every aggregate: the
// planner picks a sort whenever it expects the hash table not to fit. SET
// LOCAL holds for one transaction: the statement's own, or, when the caller
// already holds one (an edit reading its rows again), the rest of the
// caller's, which then has the memory too (and its isolation).

// `snapshot`: the statements run in one REPEATABLE READ transaction, so
// several of them (a paged report's groups, then its page's rows) read the
// same data: at READ COMMITTED a write landing between them could make a page
// disagree with its counts. Reads only, so it never fails to serialise.
import type { Db, Queryable } from './adapter';

const WORK_MEM = "SET LOCAL work_mem = '64MB'";
const SNAPSHOT = 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ';

export async function withStatementMemory<T>(db: Queryable, run: (q: Queryable) => Promise<T>, options: { snapshot?: boolean } = {}): Promise<T> {
  const own = db as Partial<Db>;
  if (typeof own.transaction === 'function') {
    return own.transaction(async (tx) => {
      // Before any query of the transaction, as PostgreSQL requires.
      if (options.snapshot) await tx.query(SNAPSHOT);
      await tx.query(WORK_MEM);
      return run(tx);
    });
  }
  await db.query(WORK_MEM);
  return run(db);
}
