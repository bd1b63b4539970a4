// Computed entities (`computed: true` in config/entities): their rows come
// from a SELECT the server registers under the entity id instead of a table.
// A computation returns one row per computed record with the entity's
// declared fields as columns named like stored columns (CompiledField.column:
// snake_case, refs <name>_id), plus id and company_id, and only rows of the
// company given as its parameter. Reports (and any reader) then use it as
// `FROM (<sql>) t`, exactly like a table. The server refuses to start when a
// computed entity has no computation, or a computation names an entity the
// config declares as stored, so a typo never shows up as an empty page.
// This is the generic part: the reports and the grid receive a registry at
// start-up (server/services.ts); the catalogue of this product's
// computations is a feature (computed/registry.ts) they never import.
import type { CompiledConfig, CompiledEntity } from '../../engine/config/compiled';
import { entityTables, type TableOfEntity } from '../data-engine/entity-tables';
import type { Queryable } from '../db/adapter';
import { rollupFits, type Rollup } from './rollup';

export interface ComputeRequest {
  config: CompiledConfig;
  companyId: number;
  /** YYYY-MM-DD */
  today: string;
}

export interface Computation {
  entityId: string;
  /** A SELECT over the company `companyParam` (a placeholder such as '$1'); `table` names the tables of stored entities by id. */
  sql(companyParam: string, table: TableOfEntity): string;
  /** Brings what the SELECT reads up to date before it runs (a cache recomputed when its inputs changed). */
  prepare?(db: Queryable, request: ComputeRequest): Promise<void>;
  /** Its rows pre-aggregated by a few keys, which a report reads instead when they answer it (rollup.ts); prepared after the rows. */
  rollup?: Rollup;
}

export interface ComputedRegistry {
  has(entityId: string): boolean;
  /** The computation's SELECT over the company `companyParam`. */
  sql(entityId: string, companyParam: string): string;
  /** The entity's rollup, if it keeps one. */
  rollup?(entityId: string): Rollup | undefined;
  /** Runs the prepare step of each of these entities' computations (those without one need nothing), and refreshes stored entities the server rewrites (StoredRefresh). */
  prepare(entityIds: readonly string[], db: Queryable, request: ComputeRequest): Promise<void>;
}

/** Stored entities whose rows the server rewrites when their sources change: a report that reads one brings it up to date first. */
export interface StoredRefresh {
  entityId: string;
  prepare(db: Queryable, request: ComputeRequest): Promise<void>;
}

/** Problems between the config's computed entities and the computations; empty when they match. */
export function computedProblems(entities: readonly CompiledEntity[], computations: readonly Computation[]): string[] {
  const problems: string[] = [];
  const byId = new Map(entities.map((e) => [e.id, e]));
  const seen = new Set<string>();
  for (const c of computations) {
    if (seen.has(c.entityId)) {
      problems.push(`two computations are registered for entity "${c.entityId}"`);
      continue;
    }
    seen.add(c.entityId);
    const entity = byId.get(c.entityId);
    if (entity && !entity.computed) problems.push(`a computation is registered for entity "${c.entityId}" (${entity.source}), which is stored, not computed: add computed: true or remove the computation`);
  }
  for (const entity of entities) {
    if (entity.computed && !seen.has(entity.id)) {
      problems.push(`${entity.source}: entity "${entity.id}" is computed but the server registers no computation for it (server/reports/computed/registry.ts)`);
    }
  }
  return problems;
}

/** The computations of the config's computed entities; throws (the server does not start) when they do not match. */
export function createComputedRegistry(
  config: Pick<CompiledConfig, 'entities'>,
  computations: readonly Computation[],
  storedRefreshes: readonly StoredRefresh[] = [],
): ComputedRegistry {
  const problems = computedProblems(config.entities, computations);
  if (problems.length) throw new Error(`Computed entities do not match their computations:\n${problems.join('\n')}`);
  const byId = new Map(computations.map((c) => [c.entityId, c]));
  const table = entityTables(config);
  const declared = new Set(config.entities.map((e) => e.id));
  // A rollup whose keys the config's entity does not have (another config) is left out: reports read the rows.
  const entities = new Map(config.entities.map((e) => [e.id, e]));
  const scope = { entities, computed: { has: () => false, sql: () => { throw new Error('rollup keys go through stored entities only'); }, prepare: async () => {} } };
  const rollups = new Map(computations.flatMap((c) => (c.rollup && rollupFits(c.rollup, entities.get(c.entityId), scope) ? [[c.entityId, c.rollup] as const] : [])));
  const refreshes = new Map(storedRefreshes.filter((r) => declared.has(r.entityId)).map((r) => [r.entityId, r]));
  return {
    has: (id) => byId.has(id),
    sql(id, companyParam) {
      const c = byId.get(id);
      if (!c) throw new Error(`no computation for entity "${id}"`);
      return c.sql(companyParam, table);
    },
    rollup: (id) => rollups.get(id),
    async prepare(entityIds, db, request) {
      for (const id of new Set(entityIds)) {
        await (byId.get(id) ?? refreshes.get(id))?.prepare?.(db, request);
        await rollups.get(id)?.prepare(db, request);
      }
    },
  };
}
