import { describe, expect, it } from 'vitest';
import { navSearchEntries, visibleRoutes } from '../../../engine/navigation';
import { buildSearchIndex, search } from '../../../engine/search';
import { config, data, policy, t } from './fixtures';

const tList = (key: string) => (key === 'routes.sales.keywords' ? ['facturación', 'ventas'] : []);

describe('navSearchEntries', () => {
  const visible = visibleRoutes(config, policy, { roles: [0], activePlugins: [] }, data);
  const entries = navSearchEntries(visible, t, tList);

  it('lists only routes placed in the index, with translated texts', () => {
    expect(entries.map((e) => e.path)).toEqual([
      'forecasts', 'forecasts/review', 'dimensions/3', 'dimensions/7', 'custom-reports/12', 'sales',
    ]);
    expect(entries.find((e) => e.path === 'sales')).toMatchObject({
      title: 'T(routes.sales.title)', keywords: ['facturación', 'ventas'], sectionTitle: 'T(index.SALES)',
    });
  });

  it('expanded pages carry the item name and are also found by their kind', () => {
    const region = entries.find((e) => e.path === 'dimensions/3')!;
    expect(region.title).toBe('Región');
    expect(region.keywords).toContain('T(routes.dimension.title)');
    const result = search(buildSearchIndex(entries), 'region');
    expect(result.groups[0].items[0].path).toBe('dimensions/3');
    expect(search(buildSearchIndex(entries), 'facturacion').total).toBe(1);
  });
});
