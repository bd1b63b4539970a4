// What a list asks for: page, sort, filters, a free-text search and the
// fields wanted. One type, two encodings: the API's query string (filters as
// JSON, typed values) and the browser's URL (short, readable params, so back,
// forward and deep links keep a table's state). Both round-trip exactly.
import type { CompiledEntity } from '../config/compiled';
import type { FieldValue } from './field-values';

export type FilterOp = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'contains' | 'between' | 'null' | 'under';
export const FILTER_OPS: readonly FilterOp[] = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'contains', 'between', 'null', 'under'];

/**
 * field is a field name or ref.field; value: one value, a list for in/between, true/false for null (is empty / is not empty).
 * under (a ref into a tree, value an id): the ref is that row or any row below it (a category's products hang on its subfamilies).
 */
export interface Filter {
  field: string;
  op: FilterOp;
  value?: FieldValue | FieldValue[];
}

export interface SortSpec {
  field: string;
  desc: boolean;
}

export interface ListQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: SortSpec[];
  filters: Filter[];
  /** Free text, searched in the key, the title and the other string fields. */
  q?: string;
  /** Only these fields (and id, version); default: every field the caller may read. */
  fields?: string[];
}

export const MAX_PAGE_SIZE = 500;

export const parseSort = (text: string): SortSpec[] =>
  text.split(',').map((s) => s.trim()).filter(Boolean).map((s) => (s.startsWith('-') ? { field: s.slice(1), desc: true } : { field: s, desc: false }));

export const formatSort = (sort: readonly SortSpec[]): string => sort.map((s) => `${s.desc ? '-' : ''}${s.field}`).join(',');

/** The API's query string (GET /api/data/:entity). */
export function toApiQuery(query: ListQuery): Record<string, string> {
  const out: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize) };
  if (query.sort.length) out.sort = formatSort(query.sort);
  if (query.filters.length) out.filter = JSON.stringify(query.filters);
  if (query.q) out.q = query.q;
  if (query.fields?.length) out.fields = query.fields.join(',');
  return out;
}

// --- Browser URL --------------------------------------------------------------
// ?page=2&sort=-name&q=cola&f.status=in:active,phase-out&f.launchDate=between:2024-01-01,2024-12-31&f.cost=null:false
// Each listed value is URI-encoded on its own, so a comma inside a value survives;
// null is ~n, the empty text ~e and a leading ~ is doubled, so no two lists share a spelling.

const FILTER_PREFIX = 'f.';

/** One listed value of a URL filter (shared with report-state.ts, so lists and reports spell values alike). */
export function encodeValue(value: FieldValue): string {
  if (value === null) return '~n';
  const text = String(value);
  return text === '' ? '~e' : encodeURIComponent(text.startsWith('~') ? `~${text}` : text);
}

export function decodeValue(text: string): string | null {
  if (text === '~n') return null;
  if (text === '~e') return '';
  const decoded = decodeURIComponent(text);
  return decoded.startsWith('~~') ? decoded.slice(1) : decoded;
}

/** Writes the query's state into URL params (defaults left out so URLs stay short). */
export function writeUrlQuery(params: URLSearchParams, query: ListQuery, defaults: Pick<ListQuery, 'pageSize' | 'sort'>): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of [...out.keys()]) if (key.startsWith(FILTER_PREFIX) || ['page', 'sort', 'q', 'size'].includes(key)) out.delete(key);
  if (query.page > 1) out.set('page', String(query.page));
  if (query.pageSize !== defaults.pageSize) out.set('size', String(query.pageSize));
  const sort = formatSort(query.sort);
  if (sort && sort !== formatSort(defaults.sort)) out.set('sort', sort);
  if (query.q) out.set('q', query.q);
  for (const filter of query.filters) {
    const values = Array.isArray(filter.value) ? filter.value : filter.value === undefined ? [] : [filter.value];
    out.append(`${FILTER_PREFIX}${filter.field}`, `${filter.op}:${values.map(encodeValue).join(',')}`);
  }
  return out;
}

/** Reads a list's state from URL params; values are typed by the entity's fields; anything malformed is dropped. */
export function readUrlQuery(params: URLSearchParams, entity: CompiledEntity, defaults: Pick<ListQuery, 'pageSize' | 'sort'>, entities?: readonly CompiledEntity[]): ListQuery {
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const size = Math.floor(Number(params.get('size')));
  const pageSize = size >= 1 && size <= MAX_PAGE_SIZE ? size : defaults.pageSize;
  const sortText = params.get('sort');
  const filters: Filter[] = [];
  for (const [key, raw] of params) {
    if (!key.startsWith(FILTER_PREFIX)) continue;
    const field = key.slice(FILTER_PREFIX.length);
    const colon = raw.indexOf(':');
    const op = raw.slice(0, colon) as FilterOp;
    if (colon < 0 || !FILTER_OPS.includes(op)) continue;
    const type = fieldType(field, entity, entities);
    if (!type) continue;
    let texts: Array<string | null>;
    try {
      texts = raw.slice(colon + 1) === '' ? [] : raw.slice(colon + 1).split(',').map(decodeValue);
    } catch {
      continue; // a hand-edited URL with a broken %-escape
    }
    const values = texts.map((t) => (t === null ? null : typedValue(op === 'null' ? 'boolean' : type, t)));
    if (values.some((v) => v === undefined)) continue;
    const list = values as FieldValue[];
    filters.push(op === 'in' || op === 'between' ? { field, op, value: list } : { field, op, value: list[0] ?? null });
  }
  const q = params.get('q') ?? undefined;
  return { page, pageSize, sort: sortText ? parseSort(sortText) : defaults.sort, filters, ...(q ? { q } : {}) };
}

function fieldType(path: string, entity: CompiledEntity, entities?: readonly CompiledEntity[]): string | undefined {
  const [head, tail] = path.split('.');
  const field = entity.fields.find((f) => f.name === head);
  if (!field) return undefined;
  if (tail === undefined) return field.type;
  const target = entities?.find((e) => e.id === field.entity);
  return target?.fields.find((f) => f.name === tail)?.type;
}

function typedValue(type: string, text: string): FieldValue | undefined {
  switch (type) {
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percent':
    case 'ref': {
      const n = Number(text);
      return text.trim() !== '' && Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    default:
      return text;
  }
}
