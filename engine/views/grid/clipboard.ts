// Copy and paste of the grid's selected range, between the page's rows and
// the clipboard's text (engine/data/grid-paste.ts does the reading and
// writing of numbers): copy writes labels and values as shown in the range;
// paste fills the editable rows from the range's top down and its months
// from its left, and a single value fills the whole range.
import type { GridEdit, GridMeta } from '../../data/grid-api';
import { findOverlap } from '../../data/grid-bulk';
import { editableRowsFrom, type DisplayRow } from '../../data/grid-display';
import { parseTsv, pasteEdits, toTsv } from '../../data/grid-paste';
import type { Rect } from '../../data/grid-selection';
import type { GridTexts } from './useGridTexts';

export function copyText(rows: readonly DisplayRow[], meta: GridMeta, rect: Rect, texts: GridTexts): string {
  const out: Array<Array<number | string | null>> = [];
  for (let r = rect.top; r <= rect.bottom && r < rows.length; r++) {
    const row = rows[r];
    const line: Array<number | string | null> = [];
    for (let c = rect.left; c <= rect.right; c++) {
      if (c === 0) line.push(texts.rowLabel(row.node.row));
      else if (c === 1) line.push(texts.measure(meta.measures[row.measure].id));
      else line.push(row.node.row.values[row.measure]?.[c - 2] ?? null);
    }
    out.push(line);
  }
  return toTsv(out, texts.decimal);
}

export interface PasteResult {
  edits: GridEdit[];
  message: { key: string; vars?: Record<string, unknown> } | null;
}

export function pastePlan(text: string, rows: readonly DisplayRow[], meta: GridMeta, rect: Rect, decimal: string, min?: number): PasteResult {
  const parsed = parseTsv(text, decimal);
  if (parsed.problems.length) {
    const p = parsed.problems[0];
    return { edits: [], message: { key: 'grid.ui.pasteNotANumber', vars: { line: p.line, column: p.column, text: p.text } } };
  }
  let cells = parsed.cells;
  const left = Math.max(2, rect.left);
  const targets = editableRowsFrom(meta, rows, rect.top);
  // One value copied, several cells selected: the value fills them (as spreadsheets do).
  if (cells.length === 1 && cells[0].length === 1 && (rect.bottom > rect.top || rect.right > rect.left)) {
    const height = targets.filter((r) => rows.indexOf(r) <= rect.bottom).length;
    cells = Array.from({ length: Math.max(1, height) }, () => Array.from({ length: rect.right - left + 1 }, () => cells[0][0]));
  }
  if (targets.length === 0) return { edits: [], message: { key: 'grid.ui.pasteNowhere' } };
  const months = meta.months.slice(left - 2);
  const plan = pasteEdits(cells, targets.map((r) => ({ row: r.node.row.filter, values: r.node.row.values[r.measure].slice(left - 2) })), months, meta.frozenBefore, meta.scale, min);
  if (findOverlap(plan.edits)) return { edits: [], message: { key: 'grid.ui.pasteOverlap' } };
  const skipped = plan.outside + plan.frozen;
  return { edits: plan.edits, message: skipped ? { key: 'grid.ui.pasteSkipped', vars: { count: skipped } } : null };
}
