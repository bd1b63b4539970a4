// A bench child's server: the real one (buildServer) over an empty database
// of the backend, migrated and with the config's entity tables as
// server/main.ts creates them at start-up, as `npm start` would run it. The
// bench does its work with it; then the server, the database and its files
// or schema go, whether the work succeeded or not.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { BuildOptions } from '../../../server/app';
import type { Db } from '../../../server/db/adapter';
import { openBackend, type Backend, type BackendOptions, type Cleanups } from './backends';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface BenchServer {
  db: Db;
  app: FastifyInstance;
  /** The project's config as loaded (the server may run a bench's variant of it). */
  config: CompiledConfig;
  translations: BuildOptions['translations'];
}

export interface BenchServerOptions extends BackendOptions {
  /** The config the server runs, from the project's (default: that one). */
  serverConfig?: (config: CompiledConfig) => CompiledConfig;
  /** More options of buildServer (a static folder, rate limits). */
  build?: Partial<Omit<BuildOptions, 'config' | 'db'>>;
}

export async function withBenchServer<T>(backend: Backend, options: BenchServerOptions, work: (server: BenchServer) => Promise<T>): Promise<T> {
  const { loadConfigOrThrow } = await import('../../config/load');
  const { buildServer } = await import('../../../server/app');
  const { migrate } = await import('../../../server/db/migrate');
  const { syncSchema } = await import('../../../server/data-engine/schema');
  const { config, translations } = await loadConfigOrThrow({ root: ROOT });
  const cleanups: Cleanups = [];
  try {
    const db = await openBackend(backend, cleanups, options);
    cleanups.unshift(() => db.close());
    await migrate(db);
    await syncSchema(db, config);
    const app = await buildServer({
      config: options.serverConfig?.(config) ?? config,
      db,
      jwtSecret: randomBytes(32).toString('base64url'),
      logger: false,
      translations,
      ...options.build,
    });
    cleanups.unshift(() => app.close());
    return await work({ db, app, config, translations });
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}
