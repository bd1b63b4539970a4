// The searcher's result list as rows of fixed height (a group label, then its
// options), so only the rows in view are rendered: a keystroke then costs the
// same with 10 or 10,000 routes. Heights match Searcher.module.css (.groupLabel,
// .option, the gap between groups); both sides must change together.
import type { SearcherGroup } from './searcher-view';

export const LABEL_HEIGHT = 30;
export const OPTION_HEIGHT = 52;
/** Space above every group label but the first. */
export const GROUP_GAP = 6;
/** Rows rendered beyond each edge of the viewport, so a fast scroll shows no gap (few: every one is mounted on a new query). */
export const OVERSCAN = 2;
/** Space above the first row and below the last, inside the scrolling list. */
export const LIST_PADDING_TOP = 6;
export const LIST_PADDING_BOTTOM = 8;

export type SearcherRow<T> =
  | { kind: 'label'; group: number; top: number; height: number }
  | { kind: 'option'; group: number; item: T; position: number; top: number; height: number };

export interface SearcherLayout<T> {
  rows: SearcherRow<T>[];
  /** Row index of each option, by its position in the flat item list. */
  optionRow: number[];
  height: number;
}

export function layoutRows<T>(groups: readonly SearcherGroup<T>[]): SearcherLayout<T> {
  const rows: SearcherRow<T>[] = [];
  const optionRow: number[] = [];
  let top = LIST_PADDING_TOP;
  groups.forEach((group, g) => {
    if (g > 0) top += GROUP_GAP;
    rows.push({ kind: 'label', group: g, top, height: LABEL_HEIGHT });
    top += LABEL_HEIGHT;
    group.items.forEach((item, i) => {
      optionRow[group.offset + i] = rows.length;
      rows.push({ kind: 'option', group: g, item, position: group.offset + i, top, height: OPTION_HEIGHT });
      top += OPTION_HEIGHT;
    });
  });
  return { rows, optionRow, height: rows.length > 0 ? top + LIST_PADDING_BOTTOM : 0 };
}

/** First row whose bottom is below `y` (rows are sorted by top). */
function firstBelow<T>(rows: readonly SearcherRow<T>[], y: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid].top + rows[mid].height <= y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Rows to render, [start, end): those overlapping [scrollTop, scrollTop +
 * viewport) plus OVERSCAN on each side. An unknown viewport (0: not laid out
 * yet, or a test DOM without layout) renders every row.
 */
export function visibleRows<T>(rows: readonly SearcherRow<T>[], scrollTop: number, viewport: number): [number, number] {
  if (viewport <= 0) return [0, rows.length];
  const start = firstBelow(rows, Math.max(0, scrollTop));
  const end = firstBelow(rows, scrollTop + viewport) + 1;
  return [Math.max(0, start - OVERSCAN), Math.min(rows.length, end + OVERSCAN)];
}

/**
 * The scrollTop that brings `row` fully into view, moving as little as
 * possible (null when it is already in view). The first option also shows
 * its group's label.
 */
export function scrollToRow<T>(rows: readonly SearcherRow<T>[], row: number, scrollTop: number, viewport: number): number | null {
  const target = rows[row];
  if (!target || viewport <= 0) return null;
  const label = row > 0 && rows[row - 1].kind === 'label' ? rows[row - 1] : null;
  const top = (label ? label.top : target.top) - (row <= 1 ? LIST_PADDING_TOP : 0);
  const bottom = target.top + target.height + (row === rows.length - 1 ? LIST_PADDING_BOTTOM : 0);
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewport) return bottom - viewport;
  return null;
}
