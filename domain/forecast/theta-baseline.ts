// The classic Theta method as it ran in M3 (Assimakopoulos & Nikolopoulos
// 2000; Hyndman & Billah's equivalent form, R's forecast::thetaf): when the
// series passes the 90% autocorrelation test at the seasonal lag, classical
// multiplicative decomposition takes the season off; SES with a drift of half
// the least-squares slope forecasts the adjusted series; the season goes back.
// No outlier handling, no combination: the reference the forecaster is
// compared with on every test set (`npm run bench:forecast`).
import { theta } from './methods/theta';
import { deseasonalise, reseasonalise, seasonalIndices, testSeasonality } from './seasonality';

export interface ThetaBaseline {
  forecast: number[];
  /** Whether the season was taken off (the test passed and the series is positive). */
  seasonal: boolean;
}

export function thetaBaseline(y: readonly number[], horizon: number, seasonLength: number): ThetaBaseline {
  const m = seasonLength;
  const seasonal = m > 1 && y.every((v) => v > 0) && testSeasonality(y, m).seasonal;
  if (!seasonal) return { forecast: theta(y, horizon).forecast, seasonal: false };
  const season = seasonalIndices(y, m, 'multiplicative');
  const adjusted = theta(deseasonalise(y, season), horizon).forecast;
  return { forecast: reseasonalise(adjusted, season, y.length), seasonal: true };
}
