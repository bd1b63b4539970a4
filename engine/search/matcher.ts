// The searcher's matcher. Every haystack is folded once when the index is
// built (once per language), so a keystroke costs one pass of indexOf over
// pre-folded strings and no sort: entries are kept in alphabetical order, and
// in order of name length for the prefix rank (rank.ts), and matches are read
// out rank by rank in those orders. Only the entries of the query's shortest
// posting list are looked at (postings.ts; a one-letter query looks at none,
// its ranks are in the index), and a search session remembers the last
// query's matches: typing one more letter looks at those when fewer.
import { normalize } from './normalize';
import { buildPostings, candidates, charQuery, type Postings } from './postings';
import { FIELD_SEP, narrows, NO_MATCH, Rank, RANKS, rankOf, type RankFields } from './rank';

export { Rank } from './rank';

export interface SearchEntry {
  key: string;
  title: string;
  keywords: readonly string[];
  sectionTitle: string;
}

interface Indexed<T> extends RankFields { entry: T; group: number }

export interface SearchIndex<T extends SearchEntry = SearchEntry> {
  /** Alphabetical (folded title, then title, then key). */
  readonly items: ReadonlyArray<Indexed<T>>;
  /** Positions in `items`, shortest title first (ties alphabetical): the order of prefix matches. */
  readonly byLength: Uint32Array;
  /** Distinct section titles; Indexed.group points into this list. */
  readonly sections: readonly string[];
  /** Which entries hold each character and letter pair (postings.ts). */
  readonly postings: Postings;
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

export function buildSearchIndex<T extends SearchEntry>(entries: readonly T[]): SearchIndex<T> {
  // Section titles and keywords repeat across routes: fold each distinct string once.
  const folded = new Map<string, string>();
  const fold = (text: string) => folded.get(text) ?? folded.set(text, normalize(text)).get(text)!;
  const items = entries.map((entry) => {
    const title = fold(entry.title);
    const others = [...entry.keywords, entry.sectionTitle].map(fold).join(FIELD_SEP);
    return { entry, title, others, all: title + FIELD_SEP + others, group: 0, sortKey: `${title}${FIELD_SEP}${entry.title}${FIELD_SEP}${entry.key}` };
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
  const byLength = Uint32Array.from(items.keys()).sort((a, b) => items[a].title.length - items[b].title.length || a - b);
  return { items: items.map(({ entry, title, others, all, group }) => ({ entry, title, others, all, group })), byLength, sections, postings: buildPostings(items) };
}

/** The matches of one query: a rank per item (NO_MATCH when none) and the matching positions, alphabetical. */
interface Matches { query: string; ranks: Uint8Array; matched: Uint32Array }

/**
 * Ranks the entries that may match: those of the query's shortest posting
 * list, or of `previous` (the matches of a query this one extends) when
 * shorter. Typed arrays instead of per-match objects keep a short query,
 * which matches most of 10,000 routes, free of allocations.
 */
function match(index: SearchIndex<SearchEntry>, query: string, previous: Uint32Array | null): Matches {
  const ranks = new Uint8Array(index.items.length).fill(NO_MATCH);
  const one = charQuery(index.postings, query);
  if (one) {
    // Ranks known since the index was built: no string is searched.
    for (let k = 0; k < one.matched.length; k++) ranks[one.matched[k]] = one.ranks[k];
    return { query, ranks, matched: one.matched };
  }
  const words = query.split(' ');
  const positions = candidates(index.postings, query, previous);
  const matched = new Uint32Array(positions.length);
  let found = 0;
  for (let k = 0; k < positions.length; k++) {
    const i = positions[k];
    const rank = rankOf(index.items[i], query, words);
    if (rank !== NO_MATCH) { ranks[i] = rank; matched[found++] = i; }
  }
  return { query, ranks, matched: matched.subarray(0, found) };
}

/** Matches in rank order (then by name length for prefix matches, else alphabetical), at most `limit`. */
function ordered<T extends SearchEntry>(index: SearchIndex<T>, { ranks, matched }: Matches, limit: number): T[] {
  const out: T[] = [];
  for (let rank = 0; rank < RANKS && out.length < limit; rank++) {
    const order = rank === Rank.prefix ? index.byLength : matched;
    for (let k = 0; k < order.length && out.length < limit; k++) if (ranks[order[k]] === rank) out.push(index.items[order[k]].entry);
  }
  return out;
}

function toResult<T extends SearchEntry>(index: SearchIndex<T>, matches: Matches, limit: number): SearchResult<T> {
  const counts = new Uint32Array(index.sections.length);
  // An indexed loop: for-of over a typed array goes through its iterator, and a first letter counts ~10,000.
  const { matched } = matches;
  for (let k = 0; k < matched.length; k++) counts[index.items[matched[k]].group] += 1;
  // Groups appear in the order of their best shown match.
  const groups = new Map<string, SearchGroup<T>>();
  for (const entry of ordered(index, matches, Math.max(0, limit))) {
    let group = groups.get(entry.sectionTitle);
    if (!group) {
      const count = counts[index.sections.indexOf(entry.sectionTitle)];
      groups.set(entry.sectionTitle, (group = { sectionTitle: entry.sectionTitle, count, items: [] }));
    }
    group.items.push(entry);
  }
  return { groups: [...groups.values()], total: matches.matched.length };
}

/**
 * Searches one index keystroke after keystroke: when the query extends the
 * previous one, only the previous matches are looked at (every match of the
 * longer query is one of them; rank.ts `narrows`), or the query's shortest
 * posting list when that is shorter.
 */
export interface SearchSession<T extends SearchEntry> {
  search(query: string, options?: { limit?: number }): SearchResult<T>;
}

export function createSearchSession<T extends SearchEntry>(index: SearchIndex<T>): SearchSession<T> {
  let last: Matches | null = null;
  return {
    search(query, options = {}) {
      const q = normalize(query);
      if (q === '') return { groups: [], total: 0 };
      if (!last || last.query !== q) last = match(index, q, last && narrows(last.query, q) ? last.matched : null);
      return toResult(index, last, options.limit ?? Infinity);
    },
  };
}

/** Every match, best first. An empty (or blank) query matches nothing: the UI shows favourites instead. */
export function searchEntries<T extends SearchEntry>(index: SearchIndex<T>, query: string): T[] {
  const q = normalize(query);
  return q === '' ? [] : ordered(index, match(index, q, null), Infinity);
}

export function search<T extends SearchEntry>(index: SearchIndex<T>, query: string, options: { limit?: number } = {}): SearchResult<T> {
  return createSearchSession(index).search(query, options);
}

/** Items in display order (group by group): the list the keyboard selection indexes into. */
export function flattenResults<T>(result: SearchResult<T>): T[] {
  return result.groups.flatMap((group) => group.items);
}
