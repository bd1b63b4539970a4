// One list request (engine/data/list-query.ts ListQuery plus the view it
// names) as SQL: the rows of a page, its total, the ordered ids of an export.
// Every statement is scoped to the caller's company ($1), every path the
// caller names must be readable, and a view's where conditions always apply.
import type { CompiledEntity, CompiledView } from '../../../engine/config/compiled';
import type { FieldValue } from '../../../engine/data/field-values';
import type { Filter, SortSpec } from '../../../engine/data/list-query';
import { resolveRelativeDate } from '../../../engine/data/relative-dates';
import { ident, tableOf, textExpr, wireExpr } from '../sql';
import { compileFilters, unknownField } from './filters';
import { Params } from './params';
import { joinsOf, resolvePath, ROW, type PathContext, type ResolvedPath } from './paths';
import { searchedFields, searchPattern } from './search';

export interface ListRequest {
  sort: SortSpec[];
  filters: Filter[];
  q?: string;
  /** Field paths wanted; default: every readable field. */
  fields?: string[];
  /** The route view the list shows: its where conditions apply, its sort is the default. */
  view?: CompiledView;
  /** YYYY-MM-DD, for the relative dates of a view's conditions. */
  today: string;
  /** Conditions set by the server itself (children of a row), applied whatever the caller may read. */
  fixed?: Filter[];
}

export interface CompiledList {
  /** FROM ... WHERE ... (no ORDER BY), with params. */
  from: string;
  where: string;
  orderBy: string;
  select: string;
  /** The selected paths (aliases of the row object). */
  columns: ResolvedPath[];
  params: Params;
}

const ISO = (column: string) => `to_char(${ROW}.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const SYSTEM_SELECT = `${ROW}.id, ${ROW}.version, ${ISO('created_at')} AS "createdAt", ${ISO('updated_at')} AS "updatedAt"`;

/** A field's value in the wire format, aliased by its path. */
export function selectPath(p: ResolvedPath): string {
  const value = p.field.formula ? `${p.expr}::float8` : wireExpr(p.field, p.expr);
  return `${value} AS "${p.path}"`;
}

/** Every field the caller may read, in declaration order (children have no value). */
export function readableFields(entity: CompiledEntity, context: PathContext): string[] {
  const perms = context.access.of(entity);
  return entity.fields.filter((f) => f.type !== 'children' && perms.readable.has(f.name)).map((f) => f.name);
}

/** A view's fixed conditions, with relative dates resolved against today. */
function viewFilters(view: CompiledView | undefined, entity: CompiledEntity, today: string): Filter[] {
  if (!view) return [];
  return view.where.map((condition) => {
    const field = entity.fields.find((f) => f.name === condition.field);
    const resolve = (v: unknown) => {
      const value = resolveRelativeDate(v, today) as FieldValue;
      return field?.type === 'month' && typeof value === 'string' && value.length === 10 ? value.slice(0, 7) : value;
    };
    const value = Array.isArray(condition.value) ? condition.value.map(resolve) : condition.value === undefined ? undefined : resolve(condition.value);
    return { field: condition.field, op: condition.op, ...(value !== undefined ? { value } : {}) } as Filter;
  });
}

export function compileList(entity: CompiledEntity, request: ListRequest, context: PathContext, companyId: number): CompiledList {
  const params = new Params(companyId);
  const conditions = [`${ROW}.company_id = $1`];
  // The view's own conditions are config, not input: they may use any field.
  const fixed = compileFilters(entity, [...(request.fixed ?? []), ...viewFilters(request.view, entity, request.today)], context, params, true);
  const chosen = compileFilters(entity, request.filters, context, params);
  conditions.push(...fixed.conditions, ...chosen.conditions);

  const q = request.q?.trim();
  if (q) {
    const perms = context.access.of(entity);
    const searched = searchedFields(entity).filter((f) => perms.readable.has(f.name));
    const pattern = params.add(searchPattern(q), 'text');
    const any = searched.map((f) => `${textExpr(f, `${ROW}.${ident(f.column!)}`)} ~* ${pattern}`);
    conditions.push(any.length ? `(${any.join(' OR ')})` : 'false');
  }

  const defaultSort = (request.view?.sort.length ? request.view.sort : entity.order).map((s) => ({ field: s.replace(/^-/, ''), desc: s.startsWith('-') }));
  const sorts: Array<{ path: ResolvedPath; desc: boolean }> = [];
  if (request.sort.length) {
    for (const s of request.sort) {
      const path = resolvePath(entity, s.field, context);
      if (!path) throw unknownField(s.field, 'sort');
      sorts.push({ path, desc: s.desc });
    }
  } else {
    for (const s of defaultSort) {
      const path = resolvePath(entity, s.field, context);
      if (path) sorts.push({ path, desc: s.desc });
    }
  }
  // PostgreSQL's default null placement (last ascending, first descending) lets a b-tree serve either direction.
  const orderBy = [...sorts.map((s) => `${s.path.expr}${s.desc ? ' DESC' : ''}`), `${ROW}.id${sorts.at(-1)?.desc ? ' DESC' : ''}`].join(', ');

  const wanted = request.fields?.length ? request.fields : readableFields(entity, context);
  const columns: ResolvedPath[] = [];
  for (const name of [...new Set(wanted)]) {
    const path = resolvePath(entity, name, context);
    if (!path) throw unknownField(name, 'fields');
    columns.push(path);
  }

  const filterJoins = joinsOf([...fixed.paths, ...chosen.paths, ...sorts.map((s) => s.path)]);
  const from = `FROM ${ident(tableOf(entity))} ${ROW} ${filterJoins}`;
  return {
    from,
    where: `WHERE ${conditions.join(' AND ')}`,
    orderBy: `ORDER BY ${orderBy}`,
    select: [SYSTEM_SELECT, ...columns.map(selectPath)].join(', '),
    columns,
    params,
  };
}

/** The joins the selected columns need beyond those of the filters and sorts. */
export function columnJoins(list: CompiledList): string {
  const extra = list.columns.filter((c) => c.join && !list.from.includes(` ${c.join.alias} ON `));
  return joinsOf(extra);
}
