import { describe, expect, it } from 'vitest';
import { expandPath, expandRoutes } from '../../../engine/navigation';
import { data, route } from './fixtures';

describe('expandRoutes', () => {
  const dims = route({ id: 'dimension', path: 'dimensions/:id', expand: 'dimensions' });
  const reports = route({ id: 'custom-report', path: 'custom-reports/:id', expand: 'customReports' });
  const home = route({ id: 'home', path: 'home' });

  it('lists an expand route once per item, with the item name as a literal title, and drops the pattern', () => {
    const entries = expandRoutes([home, dims, reports], data);
    expect(entries.map((e) => [e.path, e.title, e.key, e.itemId])).toEqual([
      ['home', undefined, 'home', undefined],
      ['dimensions/3', 'Región', 'dimension:3', 3],
      ['dimensions/7', 'Canal', 'dimension:7', 7],
      ['custom-reports/12', 'Ventas por zona', 'custom-report:12', 12],
    ]);
    expect(entries.some((e) => e.path.includes(':'))).toBe(false);
    expect(entries[1].route).toBe(dims);
  });

  it('an expand route with no items yields nothing', () => {
    expect(expandRoutes([dims], { dimensions: [], customReports: [] })).toEqual([]);
  });

  it('encodes the id as a path segment', () => {
    expect(expandPath('custom-reports/:id', 'a/b')).toBe('custom-reports/a%2Fb');
    expect(expandPath('x/:reportId/view', 5)).toBe('x/5/view');
  });
});
