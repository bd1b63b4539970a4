import { describe, expect, it } from 'vitest';
import { visibleRoutes } from '../../../engine/navigation';
import { config, data, policy } from './fixtures';

const paths = (roles: number[], activePlugins: string[] = [], restrictions?: Record<string, boolean>) =>
  visibleRoutes(config, policy, { roles, activePlugins, restrictions }, data).map((e) => e.path);

describe('visibleRoutes', () => {
  it('leaves out public, disabled and un-linkable dynamic routes, and expands the rest', () => {
    const all = paths([0], ['CONTAINERS']);
    expect(all).toEqual([
      'home', 'user/profile', 'manager', 'forecasts', 'forecasts/review',
      'dimensions/3', 'dimensions/7', 'custom-reports/12', 'containers', 'sales',
    ]);
    expect(all).not.toContain('auth/login');
    expect(all).not.toContain('stock-projection-list');
    expect(all).not.toContain('forecasts/revision/:id');
  });

  it('applies the access policy: roles, plugins', () => {
    expect(paths([5])).toEqual(['home', 'user/profile', 'custom-reports/12', 'sales']);
    expect(paths([0])).not.toContain('containers'); // plugin inactive, even for role 0
    expect(paths([2])).toContain('dimensions/3');
  });

  it('hides restricted routes (and their expanded pages) only while CUSTOM_ROLES is active', () => {
    const restrictions = { DIMENSIONS: true };
    expect(paths([2], ['CUSTOM_ROLES'], restrictions)).not.toContain('dimensions/3');
    expect(paths([2], [], restrictions)).toContain('dimensions/3');
  });

  it('works without expand data', () => {
    const entries = visibleRoutes(config, policy, { roles: [0], activePlugins: [] });
    expect(entries.some((e) => e.route.expand)).toBe(false);
  });
});
