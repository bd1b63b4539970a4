// Forecast consumption for the operative forecast (DOMAIN.md): a sales
// order consumes forecast in its own month, then in earlier months (nearest
// first, up to `backwardBuckets`), then in later months (up to
// `forwardBuckets`). Orders consume in date order (then input order), so the
// earliest orders take the forecast first. What no bucket can absorb stays
// as unconsumed order quantity: real demand the forecast did not foresee.
// Demand for the projection is then orders + net forecast.
import { monthIndex, monthKey, type Horizon } from '../../engine/time/calendar';
import type { Id } from './types';

export interface ConsumptionOrder {
  orderId: Id;
  /** 'YYYY-MM-DD' or 'YYYY-MM'. */
  date: string;
  quantity: number;
}

export interface ConsumptionInput {
  horizon: Horizon;
  /** Forecast per month of the horizon. */
  forecast: ArrayLike<number>;
  orders: readonly ConsumptionOrder[];
  /** Earlier months an order may consume; default 1. */
  backwardBuckets?: number;
  /** Later months an order may consume; default 1. */
  forwardBuckets?: number;
}

export interface ConsumedOrder {
  orderId: Id;
  /** The order's month, 'YYYY-MM' (it may lie outside the horizon); null for a malformed date. */
  month: string | null;
  consumed: number;
  unconsumed: number;
}

export interface ConsumptionResult {
  netForecast: number[];
  /** Forecast consumed per month. */
  consumed: number[];
  orders: ConsumedOrder[];
  /** Sum of the orders' unconsumed quantities. */
  unconsumed: number;
}

const bucketCount = (v: number | undefined) => Math.max(0, Math.floor(v ?? 1));

/**
 * One order of `quantity` in month t of the horizon (negative: before it)
 * consuming net[offset + k] for k in 0..months-1 in place: its own month,
 * then `back` earlier, then `fwd` later ones. Adds what it takes to
 * consumed[k] when given; returns what it left unconsumed.
 */
function consumeOrder(
  net: Float64Array | number[], offset: number, months: number, t: number, quantity: number, back: number, fwd: number, consumed: number[] | null,
): number {
  let open = Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
  // Plain loop over the buckets in consumption order (no closure per order).
  for (let step = 0; step <= back + fwd && open > 0; step++) {
    const k = step === 0 ? t : step <= back ? t - step : t + step - back;
    if (k < 0 || k >= months || net[offset + k] <= 0) continue;
    const q = Math.min(open, net[offset + k]);
    net[offset + k] -= q;
    if (consumed) consumed[k] += q;
    open -= q;
  }
  return open;
}

/**
 * consumeForecast for orders already as months of the horizon, [t, quantity]
 * in input order (t negative: overdue), writing the net forecast of the
 * forecast row at forecast[offset..offset + months) into net at the same
 * offset: the projection's per-series call without order objects, date texts
 * or result rows. Same figures as consumeForecast with 'YYYY-MM' dates.
 */
export function consumeForecastMonths(
  forecast: ArrayLike<number>, net: Float64Array, offset: number, months: number,
  orders: ReadonlyArray<readonly [number, number]>, backwardBuckets?: number, forwardBuckets?: number,
): void {
  const back = bucketCount(backwardBuckets);
  const fwd = bucketCount(forwardBuckets);
  for (let t = 0; t < months; t++) {
    const f = forecast[offset + t];
    net[offset + t] = Number.isFinite(f) && f > 0 ? f : 0;
  }
  // Month order, then input order (a stable sort), as the dates would sort; orders usually come sorted.
  let sorted = true;
  for (let k = 1; k < orders.length && sorted; k++) if (orders[k][0] < orders[k - 1][0]) sorted = false;
  if (sorted) {
    for (let k = 0; k < orders.length; k++) consumeOrder(net, offset, months, orders[k][0], orders[k][1], back, fwd, null);
    return;
  }
  const order = Array.from(orders.keys()).sort((a, b) => orders[a][0] - orders[b][0] || a - b);
  for (const k of order) consumeOrder(net, offset, months, orders[k][0], orders[k][1], back, fwd, null);
}

export function consumeForecast(input: ConsumptionInput): ConsumptionResult {
  const months = input.horizon.months;
  const first = monthIndex(input.horizon.start);
  const back = bucketCount(input.backwardBuckets);
  const fwd = bucketCount(input.forwardBuckets);
  const net: number[] = [];
  for (let t = 0; t < months; t++) {
    const f = t < input.forecast.length ? input.forecast[t] : 0;
    net.push(Number.isFinite(f) && f > 0 ? f : 0);
  }
  const consumed = new Array<number>(months).fill(0);
  const keyed = input.orders.map((order, position) => ({ order, position, month: monthIndex(order.date) }));
  // Date order; a 'YYYY-MM' date sorts before the days of its month. Malformed dates last.
  keyed.sort((a, b) => {
    const da = Number.isNaN(a.month) ? '\uffff' : a.order.date;
    const db = Number.isNaN(b.month) ? '\uffff' : b.order.date;
    return da < db ? -1 : da > db ? 1 : a.position - b.position;
  });
  const results: ConsumedOrder[] = new Array(input.orders.length);
  let unconsumedTotal = 0;
  for (const { order, position, month } of keyed) {
    const wanted = Number.isFinite(order.quantity) && order.quantity > 0 ? order.quantity : 0;
    const open = Number.isNaN(month) ? wanted : consumeOrder(net, 0, months, month - first, order.quantity, back, fwd, consumed);
    results[position] = { orderId: order.orderId, month: Number.isNaN(month) ? null : monthKey(month), consumed: wanted - open, unconsumed: open };
    unconsumedTotal += open;
  }
  return { netForecast: net, consumed, orders: results, unconsumed: unconsumedTotal };
}
