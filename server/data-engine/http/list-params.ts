// The list query string of the data API (engine/data/list-query.ts toApiQuery)
// read into a list request: filters parsed from JSON and shape-checked, sort
// and fields split, and the named view looked up, its route's permission
// checked with the same rule the menus use.
import type { CompiledEntity, CompiledView } from '../../../engine/config/compiled';
import { FILTER_OPS, parseSort, type Filter } from '../../../engine/data/list-query';
import { isoDate } from '../../../engine/data/relative-dates';
import { accessContext, type Caller } from '../../access/caller';
import { denial } from '../../access/requirements';
import { ApiError } from '../../errors/api-error';
import type { DataEngine } from '../engine';
import { isFilter } from '../query/filters';
import type { ListRequest } from '../query/list';

export interface ListQueryString {
  page?: number;
  pageSize?: number;
  sort?: string;
  filter?: string;
  q?: string;
  fields?: string;
  view?: string;
}

const MAX_FILTERS = 50;

export function parseFilters(text: string | undefined): Filter[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_ERROR', 'filter is not valid JSON: send a JSON array of { field, op, value }', 'filter');
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_FILTERS) throw new ApiError('VALIDATION_ERROR', `filter must be a JSON array of at most ${MAX_FILTERS} conditions`, 'filter');
  parsed.forEach((f, i) => {
    if (!isFilter(f)) throw new ApiError('VALIDATION_ERROR', `filter[${i}] must be { field, op, value } with op one of ${FILTER_OPS.join(' ')}`, 'filter');
  });
  return parsed as Filter[];
}

/** The view a list names (routeId:index): it must show this entity, and the caller must be allowed its route. */
export function namedView(engine: DataEngine, caller: Caller, entity: CompiledEntity, spec: string | undefined): CompiledView | undefined {
  if (!spec) return undefined;
  const [routeId, index] = spec.split(':');
  const route = engine.config.routes.find((r) => r.id === routeId);
  const view = route?.views[Number(index)];
  if (!route || !view || view.entity !== entity.id) throw new ApiError('VALIDATION_ERROR', `view: "${spec}" is not a view of ${entity.id}`, 'view');
  const refused = denial(engine.policy.checkRoute(route, accessContext(caller)));
  if (refused) throw refused;
  return view;
}

export function listRequest(engine: DataEngine, caller: Caller, entity: CompiledEntity, query: ListQueryString): ListRequest {
  const split = (text: string | undefined) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return {
    sort: query.sort ? parseSort(query.sort) : [],
    filters: parseFilters(query.filter),
    ...(query.q ? { q: query.q } : {}),
    ...(query.fields ? { fields: split(query.fields) } : {}),
    view: namedView(engine, caller, entity, query.view),
    today: isoDate(new Date()),
  };
}
