// "May this user open the page at this URL?", for in-page links: the same
// policy.canOpen the router guard and the menus ask, applied to the route a
// path matches. A path that matches no enabled route would be a 404, so it is
// not openable either; a link to it should not be shown.
import type { AccessContext, AccessPolicy } from '../access/policy';
import type { CompiledConfig } from '../config/compiled';
import { matchRoute } from './match';

export function canOpenPath(
  config: Pick<CompiledConfig, 'routes'>,
  policy: Pick<AccessPolicy, 'canOpen'>,
  ctx: AccessContext,
  path: string,
): boolean {
  const match = matchRoute(config.routes, path);
  return match !== null && policy.canOpen(match.route, ctx);
}
