// Finds the compiled route for a URL path. The router guard, the document
// title and the server's favourites check all use it, so "which route is this
// path" has one answer. Static paths win over dynamic ones ('forecasts/review'
// before 'forecasts/:id'), then the pattern with more fixed segments wins.
import type { CompiledRoute } from '../config/compiled';

export interface RouteMatch {
  route: CompiledRoute;
  params: Record<string, string>;
}

interface Pattern { route: CompiledRoute; segments: string[]; fixed: number }

/** 'a/b/' , '/a/b?x=1#h' -> ['a', 'b']; undecodable segments are kept as written. */
export function pathSegments(pathname: string): string[] {
  const bare = pathname.split(/[?#]/, 1)[0];
  return bare.split('/').filter(Boolean).map((segment) => {
    try { return decodeURIComponent(segment); } catch { return segment; }
  });
}

export function createRouteMatcher(routes: readonly CompiledRoute[]): (pathname: string) => RouteMatch | null {
  const statics = new Map<string, CompiledRoute>();
  const patterns: Pattern[] = [];
  for (const route of routes) {
    if (!route.enabled) continue; // disabled routes are never routed
    const segments = pathSegments(route.path);
    if (segments.some((s) => s.startsWith(':'))) {
      patterns.push({ route, segments, fixed: segments.filter((s) => !s.startsWith(':')).length });
    } else if (!statics.has(segments.join('/'))) {
      statics.set(segments.join('/'), route);
    }
  }
  // Stable sort: more fixed segments first, declaration order among equals.
  patterns.sort((a, b) => b.fixed - a.fixed);

  return (pathname) => {
    const segments = pathSegments(pathname);
    if (segments.length === 0) return null;
    const route = statics.get(segments.join('/'));
    if (route) return { route, params: {} };
    for (const pattern of patterns) {
      if (pattern.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matches = pattern.segments.every((s, i) => {
        if (s.startsWith(':')) { params[s.slice(1)] = segments[i]; return true; }
        return s === segments[i];
      });
      if (matches) return { route: pattern.route, params };
    }
    return null;
  };
}

// One matcher per routes array: the compiled config is built once, so callers
// can use matchRoute() freely without rebuilding the lookup on each call.
const matchers = new WeakMap<readonly CompiledRoute[], (pathname: string) => RouteMatch | null>();

export function matchRoute(routes: readonly CompiledRoute[], pathname: string): RouteMatch | null {
  let matcher = matchers.get(routes);
  if (!matcher) {
    matcher = createRouteMatcher(routes);
    matchers.set(routes, matcher);
  }
  return matcher(pathname);
}
