// The loaded rows laid out for engine/planning: one series per product x
// warehouse that has a stock record or any forecast, order or receipt, each
// figure in flat typed arrays (series-major), orders also kept per series
// with their own month for forecast consumption.
import { createProjectionBatch, SeriesIndex, type ProjectionBatch } from '../../../engine/planning';
import type { FlowRow } from '../load/flows';
import type { ProductRow, StockRow } from '../load/master';
import { HISTORY_MONTHS } from '../settings';
import type { ProjectionInputs } from './inputs';

export interface AssembledSeries {
  index: SeriesIndex;
  /** The same index (kept for callers that look rows up by number; SeriesIndex no longer builds text keys). */
  rows: SeriesIndex;
  batch: ProjectionBatch;
  products: Map<number, ProductRow>;
  /** Stock record per series (undefined: none). */
  stock: Array<StockRow | undefined>;
  /** Gross forecast per cell. */
  forecast: Float64Array;
  /** Open orders per cell, overdue ones in the first month. */
  orders: Float64Array;
  /** Open orders per series as [t, quantity] with t relative to the horizon (negative: overdue). */
  datedOrders: Map<number, Array<[number, number]>>;
  /** Sales of the HISTORY_MONTHS months before the horizon per series (row r at r * HISTORY_MONTHS). */
  history: Float64Array;
  /** Month-end stock of the same months; NaN where there is no snapshot. */
  snapshots: Float64Array;
}

/** Adds a series' [t, q] into row `row` of a series-major matrix (kept when 0 <= t < months; earlier ones in month 0 when clampPast). */
export function addMonthPairs(pairs: ReadonlyArray<readonly [number, number]>, matrix: Float64Array, row: number, months: number, clampPast = false): void {
  const base = row * months;
  // Indexed, not for-of with destructuring: this runs for every pair of every flow (a tenth of assembling at full size).
  for (let k = 0; k < pairs.length; k++) {
    const pair = pairs[k];
    const month = pair[0];
    const q = pair[1];
    const t = month < 0 && clampPast ? 0 : month;
    if (t >= 0 && t < months && Number.isFinite(q)) matrix[base + t] += q;
  }
}

export function assembleSeries(inputs: ProjectionInputs): AssembledSeries {
  const { settings } = inputs;
  const months = settings.horizon.months;
  const products = new Map(inputs.products.map((p) => [p.id, p]));
  const index = new SeriesIndex();
  const rows = index;
  const known = (row: { p: number }) => products.has(row.p);
  for (const s of inputs.stock) if (known(s)) rows.add(s.p, s.w);
  for (const flows of [inputs.forecast, inputs.orders, inputs.receipts]) for (const f of flows) if (known(f)) rows.add(f.p, f.w);

  const n = index.size;
  const batch = createProjectionBatch(settings.horizon, n);
  const stock: Array<StockRow | undefined> = new Array(n);
  for (const s of inputs.stock) {
    const r = rows.rowOf(s.p, s.w);
    if (r < 0) continue;
    stock[r] = s;
    batch.opening[r] = Number.isFinite(s.quantity) ? s.quantity : 0;
  }
  const forecast = new Float64Array(n * months);
  const orders = new Float64Array(n * months);
  const datedOrders = new Map<number, Array<[number, number]>>();
  const rowOf = (f: FlowRow) => rows.rowOf(f.p, f.w);
  for (const f of inputs.forecast) { const r = rowOf(f); if (r >= 0) addMonthPairs(f.pairs, forecast, r, months); }
  for (const f of inputs.receipts) { const r = rowOf(f); if (r >= 0) addMonthPairs(f.pairs, batch.receipts, r, months, true); }
  for (const f of inputs.orders) {
    const r = rowOf(f);
    if (r < 0) continue;
    addMonthPairs(f.pairs, orders, r, months, true);
    datedOrders.set(r, f.pairs);
  }
  const history = new Float64Array(n * HISTORY_MONTHS);
  for (const f of inputs.history) { const r = rowOf(f); if (r >= 0) addMonthPairs(f.pairs, history, r, HISTORY_MONTHS); }
  const snapshots = new Float64Array(n * HISTORY_MONTHS).fill(NaN);
  for (const f of inputs.snapshots) {
    const r = rowOf(f);
    if (r < 0) continue;
    for (let k = 0; k < f.pairs.length; k++) {
      const t = f.pairs[k][0];
      if (t >= 0 && t < HISTORY_MONTHS) snapshots[r * HISTORY_MONTHS + t] = f.pairs[k][1];
    }
  }
  return { index, rows, batch, products, stock, forecast, orders, datedOrders, history, snapshots };
}
