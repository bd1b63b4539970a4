// Seasonal naive: each future period repeats the same period of the last
// season. The benchmark of MASE and of the M3 figures (17.24 sMAPE).
import type { ForecastMethod, MethodFit } from '../types';

export function seasonalNaive(y: readonly number[], horizon: number, seasonLength: number): MethodFit {
  const n = y.length;
  const m = Math.max(1, Math.min(seasonLength, n));
  const fitted = y.map((_, t) => (t < m ? Number.NaN : y[t - m]));
  const forecast = Array.from({ length: horizon }, (_, h) => y[n - m + (h % m)]);
  return { fitted, forecast, params: { seasonLength: m } };
}

export const seasonalNaiveMethod: ForecastMethod = {
  name: 'seasonalNaive',
  seasonality: 'always',
  intermittent: false,
  minLength: (m) => Math.max(1, m),
  fit: (y, { horizon, seasonLength }) => seasonalNaive(y, horizon, seasonLength),
};
