// The back-run that gives the demo its past cycles: the forecast each closed
// cycle would have made from the history it had, using a light setting of
// domain/forecast (Croston SBA for intermittent series, else the mean of
// Theta and SES, seasonally adjusted when the history shows a yearly
// season). The full selection (every method, rolling backtest) costs ~4 ms
// a series, far too much for 6 cycles x 2,000 series at every seed; this
// costs ~0.03 ms. Forecast runs in the product use the full selection.
import { autocorrelations, canFit, demandPattern, fitMethod, METHODS } from '../../../../domain/forecast/index';
import type { DemandPatternKind } from '../../../../domain/forecast/index';

export interface QuickForecast {
  forecast: number[];
  method: 'crostonSba' | 'combination' | 'naive';
  pattern: DemandPatternKind;
  seasonal: boolean;
  reason: string;
}

/** Two years of history with a clear correlation at lag 12: seasonal enough for the back-run. */
export function looksSeasonal(y: readonly number[]): boolean {
  if (y.length < 25) return false;
  const acf = autocorrelations(y, 12);
  return acf[11] > 0.25;
}

export function quickForecast(history: readonly number[], horizon: number): QuickForecast {
  const pattern = demandPattern(history).kind;
  if (pattern === 'none') return { forecast: new Array(horizon).fill(0), method: 'naive', pattern, seasonal: false, reason: 'No demand in the history: the forecast is zero.' };
  const clip = (values: number[]) => values.map((v) => (Number.isFinite(v) ? Math.max(0, v) : 0));
  if (pattern === 'intermittent' || pattern === 'lumpy') {
    const fit = fitMethod(METHODS.crostonSba, history, { horizon, seasonLength: 12, seasonal: false });
    return { forecast: clip(fit.forecast), method: 'crostonSba', pattern, seasonal: false, reason: `Croston SBA for ${pattern} demand (back-run of the demo's past cycles).` };
  }
  const seasonal = looksSeasonal(history);
  const methods = (['theta', 'ses'] as const).filter((name) => canFit(METHODS[name], history, 12, seasonal));
  if (methods.length === 0) {
    const level = history[history.length - 1];
    return { forecast: new Array(horizon).fill(Math.max(0, level)), method: 'naive', pattern, seasonal: false, reason: 'Too short a history: the last month repeated.' };
  }
  const fits = methods.map((name) => fitMethod(METHODS[name], history, { horizon, seasonLength: 12, seasonal }).forecast);
  const forecast = clip(Array.from({ length: horizon }, (_, h) => fits.reduce((s, f) => s + f[h], 0) / fits.length));
  const reason = `Mean of ${methods.join(' and ')}${seasonal ? ' on the seasonally adjusted history' : ''} (back-run of the demo's past cycles).`;
  return { forecast, method: 'combination', pattern, seasonal, reason };
}
