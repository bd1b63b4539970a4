// Chooses the backend from the environment: PostgreSQL when DATABASE_URL is
// set, otherwise PGlite persisted under DATA_DIR/pglite.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './adapter';
import { openPg } from './pg';
import { openPglite } from './pglite';

export async function openDatabase(env: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (env.databaseUrl) return openPg({ connectionString: env.databaseUrl });
  const dataDir = path.join(env.dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return openPglite({ dataDir });
}
