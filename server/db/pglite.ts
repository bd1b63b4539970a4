// PGlite backend: embedded PostgreSQL compiled to WebAssembly, persisted in a
// directory (or in memory for throwaway databases). The WebAssembly runs on a
// thread of its own (pglite-thread.ts): this side prepares the protocol
// messages and reads the replies.
//
// Why not PGlite's own query(): it sends six protocol round trips into the
// WebAssembly module per call (parse, describe, bind, describe, execute, sync)
// and re-plans every statement; that was ~60% of the CPU of an authenticated
// request (measured: 5x slower than this path for a one-row read, and the
// auth query's planning alone cost more than its execution). Here every
// distinct SQL text is prepared once as a named statement
// (its parameter and column types learnt from one Describe) and each call is
// one round trip of Bind + Execute + Sync, ~5x cheaper. PGlite is a single
// connection, so this adapter serialises all access itself (one queue), and a
// transaction holds the queue from BEGIN to COMMIT.
import { protocol, types } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './adapter';
import { PgliteClient } from './pglite-client';

const { serialize } = protocol;

interface Statement {
  name: string;
  paramTypes: number[];
  fields: Array<{ name: string; typeId: number }>;
}

/** The backend messages this adapter reads (pg-protocol's parsed messages). */
interface Message {
  name: string;
  dataTypeIDs?: number[];
  fields?: Array<{ name: string; dataTypeID: number }> | Array<string | null>;
  text?: string;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** SQLSTATE 0A000 "cached plan must not change result type": the table changed under a prepared statement. */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: string })?.code === '0A000' && /cached plan/.test(String((error as Error).message));
}

/**
 * The type parsers and serializers PGlite's own query() would use: its defaults, and one for the array of every type
 * (PGlite.create learns those from pg_type the same way, _initArrayTypes).
 */
const ARRAY_TYPES = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`;

class Connection {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly statements = new Map<string, Statement>();
  readonly parsers: Record<number, (x: string, typeId?: number) => unknown> = { ...types.parsers };
  readonly serializers: Record<number, types.Serializer> = { ...types.serializers };

  constructor(readonly client: PgliteClient) {}

  async learnArrayTypes(): Promise<void> {
    for (const { oid, typarray } of await this.run<{ oid: number; typarray: number }>(ARRAY_TYPES, [])) {
      this.serializers[typarray] = (x) => types.arraySerializer(x, this.serializers[oid], typarray);
      this.parsers[typarray] = (x) => types.arrayParser(x, this.parsers[oid], typarray);
    }
  }

  /** Runs fn when every earlier caller is done: the one connection is never shared mid-statement. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.queue.then(fn);
    this.queue = result.catch(() => {});
    return result;
  }

  /** Sends messages and returns the replies; a database error is thrown after the Sync has restored the session. */
  private async send(messages: Uint8Array[]): Promise<Message[]> {
    const bytes = concat(messages);
    const raw = (await this.client.request({ type: 'exec', bytes }, [bytes.buffer as ArrayBuffer])) as Uint8Array;
    const replies: Message[] = [];
    new protocol.Parser().parse(raw, (message) => replies.push(message as unknown as Message));
    const error = replies.find((m) => m.name === 'error');
    if (error) throw error;
    return replies;
  }

  private async prepare(sql: string): Promise<Statement> {
    let statement = this.statements.get(sql);
    if (statement) return statement;
    const name = `p${this.statements.size + 1}`;
    const replies = await this.send([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const parameters = replies.find((m) => m.name === 'parameterDescription');
    const rows = replies.find((m) => m.name === 'rowDescription');
    statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: ((rows?.fields ?? []) as Array<{ name: string; dataTypeID: number }>).map((f) => ({ name: f.name, typeId: f.dataTypeID })),
    };
    this.statements.set(sql, statement);
    return statement;
  }

  private serializeParam(value: SqlParam, typeId: number): string | Uint8Array | null {
    if (value === null || value === undefined) return null;
    // Bytes are the parameter's binary form: PGlite's bind sends them with format code 1.
    if (value instanceof Uint8Array) return value;
    const serializer = this.serializers[typeId];
    return serializer ? serializer(value) : String(value);
  }

  /** One statement, prepared once; call only while holding exclusive(). */
  async run<T>(sql: string, params: readonly SqlParam[], retried = false): Promise<T[]> {
    const statement = await this.prepare(sql);
    const values = params.map((value, i) => this.serializeParam(value, statement.paramTypes[i]));
    let replies: Message[];
    try {
      replies = await this.send([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]);
    } catch (error) {
      if (retried || !isStalePlan(error)) throw error;
      // A migration changed a table this statement reads: prepare it again.
      this.statements.delete(sql);
      await this.send([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]);
      return this.run(sql, params, true);
    }
    const rows: T[] = [];
    const { parsers } = this;
    for (const reply of replies) {
      if (reply.name !== 'dataRow') continue;
      const raw = reply.fields as Array<string | null>;
      const row: Record<string, unknown> = {};
      statement.fields.forEach((field, i) => {
        row[field.name] = raw[i] === null ? null : types.parseType(raw[i], field.typeId, parsers);
      });
      rows.push(row as T);
    }
    return rows;
  }

  /** A script of statements without parameters (simple protocol); returns the last command tag. */
  async script(sql: string): Promise<string | undefined> {
    const replies = await this.send([serialize.query(sql)]);
    return replies.filter((m) => m.name === 'commandComplete').at(-1)?.text;
  }
}

export interface PgliteOptions {
  /** Data directory; omitted = in memory (only for throwaway databases). */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from (tests reuse one migrated + seeded template: ~0.5 s instead of ~4 s). */
  loadDataDir?: Blob | File;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Db & { dumpDataDir(): Promise<Blob> }> {
  const client = new PgliteClient();
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  await client.request({ type: 'open', dataDir: options.dataDir, loadDataDir }, loadDataDir ? [loadDataDir] : []);
  const connection = new Connection(client);
  await connection.learnArrayTypes();
  const inside: Queryable = {
    query: <T>(sql: string, params: readonly SqlParam[] = []) => connection.run<T>(sql, params),
    exec: async (sql: string) => {
      await connection.script(sql);
    },
  };
  return {
    kind: 'pglite',
    query: (sql, params = []) => connection.exclusive(() => connection.run(sql, params)),
    exec: (sql) => connection.exclusive(() => inside.exec(sql)),
    transaction: (fn) =>
      connection.exclusive(async () => {
        await connection.script('BEGIN');
        let result;
        try {
          result = await fn(inside);
        } catch (error) {
          await connection.script('ROLLBACK');
          throw error;
        }
        // COMMIT of a transaction that failed inside (an error the caller swallowed) rolls back.
        if ((await connection.script('COMMIT')) === 'ROLLBACK') throw new Error('the transaction was rolled back: a statement in it failed');
        return result;
      }),
    /** The database as a gzipped tarball, to open again with loadDataDir (the API tests' templates). */
    dumpDataDir: () => connection.exclusive(async () => new Blob([(await client.request({ type: 'dump' })) as ArrayBuffer])),
    close: () => connection.exclusive(async () => void (await client.request({ type: 'close' }))),
  };
}
