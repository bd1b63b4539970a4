// What the searcher searches: the visible entries that are in the section
// index, with their texts translated into the user's language. Routes kept out
// of the index (index: false) are kept out of the searcher too.
import { translationKeys } from '../config/compiled';
import type { SearchEntry } from '../search/matcher';
import { entryTitle } from './index-tree';
import type { NavEntry, Translate } from './types';

export interface NavSearchEntry extends SearchEntry {
  path: string;
  entry: NavEntry;
  /** The entry's sub-section title, '' when it sits at its section's root (the hint under a search result). */
  subSectionTitle: string;
}

/** Keyword lists are arrays in the translation files (i18next: t(key, { returnObjects: true })). */
export type TranslateList = (key: string) => readonly string[];

export function navSearchEntries(visible: readonly NavEntry[], t: Translate, tList: TranslateList): NavSearchEntry[] {
  const out: NavSearchEntry[] = [];
  // A few dozen sub-sections for thousands of routes: translate each once.
  const subSectionTitles = new Map<string, string>();
  for (const entry of visible) {
    const { id, section, subSection } = entry.route;
    if (!section || !subSection) continue;
    let subSectionTitle = subSection === section ? '' : subSectionTitles.get(subSection);
    if (subSectionTitle === undefined) subSectionTitles.set(subSection, (subSectionTitle = t(translationKeys.indexNode(subSection))));
    const keywords = [...tList(translationKeys.routeKeywords(id))];
    // An expanded page ('Madrid') is also found by its kind ('Dimension').
    if (entry.title !== undefined) keywords.push(t(translationKeys.routeTitle(id)));
    out.push({
      key: entry.key,
      path: entry.path,
      title: entryTitle(entry, t),
      keywords,
      sectionTitle: t(translationKeys.indexNode(section)),
      subSectionTitle,
      entry,
    });
  }
  return out;
}
