// Holt-Winters with an additive season (damped trend): see holt-winters.ts.
import type { ForecastMethod } from '../types';
import { holtWinters } from './holt-winters';

export const holtWintersAdditiveMethod: ForecastMethod = {
  name: 'holtWintersAdditive',
  seasonality: 'own',
  intermittent: false,
  minLength: (m) => (m > 1 ? 2 * m + 2 : 5),
  fit: (y, { horizon, seasonLength }, reuse) => holtWinters(y, horizon, seasonLength, 'additive', reuse && { alpha: reuse.alpha, beta: reuse.beta, gamma: reuse.gamma, phi: reuse.phi }),
};
