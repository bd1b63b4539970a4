import { describe, expect, it } from 'vitest';
import { createAccessPolicy } from '../../../engine/access';
import type { CompiledConfig, CompiledRoute } from '../../../engine/config/compiled';
import { grantedFeatures, groupBySection, sameFeatures } from '../../../src/lib/user-security';

const route = (id: string, section: string | null, features: string[]): CompiledRoute => ({
  id, path: id, page: 'ModulePage', views: [], menu: false, enabled: true, public: false, section, subSection: null, group: null,
  permissions: { features, level: 'read', plugins: [] }, source: 'x',
});
const config = {
  features: [{ id: 'SALES', levels: ['read'] }, { id: 'BUDGETS', levels: ['read', 'write'] }, { id: 'GANTT', levels: ['read'] }, { id: 'FILTERS', levels: ['read'] }],
  roles: [{ id: 2, key: 'planner', icon: 'x', grants: { SALES: 'read', GANTT: 'read', FILTERS: 'write' }, seesNetworkErrors: false }],
  plugins: [{ id: 'GANTT_SCHEDULING', category: 'x', icon: 'x', unlocks: ['GANTT'] }],
  sections: [{ id: 'DEMAND', column: 1, icon: 'x', subSections: [] }, { id: 'PRODUCTION', column: 2, icon: 'x', subSections: [] }],
  routes: [route('sales', 'DEMAND', ['SALES']), route('gantt', 'PRODUCTION', ['GANTT']), route('budgets', 'DEMAND', ['BUDGETS']), route('x', null, ['FILTERS'])],
} as unknown as CompiledConfig;
const policy = createAccessPolicy(config);

describe('user security', () => {
  it('offers only what the roles grant, with the plugins active', () => {
    expect(grantedFeatures(policy, config, [2], [])).toEqual(['SALES', 'FILTERS']);
    expect(grantedFeatures(policy, config, [2], ['GANTT_SCHEDULING'])).toEqual(['SALES', 'GANTT', 'FILTERS']);
  });

  it('groups features by the section of the first page needing them; the rest last', () => {
    expect(groupBySection(['SALES', 'GANTT', 'FILTERS'], config)).toEqual([
      { section: 'DEMAND', features: ['SALES'] },
      { section: 'PRODUCTION', features: ['GANTT'] },
      { section: null, features: ['FILTERS'] },
    ]);
  });

  it('compares drafts as sets', () => {
    expect(sameFeatures(['A', 'B'], ['B', 'A'])).toBe(true);
    expect(sameFeatures(['A'], ['A', 'B'])).toBe(false);
  });
});
