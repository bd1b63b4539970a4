// Column widths that fit the table's box: the widths measured on the first
// rows (auto layout) are kept when they fit; otherwise the widest text
// columns are capped at one common width (never below their heading), so
// short columns such as a code or a date stay whole and only long names end
// in an ellipsis. Numeric columns keep their width, so a figure is never
// clipped. When even the minimums do not fit, the box scrolls sideways.

export interface MeasuredColumn {
  /** Width under auto layout, in px. */
  natural: number;
  /** Narrowest it may get (its heading), in px. */
  min: number;
  /** False for numbers: they keep their natural width. */
  shrinkable: boolean;
}

const widthAt = (c: MeasuredColumn, cap: number) => (c.shrinkable ? Math.min(c.natural, Math.max(cap, c.min)) : c.natural);
const totalAt = (columns: MeasuredColumn[], cap: number) => columns.reduce((sum, c) => sum + widthAt(c, cap), 0);

export function fitColumnWidths(columns: MeasuredColumn[], available: number): number[] {
  const widest = Math.max(0, ...columns.map((c) => c.natural));
  if (totalAt(columns, widest) <= available) return columns.map((c) => c.natural);
  // The total only grows with the cap: the largest cap that fits, to a tenth of a pixel.
  let low = 0;
  let high = widest;
  while (high - low > 0.1) {
    const mid = (low + high) / 2;
    if (totalAt(columns, mid) <= available) low = mid;
    else high = mid;
  }
  return columns.map((c) => widthAt(c, low));
}
