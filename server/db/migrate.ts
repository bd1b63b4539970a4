// Applies server/db/migrations/NNN_name.sql in file-name order, each in its own
// transaction together with its row in schema_migrations, so a failed
// migration leaves nothing half-applied and a restart applies only what is new.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './adapter';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** An arbitrary constant: instances starting together against one PostgreSQL take turns. */
const MIGRATION_LOCK = 7_240_411;

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<Array<{ name: string; sql: string }>> {
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(files.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })));
}

/** Returns the names of the migrations applied by this call. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of await listMigrations(dir)) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
