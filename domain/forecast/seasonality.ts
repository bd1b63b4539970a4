// Seasonality per series: the autocorrelation test used by the Theta method and
// the M4 benchmarks, and classical decomposition's seasonal indices, which the
// non-seasonal methods use to work on the seasonally adjusted series.

export interface SeasonalityTest {
  seasonal: boolean;
  /** Autocorrelation at the seasonal lag (NaN when not tested). */
  acf: number;
  /** |acf| must exceed this limit (90% two-sided, Bartlett's variance) to count as seasonal. */
  limit: number;
}

export interface SeasonalIndices {
  kind: 'multiplicative' | 'additive';
  /** indices[p] applies to period p of the season, period 0 being the first point of the series. */
  indices: number[];
}

/** Sample autocorrelations r_1..r_maxLag of y. */
export function autocorrelations(y: readonly number[], maxLag: number): number[] {
  const n = y.length;
  let mean = 0;
  for (const v of y) mean += v / n;
  let denominator = 0;
  for (const v of y) denominator += (v - mean) ** 2;
  const r: number[] = [];
  for (let lag = 1; lag <= maxLag; lag++) {
    let s = 0;
    for (let t = lag; t < n; t++) s += (y[t] - mean) * (y[t - lag] - mean);
    r.push(denominator > 0 ? s / denominator : 0);
  }
  return r;
}

/**
 * Seasonal when |r_m| > 1.645 sqrt((1 + 2 sum_{k<m} r_k^2) / n), the test of
 * Hyndman's thetaf and the M4 benchmarks. Needs more than three seasons, as
 * one or two seasons cannot tell a season from a trend.
 */
export function testSeasonality(y: readonly number[], seasonLength: number): SeasonalityTest {
  const n = y.length;
  if (seasonLength < 2 || n < 3 * seasonLength) return { seasonal: false, acf: Number.NaN, limit: Number.NaN };
  const first = y[0];
  if (y.every((v) => v === first)) return { seasonal: false, acf: 0, limit: 0 };
  const r = autocorrelations(y, seasonLength);
  let sum = 0;
  for (let k = 0; k < seasonLength - 1; k++) sum += r[k] ** 2;
  const limit = 1.645 * Math.sqrt((1 + 2 * sum) / n);
  const acf = r[seasonLength - 1];
  return { seasonal: Math.abs(acf) > limit, acf, limit };
}

/**
 * Centred moving average of order m (a 2 x m average when m is even), NaN
 * where the window does not fit: the trend-cycle of classical decomposition.
 */
export function centredMovingAverage(y: readonly number[], m: number): number[] {
  const n = y.length;
  const out = new Array<number>(n).fill(Number.NaN);
  const half = Math.floor(m / 2);
  for (let t = half; t < n - half; t++) {
    let s = 0;
    if (m % 2 === 1) {
      for (let k = -half; k <= half; k++) s += y[t + k];
      out[t] = s / m;
    } else {
      for (let k = -half + 1; k <= half - 1; k++) s += y[t + k];
      s += 0.5 * (y[t - half] + y[t + half]);
      out[t] = s / m;
    }
  }
  return out;
}

/**
 * Classical decomposition's seasonal figure: the mean ratio (or difference) of
 * the series to its centred moving average at each period of the season,
 * normalised to average 1 (or 0). Multiplicative unless the series has a value
 * <= 0, where ratios mean nothing.
 */
export function seasonalIndices(
  y: readonly number[],
  m: number,
  kind?: SeasonalIndices['kind'],
  /** `median` resists an outlier that would drag its period's mean (used to look for outliers). */
  average: 'mean' | 'median' = 'mean',
): SeasonalIndices {
  const chosen = kind ?? (y.every((v) => v > 0) ? 'multiplicative' : 'additive');
  const trend = centredMovingAverage(y, m);
  const buckets: number[][] = Array.from({ length: m }, () => []);
  for (let t = 0; t < y.length; t++) {
    if (Number.isNaN(trend[t])) continue;
    if (chosen === 'multiplicative' && trend[t] === 0) continue;
    buckets[t % m].push(chosen === 'multiplicative' ? y[t] / trend[t] : y[t] - trend[t]);
  }
  const neutral = chosen === 'multiplicative' ? 1 : 0;
  const raw = buckets.map((b) => (b.length === 0 ? neutral : average === 'mean' ? b.reduce((a, c) => a + c, 0) / b.length : middle(b)));
  const mean = raw.reduce((a, b) => a + b, 0) / m;
  if (chosen === 'additive') return { kind: chosen, indices: raw.map((v) => v - mean) };
  const indices = raw.map((v) => v / mean);
  // A period that is (almost) always empty would divide by ~0 when adjusting.
  if (!(mean > 0) || indices.some((v) => !(v > 0.01))) return seasonalIndices(y, m, 'additive', average);
  return { kind: chosen, indices };
}

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const k = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[k] : (sorted[k - 1] + sorted[k]) / 2;
}

/** The series with its seasonal component removed. */
export function deseasonalise(y: readonly number[], s: SeasonalIndices): number[] {
  const m = s.indices.length;
  return y.map((v, t) => (s.kind === 'multiplicative' ? v / s.indices[t % m] : v - s.indices[t % m]));
}

/** Puts the season back on values that start at period `offset` (n for a forecast of a series of length n). */
export function reseasonalise(values: readonly number[], s: SeasonalIndices, offset = 0): number[] {
  const m = s.indices.length;
  return values.map((v, i) => (s.kind === 'multiplicative' ? v * s.indices[(offset + i) % m] : v + s.indices[(offset + i) % m]));
}
