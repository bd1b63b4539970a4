// The two database backends the benches measure: PGlite, and PostgreSQL when
// it answers. Each run opens an empty database of its own and removes it
// after: a PGlite folder in the temp dir, or a fresh PostgreSQL schema that is
// dropped at the end (so a bench never touches anybody's data).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../../../server/db/adapter';
import type { PgTimeouts } from '../../../server/db/pg';

export type Backend = 'pglite' | 'postgres';

/** In the order the benches run them. */
export const BACKENDS: readonly Backend[] = ['pglite', 'postgres'];

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server's test database. */
export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Run in order when the bench is done (close the server, then the database, then remove it). */
export type Cleanups = Array<() => Promise<unknown>>;

export interface BackendOptions {
  /** Names the temp folder and the schema (sop-<name>-bench-, bench_<name>_...), to tell runs apart. */
  name: string;
  /** PostgreSQL pool size (default 8). */
  max?: number;
  timeouts?: Partial<PgTimeouts>;
  /** Suffixes of more schemas the run creates beside its own (e.g. '_jobs' for pg-boss), dropped with it. */
  alsoDrop?: string[];
}

/** Whether PostgreSQL answers at `url`: undefined when it does, else why not. */
export async function postgresProblem(url = PG_URL): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

async function onAdmin(sql: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    for (const statement of sql) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * An empty database of the backend; how to remove it is pushed onto
 * `cleanups` (closing it is the caller's, who knows when it is done).
 */
export async function openBackend(backend: Backend, cleanups: Cleanups, options: BackendOptions): Promise<Db> {
  // Imported here: the parent process of a bench never opens a database.
  const { openPglite } = await import('../../../server/db/pglite');
  const { openPg, quoteIdent } = await import('../../../server/db/pg');
  if (backend === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), `sop-${options.name}-bench-`));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return openPglite({ dataDir: dir });
  }
  const schema = `bench_${options.name}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onAdmin([`CREATE SCHEMA ${quoteIdent(schema)}`]);
  const dropped = [schema, ...(options.alsoDrop ?? []).map((suffix) => `${schema}${suffix}`)];
  cleanups.push(() => onAdmin(dropped.map((name) => `DROP SCHEMA IF EXISTS ${quoteIdent(name)} CASCADE`)));
  return openPg({ connectionString: PG_URL, schema, max: options.max ?? 8, ...(options.timeouts ? { timeouts: options.timeouts } : {}) });
}
