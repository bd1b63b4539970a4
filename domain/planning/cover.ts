// Days of cover: walk forward through future demand until the stock runs
// out (DOMAIN.md). Demand is taken as spread evenly over each month, so the
// month in which the stock runs out counts the fraction it covers times its
// days. Past the horizon the walk goes on at `tailPerMonth` (the projection
// passes the horizon's mean monthly demand) over months of 30.4375 days; with
// no demand at all the cover is Infinity.
import { DAYS_PER_MONTH } from '../../engine/time/calendar';

/**
 * Cover of `stock` by demand[offset + from .. offset + to) whose buckets last
 * days[from .. to). Writes days into out[0] and months into out[1] (no
 * allocation: the projection calls this once per cell).
 */
export function coverWalk(
  stock: number,
  demand: ArrayLike<number>,
  offset: number,
  from: number,
  to: number,
  days: ArrayLike<number>,
  tailPerMonth: number,
  out: Float64Array,
): void {
  if (!(stock > 0)) { out[0] = 0; out[1] = 0; return; }
  let remaining = stock;
  let coverDays = 0;
  let coverMonths = 0;
  for (let k = from; k < to; k++) {
    const q = demand[offset + k];
    if (q > 0) {
      if (remaining <= q) {
        const fraction = remaining / q;
        out[0] = coverDays + fraction * days[k];
        out[1] = coverMonths + fraction;
        return;
      }
      remaining -= q;
    }
    coverDays += days[k];
    coverMonths += 1;
  }
  if (tailPerMonth > 0) {
    const months = remaining / tailPerMonth;
    out[0] = coverDays + months * DAYS_PER_MONTH;
    out[1] = coverMonths + months;
  } else {
    out[0] = Infinity;
    out[1] = Infinity;
  }
}

export interface Cover {
  days: number;
  months: number;
}

/** Cover of `stock` by the monthly `demand` (buckets lasting `days`), extrapolated past the end at `tailPerMonth`. */
export function daysOfCover(stock: number, demand: ArrayLike<number>, days: ArrayLike<number>, tailPerMonth = 0): Cover {
  const out = new Float64Array(2);
  coverWalk(stock, demand, 0, 0, demand.length, days, tailPerMonth, out);
  return { days: out[0], months: out[1] };
}
