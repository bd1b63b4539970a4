// The loaded rows laid out for domain/planning: one series per product x
// warehouse that has a stock record or any forecast, order or receipt, each
// figure in flat typed arrays (series-major), orders also kept per series
// with their own month for forecast consumption.
import { createProjectionBatch, SeriesIndex, type ProjectionBatch } from '../../../domain/planning';
import { pairsOf, type Flows } from '../load/flow-text';
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

/** Adds flow series i's [t, q] into row `row` of a series-major matrix (kept when 0 <= t < months; earlier ones in month 0 when clampPast). */
export function addFlows(flows: Flows, i: number, matrix: Float64Array, row: number, months: number, clampPast = false): void {
  const base = row * months;
  for (let k = flows.start[i]; k < flows.start[i + 1]; k++) {
    const month = flows.t[k];
    const q = flows.q[k];
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
  for (const s of inputs.stock) if (products.has(s.p)) rows.add(s.p, s.w);
  for (const flows of [inputs.forecast, inputs.orders, inputs.receipts]) {
    for (let i = 0; i < flows.size; i++) if (products.has(flows.p[i])) rows.add(flows.p[i], flows.w[i]);
  }

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
  /** Each flow series into the row of its series (those of unknown series left out). */
  const each = (flows: Flows, add: (i: number, r: number) => void) => {
    for (let i = 0; i < flows.size; i++) {
      const r = rows.rowOf(flows.p[i], flows.w[i]);
      if (r >= 0) add(i, r);
    }
  };
  each(inputs.forecast, (i, r) => addFlows(inputs.forecast, i, forecast, r, months));
  each(inputs.receipts, (i, r) => addFlows(inputs.receipts, i, batch.receipts, r, months, true));
  each(inputs.orders, (i, r) => {
    addFlows(inputs.orders, i, orders, r, months, true);
    datedOrders.set(r, pairsOf(inputs.orders, i));
  });
  const history = new Float64Array(n * HISTORY_MONTHS);
  each(inputs.history, (i, r) => addFlows(inputs.history, i, history, r, HISTORY_MONTHS));
  const snapshots = new Float64Array(n * HISTORY_MONTHS).fill(NaN);
  each(inputs.snapshots, (i, r) => {
    const { t, q } = inputs.snapshots;
    for (let k = inputs.snapshots.start[i]; k < inputs.snapshots.start[i + 1]; k++) {
      if (t[k] >= 0 && t[k] < HISTORY_MONTHS) snapshots[r * HISTORY_MONTHS + t[k]] = q[k];
    }
  });
  return { index, rows, batch, products, stock, forecast, orders, datedOrders, history, snapshots };
}
