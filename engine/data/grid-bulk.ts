// Bulk edit of a selected range: set every cell to a value, add a number to
// each, or change each by a percentage, rounded to the field's decimals and
// kept within its bounds. A row and a row below it in the same month are not
// both edited: the upper one's edit is spread to the lower one already.
import type { GridEdit, RowFilter } from './grid-api';
import { isFrozen } from './grid-buckets';
import { parseLocalNumber } from './grid-paste';
import { covers } from './grid-rows';
import { roundTo, sameAtScale } from './grid-spread';

export type BulkOp = 'set' | 'add' | 'percent';

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
  const edits: GridEdit[] = [];
  for (const cell of dropCovered(cells)) {
    if (isFrozen(cell.month, options.frozenBefore ?? null)) continue;
    const raw = bulkValue(cell.current, op, value);
    if (raw === null) continue;
    let to = roundTo(raw, options.scale);
    if (options.min !== undefined) to = Math.max(options.min, to);
    if (options.max !== undefined) to = Math.min(options.max, to);
    if (sameAtScale(cell.current, to, options.scale)) continue;
    edits.push({ row: cell.row, month: cell.month, from: cell.current, to });
  }
  return edits;
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
