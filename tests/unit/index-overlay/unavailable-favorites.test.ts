// Favourites the user can no longer open, with the reason the access rule
// gives: read against a real policy, route matcher and visible-routes list.
import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../../../engine/access';
import { matchRoute, visibleRoutes } from '../../../engine/navigation';
import { unavailableFavorites } from '../../../engine/shell/index-overlay/favorite-entries';
import { config, data, policy } from '../navigation/fixtures';

function unavailable(favorites: string[], ctx: AccessContext) {
  const visible = visibleRoutes(config, policy, ctx, data);
  return unavailableFavorites(favorites, visible, (path) => matchRoute(config.routes, path), (route) => policy.checkRoute(route, ctx)).map(
    ({ path, route, reason }) => [path, route?.id ?? null, reason],
  );
}

const viewer: AccessContext = { roles: [5], activePlugins: [] };
const admin: AccessContext = { roles: [1], activePlugins: ['CONTAINERS'] };

describe('unavailableFavorites', () => {
  it('gives each favourite that is not visible its reason, in the favourites order', () => {
    expect(unavailable(['sales', 'containers', 'manager', 'dimensions/9', 'no-such-page', 'stock-projection-list'], viewer)).toEqual([
      ['containers', 'containers', 'pluginInactive'], // its feature's plugin is off
      ['manager', 'manager', 'notPermitted'], // no role grants USER_MANAGEMENT
      ['dimensions/9', 'dimension', 'notPermitted'], // DIMENSIONS not granted
      ['no-such-page', null, 'notFound'], // no route any more
      ['stock-projection-list', null, 'notFound'], // disabled: never routed
    ]);
  });

  it('a page the user may open but whose item is gone (a deleted dimension) is not found', () => {
    expect(unavailable(['dimensions/3', 'dimensions/9', 'containers'], admin)).toEqual([['dimensions/9', 'dimension', 'notFound']]);
  });

  it('the same plugin turned off for the admin: pluginInactive; each path once, with or without slashes', () => {
    const noPlugin = { ...admin, activePlugins: [] };
    expect(unavailable(['/containers/', 'containers', 'sales'], noPlugin)).toEqual([['containers', 'containers', 'pluginInactive']]);
  });

  it('nothing when every favourite can be opened', () => {
    expect(unavailable(['sales', 'home'], viewer)).toEqual([]);
  });
});
