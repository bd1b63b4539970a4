// Holt-Winters with a multiplicative season (damped trend): see holt-winters.ts.
// Only for strictly positive series: a season index of a zero level means nothing.
import type { ForecastMethod } from '../types';
import { holtWinters } from './holt-winters';

export const holtWintersMultiplicativeMethod: ForecastMethod = {
  name: 'holtWintersMultiplicative',
  seasonality: 'own',
  intermittent: false,
  minLength: (m) => (m > 1 ? 2 * m + 2 : 5),
  accepts: (y) => y.every((v) => v > 0),
  fit: (y, { horizon, seasonLength }, reuse) => holtWinters(y, horizon, seasonLength, 'multiplicative', reuse && { alpha: reuse.alpha, beta: reuse.beta, gamma: reuse.gamma, phi: reuse.phi }),
};
