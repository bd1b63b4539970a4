// Dated quantities (receipts by ETA, order lines by due date) into monthly
// buckets of a horizon. A date before the horizon is overdue but still
// expected (a late purchase order, a back order): it lands in bucket 0. A
// date after the horizon, or a malformed one, is left out and counted, so a
// loader can report it instead of silently dropping it.
import { monthIndex, type Horizon } from '../../engine/time/calendar';
import type { DatedQuantity } from './types';

/** Returned by bucketOf for a date after the horizon. */
export const BEYOND_HORIZON = -1;
/** Returned by bucketOf for a malformed date. */
export const INVALID_DATE = -2;

/** The bucket t of a 'YYYY-MM' or 'YYYY-MM-DD' date for a horizon starting at month index `first`. */
export function bucketOf(first: number, months: number, date: string): number {
  const month = monthIndex(date);
  if (Number.isNaN(month)) return INVALID_DATE;
  const t = month - first;
  if (t < 0) return 0;
  return t < months ? t : BEYOND_HORIZON;
}

export interface Bucketed {
  /** Quantity per bucket t = 0..months-1 (bucket 0 includes overdue dates). */
  buckets: Float64Array;
  /** Part of bucket 0 dated before the horizon. */
  overdue: number;
  /** Quantity dated after the horizon (left out). */
  beyond: number;
  /** Entries with a malformed date or a non-finite quantity (left out). */
  invalid: number;
}

export function bucketByMonth(horizon: Horizon, dated: readonly DatedQuantity[]): Bucketed {
  const first = monthIndex(horizon.start);
  const buckets = new Float64Array(horizon.months);
  let overdue = 0;
  let beyond = 0;
  let invalid = 0;
  for (const { date, quantity } of dated) {
    const t = bucketOf(first, horizon.months, date);
    if (t === INVALID_DATE || !Number.isFinite(quantity)) { invalid++; continue; }
    if (t === BEYOND_HORIZON) { beyond += quantity; continue; }
    if (t === 0 && monthIndex(date) < first) overdue += quantity;
    buckets[t] += quantity;
  }
  return { buckets, overdue, beyond, invalid };
}
