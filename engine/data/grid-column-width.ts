// How wide the month columns are: wide enough for the widest figure the
// rows show (its formatted text, a sign, the cell's marks), never narrower
// than the default, so no number is clipped. One pass over the numbers
// finds the largest magnitude per format; only those few are formatted.
import type { GridMeasureInfo } from './grid-api';

export const MIN_MONTH_WIDTH = 100;
/** Pixels per character of the grid's tabular figures (13 px font), and the cell's padding and marks. */
const CHAR = 8;
const PADDING = 30;

export function monthColumnWidth(
  rows: ReadonlyArray<{ values: ReadonlyArray<number | null> | undefined; format: GridMeasureInfo['format'] }>,
  format: (value: number, format: GridMeasureInfo['format']) => string,
): number {
  const largest = new Map<GridMeasureInfo['format'], { max: number; negative: boolean }>();
  for (const r of rows) {
    let entry = largest.get(r.format);
    if (!entry) largest.set(r.format, (entry = { max: 0, negative: false }));
    for (const v of r.values ?? []) {
      if (v === null || !Number.isFinite(v)) continue;
      const abs = Math.abs(v);
      if (abs > entry.max) entry.max = abs;
      if (v < 0) entry.negative = true;
    }
  }
  let chars = 0;
  for (const [f, { max, negative }] of largest) chars = Math.max(chars, format(max, f).length + (negative ? 1 : 0));
  return Math.max(MIN_MONTH_WIDTH, chars * CHAR + PADDING);
}
