// Naive: every future period equals the last observation. A benchmark, and the
// method of last resort for a series too short for anything else.
import type { ForecastMethod, MethodFit } from '../types';

export function naive(y: readonly number[], horizon: number): MethodFit {
  const n = y.length;
  const fitted = y.map((_, t) => (t === 0 ? Number.NaN : y[t - 1]));
  return { fitted, forecast: new Array<number>(horizon).fill(y[n - 1]), params: {} };
}

export const naiveMethod: ForecastMethod = {
  name: 'naive',
  seasonality: 'adjusted',
  intermittent: false,
  minLength: () => 1,
  fit: (y, { horizon }) => naive(y, horizon),
};
