// The menu bar's two lists, cut from the visible entries so they obey the same
// permission rule as the index and the searcher.
import type { NavEntry } from './types';

/** Links of the menu bar: routes declared `menu: true`, in declaration order. Expanded pages are never top-level links. */
export function menuBarRoutes(visible: readonly NavEntry[]): NavEntry[] {
  return visible.filter((entry) => entry.route.menu && entry.title === undefined && entry.route.expand === undefined);
}

/** Entries of the custom reports dropdown; empty means the dropdown is not shown. */
export function customReportsMenu(visible: readonly NavEntry[]): NavEntry[] {
  return visible.filter((entry) => entry.route.expand === 'customReports');
}
