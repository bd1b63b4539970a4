import { describe, expect, it } from 'vitest';
import { buildIndexTree, visibleRoutes } from '../../../engine/navigation';
import { config, data, policy, t } from './fixtures';

function tree(roles: number[], activePlugins: string[] = []) {
  return buildIndexTree(config, visibleRoutes(config, policy, { roles, activePlugins }, data), t);
}

describe('buildIndexTree', () => {
  it('places sections in the configured number of columns, by column then declaration', () => {
    const { columns } = tree([0], ['CONTAINERS']);
    expect(columns).toHaveLength(4);
    expect(columns.map((c) => c.map((s) => s.id))).toEqual([['FORECASTS', 'SALES'], ['SUPPLY'], [], ['REPORTS']]);
    expect(columns[3][0].column).toBe(4); // column 9 clamped to the last one
  });

  it('nests sub-sections, groups and links with translated titles and literal item names', () => {
    const forecasts = tree([0]).columns[0][0];
    expect(forecasts.title).toBe('T(index.FORECASTS)');
    const [main, model] = forecasts.subSections;
    expect(main.links.map((l) => l.title)).toEqual(['T(routes.forecasts.title)']);
    expect(main.groups.map((g) => [g.id, g.title, g.links.map((l) => l.path)])).toEqual([
      ['FORECAST_REVIEW', 'T(index.FORECAST_REVIEW)', ['forecasts/review']],
    ]);
    expect(model.links.map((l) => [l.path, l.title])).toEqual([['dimensions/3', 'Región'], ['dimensions/7', 'Canal']]);
  });

  it('hides empty groups, sub-sections and sections (refine#6312)', () => {
    const { columns } = tree([5]);
    // FORECAST_ANALYSIS never had a route; SUPPLY lost its only enabled route (plugin off); FORECASTS is denied.
    expect(columns.flat().map((s) => s.id)).toEqual(['SALES', 'REPORTS']);
    for (const section of columns.flat()) {
      for (const sub of section.subSections) {
        expect(sub.links.length + sub.groups.length).toBeGreaterThan(0);
        for (const group of sub.groups) expect(group.links.length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps routes outside the index out of the tree', () => {
    const links = tree([0]).columns.flat().flatMap((s) => s.subSections.flatMap((x) => [...x.links, ...x.groups.flatMap((g) => g.links)]));
    expect(links.map((l) => l.path)).not.toContain('home');
    expect(links.map((l) => l.path)).not.toContain('user/profile');
  });

  it('gives empty columns when nothing is visible', () => {
    expect(buildIndexTree(config, [], t).columns).toEqual([[], [], [], []]);
  });
});
