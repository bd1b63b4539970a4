// Lookups from a stored path (a favourite, a recent page) to what the user
// may see of it now: a visible NavEntry (permitted, still existing) or nothing.
import type { CompiledConfig } from '../../engine/config/compiled';
import type { NavEntry } from '../../engine/navigation';

export function entriesByPath(visible: readonly NavEntry[]): Map<string, NavEntry> {
  return new Map(visible.map((entry) => [entry.path, entry]));
}

/** The section icon of an entry's route, or a neutral one for routes outside the index. */
export function sectionIcon(config: Pick<CompiledConfig, 'sections'>, entry: NavEntry): string {
  return config.sections.find((s) => s.id === entry.route.section)?.icon ?? 'file-text';
}
