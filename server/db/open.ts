// Chooses the backend from the environment: PostgreSQL when DATABASE_URL is
// set, otherwise PGlite persisted under DATA_DIR/pglite.
//
// DATABASE_URL may choose a schema with libpq's options parameter:
// postgres://user@host/db?options=-c%20search_path%3Dtenant_a
// PostgreSQL timeouts come from DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS,
// DB_QUERY_TIMEOUT_MS and DB_IDLE_IN_TRANSACTION_TIMEOUT_MS (see pg.ts for
// what each bounds, and the defaults).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './adapter';
import { openPg, type PgTimeouts } from './pg';
import { openPglite } from './pglite';

const TIMEOUT_VARIABLES: Record<keyof PgTimeouts, string> = {
  connectMs: 'DB_CONNECT_TIMEOUT_MS',
  statementMs: 'DB_STATEMENT_TIMEOUT_MS',
  queryMs: 'DB_QUERY_TIMEOUT_MS',
  idleInTransactionMs: 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
};

/** The timeouts the environment sets; the others keep pg.ts's defaults. */
export function pgTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<PgTimeouts> {
  const timeouts: Partial<PgTimeouts> = {};
  for (const [key, name] of Object.entries(TIMEOUT_VARIABLES) as Array<[keyof PgTimeouts, string]>) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const ms = Number(raw);
    if (!Number.isInteger(ms) || ms <= 0) throw new Error(`${name} must be a positive number of milliseconds (got "${raw}")`);
    timeouts[key] = ms;
  }
  return timeouts;
}

export async function openDatabase(env: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (env.databaseUrl) return openPg({ connectionString: env.databaseUrl, timeouts: pgTimeoutsFromEnv() });
  const dataDir = path.join(env.dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return openPglite({ dataDir });
}
