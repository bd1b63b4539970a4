// buildServer(): the whole HTTP server as a Fastify instance, without
// listening, so tests drive it in-process with inject() and main.ts adds only
// the environment. Plugins are registered in dependency order.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { CompiledConfig } from '../engine/config/compiled';
import type { TranslationFile } from '../engine/config/types.generated';
import { apiPlugin, type ApiOptions } from './api';
import { answerClientError, describeFrameworkError } from './errors/client-error';
import type { Db } from './db/adapter';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, sendError } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { createValidatorCompiler } from './plugins/validation';
import type { JwtSecretSource } from './auth/secret';
import type { AuthRateLimits } from './routes/auth';
import { createServices } from './services';
import { strictRowIdsOnRoute } from './data-engine/http/row-id';

export interface BuildOptions {
  config: CompiledConfig;
  db: Db;
  /** JWT_SECRET, or { kind: 'database' }: the secrets every instance on the database shares. */
  jwtSecret: JwtSecretSource;
  /** Token lifetime; defaults to app.yaml session.tokenLifetimeMs. */
  tokenLifetimeMs?: number;
  /** Directory of the built SPA (dist/); without it only /api is served. */
  staticDir?: string;
  /** Fastify logger options; false (default) for tests and benchmarks. */
  logger?: FastifyServerOptions['logger'];
  rateLimit?: Partial<AuthRateLimits>;
  trustProxy?: boolean;
  extraRoutes?: ApiOptions['extraRoutes'];
  /** language -> translations: labels of import and export headers and enum values. */
  translations?: Record<string, TranslationFile>;
  /** Tests only: names of entity hooks left unregistered, to prove a rule is kept by its hook. */
  skipEntityHooks?: readonly string[];
}

/** ~1 MB: a profile photo (~400 KB of base64) fits, anything much larger is refused with 413. */
export const BODY_LIMIT = 1_048_576;

/**
 * Longest request line and headers Node reads (its default, 16 KB, is less than a list's filter of the documented
 * 20,000 characters once URL-encoded: a character may take 9 bytes). Longer requests get the envelope from
 * clientError.ts instead of Node's bare 431; a filter over 20,000 characters is refused by the route's schema.
 */
export const MAX_HEADER_BYTES = 256 * 1024;

export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  login: { max: 10, timeWindowMs: 60_000 },
  register: { max: 20, timeWindowMs: 60 * 60_000 },
};

export async function buildServer(options: BuildOptions): Promise<FastifyInstance> {
  const services = createServices({
    config: options.config,
    db: options.db,
    jwtSecret: options.jwtSecret,
    tokenLifetimeMs: options.tokenLifetimeMs ?? options.config.app.session.tokenLifetimeMs,
    translations: options.translations,
    skipEntityHooks: options.skipEntityHooks,
  });

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // While closing (graceful shutdown), new requests get 503 instead of hanging.
    return503OnClosing: true,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply) => sendError(reply, services.statuses, describeFrameworkError(error)),
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.decorate('services', services);
  // Before any route is added: a route with an integer :id parses it strictly (row-id.ts).
  app.addHook('onRoute', strictRowIdsOnRoute);

  await app.register(errorsPlugin, { statuses: services.statuses });
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { config: options.config });
  // Only the routes that declare config.rateLimit (login, register) are limited; counters in the database.
  await app.register(rateLimitPlugin, { db: options.db });
  await app.register(docsPlugin, { config: options.config });
  await app.register(apiPlugin, {
    prefix: '/api',
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimit },
    extraRoutes: options.extraRoutes,
  });
  await app.register(spaPlugin, { staticDir: options.staticDir, statuses: services.statuses });
  await app.ready();
  return app;
}
