// The planning grid's calls (server/routes/grid.ts) and their shapes. A row
// is named by the level values it groups, as [path, value] pairs of the
// grid's entity (product.family = 12, product = 345): the same row whatever
// hierarchy shows it, so edits, comments and history need no hierarchy.
export const gridApi = {
  /** ?hierarchy&level&parent=[JSON RowFilter]&filter=[JSON RowFilter]&scope&from&to&measures=a,b -> GridPage: the rows of one level under a parent. */
  rows: 'GET /api/grid/:route/:view/rows',
  /** GridEditBody -> GridEditResult; 409 CONFLICT with Conflicts when a cell changed since it was read. */
  edit: 'POST /api/grid/:route/:view/edit',
  /** ?row=[JSON RowFilter]&month&filter&scope -> GridChange[]: the edits of one cell, newest first. */
  history: 'GET /api/grid/:route/:view/history',
  /** ?row=[JSON RowFilter]&month -> GridComment[]. */
  comments: 'GET /api/grid/:route/:view/comments',
  /** { row, month, measure, text } -> GridComment. */
  comment: 'POST /api/grid/:route/:view/comments',
  /** GridEditBody without edits -> GridStepResult: the caller's last edit in this grid taken back (put back again). */
  undo: 'POST /api/grid/:route/:view/undo',
  redo: 'POST /api/grid/:route/:view/redo',
  /** -> GridSteps: what undo and redo would do now. */
  steps: 'GET /api/grid/:route/:view/steps',
} as const;

export type GridValue = string | number | boolean | null;
/** [path of the grid's entity, value]: one grouped level of a row. */
export type GridPair = [string, GridValue];
/** A row (or a filter): its grouped levels, top down. The grand total is []. */
export type RowFilter = GridPair[];

export interface GridMeasureInfo {
  id: string;
  format: 'number' | 'integer' | 'money' | 'percent';
  /** The edited measure, and the caller may change it. */
  editable: boolean;
  /** False when the measure's entity cannot reach the hierarchy's levels: its cells stay empty. */
  available: boolean;
}

export interface GridMeta {
  /** The columns, YYYY-MM. */
  months: string[];
  /**
   * Asked with window=first, when `months` are fewer than the grid's: the grid's first and last month (the
   * page shows them all and asks the others, engine/data/grid-months.ts). Absent: `months` are the grid's.
   */
  span?: { from: string; to: string };
  /** The first month that may be edited (earlier ones are frozen); null: none is frozen. */
  frozenBefore: string | null;
  /** Where the frozen window starts (the open cycle's month, or the current one) and how long it is. */
  frozen: { start: string; months: number } | null;
  /** The measures shown, in order; hidden ones (the caller may not read them) are left out. */
  measures: GridMeasureInfo[];
  hidden: string[];
  /** Hierarchies the caller may group by (every level readable). */
  hierarchies: string[];
  comments: { read: boolean; write: boolean };
  /** With a scope field: the row chosen (null: none exists yet) and the ones to choose from. */
  scope: { value: number | null; options: Array<{ value: number; label: string }> } | null;
  /** Decimals the edited field keeps. */
  scale: number;
  /** Measures a parent's new value may be spread by, the default (the current plan) first. */
  bases?: string[];
  /** The edited value's lower bound (0 for quantities), when it has one. */
  min?: number | null;
  /** The measure a cleared cell takes again (the statistical forecast of a plan): bulk "copy it to the plan". */
  fallback?: string | null;
}

export interface GridRow {
  filter: RowFilter;
  /** The title of the deepest level's value (refs) when the caller may read it. */
  label: string | null;
  /** No level below it in this hierarchy. */
  leaf: boolean;
  /** values[measure index][month index], measures and months as in GridMeta; [] for a measure not asked for. */
  values: Array<Array<number | null>>;
}

export interface GridCommentMark {
  /** rowKey() of the row. */
  row: string;
  month: string;
  measure: string;
  count: number;
}

export interface GridPage {
  meta: GridMeta;
  rows: GridRow[];
  /** The parent's own row (the grand total for the top level). */
  parent: GridRow;
  comments: GridCommentMark[];
}

export interface GridEdit {
  row: RowFilter;
  month: string;
  /** The value the caller saw (the concurrency check); null: empty. */
  from: number | null;
  /** The new value of the row's cell; null clears it (when the field may be empty). */
  to: number | null;
}

export interface GridEditBody {
  hierarchy: string;
  scope?: number;
  filter?: RowFilter;
  edits: GridEdit[];
  /** Rows to read again after the edits, in the same transaction (what the page shows of them). */
  refresh?: RowFilter[];
  /** Measures to read again (default: all). */
  measures?: string[];
  from?: string;
  to?: string;
  /** The measure a parent's new value is spread by (GridMeta.bases; default the first, the current plan). */
  basis?: string;
  /** Cells the planner locked: an edit of a row above one leaves its rows as they are, the others absorb the change. */
  locks?: Array<{ row: RowFilter; month: string }>;
}

export interface GridEditResult {
  /** Leaf rows changed and created. */
  changed: number;
  created: number;
  /** Grid cells (row x month) whose rows changed. */
  cells?: number;
  rows: GridRow[];
}

/** One edit of a user in a grid, as undo and redo name it. */
export interface GridStep {
  id: number;
  /** Grid cells (row x month) it changed. */
  cells: number;
  at: string;
}

export interface GridSteps {
  undo: GridStep | null;
  redo: GridStep | null;
}

export interface GridStepResult {
  step: GridStep;
  /** Grid cells restored, and leaf rows written. */
  cells: number;
  changed: number;
  rows: GridRow[];
  /** What undo and redo would do next. */
  next: GridSteps;
}

/** One refused edit of a 409 answer (body.Conflicts). */
export interface GridConflict {
  index: number;
  row: RowFilter;
  month: string;
  from: number | null;
  current: number | null;
}

export interface GridChange {
  at: string;
  userName: string;
  /** Leaf rows the edit changed under this cell. */
  rows: number;
  /** Their sum before and after. */
  from: number;
  to: number;
}

export interface GridComment {
  id: number;
  measure: string;
  text: string;
  author: string;
  at: string;
}
