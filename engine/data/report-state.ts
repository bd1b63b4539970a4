// A report view's state in the browser's URL, so back, forward, reloads and
// shared links keep the grouping, pivot, filters, sort, limit and measures:
//   ?g=family,status&p=month&f.channel=in:retail,online&f.month=between:2024-01,2024-06&s=-value&n=10&m=value,offers
// Absent means the view's default; an empty value means none (g= : grand
// total only, p= : no pivot, n=0 : every row). Filter values are typed by the
// dimension's kind (ref ids and numbers as numbers). The same state is what
// a custom report saves.
import { decodeValue, encodeValue, FILTER_OPS, formatSort, parseSort, type Filter, type FilterOp } from './list-query';
import type { DimensionKind, ReportQuery, SavedReportState } from './report-api';

const KEYS = ['g', 'p', 's', 'n', 'm'];
const FILTER = 'f.';
const ID = /^[a-z][a-zA-Z0-9]*$/;

const ids = (text: string) => text.split(',').map((s) => s.trim()).filter((s) => ID.test(s));

/** Writes the state into the params (other params are kept; defaults left out). */
export function writeReportUrl(params: URLSearchParams, query: ReportQuery): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of [...out.keys()]) if (KEYS.includes(key) || key.startsWith(FILTER)) out.delete(key);
  if (query.group) out.set('g', query.group.join(','));
  if (query.pivot !== undefined) out.set('p', query.pivot ?? '');
  for (const f of query.filters) {
    const values = Array.isArray(f.value) ? f.value : f.value === undefined ? [] : [f.value];
    out.append(`${FILTER}${f.field}`, `${f.op}:${values.map(encodeValue).join(',')}`);
  }
  if (query.sort.length) out.set('s', formatSort(query.sort));
  if (query.limit !== undefined) out.set('n', String(query.limit ?? 0));
  if (query.measures) out.set('m', query.measures.join(','));
  return out;
}

function typed(kind: DimensionKind | undefined, op: FilterOp, text: string | null): string | number | boolean | null | undefined {
  if (text === null) return null;
  if (op === 'null') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (kind === 'ref' || kind === 'number') {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return text;
}

/** Reads the state; `kindOf` types filter values; a malformed part is dropped, never thrown. */
export function readReportUrl(params: URLSearchParams, kindOf: (dimension: string) => DimensionKind | undefined): ReportQuery {
  const query: ReportQuery = { filters: [], sort: [] };
  const g = params.get('g');
  if (g !== null) query.group = ids(g);
  const p = params.get('p');
  if (p !== null) query.pivot = ids(p)[0] ?? null;
  for (const [key, raw] of params) {
    if (!key.startsWith(FILTER)) continue;
    const field = key.slice(FILTER.length);
    const colon = raw.indexOf(':');
    const op = raw.slice(0, colon) as FilterOp;
    if (!ID.test(field) || colon < 0 || !FILTER_OPS.includes(op)) continue;
    let texts: Array<string | null>;
    try {
      texts = raw.slice(colon + 1) === '' ? [] : raw.slice(colon + 1).split(',').map(decodeValue);
    } catch {
      continue;
    }
    const values = texts.map((t) => typed(kindOf(field), op, t));
    if (values.some((v) => v === undefined)) continue;
    query.filters.push((op === 'in' || op === 'between' ? { field, op, value: values } : { field, op, value: values[0] ?? null }) as Filter);
  }
  const s = params.get('s');
  if (s) query.sort = parseSort(s).filter((x) => ID.test(x.field));
  const n = params.get('n');
  if (n !== null && /^\d{1,5}$/.test(n)) query.limit = Number(n) === 0 ? null : Number(n);
  const m = params.get('m');
  if (m !== null) query.measures = ids(m);
  return query;
}

/** Does the URL say anything about the report (else a custom report opens with its saved state)? */
export const hasReportUrl = (params: URLSearchParams): boolean => [...params.keys()].some((k) => KEYS.includes(k) || k.startsWith(FILTER));

export function queryFromSaved(state: SavedReportState): ReportQuery {
  return {
    ...(state.group ? { group: [...state.group] } : {}),
    ...(state.pivot !== undefined ? { pivot: state.pivot } : {}),
    filters: state.filters ? state.filters.map((f) => ({ ...f })) : [],
    sort: state.sort ? state.sort.map((x) => ({ ...x })) : [],
    ...(state.limit !== undefined ? { limit: state.limit } : {}),
    ...(state.measures ? { measures: [...state.measures] } : {}),
  };
}

/**
 * What a custom report saves: grouping, pivot, filters, sort and limit as the
 * view resolved them (so it opens the same even if the view's defaults
 * change), and the measures only when the user chose them (a measure added
 * to the view later then shows too).
 */
export function savedState(requested: ReportQuery, resolved: Required<Pick<ReportQuery, 'group' | 'filters' | 'sort'>> & { pivot: string | null; limit: number | null }): SavedReportState {
  return {
    group: [...resolved.group],
    pivot: resolved.pivot,
    filters: resolved.filters.map((f) => ({ ...f })),
    sort: resolved.sort.map((x) => ({ ...x })),
    limit: resolved.limit,
    ...(requested.measures ? { measures: [...requested.measures] } : {}),
  };
}
