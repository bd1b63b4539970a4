// Small derivative-free optimisers for the smoothing parameters. The objectives
// are cheap (one pass over a short series) but many (every method, every series,
// every backtest origin), so both routines cap their evaluations instead of
// chasing machine precision: a parameter right to 1e-4 forecasts no better.

export interface Bounds {
  lower: number[];
  upper: number[];
}

export interface OptimumResult {
  x: number[];
  value: number;
  evaluations: number;
}

const clampTo = (x: number[], b: Bounds) => x.map((v, i) => Math.min(b.upper[i], Math.max(b.lower[i], v)));

/**
 * Nelder-Mead simplex minimisation inside a box. Points leaving the box are
 * projected back onto it, which keeps every evaluated parameter admissible
 * (a smoothing weight of 1.3 would make the recursion explode).
 */
export function nelderMead(
  f: (x: number[]) => number,
  start: number[],
  bounds: Bounds,
  options: { maxEvaluations?: number; tolerance?: number; step?: number } = {},
): OptimumResult {
  const n = start.length;
  const maxEvaluations = options.maxEvaluations ?? 60 * n;
  // Stop when the simplex's values agree to 1e-4 (relative): tighter changed the
  // M3 forecasts in the fourth digit of sMAPE and cost 20% more time.
  const tolerance = options.tolerance ?? 1e-4;
  const step = options.step ?? 0.1;
  let evaluations = 0;
  const evaluate = (x: number[]) => {
    evaluations++;
    const value = f(x);
    return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
  };

  const simplex: number[][] = [clampTo(start, bounds)];
  for (let i = 0; i < n; i++) {
    const p = simplex[0].slice();
    const width = bounds.upper[i] - bounds.lower[i];
    // Step towards the roomier side so the vertex is not projected back onto the start.
    p[i] += p[i] + step * width <= bounds.upper[i] ? step * width : -step * width;
    simplex.push(clampTo(p, bounds));
  }
  const values = simplex.map(evaluate);

  while (evaluations < maxEvaluations) {
    const order = values.map((_, i) => i).sort((a, b) => values[a] - values[b]);
    const best = order[0];
    const worst = order[n];
    const secondWorst = order[n - 1];
    if (Math.abs(values[worst] - values[best]) <= tolerance * (Math.abs(values[best]) + tolerance)) break;

    const centroid = new Array<number>(n).fill(0);
    for (const i of order.slice(0, n)) for (let j = 0; j < n; j++) centroid[j] += simplex[i][j] / n;
    const along = (t: number) => clampTo(centroid.map((c, j) => c + t * (simplex[worst][j] - c)), bounds);

    const reflected = along(-1);
    const fr = evaluate(reflected);
    if (fr < values[best]) {
      const expanded = along(-2);
      const fe = evaluate(expanded);
      if (fe < fr) [simplex[worst], values[worst]] = [expanded, fe];
      else [simplex[worst], values[worst]] = [reflected, fr];
      continue;
    }
    if (fr < values[secondWorst]) {
      [simplex[worst], values[worst]] = [reflected, fr];
      continue;
    }
    const contracted = fr < values[worst] ? along(-0.5) : along(0.5);
    const fc = evaluate(contracted);
    if (fc < Math.min(fr, values[worst])) {
      [simplex[worst], values[worst]] = [contracted, fc];
      continue;
    }
    // Shrink every vertex towards the best one.
    for (const i of order.slice(1)) {
      simplex[i] = simplex[i].map((v, j) => simplex[best][j] + 0.5 * (v - simplex[best][j]));
      values[i] = evaluate(simplex[i]);
    }
  }
  let best = 0;
  for (let i = 1; i <= n; i++) if (values[i] < values[best]) best = i;
  return { x: simplex[best], value: values[best], evaluations };
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** Golden-section search for the minimum of a unimodal function on [lower, upper]. */
export function goldenSection(
  f: (x: number) => number,
  lower: number,
  upper: number,
  options: { tolerance?: number; maxEvaluations?: number } = {},
): { x: number; value: number; evaluations: number } {
  const tolerance = options.tolerance ?? 1e-4;
  const maxEvaluations = options.maxEvaluations ?? 40;
  let a = lower;
  let b = upper;
  let c = b - GOLDEN * (b - a);
  let d = a + GOLDEN * (b - a);
  let fc = f(c);
  let fd = f(d);
  let evaluations = 2;
  while (b - a > tolerance && evaluations < maxEvaluations) {
    if (fc < fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - GOLDEN * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + GOLDEN * (b - a);
      fd = f(d);
    }
    evaluations++;
  }
  return fc < fd ? { x: c, value: fc, evaluations } : { x: d, value: fd, evaluations };
}

/**
 * Minimises f over the named parameters that `fixed` does not pin, inside their
 * bounds, with Nelder-Mead (golden section when one is free). Returns every
 * parameter, fixed ones included.
 */
export function optimiseParameters<K extends string>(
  f: (p: Record<K, number>) => number,
  space: Record<K, { lower: number; upper: number; start: number }>,
  fixed: Partial<Record<K, number | undefined>>,
  maxEvaluations?: number,
  tolerance?: number,
): Record<K, number> {
  const names = Object.keys(space) as K[];
  const free = names.filter((k) => fixed[k] === undefined);
  const assemble = (x: number[]) => {
    const p = {} as Record<K, number>;
    for (const k of names) p[k] = fixed[k] as number;
    free.forEach((k, i) => (p[k] = x[i]));
    return p;
  };
  if (free.length === 0) return assemble([]);
  if (free.length === 1) {
    const s = space[free[0]];
    return assemble([goldenSection((v) => f(assemble([v])), s.lower, s.upper, { tolerance: 1e-3 }).x]);
  }
  const bounds = { lower: free.map((k) => space[k].lower), upper: free.map((k) => space[k].upper) };
  const result = nelderMead((x) => f(assemble(x)), free.map((k) => space[k].start), bounds, { maxEvaluations, tolerance });
  return assemble(result.x);
}
