// Moving average: the mean of the last k points, k chosen between 2 and 12 by
// the in-sample one-step squared error (scored on the same points for every k).
import type { ForecastMethod, MethodFit } from '../types';

const MAX_WINDOW = 12;

export function movingAverage(y: readonly number[], horizon: number, window?: number): MethodFit {
  const n = y.length;
  const cumulative = [0];
  for (const v of y) cumulative.push(cumulative[cumulative.length - 1] + v);
  const mean = (from: number, to: number) => (cumulative[to] - cumulative[from]) / (to - from);

  let k = window ?? 1;
  if (window === undefined) {
    const largest = Math.min(MAX_WINDOW, n - 1);
    let bestSse = Number.POSITIVE_INFINITY;
    for (let candidate = 2; candidate <= largest; candidate++) {
      let sse = 0;
      for (let t = largest; t < n; t++) sse += (y[t] - mean(t - candidate, t)) ** 2;
      if (sse < bestSse) [bestSse, k] = [sse, candidate];
    }
  }
  k = Math.max(1, Math.min(k, n));
  const fitted = y.map((_, t) => (t < k ? Number.NaN : mean(t - k, t)));
  return { fitted, forecast: new Array<number>(horizon).fill(mean(n - k, n)), params: { window: k } };
}

export const movingAverageMethod: ForecastMethod = {
  name: 'movingAverage',
  seasonality: 'adjusted',
  intermittent: false,
  minLength: () => 3,
  fit: (y, { horizon }, reuse) => movingAverage(y, horizon, reuse?.window),
};
