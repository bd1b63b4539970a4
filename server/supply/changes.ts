// Change marks of the tables a cache reads. Every write to a tracked table
// advances that table's own sequence (a statement trigger calling
// supply_touch(), migration 061), so "has anything a cache read changed
// since?" is one cheap query comparing sequence values, whoever wrote:
// the data API, an import, a forecast run, the seed or plain SQL. A
// sequence is not transactional and never blocks writers; a rolled-back
// write only costs one needless recomputation. Triggers are installed once
// per process and database, on the tables that exist (an entity another
// issue has not declared yet simply is not tracked).
// The generic grid read cache receives these two functions at start-up as
// its ChangeTracker (server/services.ts); it does not import this feature.
import type { Queryable } from '../db/adapter';

const SAFE = /^[a-z_][a-z0-9_]*$/;

export const sequenceOf = (table: string): string => `supply_chg_${table}`.slice(0, 63);

const installed = new WeakMap<object, Map<string, Promise<boolean>>>();

async function install(db: Queryable, table: string): Promise<boolean> {
  if (!SAFE.test(table)) throw new Error(`unsafe table name ${table}`);
  const [found] = await db.query<{ exists: boolean; tracked: boolean }>(
    `SELECT to_regclass($1) IS NOT NULL AS exists,
            EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'supply_touch' AND tgrelid = to_regclass($1)) AS tracked`,
    [table],
  );
  if (!found.exists) return false;
  if (found.tracked) return true;
  const sequence = sequenceOf(table);
  await db.query(`CREATE SEQUENCE IF NOT EXISTS "${sequence}"`);
  try {
    await db.query(`CREATE TRIGGER supply_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION supply_touch('${sequence}')`);
  } catch (error) {
    // Another instance created it between the check and here.
    if ((error as { code?: string }).code !== '42710') throw error;
  }
  return true;
}

/** The tables of the list that exist, each with its trigger (installed on first use in this process). */
export async function trackTables(db: Queryable, tables: readonly string[]): Promise<string[]> {
  let byDb = installed.get(db);
  if (!byDb) installed.set(db, (byDb = new Map()));
  const present: string[] = [];
  for (const table of tables) {
    let done = byDb.get(table);
    if (!done) {
      done = install(db, table);
      byDb.set(table, done);
      done.catch(() => byDb!.delete(table));
    }
    if (await done) present.push(table);
  }
  return present;
}

/** 'table:n,table:n' for the tracked tables: changes whenever one of them is written. */
export async function readMarks(db: Queryable, tables: readonly string[]): Promise<string> {
  if (tables.length === 0) return '';
  const columns = tables.map((t, i) => `(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "${sequenceOf(t)}")::text AS m${i}`);
  const [row] = await db.query<Record<string, string>>(`SELECT ${columns.join(', ')}`);
  return tables.map((t, i) => `${t}:${row[`m${i}`]}`).join(',');
}

/**
 * Whether another session's transaction has written one of `tables` and is
 * still open (a write holds its table's RowExclusiveLock, a TRUNCATE its
 * AccessExclusiveLock, until the transaction ends). Asked after reading the
 * marks: when none is, every write that advanced a mark read is committed
 * and visible to the statements that follow. (pg_current_snapshot()'s list
 * of open transactions misses those that began after the last commit, and
 * any transaction of the server would count.)
 */
export async function writersOpen(db: Queryable, tables: readonly string[]): Promise<boolean> {
  if (tables.length === 0) return false;
  const [row] = await db.query<{ open: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'relation' AND granted AND pid <> pg_backend_pid()
       AND mode IN ('RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock')
       AND relation = ANY (SELECT to_regclass(t)::oid FROM unnest($1::text[]) t)) AS open`,
    [tables]);
  return row.open;
}
