// The projected stock with the purchase suggestions received: each
// suggestion's quantity lands in the month it could arrive if ordered now
// (its expected date; a late one later than needed) and stays from then on.
// Availability to promise promises against this plan, so an item whose
// replenishment is merely proposed is not reported as never available.
import { monthIndex } from '../../../domain/planning';
import type { AssembledSeries } from './assemble';
import type { SeriesFigures } from './compute';
import type { SuggestionRow } from './suggestions';

export function plannedStock(s: AssembledSeries, f: SeriesFigures, suggestions: readonly SuggestionRow[]): Float64Array {
  const months = s.batch.months;
  const first = monthIndex(s.batch.horizon.start);
  // slice copies the buffer at once; Float64Array.from walks the iterator.
  const planned = f.result.projected.slice();
  for (const sug of suggestions) {
    const r = s.rows.rowOf(sug.productId, sug.warehouseId);
    const t = Math.max(0, monthIndex(sug.expectedDate) - first);
    if (r < 0 || t >= months) continue;
    for (let k = t; k < months; k++) planned[r * months + k] += sug.quantity;
  }
  return planned;
}
