import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { CompiledConfig } from '../../../engine/config/compiled';
import { ApiError, type HttpClient } from '../../../engine/http';
import type { I18nController } from '../../../engine/i18n';
import {
  accessContextAtom,
  configAtom,
  favoriteChange,
  favoritesAtom,
  httpAtom,
  i18nAtom,
  logsAtom,
  loadDimensionsAtom,
  dimensionsAtom,
  loadRestrictionsAtom,
  profileAtom,
  pushRecentPage,
  restrictionsAtom,
  setProfileAtom,
  toggleFavoriteAtom,
  toPluginIds,
  visibleLogsAtom,
  addLogAtom,
  activePluginsAtom,
} from '../../../engine/state';

const config = {
  app: { favorites: { max: 3, defaults: [] }, languages: { default: 'es', bundled: ['es'] } },
  roles: [
    { id: 0, key: 'superAdmin', icon: 'crown', grants: { '*': 'write' }, seesNetworkErrors: true },
    { id: 5, key: 'viewer', icon: 'eye', grants: { '*': 'read' }, seesNetworkErrors: false },
  ],
  plugins: [{ id: 'CUSTOM_ROLES', category: 'administration', icon: 'lock', unlocks: [] }],
  routes: [
    { id: 'a', path: 'a', page: 'ModulePage', menu: true, enabled: true, public: false, section: 'S', subSection: 'SS', group: null, permissions: { features: ['A'], level: 'read', plugins: [] }, source: 'x' },
    { id: 'b', path: 'b', page: 'ModulePage', menu: true, enabled: true, public: false, section: 'S', subSection: 'SS', group: null, permissions: { features: ['B', 'A'], level: 'read', plugins: [] }, source: 'x' },
  ],
  sections: [],
  errors: { fallback: 'ALL_OK', codes: [] },
} as unknown as CompiledConfig;

const profile = {
  Id: 7, Name: 'Ana', Email: 'a@x.test', Language: 'es' as const, Roles: [5], Photo: null, BussinessAlias: 'ACME',
  ActivePlugins: [] as string[], OnBoarding: false, AutoRefresh: true,
};

function setup(request: (endpoint: string, options?: { body?: unknown }) => Promise<unknown>) {
  const store = createStore();
  store.set(configAtom, config);
  const http = { request: vi.fn(request) } as unknown as HttpClient;
  store.set(httpAtom, http);
  store.set(i18nAtom, { i18n: { t: (key: string, o?: { max?: number }) => (o?.max !== undefined ? `${key}:${o.max}` : key) } } as unknown as I18nController);
  store.set(setProfileAtom, profile);
  return { store, http };
}

describe('pure state helpers', () => {
  it('decides a favourite change', () => {
    expect(favoriteChange(['a'], 'a', 12)).toBe('remove');
    expect(favoriteChange(['a'], 'b', 12)).toBe('add');
    expect(favoriteChange(['a', 'b'], 'c', 2)).toBe('limit');
    expect(favoriteChange(['a', 'b'], 'a', 2)).toBe('remove');
  });

  it('keeps recent pages deduplicated, newest first, bounded', () => {
    let list = pushRecentPage([], 'a', 1);
    list = pushRecentPage(list, 'b', 2);
    list = pushRecentPage(list, 'a', 3);
    expect(list).toEqual([{ path: 'a', at: 3 }, { path: 'b', at: 2 }]);
    for (let i = 0; i < 20; i++) list = pushRecentPage(list, `p${i}`, 10 + i, 8);
    expect(list).toHaveLength(8);
    expect(list[0].path).toBe('p19');
  });

  it('normalises the active plugins answer', () => {
    expect(toPluginIds(['A', 'B'])).toEqual(['A', 'B']);
    expect(toPluginIds([{ Id: 'A', Active: true }, { Id: 'B', Active: false }])).toEqual(['A']);
    expect(toPluginIds(null)).toEqual([]);
  });
});

describe('favourites toggle', () => {
  it('adds and removes through the API, the server list winning', async () => {
    const { store, http } = setup(async (_e, o) => {
      const { Path, Action } = o!.body as { Path: string; Action: string };
      return Action === 'add' ? ['x', Path] : [];
    });
    store.set(favoritesAtom, ['x']);
    await expect(store.set(toggleFavoriteAtom, 'a')).resolves.toEqual({ ok: true, favorite: true });
    expect(http.request).toHaveBeenCalledWith('POST /api/favorites', expect.objectContaining({ body: { Path: 'a', Action: 'add' } }));
    expect(store.get(favoritesAtom)).toEqual(['x', 'a']);
    await store.set(toggleFavoriteAtom, 'a');
    expect(store.get(favoritesAtom)).toEqual([]);
  });

  it('refuses the favourite past the maximum with the favoriteItemsExcess alert, without calling the API', async () => {
    const { store, http } = setup(async () => []);
    store.set(favoritesAtom, ['a', 'b', 'c']);
    await expect(store.set(toggleFavoriteAtom, 'd')).resolves.toEqual({ ok: false, reason: 'limit' });
    expect(http.request).not.toHaveBeenCalled();
    expect(store.get(favoritesAtom)).toEqual(['a', 'b', 'c']);
    const [log] = store.get(logsAtom);
    expect(log).toMatchObject({ logLevel: 'warning', message: 'messages.favoriteItemsExcess:3' });
  });

  it('rolls back when the server refuses, and reports its limit the same way', async () => {
    const { store } = setup(async () => {
      throw new ApiError({ ErrorCode: 'FAVORITES_LIMIT', Status: 409, Message: 'limit', Endpoint: '/api/favorites' });
    });
    store.set(favoritesAtom, ['a']);
    await expect(store.set(toggleFavoriteAtom, 'b')).resolves.toEqual({ ok: false, reason: 'limit' });
    expect(store.get(favoritesAtom)).toEqual(['a']);
    expect(store.get(logsAtom)).toHaveLength(1);
  });
});

describe('restrictions and dimensions', () => {
  it('asks for restrictions only while CUSTOM_ROLES is active, with the features of the routes', async () => {
    const { store, http } = setup(async () => ({ A: true }));
    await store.set(loadRestrictionsAtom);
    expect(http.request).not.toHaveBeenCalled();
    store.set(activePluginsAtom, ['CUSTOM_ROLES']);
    await store.set(loadRestrictionsAtom);
    expect(http.request).toHaveBeenCalledWith('POST /api/restrictions/check', { body: { Features: ['A', 'B'] } });
    expect(store.get(restrictionsAtom)).toEqual({ A: true });
    expect(store.get(accessContextAtom).restrictions).toEqual({ A: true });
  });

  it('reads dimensions only with DIMENSIONS read permission and no restriction', async () => {
    const { store, http } = setup(async () => [{ Id: 1, Name: 'Madrid' }]);
    await store.set(loadDimensionsAtom);
    expect(store.get(dimensionsAtom)).toEqual([{ Id: 1, Name: 'Madrid' }]);
    store.set(activePluginsAtom, ['CUSTOM_ROLES']);
    store.set(restrictionsAtom, { DIMENSIONS: true });
    await store.set(loadDimensionsAtom);
    expect(store.get(dimensionsAtom)).toEqual([]);
    expect(http.request).toHaveBeenCalledTimes(1);
    store.set(profileAtom, { ...profile, Roles: [] });
    store.set(restrictionsAtom, {});
    await store.set(loadDimensionsAtom);
    expect(http.request).toHaveBeenCalledTimes(1);
  });
});

describe('logs', () => {
  it('hides server-unreachable logs from roles that do not see network errors', () => {
    const { store } = setup(async () => null);
    store.set(addLogAtom, { logLevel: 'http-error', title: 'x', message: 'down', status: 0 });
    store.set(addLogAtom, { logLevel: 'http-error', title: 'y', message: 'boom', status: 500 });
    expect(store.get(visibleLogsAtom).map((l) => l.message)).toEqual(['boom']);
    store.set(profileAtom, { ...profile, Roles: [0] });
    expect(store.get(visibleLogsAtom).map((l) => l.message)).toEqual(['boom', 'down']);
  });
});
