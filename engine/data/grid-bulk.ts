// Bulk edit of a selected range: set every cell to a value, add a number to
// each, or change each by a percentage, rounded to the field's decimals and
// kept within its bounds. A row and a row below it in the same month are not
// both edited: the upper one's edit is spread to the lower one already.
import type { GridEdit, RowFilter } from './grid-api';
import { isFrozen } from './grid-buckets';
import { parseLocalNumber } from './grid-paste';
import { covers } from './grid-rows';
import { roundTo, sameAtScale } from './grid-spread';

/** reset: clear what people set, so each cell takes its fallback again (the plan: the statistical forecast). */
export type BulkOp = 'set' | 'add' | 'percent' | 'reset';

/** Why cells of a bulk edit were left as they are. */
export interface BulkSkipped {
  frozen: number;
  /** Already at the new value. */
  same: number;
  /** Empty, and a percentage of nothing is nothing. */
  empty: number;
  /** Under another selected row of the same month (its edit covers them). */
  covered: number;
}

export interface BulkCell {
  row: RowFilter;
  month: string;
  current: number | null;
}

export interface BulkOptions {
  scale: number;
  min?: number;
  max?: number;
  frozenBefore?: string | null;
}

export function bulkValue(current: number | null, op: BulkOp, value: number): number | null {
  switch (op) {
    case 'set':
      return value;
    case 'add':
      return (current ?? 0) + value;
    case 'percent':
      // A percentage of nothing is nothing: the empty cell stays empty.
      return current === null ? null : current * (1 + value / 100);
    case 'reset':
      return null;
  }
}

/** Cells whose row lies under another selected row of the same month are dropped (the upper edit covers them). */
export function dropCovered<T extends { row: RowFilter; month: string }>(cells: readonly T[]): T[] {
  return cells.filter((cell) => !cells.some((other) => other !== cell && other.month === cell.month && covers(other.row, cell.row)));
}

/** The first two edits of the same month where one row lies under the other, or null. */
export function findOverlap(edits: ReadonlyArray<{ row: RowFilter; month: string }>): [number, number] | null {
  for (let i = 0; i < edits.length; i++) {
    for (let j = 0; j < edits.length; j++) {
      if (i !== j && edits[i].month === edits[j].month && covers(edits[i].row, edits[j].row)) return [i, j];
    }
  }
  return null;
}

export function bulkEdits(cells: readonly BulkCell[], op: BulkOp, value: number, options: BulkOptions): GridEdit[] {
  return bulkPlan(cells, op, value, options).edits;
}

/** The edits of a bulk change and how many cells it leaves alone, by reason (the page says why nothing changed). */
export function bulkPlan(cells: readonly BulkCell[], op: BulkOp, value: number, options: BulkOptions): { edits: GridEdit[]; skipped: BulkSkipped } {
  const edits: GridEdit[] = [];
  const kept = dropCovered(cells);
  const skipped: BulkSkipped = { frozen: 0, same: 0, empty: 0, covered: cells.length - kept.length };
  for (const cell of kept) {
    if (isFrozen(cell.month, options.frozenBefore ?? null)) { skipped.frozen++; continue; }
    if (op === 'reset') {
      // The cell's own value is what people set: a reset sends the clear and the server says how many changed.
      edits.push({ row: cell.row, month: cell.month, from: cell.current, to: null });
      continue;
    }
    const raw = bulkValue(cell.current, op, value);
    if (raw === null) { skipped.empty++; continue; }
    let to = roundTo(raw, options.scale);
    if (options.min !== undefined) to = Math.max(options.min, to);
    if (options.max !== undefined) to = Math.min(options.max, to);
    if (sameAtScale(cell.current, to, options.scale)) { skipped.same++; continue; }
    edits.push({ row: cell.row, month: cell.month, from: cell.current, to });
  }
  return { edits, skipped };
}

/** The main reason nothing changed (the most cells left alone for it). */
export function mainReason(skipped: BulkSkipped): keyof BulkSkipped | 'none' {
  const order: Array<keyof BulkSkipped> = ['frozen', 'same', 'empty', 'covered'];
  const best = order.reduce((a, b) => (skipped[b] > skipped[a] ? b : a), order[0]);
  return skipped[best] > 0 ? best : 'none';
}

/**
 * What a planner typed in a cell: a number in their convention sets it, +n
 * adds, +n% or -n% changes by a percentage of the current value, empty
 * clears. undefined: not something the cell understands.
 */
export function parseCellInput(text: string, decimal: string, current: number | null): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const percent = /^([+-])\s*(.+)%$/.exec(trimmed);
  if (percent) {
    const n = parseLocalNumber(percent[2], decimal);
    return n === null || n === undefined || current === null ? undefined : bulkValue(current, 'percent', percent[1] === '-' ? -n : n);
  }
  if (trimmed.startsWith('+')) {
    const n = parseLocalNumber(trimmed.slice(1), decimal);
    return n === null || n === undefined ? undefined : bulkValue(current, 'add', n);
  }
  const n = parseLocalNumber(trimmed, decimal);
  return n === null ? undefined : n;
}
