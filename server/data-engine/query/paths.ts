// Field paths of a list (columns, filters, sorts): a field of the entity, or
// ref.field one hop away through a LEFT JOIN scoped to the same company. A
// path the caller may not read resolves exactly like a path that does not
// exist, so errors never reveal a restricted field.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import type { CallerAccess } from '../access';
import { formulaSql } from '../formula-sql';
import { ident, isComputed, tableOf } from '../sql';

export const ROW = 't';

export interface Join {
  alias: string;
  sql: string;
}

export interface ResolvedPath {
  path: string;
  /** The field at the end of the path. */
  field: CompiledField;
  /** The entity that field belongs to. */
  owner: CompiledEntity;
  /** The stored value (numeric for formulas). */
  expr: string;
  join?: Join;
}

export interface PathContext {
  entities: ReadonlyMap<string, CompiledEntity>;
  access: CallerAccess;
}

function valueExpr(field: CompiledField, owner: CompiledEntity, alias: string, entities: ReadonlyMap<string, CompiledEntity>): string | undefined {
  if (field.formula) return formulaSql(field, owner, alias, entities);
  return field.column ? `${alias}.${ident(field.column)}` : undefined;
}

/**
 * Resolves a path, or undefined when it does not exist, is not readable by
 * the caller, or names something without a value (a children field).
 * `trusted` skips the read check (a view's own where conditions).
 */
export function resolvePath(entity: CompiledEntity, path: string, context: PathContext, trusted = false): ResolvedPath | undefined {
  const { entities, access } = context;
  const parts = path.split('.');
  if (parts.length > 2 || parts.some((p) => !/^[a-z][a-zA-Z0-9]*$/.test(p))) return undefined;
  if (!trusted && !access.canRead(entity, path)) return undefined;
  const head = entity.fields.find((f) => f.name === parts[0]);
  if (!head) return undefined;
  if (parts.length === 1) {
    const expr = valueExpr(head, entity, ROW, entities);
    return expr ? { path, field: head, owner: entity, expr } : undefined;
  }
  if (head.type !== 'ref' || !head.entity) return undefined;
  const target = entities.get(head.entity);
  const leaf = target?.fields.find((f) => f.name === parts[1]);
  if (!target || !leaf || isComputed(target)) return undefined;
  const alias = `j_${head.column}`;
  const expr = valueExpr(leaf, target, alias, entities);
  if (!expr) return undefined;
  const join = {
    alias,
    sql: `LEFT JOIN ${ident(tableOf(target))} ${alias} ON ${alias}.id = ${ROW}.${ident(head.column!)} AND ${alias}.company_id = ${ROW}.company_id`,
  };
  return { path, field: leaf, owner: target, expr, join };
}

/** The joins of some resolved paths, each once, in a stable order. */
export function joinsOf(paths: ReadonlyArray<ResolvedPath | undefined>): string {
  const joins = new Map<string, string>();
  for (const p of paths) if (p?.join) joins.set(p.join.alias, p.join.sql);
  return [...joins.keys()].sort().map((k) => joins.get(k)).join(' ');
}
