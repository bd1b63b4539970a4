// `npm start`: read the environment, read the compiled config the build
// wrote (the same one the browser gets; no YAML is parsed here), open and
// migrate the database, seed the demo into an empty database, then serve
// the API and the built SPA on one port.
import { buildServer, DEFAULT_RATE_LIMITS } from './app';
import { readCompiledConfig } from './compiled-config';
import { resolveJwtSecret } from './auth/secret';
import { syncSchema } from './data-engine/schema';
import { migrate } from './db/migrate';
import { moveLegacyOnboardingData } from './data/onboarding-legacy';
import { startForecasting } from './forecast/service';
import { openDatabase } from './db/open';
import { withStartupLock } from './db/startup-lock';
import { prettyLogStream } from './logging/pretty';
import { readEnv, type ServerEnv } from './env';
import type { AuthRateLimits } from './routes/auth';
import { seedDemo } from './seed/demo';

async function main(): Promise<void> {
  const env = readEnv();
  const { config, translations } = await readCompiledConfig(process.cwd());
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const app = await buildServer({
    config,
    db,
    jwtSecret: resolveJwtSecret(env.jwtSecret, env.dataDir),
    tokenLifetimeMs: env.tokenLifetimeMs,
    staticDir: env.staticDir,
    translations,
    trustProxy: env.trustProxy,
    rateLimit: rateLimitOverrides(env),
    logger: {
      level: env.logLevel,
      // Tokens and passwords never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Readable lines in a terminal, JSON lines anywhere else (files, containers, collectors).
      ...(process.stdout.isTTY ? { stream: prettyLogStream() } : {}),
    },
  });
  const log = app.log;

  // Instances started together take turns through all of this (db/startup-lock.ts).
  await withStartupLock(db, async () => {
    const applied = await migrate(db);
    log.info({ database: db.kind, applied }, applied.length ? 'migrations applied' : 'database schema up to date');
    // The entity tables follow config/entities; a change that would break stored rows stops the start here.
    const sync = await syncSchema(db, config);
    for (const note of sync.notes) log.warn(note);
    // A count per kind of change (a first start creates hundreds of tables and indexes); the list itself at debug level.
    log.info({ changes: sync.counts }, sync.applied.length ? `entity tables updated (${sync.applied.length} changes)` : 'entity tables up to date');
    if (sync.applied.length) log.debug({ changes: sync.applied }, 'entity table changes');
    // Attributes and products the onboarding wizard stored before it used the entity tables (once; see the module).
    const moved = await moveLegacyOnboardingData(db, config);
    if (moved.attributes + moved.products + moved.values > 0) log.info(moved, 'onboarding attributes and products moved to the entity tables');
    if (env.seedDemo && (await seedDemo(db, app.services))) log.info('demo data seeded (password demo1234, see README)');
    // Forecast runs are jobs in the database: this instance takes its share, and resumes what a previous process left.
    await startForecasting(app.services);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
}

function rateLimitOverrides(env: ServerEnv): Partial<AuthRateLimits> {
  const limits: Partial<AuthRateLimits> = {};
  if (env.loginRateMax) limits.login = { ...DEFAULT_RATE_LIMITS.login, max: env.loginRateMax };
  if (env.registerRateMax) limits.register = { ...DEFAULT_RATE_LIMITS.register, max: env.registerRateMax };
  return limits;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
