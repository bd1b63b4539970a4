// Holt's linear trend with a damped trend (Gardner & McKenzie):
//   fitted_t = l + phi b,  l' = l + phi b + alpha e,  b' = beta (l' - l) + (1 - beta) phi b,
//   forecast_h = l + (phi + ... + phi^h) b.
// alpha, beta and phi minimise the in-sample one-step SSE; for each of them the
// best initial level and trend come from a 2x2 least-squares solve, since the
// fitted values are linear in the initial states. beta <= 0.1 and phi <= 0.95:
// a freer trend fits the past better and forecasts 18 months worse (M3 monthly,
// fitting part: 14.97 -> 14.30 sMAPE).
import { optimiseParameters } from '../optimize';
import type { ForecastMethod, MethodFit } from '../types';

export interface HoltOptions {
  alpha?: number;
  beta?: number;
  /** Damping in [0.8, 0.95] when optimised; 1 gives Holt's undamped linear trend. */
  phi?: number;
  level?: number;
  trend?: number;
}

interface Smoothing {
  alpha: number;
  beta: number;
  phi: number;
}

/** SSE with the best initial states for these smoothing parameters, and those states. */
export function holtSse(y: readonly number[], { alpha, beta, phi }: Smoothing): { sse: number; level: number; trend: number } {
  // Three runs of the recursion at once: from the data with zero states (c), and
  // with no data from a unit level (L) or a unit trend (B).
  let cl = 0, cb = 0, ll = 1, lb = 0, bl = 0, bb = 1;
  let srr = 0, sLr = 0, sBr = 0, sLL = 0, sLB = 0, sBB = 0;
  for (const v of y) {
    const fc = cl + phi * cb;
    const fL = ll + phi * lb;
    const fB = bl + phi * bb;
    const r = v - fc;
    srr += r * r;
    sLr += fL * r;
    sBr += fB * r;
    sLL += fL * fL;
    sLB += fL * fB;
    sBB += fB * fB;
    // l' = (1 - alpha) f + alpha y ; b' = beta (l' - l) + (1 - beta) phi b
    const ncl = fc + alpha * r;
    const nll = (1 - alpha) * fL;
    const nbl = (1 - alpha) * fB;
    cb = beta * (ncl - cl) + (1 - beta) * phi * cb;
    lb = beta * (nll - ll) + (1 - beta) * phi * lb;
    bb = beta * (nbl - bl) + (1 - beta) * phi * bb;
    cl = ncl;
    ll = nll;
    bl = nbl;
  }
  const det = sLL * sBB - sLB * sLB;
  if (!(Math.abs(det) > 1e-12 * (sLL * sBB + 1e-300))) {
    const level = sLL > 0 ? sLr / sLL : y[0];
    return { sse: srr - level * sLr, level, trend: 0 };
  }
  const level = (sBB * sLr - sLB * sBr) / det;
  const trend = (sLL * sBr - sLB * sLr) / det;
  return { sse: srr - level * sLr - trend * sBr, level, trend };
}

export function holtDamped(y: readonly number[], horizon: number, options: HoltOptions = {}): MethodFit {
  const best = optimiseParameters<'alpha' | 'beta' | 'phi'>(
    (p) => holtSse(y, p).sse,
    {
      alpha: { lower: 1e-4, upper: 1, start: 0.3 },
      beta: { lower: 1e-4, upper: 0.1, start: 0.05 },
      phi: { lower: 0.8, upper: 0.95, start: 0.9 },
    },
    { alpha: options.alpha, beta: options.beta, phi: options.phi },
    180,
  );
  const { alpha, beta, phi } = best;
  let level = options.level;
  let trend = options.trend;
  if (level === undefined || trend === undefined) {
    const initial = holtSse(y, best);
    level ??= initial.level;
    trend ??= initial.trend;
  }
  const params: Record<string, number> = { alpha, beta, phi, initialLevel: level, initialTrend: trend };
  const fitted = new Array<number>(y.length);
  for (let t = 0; t < y.length; t++) {
    fitted[t] = level + phi * trend;
    const next = fitted[t] + alpha * (y[t] - fitted[t]);
    trend = beta * (next - level) + (1 - beta) * phi * trend;
    level = next;
  }
  const forecast: number[] = [];
  let damped = 0;
  for (let h = 1; h <= horizon; h++) {
    damped += phi ** h;
    forecast.push(level + damped * trend);
  }
  return { fitted, forecast, params: { ...params, level, trend } };
}

export const holtDampedMethod: ForecastMethod = {
  name: 'holtDamped',
  seasonality: 'adjusted',
  intermittent: false,
  minLength: () => 5,
  fit: (y, { horizon }, reuse) => holtDamped(y, horizon, reuse && { alpha: reuse.alpha, beta: reuse.beta, phi: reuse.phi }),
};
