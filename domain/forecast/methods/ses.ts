// Simple exponential smoothing: l_t = l_{t-1} + alpha (y_t - l_{t-1}), flat forecast.
// alpha minimises the in-sample one-step SSE; for each alpha the initial level
// that minimises it has a closed form (fitted values are linear in it), so the
// search is one-dimensional.
import { goldenSection } from '../optimize';
import type { ForecastMethod, MethodFit } from '../types';

export interface SesOptions {
  /** Fixed smoothing weight in (0, 1]; optimised when absent. */
  alpha?: number;
  /** Fixed initial level (the level before the first point); optimal for alpha when absent. */
  level?: number;
}

const ALPHA_MIN = 1e-4;

/** In-sample SSE for alpha with the best initial level, and that level. */
export function sesSse(y: readonly number[], alpha: number): { sse: number; level: number } {
  // fitted_t = c_t + g_t * l0, with c the recursion started from 0 and g_t = (1 - alpha)^t.
  let c = 0;
  let g = 1;
  let srr = 0;
  let sgr = 0;
  let sgg = 0;
  for (const v of y) {
    const r = v - c;
    srr += r * r;
    sgr += g * r;
    sgg += g * g;
    c += alpha * r;
    g *= 1 - alpha;
  }
  const level = sgg > 1e-300 ? sgr / sgg : y[0];
  return { sse: srr - (sgg > 1e-300 ? (sgr * sgr) / sgg : 0), level };
}

export function sesOptimalAlpha(y: readonly number[]): { alpha: number; level: number } {
  const best = goldenSection((a) => sesSse(y, a).sse, ALPHA_MIN, 1, { tolerance: 1e-3 });
  return { alpha: best.x, level: sesSse(y, best.x).level };
}

export function ses(y: readonly number[], horizon: number, options: SesOptions = {}): MethodFit {
  let alpha = options.alpha;
  let level = options.level;
  if (alpha === undefined) {
    const best = sesOptimalAlpha(y);
    alpha = best.alpha;
    level ??= best.level;
  }
  level ??= sesSse(y, alpha).level;
  const initial = level;
  const fitted = new Array<number>(y.length);
  for (let t = 0; t < y.length; t++) {
    fitted[t] = level;
    level += alpha * (y[t] - level);
  }
  return { fitted, forecast: new Array<number>(horizon).fill(level), params: { alpha, initialLevel: initial, level } };
}

export const sesMethod: ForecastMethod = {
  name: 'ses',
  seasonality: 'adjusted',
  intermittent: false,
  minLength: () => 3,
  fit: (y, { horizon }, reuse) => ses(y, horizon, { alpha: reuse?.alpha }),
};
