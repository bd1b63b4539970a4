// Netting of one item-location over the horizon (PLANNING.md, "Netting"):
//   available_t = projected_{t-1} + scheduled_t + firm_t
//   net_t       = max(0, floor + demand_t - available_t)   (floor: SS, or min for min/max)
//   planned_t   = lot size of net_t, due in t, released lead time before
//   projected_t = available_t + planned_t - demand_t
// A receipt cannot land before today + lead time (bucket E): shortages of
// the buckets before E are carried (negative projected stock, a backlog)
// and covered by one late order landing in E. That gap is the stock-out the
// plan cannot avoid. A firm receipt is kept and netted first: no planned
// order is added in its bucket.
import { bucketOfDay, earliestBucket, needDay, leadOf, type BucketClock } from './lead-time';
import { reorderFloor, sizeLot, validLotPolicy } from './lot-sizing';
import type { ItemLocation, PlannedOrder, RowReason } from './types';

export interface NetArrays {
  gross: Float64Array;
  scheduled: Float64Array;
  firmed?: Float64Array;
  net: Float64Array;
  planned: Float64Array;
  releases: Float64Array;
  projected: Float64Array;
}

export interface NetOutcome {
  /** Why the projection stays short, or the row could not be planned; null when planned clean. */
  reason: RowReason | null;
  problems: RowReason[];
}

/** Nets row r in place; planned orders are pushed onto `orders`. `plan` false (no source): nothing is planned, only projected. */
export function netItem(item: ItemLocation, r: number, a: NetArrays, clock: BucketClock, orders: PlannedOrder[]): NetOutcome {
  const months = clock.months;
  const base = r * months;
  const problems = itemProblems(item);
  const blocked = problems.includes('discontinued') || problems.includes('no-supplier') || problems.includes('no-recipe');
  const lot = problems.includes('invalid-lot-policy') ? { rule: 'lot-for-lot' as const } : item.lot;
  const ss = Number.isFinite(item.safetyStock) && item.safetyStock > 0 ? item.safetyStock : 0;
  const floor = reorderFloor(lot, ss);
  const lead = leadOf(item.leadDays);
  const earliest = earliestBucket(clock, lead);
  let stock = Number.isFinite(item.opening) ? item.opening : 0;
  let firstShort = -1;
  let gap = false;
  let short = false;
  for (let t = 0; t < months; t++) {
    const i = base + t;
    const firm = a.firmed ? a.firmed[i] : NaN;
    const isFirm = Number.isFinite(firm);
    const available = stock + a.scheduled[i] + (isFirm ? firm : 0);
    const demand = a.gross[i];
    const net = Math.max(0, floor + demand - available);
    a.net[i] = net;
    let q = 0;
    if (isFirm) {
      a.planned[i] += firm;
      if (firm > 0) orders.push(order(r, t, t, clock, lead, firm, true));
      addRelease(a, base, clock, t, lead, firm);
    } else if (net > 0 && !blocked) {
      if (firstShort < 0) firstShort = t;
      if (t >= earliest) {
        q = sizeLot(lot, net, available - demand, a.gross, base, t, months);
        a.planned[i] += q;
        orders.push(order(r, t, firstShort, clock, lead, q, false));
        addRelease(a, base, clock, t, lead, q);
        firstShort = -1;
      }
    }
    stock = available + q - demand;
    a.projected[i] = stock;
    if (stock < -1e-9) {
      short = true;
      if (t < earliest && !blocked) gap = true;
    }
  }
  const reason: RowReason | null = blocked ? (short ? problems[0] : null) : gap ? 'late-to-order' : null;
  if (gap) problems.push('late-to-order');
  return { reason, problems };
}

/** Data problems of a row, worst first: those that block planning, then those it plans around. */
export function itemProblems(item: ItemLocation): RowReason[] {
  const problems: RowReason[] = [];
  if (item.discontinued) problems.push('discontinued');
  else if (!item.hasSource) problems.push(item.source === 'bought' ? 'no-supplier' : 'no-recipe');
  if (item.source === 'bought' && item.hasSource && leadOf(item.leadDays) === 0) problems.push('no-lead-time');
  if (!validLotPolicy(item.lot)) problems.push('invalid-lot-policy');
  if (!(Number.isFinite(item.unitCost) && item.unitCost > 0)) problems.push('missing-cost');
  return problems;
}

/** A planned order due in bucket t covering the shortage from `needed` (late when its ideal release is before today). */
function order(row: number, t: number, needed: number, clock: BucketClock, lead: number, quantity: number, firm: boolean): PlannedOrder {
  const ideal = needDay(clock, needed) - lead;
  const late = ideal < clock.today;
  const releaseDay = late ? clock.today : needDay(clock, t) - lead;
  return { row, due: t, needed, releaseDay, quantity, late, firm };
}

/** The order's release into its bucket (the first bucket when released today or before). */
function addRelease(a: NetArrays, base: number, clock: BucketClock, t: number, lead: number, q: number): void {
  const b = Math.max(0, bucketOfDay(clock, Math.max(clock.today, needDay(clock, t) - lead)));
  if (b < clock.months) a.releases[base + b] += q;
}
