// The single "visible routes" source: the menu bar, the section index and the
// searcher all read this list, so a route hidden in one is hidden in all
// (specification section 6). The permission rule itself lives in
// engine/access; this module only applies it.
import type { AccessContext, AccessPolicy } from '../access/policy';
import type { CompiledConfig, CompiledRoute } from '../config/compiled';
import { expandRoutes } from './expand';
import type { ExpandData, NavEntry } from './types';

const EMPTY_DATA: ExpandData = { dimensions: [], customReports: [] };

/** A path with a ':param' cannot be linked to without an id; only `expand` routes supply one. */
function isListable(route: CompiledRoute): boolean {
  return route.expand !== undefined || !route.path.includes(':');
}

/**
 * Enabled, non-public routes the policy allows, with `expand` routes replaced
 * by one entry per dimension / custom report. Public routes (auth pages) are
 * left out: they are never links in the signed-in shell. Dynamic routes
 * without `expand` (forecasts/revision/:id) stay routable but are not listed.
 */
export function visibleRoutes(
  config: Pick<CompiledConfig, 'routes'>,
  policy: Pick<AccessPolicy, 'canOpen'>,
  ctx: AccessContext,
  data: ExpandData = EMPTY_DATA,
): NavEntry[] {
  const allowed = config.routes.filter(
    (route) => route.enabled && !route.public && isListable(route) && policy.canOpen(route, ctx),
  );
  return expandRoutes(allowed, data);
}
