// Stock projection per series (product x warehouse) x month (DOMAIN.md):
//   S_t = S_{t-1} + receipts_t - demand_t,  S_{-1} = on hand,
// S_t being the stock at the end of month t. Receipts are open purchase
// orders, planned production and containers by ETA; demand is open orders
// plus net forecast (forecast-consumption.ts). Every figure of a batch lives
// in flat typed arrays (series-major: cell (r, t) at r * months + t) so 30,000
// series x 24 months project without allocating per cell.
import { horizonDays, monthIndex, type Horizon } from '../../engine/time/calendar';
import { bucketOf } from './buckets';
import { coverWalk } from './cover';

export const FLAG_STOCKOUT = 1; // projected < 0
export const FLAG_BELOW_SAFETY = 2; // 0 <= projected < safety stock (never set together with FLAG_STOCKOUT)
export const FLAG_EXCESS = 4; // cover beyond maxCoverMonths (stock > 0)

export interface ProjectionBatch {
  horizon: Horizon;
  series: number;
  months: number;
  /** Stock on hand at the start of the horizon, per series. */
  opening: Float64Array;
  /** Receipts per cell (series x months). */
  receipts: Float64Array;
  /** Demand per cell (series x months): open orders + net forecast. */
  demand: Float64Array;
  /** Safety stock per series (safety-stock.ts). */
  safetyStock: Float64Array;
}

export function createProjectionBatch(horizon: Horizon, series: number): ProjectionBatch {
  const cells = series * horizon.months;
  return {
    horizon,
    series,
    months: horizon.months,
    opening: new Float64Array(series),
    receipts: new Float64Array(cells),
    demand: new Float64Array(cells),
    safetyStock: new Float64Array(series),
  };
}

/**
 * Adds a dated quantity to a matrix of the batch (receipts or demand) in its
 * month; returns the bucket, or BEYOND_HORIZON / INVALID_DATE when left out.
 */
export function addDated(batch: ProjectionBatch, matrix: Float64Array, row: number, date: string, quantity: number): number {
  const t = bucketOf(monthIndex(batch.horizon.start), batch.months, date);
  if (t >= 0 && Number.isFinite(quantity)) matrix[row * batch.months + t] += quantity;
  return t;
}

export interface ProjectionOptions {
  /** Excess when the cover exceeds this many months; one figure, or one per series. */
  maxCoverMonths: number | ArrayLike<number>;
}

export interface ProjectionResult {
  /** Projected stock at the end of each month, per cell. */
  projected: Float64Array;
  /** Days of cover of each month's ending stock by the following months' demand, per cell. */
  coverDays: Float64Array;
  coverMonths: Float64Array;
  /** FLAG_* bits per cell. */
  flags: Uint8Array;
  /** Days of cover of the opening stock, per series. */
  openingCoverDays: Float64Array;
  /** First month with projected < 0, per series; -1 when none. */
  firstStockout: Int32Array;
  /** First month with projected < safety stock (a stock-out included), per series; -1 when none. */
  firstBelowSafety: Int32Array;
}

export function projectStock(batch: ProjectionBatch, options: ProjectionOptions): ProjectionResult {
  const { series, months, opening, receipts, demand, safetyStock } = batch;
  const cells = series * months;
  const projected = new Float64Array(cells);
  const coverDays = new Float64Array(cells);
  const coverMonths = new Float64Array(cells);
  const flags = new Uint8Array(cells);
  const openingCoverDays = new Float64Array(series);
  const firstStockout = new Int32Array(series).fill(-1);
  const firstBelowSafety = new Int32Array(series).fill(-1);
  const days = horizonDays(batch.horizon);
  const maxCover = options.maxCoverMonths;
  const out = new Float64Array(2);

  for (let r = 0; r < series; r++) {
    const base = r * months;
    const ss = safetyStock[r];
    const max = typeof maxCover === 'number' ? maxCover : maxCover[r];
    let total = 0;
    for (let t = 0; t < months; t++) total += demand[base + t];
    const tail = months > 0 ? total / months : 0;

    coverWalk(opening[r], demand, base, 0, months, days, tail, out);
    openingCoverDays[r] = out[0];

    let stock = opening[r];
    for (let t = 0; t < months; t++) {
      const i = base + t;
      stock += receipts[i] - demand[i];
      projected[i] = stock;
      coverWalk(stock, demand, base, t + 1, months, days, tail, out);
      coverDays[i] = out[0];
      coverMonths[i] = out[1];
      let f = 0;
      if (stock < 0) {
        f = FLAG_STOCKOUT;
        if (firstStockout[r] < 0) firstStockout[r] = t;
        if (firstBelowSafety[r] < 0) firstBelowSafety[r] = t;
      } else if (stock < ss) {
        f = FLAG_BELOW_SAFETY;
        if (firstBelowSafety[r] < 0) firstBelowSafety[r] = t;
      }
      if (stock > 0 && out[1] > max) f |= FLAG_EXCESS;
      flags[i] = f;
    }
  }
  return { projected, coverDays, coverMonths, flags, openingCoverDays, firstStockout, firstBelowSafety };
}
