// The grid's active cell and selected range, as pure arithmetic over display
// rows and columns: moving (arrows, Tab, Home/End, page), extending with
// Shift, and the rectangle a selection covers.

export interface CellPos {
  row: number;
  col: number;
}

export interface GridSelection {
  /** Where the selection started (Shift keeps it). */
  anchor: CellPos;
  /** The active cell. */
  focus: CellPos;
}

export interface Bounds {
  rows: number;
  cols: number;
}

export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(max - 1, n));

export function clampPos(pos: CellPos, bounds: Bounds): CellPos {
  return { row: clamp(pos.row, bounds.rows), col: clamp(pos.col, bounds.cols) };
}

export function rectOf(selection: GridSelection): Rect {
  const { anchor: a, focus: f } = selection;
  return { top: Math.min(a.row, f.row), bottom: Math.max(a.row, f.row), left: Math.min(a.col, f.col), right: Math.max(a.col, f.col) };
}

export function inRect(rect: Rect, row: number, col: number): boolean {
  return row >= rect.top && row <= rect.bottom && col >= rect.left && col <= rect.right;
}

export function isSingle(selection: GridSelection): boolean {
  return selection.anchor.row === selection.focus.row && selection.anchor.col === selection.focus.col;
}

/** The selection after a move of the active cell; `extend` keeps the anchor (Shift). */
export function moveSelection(selection: GridSelection, to: CellPos, bounds: Bounds, extend: boolean): GridSelection {
  const focus = clampPos(to, bounds);
  return { anchor: extend ? selection.anchor : focus, focus };
}

export type MoveKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown' | 'Tab' | 'ShiftTab' | 'Enter' | 'ShiftEnter';

/** Where a key takes the active cell; Home/End go along the row (with ctrl: to the first/last row). */
export function keyTarget(pos: CellPos, key: MoveKey, bounds: Bounds, page: number, ctrl = false): CellPos {
  switch (key) {
    case 'ArrowUp': return { row: ctrl ? 0 : pos.row - 1, col: pos.col };
    case 'ArrowDown': return { row: ctrl ? bounds.rows - 1 : pos.row + 1, col: pos.col };
    case 'ArrowLeft': return { row: pos.row, col: ctrl ? 0 : pos.col - 1 };
    case 'ArrowRight': return { row: pos.row, col: ctrl ? bounds.cols - 1 : pos.col + 1 };
    case 'Home': return ctrl ? { row: 0, col: 0 } : { row: pos.row, col: 0 };
    case 'End': return ctrl ? { row: bounds.rows - 1, col: bounds.cols - 1 } : { row: pos.row, col: bounds.cols - 1 };
    case 'PageUp': return { row: pos.row - page, col: pos.col };
    case 'PageDown': return { row: pos.row + page, col: pos.col };
    // Tab runs along the row and wraps to the next one, as in a spreadsheet.
    case 'Tab': return pos.col + 1 < bounds.cols ? { row: pos.row, col: pos.col + 1 } : { row: pos.row + 1, col: 0 };
    case 'ShiftTab': return pos.col > 0 ? { row: pos.row, col: pos.col - 1 } : { row: pos.row - 1, col: bounds.cols - 1 };
    case 'Enter': return { row: pos.row + 1, col: pos.col };
    case 'ShiftEnter': return { row: pos.row - 1, col: pos.col };
  }
}
