// The searcher's matcher. Every haystack is normalised once when the index is
// built (once per language), so a keystroke costs one pass of indexOf over
// pre-folded strings and no sort: entries are pre-sorted alphabetically, and
// matches are read out rank by rank in that order, so ties stay alphabetical.
import { normalize } from './normalize';

export interface SearchEntry {
  key: string;
  title: string;
  keywords: readonly string[];
  sectionTitle: string;
}

/** Lower is better; ties keep the alphabetical order of the index. */
export const Rank = { titlePrefix: 0, titleSubstring: 1, keywordOrSection: 2, allWords: 3 } as const;
const RANKS = 4;

interface Indexed<T> { entry: T; title: string; others: string; all: string; group: number }

export interface SearchIndex<T extends SearchEntry = SearchEntry> {
  readonly items: ReadonlyArray<Indexed<T>>;
  /** Distinct section titles; Indexed.group points into this list. */
  readonly sections: readonly string[];
}

export interface SearchGroup<T> {
  sectionTitle: string;
  /** Every match of this section, including those cut by the limit. */
  count: number;
  items: T[];
}

export interface SearchResult<T> {
  /** Sections in the order of their best match; a section whose matches were all cut by the limit is left out. */
  groups: SearchGroup<T>[];
  /** Every match, including those cut by the limit. */
  total: number;
}

// '\n' never survives normalize(), so a query cannot match across two fields.
const SEP = '\n';
const NO_MATCH = 255;

export function buildSearchIndex<T extends SearchEntry>(entries: readonly T[]): SearchIndex<T> {
  // Section titles and keywords repeat across routes: fold each distinct string once.
  const folded = new Map<string, string>();
  const fold = (text: string) => folded.get(text) ?? folded.set(text, normalize(text)).get(text)!;
  const items = entries.map((entry) => {
    const title = fold(entry.title);
    const others = [...entry.keywords, entry.sectionTitle].map(fold).join(SEP);
    return { entry, title, others, all: title + SEP + others, group: 0, sortKey: `${title}${SEP}${entry.title}${SEP}${entry.key}` };
  });
  items.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  // Sections numbered once, so a query counts matches per section in a typed array.
  const sections: string[] = [];
  const numbers = new Map<string, number>();
  for (const item of items) {
    let n = numbers.get(item.entry.sectionTitle);
    if (n === undefined) numbers.set(item.entry.sectionTitle, (n = sections.push(item.entry.sectionTitle) - 1));
    item.group = n;
  }
  return { items: items.map(({ entry, title, others, all, group }) => ({ entry, title, others, all, group })), sections };
}

function rankOf(item: Indexed<SearchEntry>, query: string, words: readonly string[]): number {
  const at = item.title.indexOf(query);
  if (at === 0) return Rank.titlePrefix;
  if (at > 0) return Rank.titleSubstring;
  if (item.others.includes(query)) return Rank.keywordOrSection;
  // 'review forecast' still finds 'Forecast review': every word somewhere.
  if (words.length < 2) return NO_MATCH;
  for (const word of words) if (!item.all.includes(word)) return NO_MATCH;
  return Rank.allWords;
}

/**
 * One pass over the index: the rank of every item (NO_MATCH when none).
 * Typed arrays instead of per-match arrays keep a one-letter query, which
 * matches most of 10,000 routes, free of allocations.
 */
function rankAll(index: SearchIndex<SearchEntry>, query: string): Uint8Array | null {
  const q = normalize(query);
  if (q === '') return null;
  const words = q.split(' ');
  const ranks = new Uint8Array(index.items.length);
  for (let i = 0; i < index.items.length; i++) ranks[i] = rankOf(index.items[i], q, words);
  return ranks;
}

/** Matches in rank order (then alphabetical), at most `limit`. */
function ordered<T extends SearchEntry>(index: SearchIndex<T>, ranks: Uint8Array, limit: number): T[] {
  const out: T[] = [];
  for (let rank = 0; rank < RANKS && out.length < limit; rank++) {
    for (let i = 0; i < ranks.length && out.length < limit; i++) if (ranks[i] === rank) out.push(index.items[i].entry);
  }
  return out;
}

/** Every match, best first. An empty (or blank) query matches nothing: the UI shows favourites instead. */
export function searchEntries<T extends SearchEntry>(index: SearchIndex<T>, query: string): T[] {
  const ranks = rankAll(index, query);
  return ranks ? ordered(index, ranks, Infinity) : [];
}

export function search<T extends SearchEntry>(
  index: SearchIndex<T>,
  query: string,
  options: { limit?: number } = {},
): SearchResult<T> {
  const ranks = rankAll(index, query);
  if (!ranks) return { groups: [], total: 0 };
  const counts = new Uint32Array(index.sections.length);
  let total = 0;
  for (let i = 0; i < ranks.length; i++) {
    if (ranks[i] !== NO_MATCH) { counts[index.items[i].group] += 1; total += 1; }
  }
  // Groups appear in the order of their best shown match.
  const groups = new Map<string, SearchGroup<T>>();
  for (const entry of ordered(index, ranks, Math.max(0, options.limit ?? Infinity))) {
    let group = groups.get(entry.sectionTitle);
    if (!group) {
      const count = counts[index.sections.indexOf(entry.sectionTitle)];
      groups.set(entry.sectionTitle, (group = { sectionTitle: entry.sectionTitle, count, items: [] }));
    }
    group.items.push(entry);
  }
  return { groups: [...groups.values()], total };
}

/** Items in display order (group by group): the list the keyboard selection indexes into. */
export function flattenResults<T>(result: SearchResult<T>): T[] {
  return result.groups.flatMap((group) => group.items);
}
