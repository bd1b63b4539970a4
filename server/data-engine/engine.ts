// The data engine of one server: the declared entities, the permission rule,
// the translations (export headers, import headers and enum labels in any
// language) and the entity hooks features register at start-up
// (hooks/registry.ts), built once and handed to the routes.
import type { AccessPolicy } from '../../engine/access/policy';
import type { CompiledConfig, CompiledEntity } from '../../engine/config/compiled';
import type { TranslationFile } from '../../engine/config/types.generated';
import { accessContext, type Caller } from '../access/caller';
import { callerAccess, type CallerAccess } from './access';
import { createHookRegistry, type HookRegistry } from './hooks/registry';
import type { PathContext } from './query/paths';
import { isComputed } from './sql';

export interface DataEngine {
  config: CompiledConfig;
  /** Entities with a table (computed ones are served elsewhere). */
  entities: ReadonlyMap<string, CompiledEntity>;
  /** Every declared entity, computed ones included (refs may point at them). */
  all: readonly CompiledEntity[];
  policy: AccessPolicy;
  translations: Readonly<Record<string, TranslationFile>>;
  /** Behaviour of entities, run on every write and read path. */
  hooks: HookRegistry;
  /** The caller's permissions on every entity, memoised for one request. */
  access(caller: Caller): CallerAccess;
  paths(caller: Caller): PathContext;
}

export interface DataEngineOptions {
  /** Names of entity hooks not to register (tests proving a rule is kept by its hook). */
  skipHooks?: readonly string[];
}

export function createDataEngine(
  config: CompiledConfig, policy: AccessPolicy, translations: Readonly<Record<string, TranslationFile>> = {}, options: DataEngineOptions = {},
): DataEngine {
  const byId = new Map(config.entities.map((e) => [e.id, e]));
  const stored = new Map(config.entities.filter((e) => !isComputed(e)).map((e) => [e.id, e]));
  const cache = new WeakMap<Caller, CallerAccess>();
  const access = (caller: Caller) => {
    let found = cache.get(caller);
    if (!found) {
      found = callerAccess(policy, byId, accessContext(caller));
      cache.set(caller, found);
    }
    return found;
  };
  return {
    config,
    entities: stored,
    all: config.entities,
    policy,
    translations,
    hooks: createHookRegistry(new Set(byId.keys()), new Set(options.skipHooks ?? [])),
    access,
    paths: (caller) => ({ entities: byId, access: access(caller) }),
  };
}
