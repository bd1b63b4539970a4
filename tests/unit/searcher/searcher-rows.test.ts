// The searcher's rows (searcher-rows.ts): where each row is, which rows a
// viewport needs, and where to scroll to show the selection. Hand-computed
// from the fixed heights: label 30, option 52, 6 between groups, list padding 6 (top) and 8 (bottom).
import { describe, expect, it } from 'vitest';
import { layoutRows, OVERSCAN, scrollToRow, visibleRows } from '../../../engine/shell/searcher/searcher-rows';
import type { SearcherGroup } from '../../../engine/shell/searcher/searcher-view';

const group = (id: string, items: string[], offset: number): SearcherGroup<string> => ({ id, title: id, count: items.length, items, offset });
const groups = [group('a', ['a1', 'a2'], 0), group('b', ['b1', 'b2', 'b3'], 2)];

describe('layoutRows', () => {
  it('places a label then its options, group after group', () => {
    const { rows, optionRow, height } = layoutRows(groups);
    expect(rows.map((r) => [r.kind, r.top])).toEqual([
      ['label', 6], ['option', 36], ['option', 88],
      ['label', 146], ['option', 176], ['option', 228], ['option', 280],
    ]);
    expect(optionRow).toEqual([1, 2, 4, 5, 6]);
    expect(height).toBe(280 + 52 + 8);
    expect(layoutRows([]).height).toBe(0);
  });
});

describe('visibleRows', () => {
  const many = layoutRows([group('g', Array.from({ length: 50 }, (_, i) => `i${i}`), 0)]).rows;

  it('renders the rows in view plus the overscan on each side', () => {
    // option k spans 36 + 52k .. 88 + 52k. Viewport 0..300: up to option 5 (row 6, 296..348), + overscan
    expect(visibleRows(many, 0, 300)).toEqual([0, 7 + OVERSCAN]);
    // scrolled to 1000: first row whose bottom is below 1000 is option 18 (row 19, 972..1024)
    const [start, end] = visibleRows(many, 1000, 300);
    expect(start).toBe(19 - OVERSCAN);
    expect(end).toBe(26 + OVERSCAN); // up to row 25 (option 24, 1284..1336), which holds y = 1300
  });

  it('renders every row while the viewport is unknown, and never past the end', () => {
    expect(visibleRows(many, 0, 0)).toEqual([0, many.length]);
    expect(visibleRows(many, 100_000, 300)[1]).toBe(many.length);
  });
});

describe('scrollToRow', () => {
  const { rows } = layoutRows(groups);

  it('does not move when the row is in view', () => {
    expect(scrollToRow(rows, 2, 0, 200)).toBeNull();
  });

  it('scrolls down just enough to show a row below, up to show a row above (with its group label)', () => {
    expect(scrollToRow(rows, 5, 0, 200)).toBe(228 + 52 - 200);
    expect(scrollToRow(rows, 6, 0, 200)).toBe(280 + 52 + 8 - 200); // the last: down to the end of the list
    expect(scrollToRow(rows, 4, 200, 200)).toBe(146); // first option of group b: its label too
    expect(scrollToRow(rows, 1, 100, 200)).toBe(0); // the first option: back to the very top
  });
});
