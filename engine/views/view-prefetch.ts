// A view kind's first request, asked before the kind's code has arrived (the
// view takes it over when it mounts, engine/data/prefetch.ts): on a first
// visit by the first load itself (route-prefetch.ts) as soon as it knows the
// route, on a later navigation by the page (ViewsPage) while the kind's chunk
// loads. A kind declares here what it asks first; it builds that request from
// the route, the view and the URL alone, exactly as the view will.
import type { CompiledRoute, CompiledView, ViewKind } from '../config/compiled';
import type { HttpClient } from '../http';
import { prefetchGridRows } from './grid/grid-query';

export interface ViewPrefetchArgs {
  http: HttpClient;
  /** The session's token: a request is only ever taken by the session that asked it. */
  session: string;
  route: CompiledRoute;
  view: CompiledView;
  index: number;
  params: URLSearchParams;
}

/** Starts the kind's first request; the function returned drops it (and aborts it) unless the view took it already. */
type ViewPrefetch = (args: ViewPrefetchArgs) => () => void;

const PREFETCH: Partial<Record<ViewKind, ViewPrefetch>> = {
  grid: ({ http, session, route, view, index, params }) => (view.grid ? prefetchGridRows(http, session, route.id, index, view.grid, params) : () => {}),
};

/** The view a route shows for these params (?view=<index>, else the first). */
export function viewIndex(route: CompiledRoute, params: URLSearchParams): number {
  const requested = Number(params.get('view') ?? 0);
  return Number.isInteger(requested) && requested >= 0 && requested < route.views.length ? requested : 0;
}

/** Starts the view's first request when its kind declares one; returns how to drop it. */
export function prefetchView(args: ViewPrefetchArgs): () => void {
  return PREFETCH[args.view.kind]?.(args) ?? (() => {});
}
