// A small app around the index overlay and the searcher for component tests
// (happy-dom): a compiled config with a few routes (accented titles), Spanish
// translations, a jotai store with a fake favourites API, Mantine in test
// mode and an in-memory router that shows the current path.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { CompiledConfig, CompiledRoute } from '../../../engine/config/compiled';
import { ApiError, type HttpClient } from '../../../engine/http';
import type { I18nController } from '../../../engine/i18n';
import { configAtom, dimensionsAtom, favoritesAtom, httpAtom, i18nAtom, profileAtom } from '../../../engine/state';

type RouteInit = { id: string; path?: string; section?: string; subSection?: string; group?: string; features?: string[]; expand?: 'dimensions' };

export function route(init: RouteInit): CompiledRoute {
  return {
    id: init.id,
    path: init.path ?? init.id,
    page: 'ModulePage',
    views: [],
    menu: false,
    enabled: true,
    public: false,
    expand: init.expand,
    section: init.section ?? null,
    subSection: init.subSection ?? null,
    group: init.group ?? null,
    permissions: { features: init.features ?? [], level: 'read', plugins: [] },
    source: 'config/routes/test.yaml',
  };
}

export const routes: CompiledRoute[] = [
  route({ id: 'home', path: 'home' }),
  route({ id: 'forecasts', section: 'FORECASTS', subSection: 'FORECAST_PLANNING', features: ['FORECASTS'] }),
  route({ id: 'forecasts-review', path: 'forecasts/review', section: 'FORECASTS', subSection: 'SOP_CYCLE', features: ['FORECASTS'] }),
  route({ id: 'forecasts-configuration', path: 'forecasts/configuration', section: 'FORECASTS', subSection: 'FORECAST_DATA_MODEL', features: ['FORECASTS'] }),
  route({ id: 'dimensions', path: 'dimensions/:id', expand: 'dimensions', section: 'FORECASTS', subSection: 'FORECAST_DATA_MODEL', features: ['DIMENSIONS'] }),
  route({ id: 'sales', section: 'DEMAND', subSection: 'SALES_ANALYSIS', features: ['SALES'] }),
  route({ id: 'promotions', section: 'DEMAND', subSection: 'PRICING', group: 'PROMOTION_PLANNING', features: ['SALES'] }),
  route({ id: 'purchases', section: 'SUPPLY', subSection: 'PROCUREMENT', features: ['PURCHASES'] }),
  route({ id: 'user-security', path: 'user-security', section: 'ADMINISTRATION', subSection: 'ACCESS_CONTROL', features: ['USER_MANAGEMENT'] }),
];

export const config = {
  app: {
    productName: 'Plania S&OP',
    favorites: { max: 3, defaults: [] },
    index: { columns: 4 },
    searcher: { width: '50%', maxWidth: 1200, maxHeight: '90%', top: 50, resultLimit: 50 },
    languages: { default: 'es', bundled: ['es'] },
  },
  roles: [
    { id: 1, key: 'admin', icon: 'shield', grants: { '*': 'write' }, seesNetworkErrors: false },
    { id: 5, key: 'viewer', icon: 'eye', grants: { SALES: 'read' }, seesNetworkErrors: false },
  ],
  plugins: [],
  sections: [
    { id: 'FORECASTS', column: 2, icon: 'chart-line', subSections: [{ id: 'FORECAST_PLANNING' }, { id: 'SOP_CYCLE' }, { id: 'FORECAST_DATA_MODEL' }] },
    { id: 'DEMAND', column: 1, icon: 'shopping-cart', subSections: [{ id: 'SALES_ANALYSIS' }, { id: 'PRICING', groups: ['PROMOTION_PLANNING'] }] },
    { id: 'SUPPLY', column: 3, icon: 'truck', subSections: [{ id: 'PROCUREMENT' }] },
    { id: 'ADMINISTRATION', column: 4, icon: 'settings', subSections: [{ id: 'ACCESS_CONTROL' }] },
  ],
  routes,
  errors: { fallback: 'ALL_OK', codes: [] },
} as unknown as CompiledConfig;

export const es = {
  common: { loading: 'Cargando…' },
  messages: { favoriteItemsExcess: 'Puedes tener como máximo {{max}} favoritos.' },
  header: { search: 'Buscar páginas', closeIndex: 'Cerrar el índice', openIndex: 'Abrir el índice' },
  index: {
    title: 'Índice',
    favorites: 'Favoritos',
    noFavorites: 'Aún no tienes favoritos.',
    addFavorite: 'Añadir a favoritos',
    removeFavorite: 'Quitar de favoritos',
    favoriteUnavailable: {
      pluginInactive: 'Su plugin no está activo en tu empresa',
      notPermitted: 'Tus roles ya no te permiten abrirla',
      notFound: 'Esta página ya no existe',
    },
    FORECASTS: 'Previsiones',
    FORECAST_PLANNING: 'Planificación de la previsión',
    SOP_CYCLE: 'Ciclo S&OP',
    FORECAST_DATA_MODEL: 'Modelo de datos',
    DEMAND: 'Demanda',
    SALES_ANALYSIS: 'Ventas',
    PRICING: 'Precios',
    PROMOTION_PLANNING: 'Planificación de promociones',
    SUPPLY: 'Aprovisionamiento',
    PROCUREMENT: 'Compras',
    ADMINISTRATION: 'Administración',
    ACCESS_CONTROL: 'Accesos',
  },
  searcher: {
    placeholder: 'Busca una página…',
    didntFind: '¿No encuentras lo que buscas?',
    openIndex: 'Abrir el índice',
    results: '{{count}} resultados',
    favorites: 'Favoritos',
  },
  routes: {
    home: { title: 'Inicio', keywords: [] },
    forecasts: { title: 'Previsión de la demanda', keywords: ['forecast'] },
    'forecasts-review': { title: 'Revisión de la previsión', keywords: ['consenso'] },
    'forecasts-configuration': { title: 'Configuración de la previsión', keywords: [] },
    dimensions: { title: 'Dimensión', keywords: [] },
    sales: { title: 'Ventas', keywords: ['histórico'] },
    promotions: { title: 'Promociones', keywords: ['ofertas'] },
    purchases: { title: 'Compras', keywords: ['pedidos'] },
    'user-security': { title: 'Seguridad de usuarios', keywords: [] },
  },
};

export function createTestI18n() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'es',
    resources: { es: { translation: es } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

export interface HarnessOptions {
  roles?: number[];
  favorites?: string[];
  dimensions?: Array<{ Id: number; Name: string }>;
  /** The favourites API: receives the update body, returns the new list (or throws). */
  updateFavorites?: (body: { Path: string; Action: 'add' | 'remove' }, current: string[]) => Promise<string[]>;
}

export function setupStore(options: HarnessOptions = {}) {
  const store = createStore();
  const i18n = createTestI18n();
  store.set(configAtom, config);
  let serverFavorites = [...(options.favorites ?? [])];
  const request = vi.fn(async (endpoint: string, init?: { body?: unknown }) => {
    if (endpoint.startsWith('POST /api/favorites')) {
      const body = init?.body as { Path: string; Action: 'add' | 'remove' };
      if (options.updateFavorites) serverFavorites = await options.updateFavorites(body, serverFavorites);
      else if (body.Action === 'add') {
        if (serverFavorites.length >= config.app.favorites.max) throw new ApiError({ ErrorCode: 'FAVORITES_LIMIT', Message: 'limit', Status: 409, Endpoint: endpoint } as never);
        serverFavorites = [...serverFavorites, body.Path];
      } else serverFavorites = serverFavorites.filter((p) => p !== body.Path);
      return serverFavorites;
    }
    if (endpoint.startsWith('GET /api/favorites')) return serverFavorites;
    return [];
  });
  store.set(httpAtom, { request } as unknown as HttpClient);
  store.set(i18nAtom, { i18n, setLanguage: async () => 'es', language: 'es' } as unknown as I18nController);
  store.set(profileAtom, {
    Id: 1, Name: 'Ana', Email: 'ana@demo.test', Language: 'es', Roles: options.roles ?? [1], Photo: null,
    BussinessAlias: 'ACME', ActivePlugins: [], OnBoarding: false, AutoRefresh: true,
  });
  store.set(dimensionsAtom, options.dimensions ?? [{ Id: 3, Name: 'Región' }]);
  store.set(favoritesAtom, [...(options.favorites ?? [])]);
  return { store, i18n, request, serverFavorites: () => serverFavorites };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderWithApp(ui: ReactNode, options: HarnessOptions & { path?: string } = {}) {
  const { store, i18n, request, serverFavorites } = setupStore(options);
  const wrap = (node: ReactNode) => (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <MemoryRouter initialEntries={[options.path ?? '/home']}>
            <LocationProbe />
            <Routes>
              <Route path="*" element={node} />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
  const result = render(wrap(ui));
  /** Re-renders with new props, keeping the store, the router and the component's state. */
  const update = (node: ReactNode) => result.rerender(wrap(node));
  return { ...result, update, store, request, serverFavorites };
}
