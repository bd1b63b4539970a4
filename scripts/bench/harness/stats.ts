// Order statistics of the benches' samples (milliseconds, mostly). Pure, so
// tests/unit/bench/stats.test.ts pins them: every bench reads its p50 and p95
// the same way.

function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/**
 * The nearest-rank percentile: the smallest sample with at least p% of the
 * samples at or below it (p from 0 to 100). NaN when there are no samples.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = sorted(values);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/** The lower median (of an even count, the smaller of the two middle samples); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  return sorted(values)[Math.floor((values.length - 1) / 2)];
}

export interface Quantiles { p50: number; p95: number }

/** p50 and p95 of the samples, the pair every timing line prints. */
export function quantiles(values: readonly number[]): Quantiles {
  return { p50: percentile(values, 50), p95: percentile(values, 95) };
}
