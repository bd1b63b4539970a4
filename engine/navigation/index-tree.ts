// The section index as a pure tree (Refine's create-tree idea): columns ->
// sections -> sub-sections -> groups -> links. Built from the visible entries
// only, and every node left without links is dropped, so a section whose
// routes are all denied does not linger as an empty heading (refine#6312).
import type { CompiledConfig } from '../config/compiled';
import { translationKeys } from '../config/compiled';
import type { IconName } from '../config/types.generated';
import type { NavEntry, Translate } from './types';

export interface IndexLink { key: string; path: string; title: string; entry: NavEntry }
export interface IndexGroup { id: string; title: string; links: IndexLink[] }
export interface IndexSubSection { id: string; title: string; links: IndexLink[]; groups: IndexGroup[] }
export interface IndexSection { id: string; title: string; icon: IconName; column: number; subSections: IndexSubSection[] }
/** columns[i] holds the sections of column i + 1; a column may end up empty. */
export interface IndexTree { columns: IndexSection[][] }

/** The title a link shows: the literal item name of an expanded entry, else the translated route title. */
export function entryTitle(entry: NavEntry, t: Translate): string {
  return entry.title ?? t(translationKeys.routeTitle(entry.route.id));
}

export function buildIndexTree(
  config: Pick<CompiledConfig, 'sections' | 'app'>,
  visible: readonly NavEntry[],
  t: Translate,
): IndexTree {
  const columnCount = Math.max(1, config.app.index.columns);
  // section -> subSection -> group ('' = no group) -> links, in visible order.
  const placed = new Map<string, Map<string, Map<string, IndexLink[]>>>();
  for (const entry of visible) {
    const { section, subSection, group } = entry.route;
    if (!section || !subSection) continue; // not in the index (profile, manager...)
    const subs = placed.get(section) ?? placed.set(section, new Map()).get(section)!;
    const groups = subs.get(subSection) ?? subs.set(subSection, new Map()).get(subSection)!;
    const links = groups.get(group ?? '') ?? groups.set(group ?? '', []).get(group ?? '')!;
    links.push({ key: entry.key, path: entry.path, title: entryTitle(entry, t), entry });
  }

  // Sections by column, then by declaration; a column past the grid goes to the last one.
  const ordered = config.sections
    .map((section, order) => ({ section, order, column: Math.min(Math.max(1, section.column), columnCount) }))
    .sort((a, b) => a.column - b.column || a.order - b.order);

  const columns: IndexSection[][] = Array.from({ length: columnCount }, () => []);
  for (const { section, column } of ordered) {
    const subs = placed.get(section.id);
    if (!subs) continue;
    const subSections: IndexSubSection[] = [];
    for (const sub of section.subSections) {
      const byGroup = subs.get(sub.id);
      if (!byGroup) continue;
      // Declared groups first, in declaration order; then any group only a route names.
      const groupIds = [...new Set([...(sub.groups ?? []), ...byGroup.keys()])].filter((id) => id !== '');
      const groups = groupIds
        .filter((id) => byGroup.has(id))
        .map((id) => ({ id, title: t(translationKeys.indexNode(id)), links: byGroup.get(id)! }));
      const links = byGroup.get('') ?? [];
      if (links.length === 0 && groups.length === 0) continue;
      subSections.push({ id: sub.id, title: t(translationKeys.indexNode(sub.id)), links, groups });
    }
    if (subSections.length === 0) continue;
    columns[column - 1].push({
      id: section.id, title: t(translationKeys.indexNode(section.id)), icon: section.icon, column, subSections,
    });
  }
  return { columns };
}
