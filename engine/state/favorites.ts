// The user's favourite route paths (GET/POST /api/favorites). The toggle
// refuses a 13th favourite (favorites.max of app.yaml) with the
// favoriteItemsExcess alert and saves every change through the API; the
// server enforces the same limit atomically.
import { atom } from 'jotai';
import { api, isApiError, type Favorites } from '../http';
import { configAtom } from './config';
import { addLogAtom } from './logs';
import { httpAtom, i18nAtom } from './services';

export const favoritesAtom = atom<Favorites>([]);

/** Paths whose toggle is being saved (to show a spinner and ignore double clicks). */
export const favoritesSavingAtom = atom<string[]>([]);

export const loadFavoritesAtom = atom(null, async (get, set) => {
  const data = await get(httpAtom).request<Favorites>(api.favorites);
  set(favoritesAtom, Array.isArray(data) ? data : []);
});

export type FavoriteToggleResult =
  | { ok: true; favorite: boolean }
  | { ok: false; reason: 'limit' | 'busy' | 'error' };

/** The pure decision: add, remove or refuse. */
export function favoriteChange(favorites: readonly string[], path: string, max: number): 'add' | 'remove' | 'limit' {
  if (favorites.includes(path)) return 'remove';
  return favorites.length >= max ? 'limit' : 'add';
}

export const isFavoriteAtom = atom((get) => {
  const set = new Set(get(favoritesAtom));
  return (path: string) => set.has(path);
});

export const toggleFavoriteAtom = atom(null, async (get, set, path: string): Promise<FavoriteToggleResult> => {
  if (get(favoritesSavingAtom).includes(path)) return { ok: false, reason: 'busy' };
  const max = get(configAtom).app.favorites.max;
  const before = get(favoritesAtom);
  const change = favoriteChange(before, path, max);
  const { i18n } = get(i18nAtom);
  const refuse = () => {
    set(addLogAtom, {
      logLevel: 'warning',
      errorCode: 'FAVORITES_LIMIT',
      title: i18n.t('index.favorites'),
      message: i18n.t('messages.favoriteItemsExcess', { max }),
    });
    return { ok: false, reason: 'limit' } as const;
  };
  if (change === 'limit') return refuse();

  // Optimistic: the bookmark answers at once; the server's list then wins.
  set(favoritesAtom, change === 'add' ? [...before, path] : before.filter((p) => p !== path));
  set(favoritesSavingAtom, [...get(favoritesSavingAtom), path]);
  try {
    const data = await get(httpAtom).request<Favorites>(api.updateFavorites, {
      body: { Path: path, Action: change },
      ignoreCodes: ['FAVORITES_LIMIT'],
    });
    if (Array.isArray(data)) set(favoritesAtom, data);
    return { ok: true, favorite: change === 'add' };
  } catch (error) {
    set(favoritesAtom, get(favoritesAtom).filter((p) => p !== path).concat(before.includes(path) ? [path] : []));
    if (isApiError(error) && error.ErrorCode === 'FAVORITES_LIMIT') return refuse();
    return { ok: false, reason: 'error' };
  } finally {
    set(favoritesSavingAtom, get(favoritesSavingAtom).filter((p) => p !== path));
  }
});
