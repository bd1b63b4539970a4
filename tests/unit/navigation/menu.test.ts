import { describe, expect, it } from 'vitest';
import { customReportsMenu, menuBarRoutes, visibleRoutes } from '../../../engine/navigation';
import { config, data, policy } from './fixtures';

describe('menu bar lists', () => {
  it('menu bar: visible routes declared menu: true, in declaration order', () => {
    const visible = visibleRoutes(config, policy, { roles: [0], activePlugins: ['CONTAINERS'] }, data);
    expect(menuBarRoutes(visible).map((e) => e.path)).toEqual(['home', 'forecasts', 'containers']);
    const viewer = visibleRoutes(config, policy, { roles: [5], activePlugins: [] }, data);
    expect(menuBarRoutes(viewer).map((e) => e.path)).toEqual(['home']);
  });

  it('custom reports dropdown: one entry per report, empty without reports', () => {
    const visible = visibleRoutes(config, policy, { roles: [5], activePlugins: [] }, data);
    expect(customReportsMenu(visible).map((e) => [e.path, e.title])).toEqual([['custom-reports/12', 'Ventas por zona']]);
    const none = visibleRoutes(config, policy, { roles: [5], activePlugins: [] }, { dimensions: [], customReports: [] });
    expect(customReportsMenu(none)).toEqual([]);
  });
});
