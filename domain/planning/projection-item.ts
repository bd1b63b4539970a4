// One series of a projection as rows a page can show (month by month), and
// the projection of a single item from its dated receipts and demand: the
// batch code run on a batch of one, so both paths give the same figures.
import { monthIndex, monthKey, type Horizon } from '../../engine/time/calendar';
import { bucketByMonth } from './buckets';
import {
  createProjectionBatch, FLAG_BELOW_SAFETY, FLAG_EXCESS, FLAG_STOCKOUT, projectStock,
  type ProjectionBatch, type ProjectionResult,
} from './projection';
import type { DatedQuantity } from './types';

export interface ProjectionRow {
  /** 'YYYY-MM'. */
  month: string;
  /** Stock at the start of the month. */
  opening: number;
  receipts: number;
  demand: number;
  /** Stock at the end of the month. */
  projected: number;
  safetyStock: number;
  coverDays: number;
  coverMonths: number;
  stockout: boolean;
  belowSafety: boolean;
  excess: boolean;
}

export function projectionRows(batch: ProjectionBatch, result: ProjectionResult, row: number): ProjectionRow[] {
  const first = monthIndex(batch.horizon.start);
  const rows: ProjectionRow[] = [];
  let opening = batch.opening[row];
  for (let t = 0; t < batch.months; t++) {
    const i = row * batch.months + t;
    const f = result.flags[i];
    rows.push({
      month: monthKey(first + t),
      opening,
      receipts: batch.receipts[i],
      demand: batch.demand[i],
      projected: result.projected[i],
      safetyStock: batch.safetyStock[row],
      coverDays: result.coverDays[i],
      coverMonths: result.coverMonths[i],
      stockout: (f & FLAG_STOCKOUT) !== 0,
      belowSafety: (f & FLAG_BELOW_SAFETY) !== 0,
      excess: (f & FLAG_EXCESS) !== 0,
    });
    opening = result.projected[i];
  }
  return rows;
}

export interface ItemProjectionInput {
  horizon: Horizon;
  /** Stock on hand at the start of the horizon; null (no stock record) counts as 0. */
  onHand: number | null;
  receipts: readonly DatedQuantity[];
  /** Dated demand (order lines, forecast on the first of its month) or one figure per month of the horizon. */
  demand: readonly DatedQuantity[] | ArrayLike<number>;
  safetyStock: number;
  maxCoverMonths: number;
}

export interface ItemProjection {
  rows: ProjectionRow[];
  openingCoverDays: number;
  /** Receipts and demand dated after the horizon (left out). */
  receiptsBeyond: number;
  demandBeyond: number;
}

function isDated(demand: ItemProjectionInput['demand']): demand is readonly DatedQuantity[] {
  return Array.isArray(demand) && (demand.length === 0 || typeof demand[0] === 'object');
}

export function projectItem(input: ItemProjectionInput): ItemProjection {
  const batch = createProjectionBatch(input.horizon, 1);
  batch.opening[0] = Number.isFinite(input.onHand) ? (input.onHand as number) : 0;
  batch.safetyStock[0] = Number.isFinite(input.safetyStock) ? input.safetyStock : 0;
  const receipts = bucketByMonth(input.horizon, input.receipts);
  batch.receipts.set(receipts.buckets);
  let demandBeyond = 0;
  if (isDated(input.demand)) {
    const demand = bucketByMonth(input.horizon, input.demand);
    batch.demand.set(demand.buckets);
    demandBeyond = demand.beyond;
  } else {
    for (let t = 0; t < batch.months && t < input.demand.length; t++) {
      const q = input.demand[t];
      batch.demand[t] = Number.isFinite(q) ? q : 0;
    }
  }
  const result = projectStock(batch, { maxCoverMonths: input.maxCoverMonths });
  return {
    rows: projectionRows(batch, result, 0),
    openingCoverDays: result.openingCoverDays[0],
    receiptsBeyond: receipts.beyond,
    demandBeyond,
  };
}
