// What every route module needs, built once per server: the compiled config,
// the database, the permission rule, tokens and the error statuses.
import { createAccessPolicy, type AccessPolicy } from '../engine/access/policy';
import type { CompiledConfig } from '../engine/config/compiled';
import { createAccessChecker, type AccessChecker } from './access/requirements';
import { createPathResolver, type PathResolver } from './access/favorite-paths';
import { createTokenService, type TokenService } from './auth/tokens';
import type { Db } from './db/adapter';
import { checkErrorCatalogue, type ErrorStatuses } from './errors/api-error';

export interface Services {
  config: CompiledConfig;
  db: Db;
  policy: AccessPolicy;
  access: AccessChecker;
  paths: PathResolver;
  tokens: TokenService;
  statuses: ErrorStatuses;
}

export function createServices(options: { config: CompiledConfig; db: Db; jwtSecret: string; tokenLifetimeMs: number }): Services {
  const { config, db } = options;
  const policy = createAccessPolicy(config);
  return {
    config,
    db,
    policy,
    access: createAccessChecker(config, policy),
    paths: createPathResolver(config),
    tokens: createTokenService(options.jwtSecret, options.tokenLifetimeMs),
    statuses: checkErrorCatalogue(config),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
