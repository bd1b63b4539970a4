// Turns `expand` routes (dimensions/:id, custom-reports/:id) into one entry per
// item the user has, so the pattern itself never shows up as a link. Items
// keep the order the API returned them in.
import type { CompiledRoute } from '../config/compiled';
import type { ExpandData, NavEntry } from './types';

/** Matches the first ':param' segment of a path. */
const PARAM = /:[A-Za-z_][A-Za-z0-9_]*/;

/** Replaces the route's ':param' with the item's id, encoded as a path segment. */
export function expandPath(pattern: string, id: number | string): string {
  return pattern.replace(PARAM, encodeURIComponent(String(id)));
}

export function expandRoutes(routes: readonly CompiledRoute[], data: ExpandData): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const route of routes) {
    if (!route.expand) {
      entries.push({ route, path: route.path, key: route.id });
      continue;
    }
    const items = route.expand === 'dimensions' ? data.dimensions : data.customReports;
    for (const item of items) {
      entries.push({
        route,
        path: expandPath(route.path, item.Id),
        title: item.Name,
        key: `${route.id}:${item.Id}`,
        itemId: item.Id,
      });
    }
  }
  return entries;
}
