// The first load's head start on the page it opens: as soon as the compiled
// config and the stored token are known (before the profile, the language,
// the user's data and the page's code, which come one after the other), a URL
// naming a route of views asks for the views page's and the view kind's
// chunks and starts the view's first request (view-prefetch.ts), which the
// view takes over when it mounts. On a first visit to the grid this turns the
// waterfall bundle -> profile -> translations -> restrictions -> page chunk ->
// view chunk -> rows into bundle -> (all of them at once).
//
// Permissions: nothing is shown from a request the page does not take, and the
// page takes it only where the route is open to the user; the server refuses
// the data to anybody else anyway (a refused prefetch is silent). The token
// keys the request, so another user signed in after never gets it. The request
// is dropped and aborted when the user goes elsewhere before the view took it.
import type { CompiledConfig } from '../config/compiled';
import type { HttpClient } from '../http';
import { matchRoute } from '../navigation/match';
import { isTokenExpired } from '../session/token';
import { loadKind, VIEW_LOADERS, viewsPageChunk } from './kinds';
import { prefetchView, viewIndex } from './view-prefetch';

export interface RoutePrefetchArgs {
  config: CompiledConfig;
  http: HttpClient;
  token: string | null;
  /** The URL being opened. */
  location: { pathname: string; search: string };
  now?: number;
}

/**
 * Starts the route's chunks and first request when the URL opens a view and a token is held. Returns how to drop
 * the request (a no-op once the view took it), or null when nothing was started.
 */
export function prefetchRoute({ config, http, token, location, now = Date.now() }: RoutePrefetchArgs): (() => void) | null {
  if (!token || isTokenExpired(token, now)) return null;
  const route = matchRoute(config.routes, location.pathname)?.route;
  if (!route || route.public || route.page !== null || route.views.length === 0) return null;
  const params = new URLSearchParams(location.search);
  const index = viewIndex(route, params);
  const view = route.views[index];
  // The request first: it takes one of the browser's six connections to the server before the page's some ten files
  // do, and the server answers those files while the database works on it (on PGlite too: its own thread).
  const drop = prefetchView({ http, session: token, route, view, index, params });
  viewsPageChunk.load().catch(() => {});
  if (VIEW_LOADERS[view.kind]) loadKind(view.kind).catch(() => {});
  return drop;
}

type Where = { pathname: string; search: string };
const WATCH_MS = 30_000;

/** Calls `drop` when the location leaves `from` (the user went elsewhere, or was sent to sign in); watches 30 s at most. */
export function dropWhenLeaving(from: Where, subscribe: (listener: (to: Where) => void) => () => void, drop: () => void): void {
  const stop = subscribe((to) => {
    if (to.pathname === from.pathname && to.search === from.search) return;
    stop();
    drop();
  });
  // A request not taken by then is dropped by the prefetcher anyway (its answer may no longer be current).
  setTimeout(stop, WATCH_MS);
}
