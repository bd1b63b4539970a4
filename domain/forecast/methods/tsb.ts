// Teunter-Syntetos-Babai (TSB) for intermittent demand that may die out: the
// probability of demand d is smoothed every period (beta), the size z only in
// periods with demand (alpha), and the forecast per period is d z. Unlike
// Croston, a long run of zeros keeps pulling the forecast down.
import { optimiseParameters } from '../optimize';
import type { ForecastMethod, MethodFit } from '../types';

interface Params {
  alpha: number;
  beta: number;
}

function run(y: readonly number[], p: Params, init: { size: number; probability: number }, fitted?: number[]) {
  let size = init.size;
  let probability = init.probability;
  let sse = 0;
  for (let t = 0; t < y.length; t++) {
    const f = probability * size;
    if (fitted) fitted[t] = f;
    sse += (y[t] - f) ** 2;
    if (y[t] !== 0) {
      size += p.alpha * (y[t] - size);
      probability += p.beta * (1 - probability);
    } else {
      probability -= p.beta * probability;
    }
  }
  return { sse, size, probability };
}

export function tsb(y: readonly number[], horizon: number, options: Partial<Params> = {}): MethodFit {
  const demands = y.filter((v) => v !== 0);
  if (demands.length === 0) return { fitted: y.map(() => 0), forecast: new Array<number>(horizon).fill(0), params: {} };
  // Start from the history's mean size and share of periods with demand.
  const init = { size: demands.reduce((a, b) => a + b, 0) / demands.length, probability: demands.length / y.length };
  const best = optimiseParameters<keyof Params>(
    (p) => run(y, p, init).sse,
    { alpha: { lower: 0.01, upper: 1, start: 0.1 }, beta: { lower: 0.01, upper: 1, start: 0.1 } },
    options,
    100,
  );
  const fitted = new Array<number>(y.length);
  const end = run(y, best, init, fitted);
  return {
    fitted,
    forecast: new Array<number>(horizon).fill(end.probability * end.size),
    params: { ...best, size: end.size, probability: end.probability },
  };
}

export const tsbMethod: ForecastMethod = {
  name: 'tsb',
  seasonality: 'none',
  intermittent: true,
  minLength: () => 3,
  fit: (y, { horizon }, reuse) => tsb(y, horizon, reuse && { alpha: reuse.alpha, beta: reuse.beta }),
};
