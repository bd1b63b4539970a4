// PostgreSQL backend over a pg Pool. Every distinct SQL text becomes a named
// prepared statement on each connection the first time it runs there, so the
// hot queries (the auth lookup above all) skip parsing and planning after
// warm-up; the statement texts are constants of the code, so the set is bounded.
//
// Timeouts make an outage an answer rather than a hang: a connection that
// cannot be had (PostgreSQL down, or every pooled connection stuck) fails
// after connectMs, a statement PostgreSQL runs too long is cancelled by the
// server after statementMs (the connection stays usable), and a query nobody
// answers at all (network cut) fails after queryMs and its connection is
// discarded. The API turns these into 503 (db/unavailable.ts), and the pool
// opens fresh connections once PostgreSQL answers again: no restart needed.
import pg from 'pg';
import type { Db, Queryable, SqlParam } from './adapter';
import { isDatabaseUnavailable } from './unavailable';

export interface PgTimeouts {
  /** Waiting for a connection (new, or a free one of the pool). */
  connectMs: number;
  /** Server side: PostgreSQL cancels a longer statement (SQLSTATE 57014). */
  statementMs: number;
  /** Client side: no answer at all within this (a cut network); longer than statementMs so the server normally cancels first. */
  queryMs: number;
  /** Server side: a session left idle inside a transaction is ended. */
  idleInTransactionMs: number;
}

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = { connectMs: 5_000, statementMs: 30_000, queryMs: 35_000, idleInTransactionMs: 60_000 };

export interface PgOptions {
  connectionString: string;
  /** Schema to work in (search_path); tests and benchmarks isolate each run in a fresh one. */
  schema?: string;
  /** Pool size. On a 2-core machine a handful of connections saturates PostgreSQL; more only adds contention. */
  max?: number;
  timeouts?: Partial<PgTimeouts>;
}

const statementNames = new Map<string, string>();

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

type PgRunner = Pick<pg.PoolClient, 'query'>;

function wrap(target: PgRunner): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query({ name: statementName(sql), text: sql, values: params as unknown[] });
      return result.rows as T[];
    },
    async exec(sql: string) {
      // No parameters: pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe schema name: ${name}`);
  return `"${name}"`;
}

export async function openPg(options: PgOptions): Promise<Db & { pool: pg.Pool }> {
  const timeouts = { ...DEFAULT_PG_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 8,
    // Without a schema, keep whatever the URL says (e.g. ?options=-c search_path=...).
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A peer that vanished without a word is noticed by the OS, not only at the next query.
    keepAlive: true,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const base = wrap(pool);
  // Fail fast on a wrong URL instead of at the first request.
  await base.query('SELECT 1');
  return {
    kind: 'postgres',
    pool,
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      // A connection lost while checked out emits 'error' on the client; unheard, that would end the process.
      const ignore = () => {};
      client.on('error', ignore);
      // Discard (rather than return to the pool) a connection whose state is unknown.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error as Error;
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.removeListener('error', ignore);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
