// The rows the grid draws: each row of the tree on screen once per measure
// shown (a planning sheet: members down, measures under each, months
// across), and which of its cells a planner may change.
import type { GridMeta } from './grid-api';
import { isFrozen } from './grid-buckets';
import type { GridNode } from './grid-tree';

export interface DisplayRow {
  node: GridNode;
  /** Index into meta.measures. */
  measure: number;
  /** The first (last) measure of its node: where its label and its border go. */
  first: boolean;
  last: boolean;
}

export function displayRows(nodes: readonly GridNode[], measures: readonly number[]): DisplayRow[] {
  const out: DisplayRow[] = [];
  for (const node of nodes) measures.forEach((measure, i) => out.push({ node, measure, first: i === 0, last: i === measures.length - 1 }));
  return out;
}

/** May the caller type in this cell: the edited measure, available here, a month not frozen. */
export function isEditableCell(meta: Pick<GridMeta, 'measures' | 'months' | 'frozenBefore'>, row: DisplayRow, month: number): boolean {
  const measure = meta.measures[row.measure];
  return !!measure?.editable && measure.available && month >= 0 && month < meta.months.length && !isFrozen(meta.months[month], meta.frozenBefore);
}

/** Rows a paste or fill goes to, from `from` down: the editable measure's rows only. */
export function editableRowsFrom(meta: Pick<GridMeta, 'measures'>, rows: readonly DisplayRow[], from: number): DisplayRow[] {
  return rows.slice(from).filter((r) => meta.measures[r.measure]?.editable && meta.measures[r.measure]?.available);
}
