// Croston's method with the Syntetos-Boylan approximation (SBA), for intermittent
// demand: demand sizes z and inter-demand intervals p are smoothed separately,
// updated only in periods with demand, and the forecast per period is
//   F = (1 - alpha/2) z / p
// (the factor removes Croston's upward bias). alpha minimises the one-step SSE.
import { goldenSection } from '../optimize';
import type { ForecastMethod, MethodFit } from '../types';

function run(y: readonly number[], alpha: number, fitted?: number[]) {
  const first = y.findIndex((v) => v !== 0);
  let size = y[first];
  let interval = first + 1;
  let last = first;
  let sse = 0;
  const factor = 1 - alpha / 2;
  for (let t = first + 1; t < y.length; t++) {
    const f = (factor * size) / interval;
    if (fitted) fitted[t] = f;
    sse += (y[t] - f) ** 2;
    if (y[t] !== 0) {
      size += alpha * (y[t] - size);
      interval += alpha * (t - last - interval);
      last = t;
    }
  }
  return { sse, size, interval, forecast: (factor * size) / interval };
}

export function crostonSba(y: readonly number[], horizon: number, options: { alpha?: number } = {}): MethodFit {
  const fitted = new Array<number>(y.length).fill(Number.NaN);
  if (!y.some((v) => v !== 0)) return { fitted: y.map(() => 0), forecast: new Array<number>(horizon).fill(0), params: {} };
  const alpha = options.alpha ?? goldenSection((a) => run(y, a).sse, 0.01, 1, { tolerance: 1e-3 }).x;
  const end = run(y, alpha, fitted);
  return { fitted, forecast: new Array<number>(horizon).fill(end.forecast), params: { alpha, size: end.size, interval: end.interval } };
}

export const crostonSbaMethod: ForecastMethod = {
  name: 'crostonSba',
  seasonality: 'none',
  intermittent: true,
  minLength: () => 3,
  fit: (y, { horizon }, reuse) => crostonSba(y, horizon, { alpha: reuse?.alpha }),
};
