import { describe, expect, it } from 'vitest';
import { autocorrelations, centredMovingAverage, deseasonalise, reseasonalise, seasonalIndices, testSeasonality } from '../../../domain/forecast';

describe('seasonality', () => {
  it('computes sample autocorrelations by hand', () => {
    // y = 1..4: deviations -1.5 -0.5 0.5 1.5, sum of squares 5
    const [r1, r2] = autocorrelations([1, 2, 3, 4], 2);
    expect(r1).toBeCloseTo(1.25 / 5, 12);
    expect(r2).toBeCloseTo(-1.5 / 5, 12);
  });

  it('takes a 2 x m centred moving average for an even season', () => {
    expect(centredMovingAverage([1, 2, 3, 4], 2)).toEqual([Number.NaN, 2, 3, Number.NaN]);
    expect(centredMovingAverage([3, 6, 9], 3)).toEqual([Number.NaN, 6, Number.NaN]);
  });

  it('tests |r_m| against 1.645 sqrt((1 + 2 sum r_k^2) / n)', () => {
    const seasonal = Array.from({ length: 24 }, (_, t) => [10, 14, 8, 12][t % 4] + 0.1 * t);
    const test = testSeasonality(seasonal, 4);
    expect(test.seasonal).toBe(true);
    const r = autocorrelations(seasonal, 4);
    expect(test.limit).toBeCloseTo(1.645 * Math.sqrt((1 + 2 * (r[0] ** 2 + r[1] ** 2 + r[2] ** 2)) / 24), 12);
    // A straight line correlates at every lag, which the limit accounts for.
    expect(testSeasonality(Array.from({ length: 20 }, (_, t) => t), 4).seasonal).toBe(false);
    // Fewer than three seasons are never called seasonal.
    expect(testSeasonality(seasonal.slice(0, 11), 4).seasonal).toBe(false);
    expect(testSeasonality(seasonal, 1).seasonal).toBe(false);
  });

  it('recovers classical indices and round-trips the adjustment', () => {
    const y = Array.from({ length: 16 }, (_, t) => 10 * [0.5, 1.5][t % 2]);
    const s = seasonalIndices(y, 2);
    expect(s.kind).toBe('multiplicative');
    expect(s.indices[0]).toBeCloseTo(0.5, 12);
    expect(s.indices[1]).toBeCloseTo(1.5, 12);
    expect(deseasonalise(y, s).every((v) => Math.abs(v - 10) < 1e-9)).toBe(true);
    expect(reseasonalise([10, 10], s, 16)).toEqual([5, 15]);
    // With a value <= 0, ratios mean nothing: additive indices.
    const additive = seasonalIndices([-1, 3, -1, 3, -1, 3, -1, 3], 2);
    expect(additive.kind).toBe('additive');
    expect(additive.indices[0]).toBeCloseTo(-2, 12);
    expect(additive.indices[1]).toBeCloseTo(2, 12);
  });
});
