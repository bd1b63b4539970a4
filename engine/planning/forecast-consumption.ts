// Forecast consumption for the operative forecast (DOMAIN.md): a sales
// order consumes forecast in its own month, then in earlier months (nearest
// first, up to `backwardBuckets`), then in later months (up to
// `forwardBuckets`). Orders consume in date order (then input order), so the
// earliest orders take the forecast first. What no bucket can absorb stays
// as unconsumed order quantity: real demand the forecast did not foresee.
// Demand for the projection is then orders + net forecast.
import { monthIndex, monthKey, type Horizon } from './calendar';
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

export function consumeForecast(input: ConsumptionInput): ConsumptionResult {
  const months = input.horizon.months;
  const first = monthIndex(input.horizon.start);
  const back = Math.max(0, Math.floor(input.backwardBuckets ?? 1));
  const fwd = Math.max(0, Math.floor(input.forwardBuckets ?? 1));
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
    let open = Number.isFinite(order.quantity) && order.quantity > 0 ? order.quantity : 0;
    const wanted = open;
    if (!Number.isNaN(month)) {
      const t = month - first;
      const take = (k: number) => {
        if (k < 0 || k >= months || open <= 0 || net[k] <= 0) return;
        const q = Math.min(open, net[k]);
        net[k] -= q;
        consumed[k] += q;
        open -= q;
      };
      take(t);
      for (let k = 1; k <= back; k++) take(t - k);
      for (let k = 1; k <= fwd; k++) take(t + k);
    }
    results[position] = { orderId: order.orderId, month: Number.isNaN(month) ? null : monthKey(month), consumed: wanted - open, unconsumed: open };
    unconsumedTotal += open;
  }
  return { netForecast: net, consumed, orders: results, unconsumed: unconsumedTotal };
}
