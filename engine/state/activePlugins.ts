// The company's active plugins. Seeded from the profile's ActivePlugins and
// refreshed from GET /api/plugins/active (the marketplace refreshes it after
// activating or deactivating a plugin, so menus update without a reload).
import { atom } from 'jotai';
import { api } from '../http';
import { httpAtom } from './services';

export const activePluginsAtom = atom<string[]>([]);

/** Normalises the active plugins answer: a list of ids, or of { Id, Active } records. */
export function toPluginIds(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((item) => (typeof item === 'string' ? item : item && typeof item === 'object' && 'Id' in item && (item as { Active?: boolean }).Active !== false ? String((item as { Id: unknown }).Id) : null))
    .filter((id): id is string => id !== null);
}

export const loadActivePluginsAtom = atom(null, async (get, set) => {
  const data = await get(httpAtom).request<unknown>(api.activePlugins);
  set(activePluginsAtom, toPluginIds(data));
});
