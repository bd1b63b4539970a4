// Loading and clearing everything that belongs to the signed-in user. The
// shell's session controller calls these; they only touch atoms and the API.
import { atom } from 'jotai';
import { api, type Profile } from '../http';
import { activePluginsAtom } from './activePlugins';
import { customReportsAtom, loadCustomReportsAtom } from './customReports';
import { dimensionsAtom, loadDimensionsAtom } from './dimensions';
import { favoritesAtom, favoritesSavingAtom, loadFavoritesAtom } from './favorites';
import { errorsAtom, logsAtom, toastIdsAtom } from './logs';
import { indexOpenedAtom, logsDrawerOpenedAtom, navigationPendingAtom, searcherOpenedAtom } from './navigation';
import { profileAtom } from './profile';
import { loadRestrictionsAtom, restrictionsAtom } from './restrictions';
import { httpAtom } from './services';

/** Id of the user whose data (favourites, dimensions...) is loaded; null when none is. */
export const userDataOwnerAtom = atom<number | null>(null);

/** Stores a profile and the active plugins it carries. */
export const setProfileAtom = atom(null, (_get, set, profile: Profile) => {
  const { Token: _token, ...rest } = profile;
  set(profileAtom, rest);
  if (Array.isArray(profile.ActivePlugins)) set(activePluginsAtom, profile.ActivePlugins);
});

/** GET /api/profile (with the refresh flag when asked: the body then carries a new Token). */
export const fetchProfileAtom = atom(null, async (get, set, options: { refresh?: boolean; silent?: boolean } = {}) => {
  const profile = await get(httpAtom).request<Profile>(api.profile, {
    query: options.refresh ? { refresh: true } : undefined,
    silent: options.silent,
  });
  set(setProfileAtom, profile);
  return profile;
});

/**
 * Restrictions first (they decide whether dimensions may be read), then
 * dimensions and custom reports; favourites in parallel. A failed secondary load is logged by the HTTP client and
 * leaves that list empty: the shell still opens.
 */
export const loadUserDataAtom = atom(null, async (get, set) => {
  const profile = get(profileAtom);
  if (!profile) return;
  const owner = profile.Id;
  const settle = (p: Promise<unknown>) => p.catch(() => undefined);
  await Promise.all([
    // The profile carries ActivePlugins; the marketplace calls loadActivePluginsAtom after a change.
    settle(set(loadRestrictionsAtom)).then(() =>
      Promise.all([settle(set(loadDimensionsAtom)), settle(set(loadCustomReportsAtom))]),
    ),
    settle(set(loadFavoritesAtom)),
  ]);
  if (get(profileAtom)?.Id === owner) set(userDataOwnerAtom, owner);
});

/**
 * The company's active plugins changed (the marketplace): store them in the
 * atom and the profile, then reload what depends on them (restrictions exist
 * only under CUSTOM_ROLES; dimensions and custom reports follow the policy),
 * so the menu, the index and the searcher update at once, without a reload.
 */
export const applyActivePluginsAtom = atom(null, async (get, set, activePlugins: string[]) => {
  set(activePluginsAtom, activePlugins);
  const profile = get(profileAtom);
  if (profile) set(profileAtom, { ...profile, ActivePlugins: activePlugins });
  const settle = (p: Promise<unknown>) => p.catch(() => undefined);
  await settle(set(loadRestrictionsAtom));
  await Promise.all([settle(set(loadDimensionsAtom)), settle(set(loadCustomReportsAtom))]);
});

/** Forgets everything about the user (the token is cleared by the caller). */
export const clearUserDataAtom = atom(null, (_get, set) => {
  set(profileAtom, null);
  set(userDataOwnerAtom, null);
  set(activePluginsAtom, []);
  set(restrictionsAtom, {});
  set(dimensionsAtom, []);
  set(customReportsAtom, []);
  set(favoritesAtom, []);
  set(favoritesSavingAtom, []);
  set(logsAtom, []);
  set(toastIdsAtom, []);
  set(errorsAtom, []);
  set(navigationPendingAtom, null);
  set(indexOpenedAtom, false);
  set(searcherOpenedAtom, false);
  set(logsDrawerOpenedAtom, false);
});
