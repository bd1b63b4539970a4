// A table view's state as plain data: which columns show (the view's, minus
// what the caller may not read, minus what the user hid), how a header click
// changes the sort, how a filter control's input becomes a Filter, and the
// API query of the whole. The URL encoding itself is list-query.ts.
import type { CompiledEntity, CompiledField, CompiledView } from '../config/compiled';
import type { FieldValue } from './field-values';
import { parseSort, type Filter, type ListQuery, type SortSpec, toApiQuery } from './list-query';

/** A column or filter path resolved: the field it shows and, for ref.field, the ref it goes through. */
export interface ResolvedPath {
  path: string;
  field: CompiledField;
  /** The ref field of `ref.field` paths. */
  via?: CompiledField;
  /** The entity that declares `field`. */
  entity: CompiledEntity;
}

export function resolvePath(path: string, entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>): ResolvedPath | undefined {
  const [head, tail] = path.split('.');
  const field = entity.fields.find((f) => f.name === head);
  if (!field) return undefined;
  if (tail === undefined) return { path, field, entity };
  const target = field.type === 'ref' && field.entity ? entities.get(field.entity) : undefined;
  const inner = target?.fields.find((f) => f.name === tail);
  return target && inner ? { path, field: inner, via: field, entity: target } : undefined;
}

/** The view's default list state (what a URL without params means). */
export function viewDefaults(view: Pick<CompiledView, 'pageSize' | 'sort'>): Pick<ListQuery, 'pageSize' | 'sort'> {
  return { pageSize: view.pageSize, sort: parseSort(view.sort.join(',')) };
}

/** Columns the caller may read, in the view's order. */
export function readableColumns(columns: readonly string[], canRead: (path: string) => boolean): string[] {
  return columns.filter(canRead);
}

/** Shown columns: readable ones minus those the user hid (the first column always stays, so a row can be opened). */
export function visibleColumns(readable: readonly string[], hidden: ReadonlySet<string>): string[] {
  const shown = readable.filter((c, i) => i === 0 || !hidden.has(c));
  return shown.length ? shown : readable.slice(0, 1);
}

/** The localStorage key of a user's hidden columns of one view. */
export const hiddenColumnsKey = (userId: number | string, routeId: string, viewIndex: number): string =>
  `sop.columns.${userId}.${routeId}.${viewIndex}`;

/** Hidden columns stored as a JSON list; anything malformed counts as none. */
export function parseHiddenColumns(text: string | null): Set<string> {
  if (!text) return new Set();
  try {
    const list = JSON.parse(text) as unknown;
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** A header click: a new column sorts ascending; the sorted column flips; the rest of the sort is dropped. */
export function toggleSort(sort: readonly SortSpec[], field: string): SortSpec[] {
  const current = sort[0];
  if (current?.field === field) return [{ field, desc: !current.desc }];
  return [{ field, desc: false }];
}

export function ariaSort(sort: readonly SortSpec[], field: string): 'ascending' | 'descending' | 'none' {
  const first = sort[0];
  if (!first || first.field !== field) return 'none';
  return first.desc ? 'descending' : 'ascending';
}

export type FilterKind = 'text' | 'enum' | 'ref' | 'number' | 'date' | 'month' | 'boolean';

export function filterKind(field: Pick<CompiledField, 'type'>): FilterKind {
  switch (field.type) {
    case 'enum': return 'enum';
    case 'ref': return 'ref';
    case 'integer': case 'decimal': case 'money': case 'percent': return 'number';
    case 'date': return 'date';
    case 'month': return 'month';
    case 'boolean': return 'boolean';
    default: return 'text';
  }
}

/** Replaces (or with undefined removes) the filter of one field path. */
export function setFilter(filters: readonly Filter[], path: string, filter: Filter | undefined): Filter[] {
  const rest = filters.filter((f) => f.field !== path);
  return filter ? [...rest, filter] : rest;
}

export const filterOf = (filters: readonly Filter[], path: string): Filter | undefined => filters.find((f) => f.field === path);

/** A range control's bounds as a filter: both -> between, one -> gte / lte, none -> no filter. */
export function rangeFilter(path: string, from: FieldValue | undefined, to: FieldValue | undefined): Filter | undefined {
  const has = (v: FieldValue | undefined) => v !== undefined && v !== null && v !== '';
  if (has(from) && has(to)) return { field: path, op: 'between', value: [from!, to!] };
  if (has(from)) return { field: path, op: 'gte', value: from! };
  if (has(to)) return { field: path, op: 'lte', value: to! };
  return undefined;
}

/** The bounds a range filter holds (for its control). */
export function rangeOf(filter: Filter | undefined): { from: FieldValue; to: FieldValue } {
  if (!filter) return { from: null, to: null };
  const v = filter.value;
  if (filter.op === 'between' && Array.isArray(v)) return { from: v[0] ?? null, to: v[1] ?? null };
  if (filter.op === 'gte' || filter.op === 'gt') return { from: (v as FieldValue) ?? null, to: null };
  if (filter.op === 'lte' || filter.op === 'lt') return { from: null, to: (v as FieldValue) ?? null };
  return { from: null, to: null };
}

/** A multi-select's values as a filter (in), none -> no filter. */
export function anyOfFilter(path: string, values: readonly FieldValue[]): Filter | undefined {
  return values.length ? { field: path, op: 'in', value: [...values] } : undefined;
}

export function valuesOf(filter: Filter | undefined): FieldValue[] {
  if (!filter) return [];
  if (Array.isArray(filter.value)) return filter.value;
  return filter.value === undefined ? [] : [filter.value];
}

/** The API query of a table: its list state, only the shown columns, and the route's view (server applies its where). */
export function tableApiQuery(query: ListQuery, columns: readonly string[], viewRef: string): Record<string, string> {
  return { ...toApiQuery({ ...query, fields: [...columns] }), view: viewRef };
}

/** `<routeId>:<index>`: names a view so the server applies its fixed conditions. */
export const viewRef = (routeId: string, index: number): string => `${routeId}:${index}`;

/** Last page of a total (at least 1). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
