import { describe, expect, it } from 'vitest';
import type { CompiledConfig, CompiledRoute } from '../../../engine/config/compiled';
import { filterPlugins, pagesUnlockedBy, pluginsNeededBy } from '../../../src/lib/plugins';

const route = (id: string, features: string[], plugins: string[] = [], extra: Partial<CompiledRoute> = {}): CompiledRoute => ({
  id, path: id, page: 'ModulePage', views: [], menu: false, enabled: true, public: false, section: null, subSection: null, group: null,
  permissions: { features, level: 'read', plugins }, source: 'x', ...extra,
});

const config = {
  plugins: [
    { id: 'PRODUCTION', category: 'production', icon: 'x', unlocks: ['PRODUCTION', 'SCHEDULING'] },
    { id: 'GANTT_SCHEDULING', category: 'production', icon: 'x', unlocks: ['GANTT'] },
    { id: 'PROMOTIONS', category: 'planning', icon: 'x', unlocks: ['PROMOTIONS'] },
  ],
  routes: [
    route('production', ['PRODUCTION']),
    route('scheduling-orders', ['SCHEDULING']),
    route('gantt', ['GANTT', 'PRODUCTION']),
    route('promotions', ['PROMOTIONS'], ['PROMOTIONS']),
    route('promo-old', ['PROMOTIONS'], [], { enabled: false }),
    route('sales', ['SALES']),
  ],
} as unknown as CompiledConfig;

describe('plugins marketplace', () => {
  it('lists the enabled pages a plugin unlocks, and what else each needs', () => {
    expect(pagesUnlockedBy(config, 'PRODUCTION').map((p) => [p.route.id, p.alsoNeeds])).toEqual([
      ['production', []], ['scheduling-orders', []], ['gantt', ['GANTT_SCHEDULING']],
    ]);
    expect(pagesUnlockedBy(config, 'GANTT_SCHEDULING').map((p) => [p.route.id, p.alsoNeeds])).toEqual([['gantt', ['PRODUCTION']]]);
    expect(pagesUnlockedBy(config, 'PROMOTIONS').map((p) => p.route.id)).toEqual(['promotions']);
    expect(pluginsNeededBy(config, config.routes[5])).toEqual([]);
  });

  it('filters by category and by every word of the text, ignoring case and accents', () => {
    const texts = (p: { id: string }) => ({ PRODUCTION: ['Producción', 'Fábrica y líneas'], GANTT_SCHEDULING: ['Diagrama de Gantt'], PROMOTIONS: ['Promociones'] })[p.id]!;
    const ids = (category: string | null, query: string) => filterPlugins(config.plugins, { category, query }, texts).map((p) => p.id);
    expect(ids(null, '')).toEqual(['PRODUCTION', 'GANTT_SCHEDULING', 'PROMOTIONS']);
    expect(ids('production', '')).toEqual(['PRODUCTION', 'GANTT_SCHEDULING']);
    expect(ids(null, 'fabrica LINEAS')).toEqual(['PRODUCTION']);
    expect(ids('planning', 'gantt')).toEqual([]);
    expect(ids(null, 'promo')).toEqual(['PROMOTIONS']);
  });
});
