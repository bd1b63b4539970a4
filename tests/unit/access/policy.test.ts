import { describe, expect, it } from 'vitest';
import { createAccessPolicy } from '../../../engine/access';
import type { CompiledConfig, CompiledRoute } from '../../../engine/config/compiled';

const config = {
  roles: [
    { id: 0, key: 'superAdmin', icon: 'crown', grants: { '*': 'write' }, seesNetworkErrors: true },
    { id: 2, key: 'planner', icon: 'chart-line', grants: { FORECASTS: 'write', SALES: 'read' }, seesNetworkErrors: false },
    { id: 5, key: 'viewer', icon: 'eye', grants: { '*': 'read' }, seesNetworkErrors: false },
  ],
  plugins: [
    { id: 'CONTAINERS', category: 'supply', icon: 'container', unlocks: ['CONTAINERS'] },
    { id: 'CUSTOM_ROLES', category: 'administration', icon: 'lock', unlocks: [] },
  ],
} as unknown as Pick<CompiledConfig, 'roles' | 'plugins'>;

function route(partial: Partial<CompiledRoute> & { features?: string[]; level?: 'read' | 'write'; plugins?: string[] }): CompiledRoute {
  return {
    id: 'r', path: 'r', page: 'ModulePage', views: [], menu: false, enabled: true, public: false, section: null, subSection: null,
    group: null, source: 'x.yaml', ...partial,
    permissions: { features: partial.features ?? [], level: partial.level ?? 'read', plugins: partial.plugins ?? [] },
  };
}

const policy = createAccessPolicy(config);

describe('access policy', () => {
  it('grants a route when one role grants every feature at the level', () => {
    expect(policy.canOpen(route({ features: ['FORECASTS'], level: 'write' }), { roles: [2], activePlugins: [] })).toBe(true);
    expect(policy.checkRoute(route({ features: ['SALES'], level: 'write' }), { roles: [2], activePlugins: [] })).toEqual({
      allowed: false, reason: 'not-granted', subject: 'SALES',
    });
  });

  it('combines roles: the highest level among the roles counts', () => {
    expect(policy.canOpen(route({ features: ['SALES'], level: 'write' }), { roles: [5, 0], activePlugins: [] })).toBe(true);
    expect(policy.canOpen(route({ features: ['SALES'], level: 'write' }), { roles: [5], activePlugins: [] })).toBe(false);
  });

  it('a wildcard grant covers every feature, at its level only', () => {
    expect(policy.can('ANYTHING', 'read', { roles: [5], activePlugins: [] })).toBe(true);
    expect(policy.can('ANYTHING', 'write', { roles: [5], activePlugins: [] })).toBe(false);
  });

  it('unknown roles grant nothing', () => {
    expect(policy.can('FORECASTS', 'read', { roles: [42], activePlugins: [] })).toBe(false);
    expect(policy.can('FORECASTS', 'read', { roles: [], activePlugins: [] })).toBe(false);
  });

  it('a feature unlocked by a plugin needs that plugin active, even for the super administrator', () => {
    const r = route({ features: ['CONTAINERS'] });
    expect(policy.checkRoute(r, { roles: [0], activePlugins: [] })).toMatchObject({ allowed: false, reason: 'plugin-inactive' });
    expect(policy.canOpen(r, { roles: [0], activePlugins: ['CONTAINERS'] })).toBe(true);
  });

  it('a route naming a plugin needs it active', () => {
    const r = route({ plugins: ['CUSTOM_ROLES'] });
    expect(policy.checkRoute(r, { roles: [0], activePlugins: [] })).toEqual({ allowed: false, reason: 'plugin-inactive', subject: 'CUSTOM_ROLES' });
  });

  it('restrictions hide a route only while CUSTOM_ROLES is active', () => {
    const r = route({ features: ['FORECASTS'] });
    const restrictions = { FORECASTS: true };
    expect(policy.checkRoute(r, { roles: [2], activePlugins: ['CUSTOM_ROLES'], restrictions })).toMatchObject({ reason: 'restricted' });
    expect(policy.canOpen(r, { roles: [2], activePlugins: [], restrictions })).toBe(true);
    expect(policy.canOpen(r, { roles: [2], activePlugins: ['CUSTOM_ROLES'], restrictions: { FORECASTS: false } })).toBe(true);
  });

  it('disabled routes are refused to everyone; public ones open to everyone', () => {
    expect(policy.checkRoute(route({ enabled: false }), { roles: [0], activePlugins: [] })).toEqual({ allowed: false, reason: 'disabled' });
    expect(policy.canOpen(route({ public: true, features: ['X'] }), { roles: [], activePlugins: [] })).toBe(true);
  });

  it('a route without features is open to any signed-in user', () => {
    expect(policy.canOpen(route({}), { roles: [], activePlugins: [] })).toBe(true);
  });

  it('lists the features of a set of routes once, sorted', () => {
    expect(policy.featuresOf([route({ features: ['B', 'A'] }), route({ features: ['A'] })])).toEqual(['A', 'B']);
  });
});
