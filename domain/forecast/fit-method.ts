// Runs one method on a series with the seasonality the series tested for (see
// SeasonalityHandling in types.ts): the single place where the season is taken
// off and put back, so every method file stays non-seasonal or self-contained.
import { deseasonalise, reseasonalise, seasonalIndices } from './seasonality';
import type { SeasonalIndices } from './seasonality';
import type { ForecastMethod, MethodFit } from './types';

export interface FitContext {
  horizon: number;
  seasonLength: number;
  /** Whether the series tested seasonal. */
  seasonal: boolean;
  /**
   * Seasonal indices by history length, shared by fits of prefixes of one series
   * (a backtest fits a dozen models at each origin: the indices are the same).
   */
  seasonCache?: Map<number, SeasonalIndices>;
}

export function fitMethod(method: ForecastMethod, y: readonly number[], { horizon, seasonLength, seasonal, seasonCache }: FitContext, reuse?: Record<string, number>): MethodFit {
  const m = seasonLength;
  switch (method.seasonality) {
    case 'always':
      return method.fit(y, { horizon, seasonLength: m, period: m }, reuse);
    case 'own':
      return method.fit(y, { horizon, seasonLength: seasonal ? m : 1, period: m }, reuse);
    case 'none':
      return method.fit(y, { horizon, seasonLength: 1, period: m }, reuse);
    case 'adjusted': {
      if (!seasonal || m <= 1 || y.length < 2 * m) return method.fit(y, { horizon, seasonLength: 1, period: m }, reuse);
      let season = seasonCache?.get(y.length);
      if (!season) {
        season = seasonalIndices(y, m);
        seasonCache?.set(y.length, season);
      }
      const inner = method.fit(deseasonalise(y, season), { horizon, seasonLength: 1, period: m }, reuse);
      return {
        fitted: reseasonalise(inner.fitted, season),
        forecast: reseasonalise(inner.forecast, season, y.length),
        params: inner.params,
      };
    }
  }
}

/** Whether the method can run on this history at all. */
export function canFit(method: ForecastMethod, y: readonly number[], seasonLength: number, seasonal: boolean): boolean {
  const m = method.seasonality === 'always' || (method.seasonality === 'own' && seasonal) ? seasonLength : 1;
  return y.length >= method.minLength(m) && (method.accepts?.(y) ?? true);
}
