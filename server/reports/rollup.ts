// Rollups: a computed entity may keep its rows pre-aggregated by a few key
// paths (the stock projection's 720,000 product x warehouse x month rows at
// full size, by subfamily, source, warehouse, month and status: some tens of
// thousands). A report reads the rollup instead of the rows when every path it
// groups, filters or conditions by starts with a key, and every measure can be
// rolled up again: sum (of the stored sums), count (of the stored row counts)
// and avg (stored sum / stored count). Anything else (a product dimension, a
// min, a countDistinct) reads the rows as before. The plan (what the caller
// may see) is made on the entity and does not change: the rollup only swaps
// the FROM and resolves the same paths against the rolled rows.
import type { CompiledDimension, CompiledEntity, CompiledField, CompiledMeasure, CompiledView, ReportAggregate } from '../../engine/config/compiled';
import type { Queryable } from '../db/adapter';
import type { ComputeRequest } from './computation';
import { resolveReportPath, type PathScope } from './paths';

export interface RollupKey {
  /** The path in the entity's rows (product.family). */
  path: string;
  /** Its field in the rolled rows (family). */
  name: string;
  /** Its column in the rolled rows (family_id). */
  column: string;
}

export interface Rollup {
  entityId: string;
  keys: readonly RollupKey[];
  /** Summed fields of the entity: the rolled rows keep their sum in the field's own column and how many were not null in <column>_n. */
  sums: readonly string[];
  /** Column of the rolled rows' row count. */
  rowCount: string;
  /** SELECT of the company's rolled rows (company_id and the key, sum and count columns). */
  sql(companyParam: string): string;
  /** Brings the rolled rows up to date (after the entity's own prepare). */
  prepare(db: Queryable, request: ComputeRequest): Promise<void>;
}

const ROLLABLE = new Set<ReportAggregate>(['sum', 'count', 'avg']);

/** The rolled path of an entity's path: the key it starts with renamed, or null when it starts with none. */
export function rolledPath(rollup: Pick<Rollup, 'keys' | 'sums'>, path: string): string | null {
  let best: RollupKey | null = null;
  for (const key of rollup.keys) {
    if ((path === key.path || path.startsWith(`${key.path}.`)) && (!best || key.path.length > best.path.length)) best = key;
  }
  return best ? best.name + path.slice(best.path.length) : null;
}

/** Whether a request over the entity can read the rollup: every path a key, every measure rollable over a summed field. */
export function rollupCovers(rollup: Pick<Rollup, 'keys' | 'sums'>, entityId: string, paths: readonly string[], measures: readonly CompiledMeasure[]): boolean {
  if (paths.some((p) => rolledPath(rollup, p) === null)) return false;
  return measures.every((m) => m.entity !== entityId || (ROLLABLE.has(m.agg)
    && (m.field === undefined ? m.agg === 'count' : rollup.sums.includes(m.field))
    && m.where.every((c) => rolledPath(rollup, c.field) !== null)));
}

/** The paths one entity's part of a report resolves: dimensions used, the view's where, the filters. */
export function requestPaths(entity: CompiledEntity, view: CompiledView, used: readonly string[], filters: readonly { field: string }[], dimensions: ReadonlyMap<string, CompiledDimension>): string[] {
  const pathOf = (field: string) => dimensions.get(field)?.paths[entity.id] ?? field;
  return [...used.map((id) => dimensions.get(id)!.paths[entity.id]), ...view.where.map((c) => pathOf(c.field)), ...filters.map((f) => pathOf(f.field))];
}

/** The rolled rows as an entity of the same id: the keys' fields (renamed, their own columns) and the summed fields. */
export function rolledEntity(rollup: Pick<Rollup, 'keys' | 'sums'>, entity: CompiledEntity, scope: PathScope): CompiledEntity {
  const fields: CompiledField[] = rollup.keys.map((key) => {
    const resolved = resolveReportPath(entity, key.path, scope);
    if (typeof resolved === 'string') throw new Error(`rollup key "${key.path}" of entity "${entity.id}": ${resolved}`);
    return { ...resolved.field, name: key.name, column: key.column };
  });
  for (const name of rollup.sums) {
    const field = entity.fields.find((f) => f.name === name);
    if (!field?.column) throw new Error(`rollup sum "${name}" of entity "${entity.id}": not a stored field`);
    fields.push(field);
  }
  return { ...entity, fields };
}

/** Whether the config's entity has every key path and summed field the rollup names (else reports read the rows). */
export function rollupFits(rollup: Pick<Rollup, 'keys' | 'sums'>, entity: CompiledEntity | undefined, scope: PathScope): boolean {
  if (!entity?.computed) return false;
  try {
    rolledEntity(rollup, entity, scope);
    return true;
  } catch {
    return false;
  }
}

/** The rolled rows' column that counts what a measure counts or averages over (rows, or a field's non-empty values). */
export function rolledCount(rollup: Pick<Rollup, 'rowCount'>, entity: CompiledEntity, measure: CompiledMeasure): string {
  if (measure.field === undefined) return rollup.rowCount;
  return `${entity.fields.find((f) => f.name === measure.field)!.column}_n`;
}
