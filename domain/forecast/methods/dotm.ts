// Dynamic Optimised Theta Model (Fiorucci, Pellegrini, Louzada, Petropoulos &
// Koehler 2016): the Theta method with the weight of the trend line (theta)
// optimised instead of fixed at 2, and the regression line updated at every
// period instead of fitted once on the whole history, so the trend follows the
// recent data. One-step forecast of y_{t+1} (t = 1, 2, ... points seen):
//   mu_{t+1} = l_t + (1 - 1/theta) ((1 - alpha)^t A_t + (1 - (1 - alpha)^(t+1)) / alpha B_t)
//   l_t = alpha y_t + (1 - alpha) l_{t-1}                  (SES level)
//   ybar_t = ((t - 1) ybar_{t-1} + y_t) / t                 (running mean)
//   B_t = ((t - 2) B_{t-1} + 6 (y_t - ybar_{t-1}) / t) / (t + 1)   (running OLS slope)
//   A_t = ybar_t - (t + 1) B_t / 2                          (running OLS intercept)
// from l_1 = alpha y_1 + (1 - alpha) l_0, ybar_1 = A_1 = y_1, B_1 = 0. Forecasts
// feed mu back as the observation. alpha, theta and l_0 minimise the one-step
// SSE. theta = 1 is SES; theta = 2 with a static line is the classic Theta.
import { nelderMead } from '../optimize';
import type { MethodFit } from '../types';

export interface DotmParams {
  alpha: number;
  theta: number;
  /** Level before the first point. */
  level0: number;
}

export interface DotmState {
  level: number;
  mean: number;
  a: number;
  b: number;
}

/** mu for the point after t points were seen. */
function nextMean(s: DotmState, t: number, { alpha, theta }: DotmParams): number {
  const decay = (1 - alpha) ** t;
  return s.level + (1 - 1 / theta) * (decay * s.a + ((1 - decay * (1 - alpha)) / alpha) * s.b);
}

/** The states after seeing y as the (t + 1)-th point (t >= 1). */
function update(s: DotmState, y: number, t: number, alpha: number): DotmState {
  const k = t + 1;
  const mean = ((k - 1) * s.mean + y) / k;
  const b = ((k - 2) * s.b + (6 * (y - s.mean)) / k) / (k + 1);
  return { level: alpha * y + (1 - alpha) * s.level, mean, a: mean - ((k + 1) * b) / 2, b };
}

/** Runs the model over y: one-step fitted values (NaN for the first point), the final states and the SSE. */
export function dotmRun(y: readonly number[], p: DotmParams): { fitted: number[]; state: DotmState; sse: number } {
  const fitted = new Array<number>(y.length);
  fitted[0] = Number.NaN;
  let state: DotmState = { level: p.alpha * y[0] + (1 - p.alpha) * p.level0, mean: y[0], a: y[0], b: 0 };
  let sse = 0;
  for (let t = 1; t < y.length; t++) {
    const mu = nextMean(state, t, p);
    fitted[t] = mu;
    sse += (y[t] - mu) ** 2;
    state = update(state, y[t], t, p.alpha);
  }
  return { fitted, state, sse };
}

export function dotm(y: readonly number[], horizon: number, fixed: Partial<DotmParams> = {}): MethodFit {
  const n = y.length;
  let params: DotmParams;
  if (fixed.alpha !== undefined && fixed.theta !== undefined) {
    params = { alpha: fixed.alpha, theta: fixed.theta, level0: fixed.level0 ?? y[0] };
  } else {
    const span = Math.max(...y) - Math.min(...y) || Math.abs(y[0]) || 1;
    const best = nelderMead(
      ([alpha, theta, level0]) => dotmRun(y, { alpha, theta, level0 }).sse,
      [0.5, 2, y[0]],
      { lower: [0.05, 1, y[0] - span], upper: [0.99, 5, y[0] + span] },
      { maxEvaluations: 150 },
    );
    params = { alpha: best.x[0], theta: best.x[1], level0: best.x[2] };
  }
  const run = dotmRun(y, params);
  const forecast: number[] = [];
  let state = run.state;
  for (let h = 0; h < horizon; h++) {
    const mu = nextMean(state, n + h, params);
    forecast.push(mu);
    state = update(state, mu, n + h, params.alpha);
  }
  return { fitted: run.fitted, forecast, params: { ...params, slope: run.state.b } };
}
