// A database that counts the statements it is sent: the adapter's query()
// and exec() each count one, a transaction its BEGIN and COMMIT besides the
// statements inside it. The query-count budgets read `statements` around a
// call; the texts say, when a budget fails, which statement is new.
import type { Db, Queryable } from '../../../server/db/adapter';

export interface CountingDb extends Db {
  /** The statements sent since the last reset(), first line of each. */
  statements: string[];
  reset(): void;
}

const firstLine = (sql: string) => sql.trim().split('\n')[0].slice(0, 120);

export function countingDb(db: Db): CountingDb {
  const statements: string[] = [];
  const counted = (target: Queryable): Queryable => ({
    query: (sql, params) => (statements.push(firstLine(sql)), target.query(sql, params)),
    exec: (sql) => (statements.push(firstLine(sql)), target.exec(sql)),
  });
  const outer = counted(db);
  return {
    kind: db.kind,
    statements,
    reset: () => void statements.splice(0),
    query: outer.query,
    exec: outer.exec,
    async transaction(fn) {
      statements.push('BEGIN');
      const result = await db.transaction((tx) => fn(counted(tx)));
      statements.push('COMMIT');
      return result;
    },
    close: () => db.close(),
  };
}
