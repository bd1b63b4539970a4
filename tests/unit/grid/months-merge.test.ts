// The grid's first rows over the months shown first, and the rest merged in
// by month (engine/data/grid-months.ts): once everything has arrived the
// page holds exactly what one request over every month gives.
import { describe, expect, it } from 'vitest';
import type { GridPage, GridRow } from '../../../engine/data/grid-api';
import { monthRange } from '../../../engine/data/grid-buckets';
import { firstWindow, restRanges, spanPage, withMonths } from '../../../engine/data/grid-months';
import { treeOf, type GridTree } from '../../../engine/data/grid-tree';

const MONTHS = monthRange('2026-01', '2026-08');
const meta = (months: string[], span?: { from: string; to: string }) => ({
  months, ...(span ? { span } : {}), frozenBefore: '2026-04', frozen: { start: '2026-03', months: 1 }, measures: [], hidden: [], hierarchies: ['products'], comments: { read: true, write: true }, scope: null, scale: 3,
}) as GridPage['meta'];
const row = (id: number, values: GridRow['values']): GridRow => ({ filter: [['product', id]], label: `P${id}`, leaf: true, values });
// Measures: override (shown), history (shown, nulls in the future), consensus (the baseline, not shown: asked later).
const FULL: GridPage = {
  meta: meta(MONTHS),
  parent: { filter: [], label: null, leaf: false, values: [[11, 12, 13, 16, 15, 16, 17, 18], [5, 6, 7, null, null, null, null, null], [1.5, 2, 3, 4, 5, 6, 7, 8.25]] },
  rows: [
    row(1, [[10, 11, 12, 13, 14, 15, 16, 17], [5, 6, 7, null, null, null, null, null], [1, 2, 3, 4, 5, 6, 7, 8]]),
    row(2, [[1, 1, 1, 1, 1, 1, 1, 1], [null, null, null, null, null, null, null, null], [0.5, null, null, null, null, null, null, 0.25]]),
    // Numbers in the first months only, no baseline anywhere: no later page has it, its baseline is still a list of empty months.
    row(3, [[null, null, 0, 2, null, null, null, null], [null, null, null, null, null, null, null, null], [null, null, null, null, null, null, null, null]]),
  ],
  comments: [],
};

/** What the server answers for some months and measures of FULL: the others empty lists; rows with a number there. */
function cut(months: string[], measures: number[], span?: { from: string; to: string }): GridPage {
  const at = months.map((m) => MONTHS.indexOf(m));
  const slice = (r: GridRow): GridRow => ({ ...r, values: r.values.map((list, m) => (measures.includes(m) ? at.map((j) => list[j]) : [])) });
  const has = (r: GridRow) => slice(r).values.some((list) => list.some((v) => v !== null));
  return { ...FULL, meta: meta(months, span), parent: slice(FULL.parent), rows: FULL.rows.filter(has).map(slice) };
}

const text = (tree: GridTree) => JSON.stringify([...tree.nodes.entries()]);

describe('the months shown first, and the rest merged by month', () => {
  it('the first window is two months before the first changeable month to 14 after, within the grid', () => {
    const all = monthRange('2025-01', '2027-12');
    expect(firstWindow(all, '2026-02')).toEqual(monthRange('2025-12', '2027-04'));
    expect(firstWindow(all, '2025-01')).toEqual(monthRange('2025-01', '2026-03'));
    expect(firstWindow(all, '2027-11')).toEqual(monthRange('2027-09', '2027-12'));
    // Nowhere near: every month.
    expect(firstWindow(all, '2031-01')).toEqual(all);
    expect(restRanges(monthRange('2025-12', '2027-04'), { from: '2025-01', to: '2027-12' })).toEqual([{ from: '2025-01', to: '2025-11' }, { from: '2027-05', to: '2027-12' }]);
    expect(restRanges(monthRange('2025-01', '2026-03'), { from: '2025-01', to: '2026-03' })).toEqual([]);
  });

  it('first window + the months either side + the window\'s baseline = one request over every month, byte for byte, in any order', () => {
    const span = { from: MONTHS[0], to: MONTHS.at(-1)! };
    const window = monthRange('2026-03', '2026-06');
    const first = cut(window, [0, 1], span);
    const { page, missing } = spanPage(first);
    expect(missing).toEqual(['2026-01', '2026-02', '2026-07', '2026-08']);
    expect(page.meta).toEqual(FULL.meta);
    // Until the rest comes the months not loaded are empty places (the grid shows them loading), never numbers.
    expect(page.parent.values[0]).toEqual([null, null, 13, 16, 15, 16, null, null]);
    expect(page.parent.values[2]).toEqual([]);
    const rest = [...restRanges(window, span).map((r) => cut(monthRange(r.from, r.to), [0, 1, 2])), cut(window, [2])];
    const whole = text(treeOf(FULL.parent, FULL.rows));
    for (const order of [[0, 1, 2], [2, 1, 0], [1, 2, 0]]) {
      let tree = treeOf(page.parent, page.rows);
      for (const k of order) tree = withMonths(tree, page.meta.months, rest[k])!;
      expect(text(tree)).toBe(whole);
    }
    // Merging a page again changes nothing.
    let tree = treeOf(page.parent, page.rows);
    for (const p of [...rest, ...rest]) tree = withMonths(tree, page.meta.months, p)!;
    expect(text(tree)).toBe(whole);
  });

  it('a later page with a row the first months lacked is not merged (its place is the server\'s to say)', () => {
    const span = { from: MONTHS[0], to: MONTHS.at(-1)! };
    // Product 2's override and history are empty in these months: the first rows go without it.
    const sparse: GridPage = { ...FULL, rows: [FULL.rows[0], row(2, [[1, null, null, null, null, null, null, null], FULL.rows[1].values[1], [null, null, null, null, null, null, null, null]])] };
    const window = monthRange('2026-03', '2026-06');
    const first = { ...cut(window, [0, 1], span), rows: [cut(window, [0, 1], span).rows[0]] };
    const { page } = spanPage(first);
    const tree = treeOf(page.parent, page.rows);
    const left: GridPage = { ...cut(monthRange('2026-01', '2026-02'), [0, 1, 2]), rows: [cut(monthRange('2026-01', '2026-02'), [0, 1, 2]).rows[0], { ...sparse.rows[1], values: sparse.rows[1].values.map((l) => l.slice(0, 2)) }] };
    expect(withMonths(tree, page.meta.months, left)).toBeNull();
    // Months outside the grid's are not merged either.
    const one = { ...cut(['2026-01'], [0]), rows: [cut(['2026-01'], [0]).rows[0]] };
    expect(withMonths(tree, page.meta.months, one)).not.toBeNull();
    expect(withMonths(tree, page.meta.months, { ...one, meta: meta(['2027-01']) })).toBeNull();
  });

  it('a page without a span is the page itself, nothing missing', () => {
    expect(spanPage(FULL)).toEqual({ page: FULL, missing: [] });
  });
});
