import { describe, expect, it } from 'vitest';
import { canOpenPath } from '../../../engine/navigation';
import { config, policy } from './fixtures';

const can = (path: string, roles: number[], activePlugins: string[] = [], restrictions?: Record<string, boolean>) =>
  canOpenPath(config, policy, { roles, activePlugins, restrictions }, path);

describe('canOpenPath', () => {
  it('asks the policy about the route the path matches', () => {
    expect(can('/forecasts/review', [2])).toBe(true);
    expect(can('/forecasts/review', [5])).toBe(false); // the viewer has no FORECASTS
    expect(can('/sales', [5])).toBe(true);
    expect(can('/manager', [2])).toBe(false); // USER_MANAGEMENT not granted to the planner
    expect(can('/manager', [0])).toBe(true);
  });

  it('matches dynamic routes and ignores the query and hash', () => {
    expect(can('/forecasts/revision/42', [2])).toBe(true);
    expect(can('/forecasts/revision/42', [5])).toBe(false);
    expect(can('/dimensions/3?view=1#top', [2])).toBe(true);
    expect(can('forecasts/review', [2])).toBe(true); // a config path without the leading slash
  });

  it('refuses a route restricted through CUSTOM_ROLES only while that plugin is active', () => {
    expect(can('/dimensions/3', [2], ['CUSTOM_ROLES'], { DIMENSIONS: true })).toBe(false);
    expect(can('/dimensions/3', [2], [], { DIMENSIONS: true })).toBe(true);
  });

  it('refuses routes of an inactive plugin, disabled routes and paths that match no route', () => {
    expect(can('/containers', [0])).toBe(false);
    expect(can('/containers', [0], ['CONTAINERS'])).toBe(true);
    expect(can('/stock-projection-list', [0])).toBe(false);
    expect(can('/no/such/page', [0])).toBe(false);
    expect(can('/', [0])).toBe(false);
  });
});
