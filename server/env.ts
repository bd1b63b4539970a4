// The environment of `npm start`, read and checked in one place.
import path from 'node:path';

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  seedDemo: boolean;
  tokenLifetimeMs?: number;
  staticDir: string;
  logLevel: string;
  trustProxy: boolean;
  /** Attempts per window; raised by the e2e suite, which signs up many accounts from one IP. */
  loginRateMax?: number;
  registerRateMax?: number;
}

function integer(name: string, value: string | undefined, fallback?: number): number | undefined {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer (got "${value}")`);
  return n;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return {
    port: integer('PORT', env.PORT, 8080)!,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    seedDemo: (env.SEED_DEMO ?? 'true').toLowerCase() !== 'false',
    tokenLifetimeMs: integer('TOKEN_LIFETIME_MS', env.TOKEN_LIFETIME_MS),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    // Behind a load balancer, the client IP (for the login rate limit) comes from X-Forwarded-For.
    trustProxy: (env.TRUST_PROXY ?? 'false').toLowerCase() === 'true',
    loginRateMax: integer('LOGIN_RATE_MAX', env.LOGIN_RATE_MAX),
    registerRateMax: integer('REGISTER_RATE_MAX', env.REGISTER_RATE_MAX),
  };
}
