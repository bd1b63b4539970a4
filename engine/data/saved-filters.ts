// Saved filters: a user's name for what a table view shows (its filters,
// sort, search and page size), private or shared with the company. The
// contract of the calls, shared by the browser and the server, and the pure
// steps between a table's ListQuery, the state that is saved and the URL a
// saved filter opens.
import type { CompiledView } from '../config/compiled';
import { FILTER_OPS, type Filter, type ListQuery, type SortSpec, writeUrlQuery } from './list-query';
import { viewDefaults } from './table-state';

export const savedFiltersApi = {
  /** ?route (a route id: that route's only) -> SavedFilterList: the caller's filters and the company's shared ones, of routes the caller may open. */
  list: 'GET /api/saved-filters',
  /** body SavedFilterBody -> SavedFilter (201). Shared needs the right to share (SavedFilterList.CanShare). */
  create: 'POST /api/saved-filters',
  /** body { Name?, Shared?, State? } -> SavedFilter. The owner, or for a shared one a holder of the right to share. */
  update: 'PATCH /api/saved-filters/:id',
  /** -> { Id }. Same rule as update. */
  remove: 'DELETE /api/saved-filters/:id',
} as const;

/** What a saved filter restores of a table view. */
export interface SavedFilterState {
  filters: Filter[];
  sort: SortSpec[];
  q?: string;
  pageSize?: number;
}

export interface SavedFilterBody {
  Name: string;
  /** Route id and view index (the table view of that route). */
  Route: string;
  View: number;
  Shared?: boolean;
  State: SavedFilterState;
}

export interface SavedFilter {
  Id: number;
  Name: string;
  Route: string;
  View: number;
  Shared: boolean;
  State: SavedFilterState;
  /** Null once the user who saved it is gone (a shared filter stays). */
  Owner: { Id: number; Name: string } | null;
  Mine: boolean;
  /** May the caller rename, re-share or delete it. */
  CanChange: boolean;
  CreatedAt: string;
  UpdatedAt: string;
}

export interface SavedFilterList {
  Filters: SavedFilter[];
  /** May the caller share filters with the company. */
  CanShare: boolean;
}

export const MAX_FILTER_NAME = 80;
export const MAX_SAVED_FILTERS = 200;

/** The state of a table to save: everything but the page it is on. */
export function stateOf(query: ListQuery): SavedFilterState {
  return {
    filters: query.filters.map((f) => ({ ...f })),
    sort: query.sort.map((s) => ({ ...s })),
    ...(query.q ? { q: query.q } : {}),
    pageSize: query.pageSize,
  };
}

/** The list query a saved state opens with (first page; what it leaves out takes the view's defaults). */
export function queryOf(state: SavedFilterState, view: Pick<CompiledView, 'pageSize' | 'sort'>): Pick<ListQuery, 'filters' | 'sort' | 'q' | 'pageSize' | 'page'> {
  const defaults = viewDefaults(view);
  return {
    page: 1,
    filters: state.filters,
    sort: state.sort.length ? state.sort : defaults.sort,
    q: state.q || undefined,
    pageSize: state.pageSize ?? defaults.pageSize,
  };
}

/** Does the table show exactly this saved state (page aside)? */
export function showsState(query: ListQuery, state: SavedFilterState, view: Pick<CompiledView, 'pageSize' | 'sort'>): boolean {
  const wanted = queryOf(state, view);
  const canon = (q: Pick<ListQuery, 'filters' | 'sort' | 'q' | 'pageSize'>) => JSON.stringify([q.filters, q.sort, q.q ?? '', q.pageSize]);
  return canon(query) === canon(wanted);
}

/** The search part of the link that opens a saved filter on its route (?view=<index> for other tabs than the first). */
export function savedFilterSearch(state: SavedFilterState, viewIndex: number, view: Pick<CompiledView, 'pageSize' | 'sort'>): string {
  const params = new URLSearchParams(viewIndex > 0 ? { view: String(viewIndex) } : {});
  const out = writeUrlQuery(params, { ...queryOf(state, view) }, viewDefaults(view));
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** A state's shape problems (the server then checks the fields against the entity and the caller): null when fine. */
export function stateProblem(state: SavedFilterState): string | null {
  for (const filter of state.filters) {
    if (!FILTER_OPS.includes(filter.op)) return `filter on ${filter.field}: unknown operator ${filter.op}`;
    const many = filter.op === 'in' || filter.op === 'between';
    if (many !== Array.isArray(filter.value)) return `filter on ${filter.field}: ${many ? 'a list of values' : 'one value'} expected for ${filter.op}`;
    if (filter.op === 'between' && (filter.value as unknown[]).length !== 2) return `filter on ${filter.field}: between needs two values`;
  }
  return null;
}
