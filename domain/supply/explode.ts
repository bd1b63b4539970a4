// Dependent demand: the planned (and firm) production of a parent, in the
// bucket it is released, needs quantity x (1 + scrap) of each component per
// unit, at the same location. Returns the quantity that found no
// item-location to land on (a component not stocked there).
import type { Id, RecipeLine } from './types';

export type RowLookup = (itemId: Id, locationId: Id) => number;

export function explodeRow(
  parentRow: number, locationId: Id, lines: readonly RecipeLine[], releases: Float64Array, dependent: Float64Array, months: number, rowOf: RowLookup,
): number {
  let unplaced = 0;
  const base = parentRow * months;
  for (const line of lines) {
    const per = grossPer(line);
    if (per === 0) continue;
    const child = rowOf(line.component, locationId);
    for (let t = 0; t < months; t++) {
      const q = releases[base + t];
      if (q === 0) continue;
      if (child < 0) unplaced += q * per;
      else dependent[child * months + t] += q * per;
    }
  }
  return unplaced;
}

/** Component per unit of the parent, scrap included; 0 for a malformed line. */
export function grossPer(line: RecipeLine): number {
  const q = Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0;
  const scrap = Number.isFinite(line.scrap) && line.scrap > 0 ? line.scrap : 0;
  return q * (1 + scrap);
}
