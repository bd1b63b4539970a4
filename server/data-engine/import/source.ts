// What an import reads from a file, whatever its format: the header row and
// then rows of cells, each with the line (CSV) or row number (XLSX) where it
// starts, plus problems of the file itself (merged cells, formulas, a quote
// that never closes). Cells keep the type the file gave them: text from CSV;
// numbers, dates and booleans from XLSX as they were typed.
import type { ImportProblem } from '../../../engine/data/api';

export type Cell = string | number | boolean | Date | null;

export interface SourceRow {
  line: number;
  cells: Cell[];
}

export interface ImportSource {
  /** The header row's texts (empty when the file has none). */
  headers: string[];
  /** 1-based line of the header. */
  headerLine: number;
  /** The data rows, in order, each read once. */
  rows: AsyncIterable<SourceRow>;
  /** Problems found while reading (filled as rows are read). */
  problems: ImportProblem[];
}

export const isBlank = (cells: readonly Cell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));
