// Available to promise for the order simulator. From the projected stock at
// each date (supply minus committed orders), the quantity that can be
// promised at a date is the lowest projected stock from that date on (less
// a reserve such as the safety stock): promising more would leave a later
// committed order short. It never falls as dates advance; each rise is new
// supply that becomes promisable on its date.
import { dateOfDay, dayNumber } from '../../engine/time/calendar';
import type { DatedQuantity } from './types';

export interface AtpPeriod {
  /** 'YYYY-MM-DD' from which `projected` holds. */
  date: string;
  /** Projected stock after every receipt and committed order up to this date. */
  projected: number;
}

export interface AtpPoint extends AtpPeriod {
  /** Cumulative quantity promisable at this date. */
  available: number;
  /** Rise of `available` at this date. */
  newlyAvailable: number;
}

/** Projected stock per date from the stock today, receipts and committed orders (earlier dates count today). */
export function projectedFromMovements(input: { today: string; opening: number; receipts: readonly DatedQuantity[]; committed: readonly DatedQuantity[] }): AtpPeriod[] {
  const today = dayNumber(input.today);
  const change = new Map<number, number>();
  const add = (date: string, quantity: number) => {
    const day = dayNumber(date);
    if (Number.isNaN(day) || !Number.isFinite(quantity)) return;
    const at = Math.max(day, today);
    change.set(at, (change.get(at) ?? 0) + quantity);
  };
  for (const r of input.receipts) add(r.date, r.quantity);
  for (const c of input.committed) add(c.date, -c.quantity);
  let stock = Number.isFinite(input.opening) ? input.opening : 0;
  stock += change.get(today) ?? 0;
  const periods: AtpPeriod[] = [{ date: input.today, projected: stock }];
  for (const day of [...change.keys()].filter((d) => d > today).sort((a, b) => a - b)) {
    stock += change.get(day) as number;
    periods.push({ date: dateOfDay(day), projected: stock });
  }
  return periods;
}

/** Cumulative ATP per period (periods in date order). */
export function availableToPromise(periods: readonly AtpPeriod[], reserve = 0): AtpPoint[] {
  const points: AtpPoint[] = periods.map((p) => ({ ...p, available: 0, newlyAvailable: 0 }));
  let lowest = Infinity;
  for (let k = points.length - 1; k >= 0; k--) {
    lowest = Math.min(lowest, points[k].projected - reserve);
    points[k].available = Math.max(0, lowest);
  }
  for (let k = 0; k < points.length; k++) points[k].newlyAvailable = points[k].available - (k > 0 ? points[k - 1].available : 0);
  return points;
}

export interface AtpPromise {
  /** Deliveries: date and quantity. One line when partial deliveries are not allowed. */
  lines: DatedQuantity[];
  promised: number;
  /** Requested quantity that no date of the horizon can promise. */
  shortfall: number;
  /** Date by which the whole quantity is promised; null when it never is. */
  fullDate: string | null;
}

/** The earliest promise for `requested` units wanted on `requestDate`. */
export function promiseDate(points: readonly AtpPoint[], requested: number, requestDate: string, allowPartial = true): AtpPromise {
  const want = Number.isFinite(requested) && requested > 0 ? requested : 0;
  const request = dayNumber(requestDate);
  if (want === 0 || points.length === 0 || Number.isNaN(request)) return { lines: [], promised: 0, shortfall: want, fullDate: want === 0 ? requestDate : null };
  const days = points.map((p) => dayNumber(p.date));
  let s = 0;
  while (s + 1 < points.length && days[s + 1] <= request) s++;
  const lines: DatedQuantity[] = [];
  let remaining = want;
  let fullDay = NaN;
  for (let k = s; k < points.length && remaining > 0; k++) {
    const gain = k === s ? points[k].available : points[k].newlyAvailable;
    if (gain <= 0) continue;
    const quantity = Math.min(gain, remaining);
    const day = Math.max(days[k], request);
    lines.push({ date: dateOfDay(day), quantity });
    remaining -= quantity;
    if (remaining <= 1e-9) { remaining = 0; fullDay = day; }
  }
  const fullDate = Number.isNaN(fullDay) ? null : dateOfDay(fullDay);
  if (!allowPartial) {
    return fullDate === null
      ? { lines: [], promised: 0, shortfall: want, fullDate: null }
      : { lines: [{ date: fullDate, quantity: want }], promised: want, shortfall: 0, fullDate };
  }
  return { lines, promised: want - remaining, shortfall: remaining, fullDate };
}
