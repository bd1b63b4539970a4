// What the searcher shows for a query, as plain data: with no filter the
// user's favourites, with a filter the matches grouped by section with a
// count per group (engine/search does the matching). Every item has one
// position in `items`, the list the keyboard selection indexes into.
import { createSearchSession, type SearchEntry, type SearchIndex, type SearchSession } from '../../search';

export interface SearcherGroup<T> {
  /** Stable id for the DOM (aria-labelledby). */
  id: string;
  title: string;
  /** Every match of the group, including those the result limit cut. */
  count: number;
  items: T[];
  /** Position of the group's first item in SearcherView.items. */
  offset: number;
}

export interface SearcherView<T> {
  mode: 'favorites' | 'results';
  groups: SearcherGroup<T>[];
  /** Items in display order. */
  items: T[];
  /** Every match (results) or every favourite shown (favorites). */
  total: number;
}

/** True when the query filters anything: blank text shows the favourites. */
export function hasFilter(query: string): boolean {
  return query.trim().length > 0;
}

/** `source`: an index, or a search session over it (SearcherPanel keeps one, so typing narrows the previous matches). */
export function searcherView<T extends SearchEntry>(
  source: SearchIndex<T> | SearchSession<T>,
  query: string,
  favorites: readonly T[],
  options: { limit: number; favoritesTitle: string },
): SearcherView<T> {
  const limit = Math.max(0, options.limit);
  if (!hasFilter(query)) {
    const items = favorites.slice(0, limit);
    return {
      mode: 'favorites',
      groups: items.length > 0 ? [{ id: 'favorites', title: options.favoritesTitle, count: items.length, items, offset: 0 }] : [],
      items,
      total: items.length,
    };
  }
  const session = 'search' in source ? source : createSearchSession(source);
  const result = session.search(query, { limit });
  const groups: SearcherGroup<T>[] = [];
  const items: T[] = [];
  result.groups.forEach((group, i) => {
    groups.push({ id: `group-${i}`, title: group.sectionTitle, count: group.count, items: group.items, offset: items.length });
    items.push(...group.items);
  });
  return { mode: 'results', groups, items, total: result.total };
}

/** True when two views show the same list: mode, total, and groups with the same ids, titles, counts and items (by identity). */
export function sameView<T>(a: SearcherView<T>, b: SearcherView<T>): boolean {
  if (a === b) return true;
  if (a.mode !== b.mode || a.total !== b.total || a.items.length !== b.items.length || a.groups.length !== b.groups.length) return false;
  for (let i = 0; i < a.items.length; i++) if (a.items[i] !== b.items[i]) return false;
  return a.groups.every((g, i) => {
    const h = b.groups[i];
    return g.id === h.id && g.title === h.title && g.count === h.count && g.offset === h.offset && g.items.length === h.items.length;
  });
}

/**
 * Hands back the view it returned last when the next one shows the same
 * list: a keystroke that changes no result (most letters after the first
 * few) then passes the memoised list the very same view, and it skips rendering.
 */
export function viewKeeper<T>(): (next: SearcherView<T>) => SearcherView<T> {
  let last: SearcherView<T> | null = null;
  return (next) => (last && sameView(last, next) ? last : (last = next));
}

/** The key a keydown in the search box means, or null for any other key. Spotlight reacts to `code`; layouts differ, so accept either. */
export type SearcherKey = 'next' | 'previous' | 'open';
export function searcherKey(event: { key: string; code?: string; isComposing?: boolean }): SearcherKey | null {
  if (event.isComposing) return null;
  const name = event.code || event.key;
  if (name === 'ArrowDown' || event.key === 'ArrowDown') return 'next';
  if (name === 'ArrowUp' || event.key === 'ArrowUp') return 'previous';
  if (name === 'Enter' || name === 'NumpadEnter' || event.key === 'Enter') return 'open';
  return null;
}

/**
 * A config length as CSS. Numbers are pixels. A percentage height means a
 * share of the window ('90%' -> '90vh'), which is what the specification's
 * 'max height 90%' asks of a dialog; a percentage width likewise ('50%' -> '50vw').
 */
export function viewportLength(value: string | number, axis: 'width' | 'height'): string {
  if (typeof value === 'number') return `${value}px`;
  const text = value.trim();
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text);
  if (percent) return `${percent[1]}${axis === 'width' ? 'vw' : 'vh'}`;
  if (/^\d+(?:\.\d+)?$/.test(text)) return `${text}px`;
  return text;
}
