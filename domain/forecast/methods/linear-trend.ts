// Linear trend: a least-squares line through the last two seasons (at least
// 12 points), extrapolated. Its level is the line, not the last point, so it
// smooths noise where exponential smoothing would follow it; in a combination
// it is the "recent trend" voice (frePPLe and most planning tools offer it).
import type { ForecastMethod, MethodFit } from '../types';
import { linearRegression } from './regression';

export function linearTrend(y: readonly number[], horizon: number, window: number): MethodFit {
  const n = y.length;
  const k = Math.max(2, Math.min(n, window));
  const { intercept, slope } = linearRegression(y.slice(n - k));
  const at = (t: number) => intercept + slope * (t - (n - k));
  const fitted = y.map((_, t) => (t < n - k ? Number.NaN : at(t)));
  const forecast = Array.from({ length: horizon }, (_, h) => at(n + h));
  return { fitted, forecast, params: { window: k, slope, level: at(n - 1) } };
}

export const linearTrendMethod: ForecastMethod = {
  name: 'linearTrend',
  seasonality: 'adjusted',
  intermittent: false,
  minLength: () => 4,
  fit: (y, { horizon, seasonLength, period }) => linearTrend(y, horizon, Math.max(12, 2 * (period ?? seasonLength))),
};
