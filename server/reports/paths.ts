// Field paths of a report (a dimension's path, a measure's field and where)
// resolved against one entity's rows: up to three refs away
// (product.family.parent), each hop a LEFT JOIN scoped to the row's company.
// A computed entity joins through its computation instead of a table. The
// caller must be able to read every hop: the entity's field, the target
// entity and the target's field, so grouping by family.manager cannot leak
// what families hide.
import type { CompiledEntity, CompiledField } from '../../engine/config/compiled';
import type { CallerAccess } from '../data-engine/access';
import { formulaSql } from '../data-engine/formula-sql';
import { ident, tableOf, wireExpr } from '../data-engine/sql';
import type { ComputedRegistry } from './computation';

export const ROW = 't';
// Four: a planning grid reaches the top of the product tree (product.family.parent.parent).
const MAX_SEGMENTS = 4;
const DATED = new Set<CompiledField['type']>(['date', 'month']);

export interface Join {
  alias: string;
  sql: string;
}

export interface ReportPath {
  path: string;
  /** The field at the end of the path, and the entity it belongs to. */
  field: CompiledField;
  owner: CompiledEntity;
  /** The stored value (numeric for formula fields). */
  expr: string;
  /** The joins, in order, this path needs. */
  joins: Join[];
  /** Ref leaf: the referenced entity, the SQL of its title (null when the caller may not read it) and the title field's type. */
  title?: { entity: CompiledEntity; expr: string | null; join: Join; type?: CompiledField['type'] };
}

export interface PathScope {
  entities: ReadonlyMap<string, CompiledEntity>;
  computed: ComputedRegistry;
}

/** FROM source of an entity's rows: its table, or its computation's SELECT ($1 is the company in every report statement). */
export function sourceOf(entity: CompiledEntity, scope: PathScope): string {
  return entity.computed ? `(${scope.computed.sql(entity.id, '$1')})` : ident(tableOf(entity));
}

function joinTo(target: CompiledEntity, from: string, column: string, alias: string, scope: PathScope): Join {
  return { alias, sql: `LEFT JOIN ${sourceOf(target, scope)} ${alias} ON ${alias}.id = ${from}.${ident(column)} AND ${alias}.company_id = ${from}.company_id` };
}

function valueOf(field: CompiledField, owner: CompiledEntity, alias: string, scope: PathScope): string | undefined {
  if (field.formula) return owner.computed ? undefined : formulaSql(field, owner, alias, scope.entities);
  return field.column ? `${alias}.${ident(field.column)}` : undefined;
}

/** The path resolved, or the reason it cannot be (unknown field, not a ref, a children field, too long). */
export function resolveReportPath(entity: CompiledEntity, path: string, scope: PathScope): ReportPath | string {
  const segments = path.split('.');
  if (segments.length > MAX_SEGMENTS || segments.some((s) => !/^[a-z][a-zA-Z0-9]*$/.test(s))) return `"${path}" is not a path of at most ${MAX_SEGMENTS} fields`;
  let current = entity;
  let alias = ROW;
  const joins: Join[] = [];
  for (let i = 0; i < segments.length; i++) {
    const field = current.fields.find((f) => f.name === segments[i]);
    if (!field) return `entity "${current.id}" has no field "${segments[i]}"`;
    if (i === segments.length - 1) {
      const expr = valueOf(field, current, alias, scope);
      if (!expr) return `"${segments[i]}" of entity "${current.id}" has no value to group or aggregate`;
      const out: ReportPath = { path, field, owner: current, expr, joins };
      if (field.type === 'ref' && field.entity) {
        const target = scope.entities.get(field.entity);
        if (target) {
          const titleAlias = `${alias}_${field.column}`;
          const titleField = target.fields.find((f) => f.name === target.title);
          const value = titleField ? valueOf(titleField, target, titleAlias, scope) ?? null : null;
          // A date or month title as its wire text (YYYY-MM-DD, YYYY-MM), not the driver's Date: a cycle reads "2026-07".
          const titleExpr = value && titleField && !titleField.formula && DATED.has(titleField.type) ? wireExpr(titleField, `(${value})`) : value;
          out.title = { entity: target, expr: titleExpr, join: joinTo(target, alias, field.column!, titleAlias, scope), ...(titleField ? { type: titleField.type } : {}) };
        }
      }
      return out;
    }
    const target = field.type === 'ref' && field.entity ? scope.entities.get(field.entity) : undefined;
    if (!target || !field.column) return `"${segments[i]}" of entity "${current.id}" is not a ref, so "${path}" cannot reach into it`;
    const next = `${alias}_${field.column}`;
    joins.push(joinTo(target, alias, field.column, next, scope));
    current = target;
    alias = next;
  }
  return `empty path`;
}

/** May the caller read every hop of the path (entity field, target entity, target field...)? */
export function canReadReportPath(entity: CompiledEntity, path: string, access: CallerAccess, entities: ReadonlyMap<string, CompiledEntity>): boolean {
  let current: CompiledEntity | undefined = entity;
  for (const segment of path.split('.')) {
    if (!current) return false;
    const perms = access.of(current);
    if (!perms.read || !perms.readable.has(segment)) return false;
    const field: CompiledField | undefined = current.fields.find((f) => f.name === segment);
    current = field?.type === 'ref' && field.entity ? entities.get(field.entity) : undefined;
  }
  return true;
}

/** May the caller read the title of a ref leaf's target (else the dimension shows ids)? */
export function canReadTitle(target: CompiledEntity, access: CallerAccess): boolean {
  const perms = access.of(target);
  return perms.read && perms.readable.has(target.title);
}
