// Autoregressive model AR(p) with an intercept, fitted by least squares on the
// (seasonally adjusted) series, p in 1..3 chosen by AIC among the stationary
// fits. Its forecasts revert towards the series mean, unlike the smoothing
// methods, which carry the last level forward: a different voice in a
// combination. A least-squares fit on a short series can be non-stationary
// (8 months gave phi 2.4, 0.9, -1.3): its forecasts grow geometrically, a
// thousand million units a year and a half out, so such an order is refused.
import type { ForecastMethod, MethodFit } from '../types';

const MAX_ORDER = 3;

/** Solves the small symmetric system A x = b by Gaussian elimination with partial pivoting; null when singular. */
export function solveLinear(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    if (!(Math.abs(m[p][c]) > 1e-12)) return null;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/**
 * Whether y_t = c + phi_1 y_{t-1} + ... + phi_p y_{t-p} is stationary (every root
 * of its characteristic polynomial inside the unit circle): the reflection
 * coefficients of the step-down (reverse Levinson-Durbin) recursion are all
 * strictly inside (-1, 1).
 */
export function arStationary(phi: readonly number[]): boolean {
  let a = phi.slice();
  for (let k = a.length; k >= 1; k--) {
    const r = a[k - 1];
    if (!(Math.abs(r) < 1)) return false;
    const d = 1 - r * r;
    a = a.slice(0, k - 1).map((v, j) => (v + r * a[k - 2 - j]) / d);
  }
  return true;
}

/** Least-squares AR(p) with intercept on y[start..]: coefficients [c, phi_1..phi_p] and SSE. */
function fitOrder(y: readonly number[], p: number, start: number): { coef: number[]; sse: number; count: number } | null {
  const d = p + 1;
  const a = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  const b = new Array<number>(d).fill(0);
  const row = new Array<number>(d);
  for (let t = start; t < y.length; t++) {
    row[0] = 1;
    for (let k = 1; k <= p; k++) row[k] = y[t - k];
    for (let i = 0; i < d; i++) {
      b[i] += row[i] * y[t];
      for (let j = 0; j < d; j++) a[i][j] += row[i] * row[j];
    }
  }
  const coef = solveLinear(a, b);
  if (!coef) return null;
  let sse = 0;
  for (let t = start; t < y.length; t++) {
    let f = coef[0];
    for (let k = 1; k <= p; k++) f += coef[k] * y[t - k];
    sse += (y[t] - f) ** 2;
  }
  return { coef, sse, count: y.length - start };
}

export function autoregressive(y: readonly number[], horizon: number, order?: number): MethodFit {
  const n = y.length;
  const largest = Math.min(MAX_ORDER, Math.floor((n - 2) / 2));
  // Every order is scored on the same points (from the largest order on), so AIC compares like with like.
  let best: { coef: number[]; sse: number; p: number } | undefined;
  let bestAic = Number.POSITIVE_INFINITY;
  for (let p = order ?? 1; p <= (order ?? largest); p++) {
    const fit = fitOrder(y, p, order ?? largest);
    if (!fit || !arStationary(fit.coef.slice(1))) continue;
    const aic = fit.count * Math.log(Math.max(fit.sse, 1e-12) / fit.count) + 2 * (p + 2);
    if (aic < bestAic) [bestAic, best] = [aic, { ...fit, p }];
  }
  if (!best) {
    const mean = y.reduce((s, v) => s + v, 0) / n;
    return { fitted: y.map(() => mean), forecast: new Array<number>(horizon).fill(mean), params: { order: 0, intercept: mean } };
  }
  const { coef, p } = best;
  const step = (values: readonly number[], t: number) => {
    let f = coef[0];
    for (let k = 1; k <= p; k++) f += coef[k] * values[t - k];
    return f;
  };
  const fitted = y.map((_, t) => (t < p ? Number.NaN : step(y, t)));
  const path = y.slice();
  for (let h = 0; h < horizon; h++) path.push(step(path, n + h));
  const params: Record<string, number> = { order: p, intercept: coef[0] };
  for (let k = 1; k <= p; k++) params[`phi${k}`] = coef[k];
  return { fitted, forecast: path.slice(n), params };
}

export const autoregressiveMethod: ForecastMethod = {
  name: 'autoregressive',
  seasonality: 'adjusted',
  intermittent: false,
  minLength: () => 6,
  fit: (y, { horizon }, reuse) => autoregressive(y, horizon, reuse?.order || undefined),
};
