// The plugins marketplace's logic: which pages a plugin unlocks (from the
// config: routes that name the plugin, or need a feature it unlocks), what
// else they need, and the catalogue's filters.
import type { CompiledConfig, CompiledRoute } from '../../engine/config/compiled';
import { normalize } from '../../engine/search';

type PluginDefinition = CompiledConfig['plugins'][number];

export interface UnlockedPage {
  route: CompiledRoute;
  /** Other plugins the page also needs (e.g. gantt needs PRODUCTION besides GANTT_SCHEDULING). */
  alsoNeeds: string[];
}

/** Plugins a route needs: those it names and those unlocking any of its features. */
export function pluginsNeededBy(config: Pick<CompiledConfig, 'plugins'>, route: CompiledRoute): string[] {
  const needed = new Set(route.permissions.plugins);
  for (const plugin of config.plugins) {
    if (plugin.unlocks.some((feature) => route.permissions.features.includes(feature))) needed.add(plugin.id);
  }
  return [...needed];
}

/** Enabled, signed-in pages the plugin unlocks, in config order. */
export function pagesUnlockedBy(config: Pick<CompiledConfig, 'plugins' | 'routes'>, pluginId: string): UnlockedPage[] {
  return config.routes
    .filter((route) => route.enabled && !route.public)
    .map((route) => ({ route, needs: pluginsNeededBy(config, route) }))
    .filter(({ needs }) => needs.includes(pluginId))
    .map(({ route, needs }) => ({ route, alsoNeeds: needs.filter((id) => id !== pluginId) }));
}

export interface PluginFilter {
  /** A category id, or null for every category. */
  category: string | null;
  query: string;
}

/**
 * Plugins in the category whose texts (translated name, description,
 * category, unlocked page titles) hold every word of the query, ignoring case
 * and accents.
 */
export function filterPlugins<P extends Pick<PluginDefinition, 'id' | 'category'>>(
  plugins: readonly P[],
  filter: PluginFilter,
  texts: (plugin: P) => readonly string[],
): P[] {
  const words = normalize(filter.query).split(' ').filter(Boolean);
  return plugins.filter((plugin) => {
    if (filter.category && plugin.category !== filter.category) return false;
    if (words.length === 0) return true;
    const haystack = normalize([plugin.id, ...texts(plugin)].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
