// What every route module needs, built once per server: the compiled config,
// the database, the permission rule, tokens and the error statuses.
import { createAccessPolicy, type AccessPolicy } from '../engine/access/policy';
import type { CompiledConfig } from '../engine/config/compiled';
import type { TranslationFile } from '../engine/config/types.generated';
import { createAccessChecker, type AccessChecker } from './access/requirements';
import { createPathResolver, type PathResolver } from './access/favorite-paths';
import type { JwtSecretSource } from './auth/secret';
import { databaseKeys, staticKeys } from './auth/signing-keys';
import { createTokenService, type TokenService } from './auth/tokens';
import { createDataEngine, type DataEngine } from './data-engine/engine';
import type { Db } from './db/adapter';
import { checkErrorCatalogue, type ErrorStatuses } from './errors/api-error';
import type { ChangeTracker } from './grid/read-cache';
import type { ComputedRegistry } from './reports/computation';
import { productComputations } from './reports/computed/registry';
import { readMarks, trackTables } from './supply/changes';

export interface Services {
  config: CompiledConfig;
  db: Db;
  policy: AccessPolicy;
  access: AccessChecker;
  paths: PathResolver;
  tokens: TokenService;
  statuses: ErrorStatuses;
  /** Declared data: entities, their permissions, translations for import and export headers. */
  data: DataEngine;
  /** Computed entities' computations, handed to the generic reports and grid (they import no feature). */
  computed: ComputedRegistry;
  /** Tables' change marks, handed to the grid's read cache. */
  changes: ChangeTracker;
}

export function createServices(options: {
  config: CompiledConfig;
  db: Db;
  /** JWT_SECRET, or the secrets kept in the database (server/auth/signing-keys.ts). */
  jwtSecret: JwtSecretSource;
  tokenLifetimeMs: number;
  /** language -> translations (scripts/config/load.ts); without them files use field names as headers. */
  translations?: Record<string, TranslationFile>;
  /** Entity hooks not to register (tests only: see DataEngineOptions). */
  skipEntityHooks?: readonly string[];
}): Services {
  const { config, db } = options;
  const policy = createAccessPolicy(config);
  return {
    config,
    db,
    policy,
    access: createAccessChecker(config, policy),
    paths: createPathResolver(config),
    tokens: createTokenService(
      typeof options.jwtSecret === 'string' ? staticKeys(options.jwtSecret) : databaseKeys(db, options.jwtSecret),
      options.tokenLifetimeMs,
    ),
    statuses: checkErrorCatalogue(config),
    data: createDataEngine(config, policy, options.translations, { skipHooks: options.skipEntityHooks }),
    // The features handed to the generic parts; a computed entity without a computation stops the start here.
    computed: productComputations(config),
    changes: { trackTables, readMarks },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
