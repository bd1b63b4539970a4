// Sales lines (sparse: only months with sales) as dense monthly series per
// product x customer, from each series' first sale to the last month, with
// zeros where nothing was sold: the shape the forecaster reads.
import { monthIndex } from '../../../../engine/time/calendar';
import type { DemoRow } from '../model';

export interface SalesSeries {
  product: string;
  customer: string;
  /** Month index of values[0]: the series' first month with a sale. */
  start: number;
  values: number[];
}

export function salesSeries(rows: readonly DemoRow[], lastMonth: number): SalesSeries[] {
  const points = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const key = `${row.product}\u0000${row.customer}`;
    let series = points.get(key);
    if (!series) points.set(key, (series = new Map()));
    const t = monthIndex(String(row.month));
    series.set(t, (series.get(t) ?? 0) + Number(row.quantity));
  }
  const result: SalesSeries[] = [];
  for (const [key, byMonth] of points) {
    const [product, customer] = key.split('\u0000');
    const start = Math.min(...byMonth.keys());
    const values = Array.from({ length: Math.max(0, lastMonth - start + 1) }, (_, i) => byMonth.get(start + i) ?? 0);
    result.push({ product, customer, start, values });
  }
  return result.sort((a, b) => (a.product < b.product ? -1 : a.product > b.product ? 1 : a.customer < b.customer ? -1 : a.customer > b.customer ? 1 : 0));
}

/** The series' history before month `before` (empty when it started later). */
export function historyBefore(series: SalesSeries, before: number): number[] {
  return series.values.slice(0, Math.max(0, before - series.start));
}
