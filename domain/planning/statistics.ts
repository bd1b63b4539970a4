// Mean, standard deviation and coefficient of variation of a series, in one
// pass over an array or typed array. Non-finite values (database nulls turned
// NaN) are skipped, so one bad month does not poison a whole item.

export interface SeriesStats {
  /** Finite values counted. */
  count: number;
  mean: number;
  /** Sample standard deviation (n - 1): the series is a sample of future demand. 0 when count < 2. */
  sd: number;
  /** Population standard deviation (n): used by XYZ, which describes the months seen. 0 when count < 1. */
  populationSd: number;
}

export function seriesStats(values: ArrayLike<number>, from = 0, to = values.length): SeriesStats {
  let count = 0;
  let mean = 0;
  let m2 = 0;
  // Welford's update: stable even for large, nearly equal quantities.
  for (let i = from; i < to; i++) {
    const v = values[i];
    if (!Number.isFinite(v)) continue;
    count++;
    const delta = v - mean;
    mean += delta / count;
    m2 += delta * (v - mean);
  }
  return {
    count,
    mean: count > 0 ? mean : 0,
    sd: count > 1 ? Math.sqrt(m2 / (count - 1)) : 0,
    populationSd: count > 0 ? Math.sqrt(m2 / count) : 0,
  };
}

/** Population standard deviation over the mean; null when the mean is not positive (no demand). */
export function coefficientOfVariation(values: ArrayLike<number>): number | null {
  const s = seriesStats(values);
  return s.count > 0 && s.mean > 0 ? s.populationSd / s.mean : null;
}
