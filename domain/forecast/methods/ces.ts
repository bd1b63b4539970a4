// Complex exponential smoothing (Svetunkov & Kourentzes), non-seasonal form: a
// level l and an "information potential" p smoothed with the complex weight
// a0 + i a1,
//   fitted = l,  e = y - l,
//   l' = l - (1 - a1) p + (a0 - a1) e,   p' = l + (1 - a0) p + (a0 + a1) e.
// It moves between level and trend behaviour without choosing a model. a0, a1
// minimise the one-step SSE among stable pairs (the no-error transition has its
// eigenvalues inside the unit circle); the initial l, p are solved by least
// squares for each pair, as the fitted values are linear in them.
import { nelderMead } from '../optimize';
import type { ForecastMethod, MethodFit } from '../types';

/** Whether the discount matrix D = F - g w' has both eigenvalues inside the unit circle. */
export function cesStable(a0: number, a1: number): boolean {
  const d11 = 1 - (a0 - a1);
  const d12 = -(1 - a1);
  const d21 = 1 - (a0 + a1);
  const d22 = 1 - a0;
  const trace = d11 + d22;
  const det = d11 * d22 - d12 * d21;
  const disc = (trace * trace) / 4 - det;
  if (disc >= 0) {
    const r = Math.sqrt(disc);
    return Math.abs(trace / 2 + r) < 1 && Math.abs(trace / 2 - r) < 1;
  }
  return det < 1; // a complex pair has modulus sqrt(det)
}

export function cesSse(y: readonly number[], a0: number, a1: number): { sse: number; level: number; potential: number } {
  // Three runs at once: from the data with zero states (c), and with no data from a unit level (L) or potential (P).
  let cl = 0, cp = 0, ll = 1, lp = 0, pl = 0, pp = 1;
  let srr = 0, sLr = 0, sPr = 0, sLL = 0, sLP = 0, sPP = 0;
  for (const v of y) {
    const r = v - cl;
    srr += r * r;
    sLr += ll * r;
    sPr += pl * r;
    sLL += ll * ll;
    sLP += ll * pl;
    sPP += pl * pl;
    const ncl = cl - (1 - a1) * cp + (a0 - a1) * r;
    cp = cl + (1 - a0) * cp + (a0 + a1) * r;
    cl = ncl;
    const nll = ll - (1 - a1) * lp - (a0 - a1) * ll;
    lp = ll + (1 - a0) * lp - (a0 + a1) * ll;
    ll = nll;
    const npl = pl - (1 - a1) * pp - (a0 - a1) * pl;
    pp = pl + (1 - a0) * pp - (a0 + a1) * pl;
    pl = npl;
  }
  const det = sLL * sPP - sLP * sLP;
  if (!(Math.abs(det) > 1e-12 * (sLL * sPP + 1e-300))) return { sse: srr, level: y[0], potential: 0 };
  const level = (sPP * sLr - sLP * sPr) / det;
  const potential = (sLL * sPr - sLP * sLr) / det;
  return { sse: srr - level * sLr - potential * sPr, level, potential };
}

export function ces(y: readonly number[], horizon: number, options: { a0?: number; a1?: number } = {}): MethodFit {
  let { a0, a1 } = options;
  if (a0 === undefined || a1 === undefined) {
    const best = nelderMead(
      ([x0, x1]) => (cesStable(x0, x1) ? cesSse(y, x0, x1).sse : Number.POSITIVE_INFINITY),
      [1.3, 1],
      { lower: [0.01, 0.01], upper: [3, 3] },
      { maxEvaluations: 150 },
    );
    [a0, a1] = best.x;
  }
  const initial = cesSse(y, a0, a1);
  let l = initial.level;
  let p = initial.potential;
  const fitted = new Array<number>(y.length);
  for (let t = 0; t < y.length; t++) {
    fitted[t] = l;
    const e = y[t] - l;
    [l, p] = [l - (1 - a1) * p + (a0 - a1) * e, l + (1 - a0) * p + (a0 + a1) * e];
  }
  const params = { a0, a1, level: l, potential: p };
  const forecast: number[] = [];
  for (let h = 0; h < horizon; h++) {
    forecast.push(l);
    [l, p] = [l - (1 - a1) * p, l + (1 - a0) * p];
  }
  return { fitted, forecast, params };
}

export const cesMethod: ForecastMethod = {
  name: 'ces',
  seasonality: 'adjusted',
  intermittent: false,
  minLength: () => 4,
  fit: (y, { horizon }, reuse) => ces(y, horizon, reuse && { a0: reuse.a0, a1: reuse.a1 }),
};
