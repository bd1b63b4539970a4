// Test databases. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set,
// each run in its own fresh schema, dropped afterwards, so concurrent runs never
// collide. Creating a PGlite directory costs ~4 s, so a migrated and seeded
// template is dumped once (cached in the temp dir, keyed by the migrations,
// the seed and the config version) and every test database loads it (~0.5 s).
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
  const dump = await fresh.pglite.dumpDataDir('gzip');
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
  const schema = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
  await admin.end();
  const db = await openPg({ connectionString: TEST_DATABASE_URL, schema, max: 8 });
  await migrate(db);
  await syncSchema(db, config);
  if (seed) await seedDemo(db, createServices({ config, db, jwtSecret: 'x'.repeat(32), tokenLifetimeMs: 60_000 }));
  return {
    db,
    kind,
    async dispose() {
      await db.close();
      const cleaner = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await cleaner.end();
    },
  };
}
