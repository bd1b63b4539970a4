// `npm start`: read the environment, load the compiled config (the same one
// the browser gets), open and migrate the database, seed the demo into an
// empty database, then serve the API and the built SPA on one port.
import { loadConfigOrThrow } from '../scripts/config/load';
import { buildServer, DEFAULT_RATE_LIMITS } from './app';
import { resolveJwtSecret } from './auth/secret';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { readEnv, type ServerEnv } from './env';
import type { AuthRateLimits } from './routes/auth';
import { seedDemo } from './seed/demo';

async function main(): Promise<void> {
  const env = readEnv();
  const { config } = await loadConfigOrThrow({ root: process.cwd() });
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const app = await buildServer({
    config,
    db,
    jwtSecret: await resolveJwtSecret(env.jwtSecret, env.dataDir),
    tokenLifetimeMs: env.tokenLifetimeMs,
    staticDir: env.staticDir,
    trustProxy: env.trustProxy,
    rateLimit: rateLimitOverrides(env),
    logger: {
      level: env.logLevel,
      // Tokens and passwords never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });
  const log = app.log;

  const applied = await migrate(db);
  log.info({ database: db.kind, applied }, applied.length ? 'migrations applied' : 'database schema up to date');
  if (env.seedDemo && (await seedDemo(db, app.services))) log.info('demo data seeded (password demo1234, see README)');

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
