// The grid's months in two steps: the first rows come with the months the
// grid shows first (it opens at the first month that may be changed, the
// ones before a scroll away), the others right after. The server answers
// the first request with those months and the grid's span
// (server/grid/rows.ts); the page lays out every month at once, marks the
// ones not loaded yet as loading, and merges the others by month as they
// come. A statement over 17 months instead of 36 reads and sends less than
// half (scripts/bench/grid/first-visit.ts).
import type { GridPage, GridRow } from './grid-api';
import { addMonths, monthNumber, monthRange } from './grid-buckets';
import { rowKey } from './grid-rows';
import type { GridTree } from './grid-tree';

/** Months before the first changeable one, and after it, that the first request reads. */
export const WINDOW_BEFORE = 2;
export const WINDOW_AFTER = 14;

/** Of the grid's months, the ones shown first around `anchor` (all of them when none is near it). */
export function firstWindow(all: readonly string[], anchor: string): string[] {
  const from = monthNumber(addMonths(anchor, -WINDOW_BEFORE));
  const to = monthNumber(addMonths(anchor, WINDOW_AFTER));
  const inside = all.filter((m) => monthNumber(m) >= from && monthNumber(m) <= to);
  return inside.length ? inside : [...all];
}

/** The grid's months the page does not hold yet: before and after its own, as ranges to ask. */
export function restRanges(months: readonly string[], span: { from: string; to: string }): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  if (months.length === 0) return [span];
  if (months[0] > span.from) out.push({ from: span.from, to: addMonths(months[0], -1) });
  if (months.at(-1)! < span.to) out.push({ from: addMonths(months.at(-1)!, 1), to: span.to });
  return out;
}

const spread = (values: GridRow['values'], at: readonly number[], width: number) => values.map((list) => {
  if (list.length === 0) return list;
  const out: Array<number | null> = new Array<number | null>(width).fill(null);
  at.forEach((j, i) => { out[j] = list[i]; });
  return out;
});

/**
 * A first page laid out over the grid's span: meta.months every month, each list as long (null where a month
 * is not loaded yet), and the months still to come. The same page, nothing missing, when it has no span.
 */
export function spanPage(page: GridPage): { page: GridPage; missing: string[] } {
  const span = page.meta.span;
  if (!span) return { page, missing: [] };
  const months = monthRange(span.from, span.to);
  const index = new Map(months.map((m, j) => [m, j]));
  const at = page.meta.months.map((m) => index.get(m)!);
  const have = new Set(page.meta.months);
  const { span: _, ...meta } = page.meta;
  const row = (r: GridRow): GridRow => ({ ...r, values: spread(r.values, at, months.length) });
  return { page: { ...page, meta: { ...meta, months }, parent: row(page.parent), rows: page.rows.map(row) }, missing: months.filter((m) => !have.has(m)) };
}

/**
 * The tree with a later page of the top level (other months, or measures the first page went without) merged
 * in by month: each list the page holds is written at its months' places among `months` (the grid's), a list
 * the tree lacked made first. A measure the page computed is a list on every top-level row, as one request
 * over every month would give it. Null when the page has a row the tree lacks (it had nothing in the first
 * months): its place among the rows is the server's to say, so the page asks for the rows again.
 */
export function withMonths(tree: GridTree, months: readonly string[], page: GridPage): GridTree | null {
  const index = new Map(months.map((m, j) => [m, j]));
  const at = page.meta.months.map((m) => index.get(m));
  if (at.some((j) => j === undefined)) return null;
  const root = tree.nodes.get(tree.root)!;
  const top = [tree.root, ...(root.children ?? [])];
  const onTop = new Set(top);
  const computed = page.parent.values.flatMap((list, m) => (list.length ? [m] : []));
  const nodes = new Map(tree.nodes);
  const merge = (key: string, values: GridRow['values'] | null) => {
    const node = nodes.get(key)!;
    const next = node.row.values.map((list, m) => {
      const theirs = values?.[m];
      const made = list.length === 0 && computed.includes(m);
      if (!theirs?.length && !made) return list;
      const out = list.length ? list.slice() : new Array<number | null>(months.length).fill(null);
      theirs?.forEach((v, i) => { out[at[i]!] = v; });
      return out;
    });
    nodes.set(key, { ...node, row: { ...node.row, values: next } });
  };
  const byKey = new Map<string, GridRow>([[tree.root, page.parent], ...page.rows.map((r): [string, GridRow] => [rowKey(r.filter), r])]);
  for (const key of byKey.keys()) if (!onTop.has(key)) return null;
  for (const key of top) merge(key, byKey.get(key)?.values ?? null);
  return { nodes, root: tree.root };
}
