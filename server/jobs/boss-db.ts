// pg-boss over the project's database adapter (server/db/adapter.ts), so the
// queue shares the server's connections (a pg Pool, or PGlite's one
// connection) instead of opening its own pool. pg-boss sends two kinds of
// text: single statements (with or without parameters), which go through
// query(), and scripts wrapped in BEGIN ... COMMIT (schema creation,
// migrations and its advisory-locked maintenance), which must go through
// exec(): a prepared statement holds one statement only. Scripts return no
// rows, and pg-boss reads none from them.
import type { Queryable, SqlParam } from '../db/adapter';

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** pg-boss's multi-statement scripts all start with BEGIN (plans.locked, plans.create, migrations). */
export const isScript = (text: string): boolean => /^\s*BEGIN\s*;/i.test(text);

export function bossDb(db: Queryable): BossDb {
  return {
    async executeSql(text, values) {
      if (isScript(text)) {
        if (values && values.length > 0) throw new Error('pg-boss sent a script with parameters; the adapter cannot run it');
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query(text, (values ?? []) as SqlParam[]) };
    },
  };
}
