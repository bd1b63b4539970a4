// Where a spawned server keeps its data: a fresh PGlite directory, or a fresh
// schema of TEST_DATABASE_URL. Either is removed afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPgSchema, type PgSchema } from '../../../../scripts/soak/pg-schema';
import { realConfig } from '../../helpers/config';
import { openTestDb } from '../../helpers/database';
import { readPgliteState, readSchemaState } from './stored-state';
import type { StoredState } from './write-ledger';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export type BackendKind = 'pglite' | 'postgres';

/** The backends this run covers: PostgreSQL only when TEST_DATABASE_URL is set. */
export function backendKinds(): BackendKind[] {
  return TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface Backend {
  kind: BackendKind;
  /** The server's environment for this backend (DATA_DIR always: the JWT secret file lives there). */
  env: Record<string, string>;
  /** Only for postgres: the schema (its URL through another host:port, direct queries). */
  schema?: PgSchema;
  /** The rows a burst left; the server must be stopped first on PGlite (one process per directory). */
  readState(): Promise<StoredState>;
  dispose(): Promise<void>;
}

export async function openBackend(kind: BackendKind, label: string): Promise<Backend> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `sop-${label}-`));
  const common = { DATA_DIR: dataDir, SEED_DEMO: 'true', JWT_SECRET: randomBytes(32).toString('base64url') };
  if (kind === 'pglite') {
    // Start from the API tests' migrated and seeded template (~1 s) instead of
    // creating a PGlite directory (~4 s, far more on a loaded machine); the
    // server still opens, migrates and checks it the way `npm start` does.
    await (await openTestDb('pglite', await realConfig(), { dataDir: path.join(dataDir, 'pglite') })).dispose();
    return {
      kind,
      env: common,
      readState: () => readPgliteState(path.join(dataDir, 'pglite')),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schema = await createPgSchema(TEST_DATABASE_URL, `rel_${label}`);
  return {
    kind,
    env: { ...common, DATABASE_URL: schema.url() },
    schema,
    readState: () => readSchemaState((sql) => schema.query(sql)),
    async dispose() {
      await schema.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
