// A fresh PostgreSQL schema per run (soak) or test (tests/api/reliability), and the
// DATABASE_URL that makes a spawned server work inside it (libpq's options
// parameter sets search_path), dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { quoteIdent } from '../../server/db/pg';

export interface PgSchema {
  name: string;
  /** DATABASE_URL for a server working in this schema (optionally through another host:port, e.g. a proxy). */
  url(hostPort?: string): string;
  /** A direct client inside the schema, for checks after the fact. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createPgSchema(baseUrl: string, label: string): Promise<PgSchema> {
  const name = `${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${quoteIdent(name)}`);
  await admin.query(`SET search_path = ${quoteIdent(name)}`);
  const url = (hostPort?: string) => {
    const parsed = new URL(baseUrl);
    if (hostPort) parsed.host = hostPort;
    parsed.searchParams.set('options', `-c search_path=${name}`);
    return parsed.toString();
  };
  return {
    name,
    url,
    async query(sql, params) {
      return (await admin.query(sql, params)).rows;
    },
    async drop() {
      await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(name)} CASCADE`);
      await admin.end();
    },
  };
}
