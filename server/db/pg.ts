// PostgreSQL backend over a pg Pool. Every distinct SQL text becomes a named
// prepared statement on each connection the first time it runs there, so the
// hot queries (the auth lookup above all) skip parsing and planning after
// warm-up; the statement texts are constants of the code, so the set is bounded.
import pg from 'pg';
import type { Db, Queryable, SqlParam } from './adapter';

export interface PgOptions {
  connectionString: string;
  /** Schema to work in (search_path); tests and benchmarks isolate each run in a fresh one. */
  schema?: string;
  /** Pool size. On a 2-core machine a handful of connections saturates PostgreSQL; more only adds contention. */
  max?: number;
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
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 8,
    options: options.schema ? `-c search_path=${quoteIdent(options.schema)}` : undefined,
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
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
