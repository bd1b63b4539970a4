// Promise dates against the stock projection (domain/planning atp.ts): the
// series' projected end-of-month stock counts from the first day of its
// month (today for the current one); what earlier lines of the same
// simulation promised is committed before the next line is promised, so
// two lines of one product never promise the same units. Promises count in
// the product's unit (quantity.ts): whole units for counted products.
import { availableToPromise, dateOfDay, dayNumber, monthIndex, monthStartDay, promiseDate, type AtpPeriod, type AtpPromise } from '../../../domain/planning';
import { DEFAULT_DECIMALS, quantizePoints } from './quantity';

export interface SeriesProjection {
  /** First month of the projection, 'YYYY-MM'. */
  start: string;
  /** Projected end-of-month stock per month. */
  projected: number[];
}

export function periodsOf(series: SeriesProjection | undefined, today: string): AtpPeriod[] {
  if (!series || series.projected.length === 0) return [{ date: today, projected: 0 }];
  const first = monthIndex(series.start);
  return series.projected.map((projected, t) => ({ date: t === 0 ? today : dateOfDay(monthStartDay(first + t)), projected }));
}

/**
 * Commits a promise: a period holds its month's end stock, so a delivery
 * lowers the period of its month and every later one.
 */
export function commit(periods: AtpPeriod[], promise: AtpPromise): AtpPeriod[] {
  return periods.map((p) => {
    let taken = 0;
    for (const line of promise.lines) if (monthIndex(line.date) <= monthIndex(p.date)) taken += line.quantity;
    return { date: p.date, projected: p.projected - taken };
  });
}

export interface LinePromise extends AtpPromise {
  /** Available to promise on the requested date (before this line). */
  availableAtRequest: number;
  status: 'on-time' | 'late' | 'partial' | 'unavailable';
}

/** The promise of `quantity` wanted on `requestDate`, in steps of 10^-decimals (the product's unit). */
export function promiseLine(periods: AtpPeriod[], quantity: number, requestDate: string, decimals = DEFAULT_DECIMALS): LinePromise {
  const points = quantizePoints(availableToPromise(periods), decimals);
  const request = dayNumber(requestDate);
  let at = 0;
  for (let k = 0; k < points.length; k++) if (dayNumber(points[k].date) <= request) at = k;
  const promise = promiseDate(points, quantity, requestDate);
  const status = promise.promised <= 0 ? 'unavailable' : promise.shortfall > 1e-9 ? 'partial' : promise.fullDate !== null && promise.fullDate > requestDate ? 'late' : 'on-time';
  return { ...promise, availableAtRequest: points[at]?.available ?? 0, status };
}
