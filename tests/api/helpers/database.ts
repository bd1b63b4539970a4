// Test databases. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set,
// each test file in a database of its own, dropped afterwards, so concurrent
// runs never collide. Migrating and seeding costs seconds, so it is done once:
// PGlite's migrated and seeded directory is dumped (cached in the temp dir)
// and every test database loads it (~0.5 s); on PostgreSQL a template
// database is built once per server and every test database is a copy of it
// (CREATE DATABASE ... TEMPLATE), both keyed by the migrations, the seed and
// the config.
import { createHash, randomBytes, type Hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { Db } from '../../../server/db/adapter';
import { syncSchema } from '../../../server/data-engine/schema';
import { migrate, MIGRATIONS_DIR } from '../../../server/db/migrate';
import { openPg, quoteIdent } from '../../../server/db/pg';
import { openPglite } from '../../../server/db/pglite';
import { seedDemo } from '../../../server/seed/demo';
import { createServices } from '../../../server/services';

export type DbKind = 'pglite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The databases this run covers. */
export function databaseKinds(): DbKind[] {
  return TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDb {
  db: Db;
  kind: DbKind;
  /** Closes the database and removes what the test created (the PostgreSQL schema). */
  dispose(): Promise<void>;
}

/** Every file under dir (sub-folders too, e.g. the seed's demo data), names and contents. */
async function hashDir(hash: Hash, dir: string): Promise<void> {
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    hash.update(entry.name);
    if (entry.isDirectory()) await hashDir(hash, full);
    else hash.update(await readFile(full));
  }
}

async function templateKey(config: CompiledConfig): Promise<string> {
  const hash = createHash('sha256').update(config.version).update(JSON.stringify(config.routes.length));
  const seedDir = path.resolve(MIGRATIONS_DIR, '../../seed');
  for (const dir of [MIGRATIONS_DIR, seedDir, path.resolve(MIGRATIONS_DIR, '../../data')]) await hashDir(hash, dir);
  hash.update(await readFile(path.resolve(MIGRATIONS_DIR, '../../accounts.ts')));
  // The entity tables come from the schema sync: its code and the entities (config.version covers them) shape the template.
  await hashDir(hash, path.resolve(MIGRATIONS_DIR, '../../data-engine/schema'));
  hash.update(JSON.stringify(config.entities));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(config: CompiledConfig, seed: boolean): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'sop-api-test-templates');
  const file = path.join(dir, `${await templateKey(config)}-${seed ? 'demo' : 'empty'}.tar.gz`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const fresh = await openPglite();
  await migrate(fresh);
  await syncSchema(fresh, config);
  if (seed) await seedDemo(fresh, createServices({ config, db: fresh, jwtSecret: 'x'.repeat(32), tokenLifetimeMs: 60_000 }));
  const dump = await fresh.dumpDataDir();
  await fresh.close();
  await mkdir(dir, { recursive: true });
  // Write then rename: a concurrent run never reads a half-written template.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
  await rename(temporary, file);
  return dump;
}

export async function openTestDb(kind: DbKind, config: CompiledConfig, options: { seed?: boolean; dataDir?: string } = {}): Promise<TestDb> {
  const seed = options.seed ?? true;
  if (kind === 'pglite') {
    const template = await pgliteTemplate(config, seed);
    const db = await openPglite({ dataDir: options.dataDir, loadDataDir: template });
    return { db, kind, dispose: () => db.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const template = await pgTemplate(config, seed);
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(async (admin) => {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
    await admin.query(`COMMENT ON DATABASE ${quoteIdent(name)} IS ${literal(stamp())}`);
  });
  const db = await openPg({ connectionString: databaseUrl(name), schema: PG_SCHEMA, max: 8 });
  return {
    db,
    kind,
    async dispose() {
      await db.close();
      await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
    },
  };
}

/** The schema the test databases keep the product in (a search_path of one schema, as an operator may set). */
const PG_SCHEMA = 'api_test';
/** Held while a template is built: the other test files wait for it instead of building it too. */
const TEMPLATE_LOCK = 7_240_777;
/** Test databases and templates older than this are left from a run that died: removed by the next template build. */
const STALE_MS = 24 * 3600_000;

const stamp = () => `sop api test, created ${new Date().toISOString()}`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** The template database of this config, migrations and seed, built (once per PostgreSQL server) when missing. */
async function pgTemplate(config: CompiledConfig, seed: boolean): Promise<string> {
  const name = `sop_tpl_${await templateKey(config)}_${seed ? 'demo' : 'empty'}`;
  return asAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
      await dropStale(admin);
      // Built under another name and renamed when whole: a run killed half-way leaves no template to copy.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(building)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quoteIdent(building)}`);
      const db = await openPg({ connectionString: databaseUrl(building), schema: PG_SCHEMA, max: 8 });
      try {
        await db.exec(`CREATE SCHEMA ${quoteIdent(PG_SCHEMA)}`);
        await migrate(db);
        await syncSchema(db, config);
        if (seed) await seedDemo(db, createServices({ config, db, jwtSecret: 'x'.repeat(32), tokenLifetimeMs: 60_000 }));
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(name)}`);
      await admin.query(`COMMENT ON DATABASE ${quoteIdent(name)} IS ${literal(stamp())}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** Templates of other versions and test databases of dead runs, a day old: each run would otherwise leave its own. */
async function dropStale(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string; note: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname LIKE 'sop\\_tpl\\_%' OR datname LIKE 'api\\_test\\_%'`);
  for (const { datname, note } of rows) {
    const created = Date.parse(note?.match(/created (\S+)$/)?.[1] ?? '');
    if (Number.isFinite(created) && Date.now() - created > STALE_MS) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  }
}
