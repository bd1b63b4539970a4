// What the grid asks the server for first, from the route, the view and the
// URL alone: so the page (ViewsPage) can ask before the grid's chunk has
// loaded, and the grid takes that request over when it mounts
// (engine/data/prefetch.ts) instead of asking again. On a first visit the
// rows' network and server time then overlap the chunk's download and parse.
// Plain TypeScript and small: it is part of the page's chunk, not the grid's.
import type { CompiledGrid, CompiledGridHierarchy } from '../../config/compiled';
import { gridApi, type GridPage, type RowFilter } from '../../data/grid-api';
import { restRanges } from '../../data/grid-months';
import { readGridUrl, type GridUrlState } from '../../data/grid-url';
import { prefetcher } from '../../data/prefetch';
import type { HttpClient, QueryValue } from '../../http';

export interface GridQuery {
  route: string;
  view: number;
  hierarchy: string | undefined;
  level: number;
  months: { from: string; to: string } | undefined;
  scope: number | undefined;
  filter: RowFilter;
  /** Measures to load (undefined: all). */
  measures: string[] | undefined;
  /**
   * Of those, the ones the first rows go without, asked right after them: the baseline when it is not shown
   * (an edit in the page spreads by it, none is drawn). It costs the server as much as a shown measure (a formula
   * per row for the forecast's consensus) and a third of the answer, before anything can be drawn.
   */
  later: string[];
}

/** The hierarchy shown and the level its rows start at (the URL's, within the hierarchy's levels). */
export function gridLevel(grid: CompiledGrid, state: GridUrlState): { hierarchy: CompiledGridHierarchy; level: number } {
  const hierarchy = grid.hierarchies.find((h) => h.id === state.hierarchy) ?? grid.hierarchies[0];
  return { hierarchy, level: Math.min(state.level ?? 0, hierarchy.levels.length - 1) };
}

/** The measures shown, and the edited one and the baseline (an edit in the page follows them), are the ones loaded. */
export function loadedMeasures(grid: CompiledGrid, shown: readonly string[] | undefined): string[] | undefined {
  return shown ? [...new Set([...shown, grid.edit, grid.baseline])] : undefined;
}

/** Loaded measures not drawn, asked after the first rows: the baseline unless shown or edited. */
export function laterMeasures(grid: CompiledGrid, shown: readonly string[] | undefined): string[] {
  return shown && !shown.includes(grid.baseline) && grid.baseline !== grid.edit ? [grid.baseline] : [];
}

export function gridQuery(route: string, view: number, grid: CompiledGrid, state: GridUrlState): GridQuery {
  const { hierarchy, level } = gridLevel(grid, state);
  return {
    route, view, hierarchy: hierarchy.id, level, months: state.months, scope: state.scope, filter: state.filter,
    measures: loadedMeasures(grid, state.measures), later: laterMeasures(grid, state.measures),
  };
}

/** What one request asks beyond the query: other measures or months, or the months shown first only. */
export interface RowsAsk {
  measures?: string[] | undefined;
  months?: { from: string; to: string } | undefined;
  window?: 'first';
}

/** The query string of the rows of `level` under `parent` (measures and months the query's unless `ask` says). */
export function rowsParams(query: GridQuery, level: number, parent: RowFilter, ask: RowsAsk = {}): Record<string, QueryValue> {
  const measures = 'measures' in ask ? ask.measures : query.measures;
  const months = ask.months ?? query.months;
  return {
    hierarchy: query.hierarchy, level: String(level), parent: JSON.stringify(parent), filter: query.filter.length ? JSON.stringify(query.filter) : undefined,
    scope: query.scope, from: months?.from, to: months?.to, measures: measures?.join(','), window: ask.window,
  };
}

export function requestRows(http: HttpClient, query: GridQuery, level: number, parent: RowFilter, signal?: AbortSignal, ask: RowsAsk = {}): Promise<GridPage> {
  return http.request<GridPage>(gridApi.rows, { params: { route: query.route, view: query.view }, query: rowsParams(query, level, parent, ask), signal, silent: true });
}

/**
 * The first rows' request: every loaded measure but the later ones, over the months the grid shows first (the
 * server knows the first month that may be changed, where the grid opens: window=first); meta.span then says
 * which months come after.
 */
const firstRequest = (http: HttpClient, query: GridQuery, signal?: AbortSignal) =>
  requestRows(http, query, query.level, [], signal, { measures: query.measures?.filter((id) => !query.later.includes(id)), window: 'first' });

/**
 * The grid's prefetches are the page's, not one HTTP client's: the first load may ask before the application's client
 * exists (engine/shell/boot.ts). The session is in the key, so a request asked for one user is never handed to
 * another signed in after, and each request's abort controller goes with it.
 */
const OWNER = {};
const controllers = new WeakMap<Promise<unknown>, AbortController>();
const topKey = (session: string | null, query: GridQuery) => `grid-rows ${session ?? ''} ${JSON.stringify(query)}`;

/**
 * Asks for the grid's first rows as the URL describes them, for the grid to take when it mounts (once per URL and
 * session while not taken). The function returned drops the request when the grid has not taken it yet (the user
 * went elsewhere): its answer would never be used, and it is aborted.
 */
export function prefetchGridRows(http: HttpClient, session: string, route: string, view: number, grid: CompiledGrid, params: URLSearchParams): () => void {
  const query = gridQuery(route, view, grid, readGridUrl(params));
  const key = topKey(session, query);
  prefetcher.start(OWNER, key, () => {
    const controller = new AbortController();
    const promise = firstRequest(http, query, controller.signal);
    controllers.set(promise, controller);
    // The toolbar's files after the rows: asked before, they would take the browser's connections ahead of them.
    void promise.then(() => loadGridToolbar(), () => undefined).catch(() => undefined);
    return promise;
  });
  return () => {
    const dropped = prefetcher.take(OWNER, key);
    if (dropped) controllers.get(dropped)?.abort();
  };
}

/**
 * The toolbar's code (Select, MonthPickerInput, Popover, Checkbox: some 25 files on a first visit), drawn once it
 * comes: the rows do not wait for it. The prefetch asks for it once the first rows came.
 */
export const loadGridToolbar = () => import('./GridToolbar');

/** The first rows: the prefetched request when one is waiting, else a new one. */
export function topRows(http: HttpClient, session: string | null, query: GridQuery, signal: AbortSignal): Promise<GridPage> {
  return prefetcher.take<GridPage>(OWNER, topKey(session, query)) ?? firstRequest(http, query, signal);
}

/**
 * What the first rows went without, asked right after them (the page merges each by month, grid-months.ts
 * withMonths): the grid's other months with every loaded measure, and the later measures of the first months.
 */
export function laterRows(http: HttpClient, query: GridQuery, first: GridPage, signal: AbortSignal): Array<Promise<GridPage>> {
  const months = first.meta.months;
  const asks: RowsAsk[] = first.meta.span ? restRanges(months, first.meta.span).map((range) => ({ months: range })) : [];
  if (query.later.length && months.length) asks.push({ measures: query.later, months: { from: months[0], to: months.at(-1)! } });
  return asks.map((ask) => requestRows(http, query, query.level, [], signal, ask));
}

/** The top level again over every month (when a later page had a row the first months lacked). */
export function wholeRows(http: HttpClient, query: GridQuery, span: { from: string; to: string }, signal: AbortSignal): Promise<GridPage> {
  return requestRows(http, query, query.level, [], signal, { months: span });
}
