// Instances started together on one PostgreSQL take turns through start-up
// (migrations, entity tables, the demo seed, pg-boss's schema). Each step
// has its own lock, but one instance's DDL (CREATE INDEX, CREATE TRIGGER)
// against another's inserts of a later step can deadlock, and PostgreSQL
// then ends one of them: the instance exits before it ever answers. A
// session lock on a connection of its own, polled rather than waited on, so
// the statement and idle-in-transaction timeouts never cut a long turn
// (seeding the demo takes a while). Keyed by schema, so servers in other
// schemas (tests, benches) do not wait for each other. PGlite: one process
// owns its directory, nothing to share.
import type pg from 'pg';
import type { Db } from './adapter';

const STARTUP_LOCK = 7_240_413;
const POLL_MS = 200;

export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const pool = (db as Db & { pool?: pg.Pool }).pool;
  if (db.kind !== 'postgres' || !pool) return work();
  const client = await pool.connect();
  const ignore = () => {};
  client.on('error', ignore);
  try {
    for (;;) {
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS ok', [STARTUP_LOCK]);
      if (rows[0].ok) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, hashtext(current_schema()))', [STARTUP_LOCK]).catch(() => {});
    client.removeListener('error', ignore);
    client.release();
  }
}
