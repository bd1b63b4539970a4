// A small compiled config shared by the navigation tests.
import { createAccessPolicy } from '../../../engine/access';
import type { CompiledConfig, CompiledRoute } from '../../../engine/config/compiled';

type RouteInit = Partial<Omit<CompiledRoute, 'permissions'>> & { id: string; features?: string[]; plugins?: string[]; level?: 'read' | 'write' };

export function route(init: RouteInit): CompiledRoute {
  const { features = [], plugins = [], level = 'read', ...rest } = init;
  return {
    path: init.id, page: 'ModulePage', views: [], menu: false, enabled: true, public: false,
    section: null, subSection: null, group: null, source: 'config/routes/x.yaml',
    ...rest, permissions: { features, level, plugins },
  };
}

export const routes: CompiledRoute[] = [
  route({ id: 'login', path: 'auth/login', public: true }),
  route({ id: 'home', path: 'home', menu: true }),
  route({ id: 'profile', path: 'user/profile' }),
  route({ id: 'manager', path: 'manager', features: ['USER_MANAGEMENT'] }),
  route({ id: 'forecasts', path: 'forecasts', menu: true, features: ['FORECASTS'], section: 'FORECASTS', subSection: 'FORECAST_MAIN' }),
  route({ id: 'forecasts-review', path: 'forecasts/review', features: ['FORECASTS'], section: 'FORECASTS', subSection: 'FORECAST_MAIN', group: 'FORECAST_REVIEW' }),
  route({ id: 'forecasts-revision', path: 'forecasts/revision/:id', features: ['FORECASTS'], section: 'FORECASTS', subSection: 'FORECAST_MAIN' }),
  route({ id: 'dimension', path: 'dimensions/:id', expand: 'dimensions', features: ['DIMENSIONS'], section: 'FORECASTS', subSection: 'FORECAST_DATA_MODEL' }),
  route({ id: 'custom-report', path: 'custom-reports/:id', expand: 'customReports', section: 'REPORTS', subSection: 'CUSTOM' }),
  route({ id: 'stock-projection-list', path: 'stock-projection-list', enabled: false, section: 'SUPPLY', subSection: 'STOCK' }),
  route({ id: 'containers', path: 'containers', menu: true, features: ['CONTAINERS'], section: 'SUPPLY', subSection: 'LOGISTICS' }),
  route({ id: 'sales', path: 'sales', features: ['SALES'], section: 'SALES', subSection: 'SALES_MAIN' }),
];

export const config = {
  app: { index: { columns: 4 }, productName: 'Planner' },
  roles: [
    { id: 0, key: 'superAdmin', icon: 'crown', grants: { '*': 'write' }, seesNetworkErrors: true },
    { id: 1, key: 'admin', icon: 'shield', grants: { '*': 'write' }, seesNetworkErrors: false },
    { id: 2, key: 'planner', icon: 'chart-line', grants: { FORECASTS: 'write', DIMENSIONS: 'read' }, seesNetworkErrors: false },
    { id: 5, key: 'viewer', icon: 'eye', grants: { SALES: 'read' }, seesNetworkErrors: false },
  ],
  plugins: [
    { id: 'CONTAINERS', category: 'supply', icon: 'container', unlocks: ['CONTAINERS'] },
    { id: 'CUSTOM_ROLES', category: 'administration', icon: 'lock', unlocks: [] },
  ],
  sections: [
    { id: 'SUPPLY', column: 2, icon: 'truck', subSections: [{ id: 'STOCK' }, { id: 'LOGISTICS' }] },
    { id: 'FORECASTS', column: 1, icon: 'chart-line', subSections: [
      { id: 'FORECAST_MAIN', groups: ['FORECAST_ANALYSIS', 'FORECAST_REVIEW'] },
      { id: 'FORECAST_DATA_MODEL' },
    ] },
    { id: 'SALES', column: 1, icon: 'coin', subSections: [{ id: 'SALES_MAIN' }] },
    { id: 'REPORTS', column: 9, icon: 'report', subSections: [{ id: 'CUSTOM' }] },
  ],
  routes,
} as unknown as CompiledConfig;

export const policy = createAccessPolicy(config);

/** A translation stub that makes the key visible in assertions. */
export const t = (key: string) => `T(${key})`;

export const data = {
  dimensions: [{ Id: 3, Name: 'Región' }, { Id: 7, Name: 'Canal' }],
  customReports: [{ Id: 12, Name: 'Ventas por zona' }],
};
