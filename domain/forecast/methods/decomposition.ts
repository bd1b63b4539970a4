// Classical decomposition forecast: seasonal indices from the centred moving
// average (multiplicative unless the series has values <= 0), a least-squares
// line through the seasonally adjusted series, and the line extrapolated with
// the season put back. Fitted values are the in-sample line x season (not
// one-step forecasts: the line uses the whole history).
import { deseasonalise, reseasonalise, seasonalIndices } from '../seasonality';
import type { ForecastMethod, MethodFit } from '../types';
import { linearRegression } from './regression';

export function decomposition(y: readonly number[], horizon: number, seasonLength: number): MethodFit {
  const n = y.length;
  const season = seasonLength > 1 ? seasonalIndices(y, seasonLength) : undefined;
  const adjusted = season ? deseasonalise(y, season) : y;
  const { intercept, slope } = linearRegression(adjusted);
  const line = (from: number, count: number) => Array.from({ length: count }, (_, i) => intercept + slope * (from + i));
  const fitted = season ? reseasonalise(line(0, n), season) : line(0, n);
  const forecast = season ? reseasonalise(line(n, horizon), season, n) : line(n, horizon);
  return { fitted, forecast, params: { intercept, slope, multiplicative: season?.kind === 'multiplicative' ? 1 : 0 } };
}

export const decompositionMethod: ForecastMethod = {
  name: 'decomposition',
  seasonality: 'own',
  intermittent: false,
  minLength: (m) => (m > 1 ? 2 * m : 3),
  fit: (y, { horizon, seasonLength }) => decomposition(y, horizon, seasonLength),
};
