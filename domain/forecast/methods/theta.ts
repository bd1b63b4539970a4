// The Theta method (Assimakopoulos & Nikolopoulos 2000) in Hyndman & Billah's
// equivalent form, as R's forecast::thetaf: SES on the (seasonally adjusted)
// series plus a drift of half the least-squares slope b,
//   F_{n+h} = SES_{n+h} + (b/2) (h - 1 + (1 - (1 - alpha)^n) / alpha).
// The seasonal adjustment (classical multiplicative decomposition after the 90%
// autocorrelation test) is applied around it by the forecaster.
import type { ForecastMethod, MethodFit } from '../types';
import { linearRegression } from './regression';
import { ses } from './ses';

export function theta(y: readonly number[], horizon: number, options: { alpha?: number; level?: number } = {}): MethodFit {
  const n = y.length;
  const smooth = ses(y, horizon, { alpha: options.alpha, level: options.level });
  const alpha = Math.max(1e-4, smooth.params.alpha);
  const drift = linearRegression(y).slope / 2;
  const carried = (t: number) => (1 - (1 - alpha) ** t) / alpha;
  const fitted = smooth.fitted.map((f, t) => f + drift * carried(t));
  const forecast = smooth.forecast.map((f, h) => f + drift * (h + carried(n)));
  return { fitted, forecast, params: { alpha, drift, initialLevel: smooth.params.initialLevel, level: smooth.params.level } };
}

export const thetaMethod: ForecastMethod = {
  name: 'theta',
  seasonality: 'adjusted',
  intermittent: false,
  minLength: () => 4,
  fit: (y, { horizon }, reuse) => theta(y, horizon, { alpha: reuse?.alpha }),
};
