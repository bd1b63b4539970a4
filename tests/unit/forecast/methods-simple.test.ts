import { describe, expect, it } from 'vitest';
import { METHODS } from '../../../domain/forecast';
import { decomposition, linearTrend, movingAverage, naive, seasonalNaive } from '../../../domain/forecast/methods';

describe('benchmark and simple methods (hand-computed)', () => {
  it('naive repeats the last point', () => {
    expect(naive([1, 2, 3], 2)).toEqual({ fitted: [Number.NaN, 1, 2], forecast: [3, 3], params: {} });
  });

  it('seasonal naive repeats the last season', () => {
    const fit = seasonalNaive([1, 2, 3, 4, 5, 6], 6, 4);
    expect(fit.forecast).toEqual([3, 4, 5, 6, 3, 4]);
    expect(fit.fitted).toEqual([Number.NaN, Number.NaN, Number.NaN, Number.NaN, 1, 2]);
  });

  it('moving average of a given window, and the window with the least one-step SSE', () => {
    expect(movingAverage([1, 2, 3, 4, 5, 6], 2, 3).forecast).toEqual([5, 5]);
    const y = [5, 9, 4, 8, 6, 10, 5, 9, 7, 8, 6, 9, 5, 10, 6];
    const chosen = movingAverage(y, 1).params.window;
    // The same SSE by brute force, scored from t = 12 (the largest window) on.
    const sse = (k: number) => {
      let s = 0;
      for (let t = 12; t < y.length; t++) s += (y[t] - y.slice(t - k, t).reduce((a, b) => a + b, 0) / k) ** 2;
      return s;
    };
    for (let k = 2; k <= 12; k++) expect(sse(chosen)).toBeLessThanOrEqual(sse(k));
  });

  it('classical decomposition recovers an exact trend and season', () => {
    // Additive (the series has values <= 0): y = -5 + 2t + s, s summing to 0.
    const s = [-3, 1, 4, -2];
    const y = Array.from({ length: 16 }, (_, t) => -5 + 2 * t + s[t % 4]);
    const fit = decomposition(y, 5, 4);
    fit.forecast.forEach((v, h) => expect(v).toBeCloseTo(-5 + 2 * (16 + h) + s[(16 + h) % 4], 9));
    expect(fit.params.slope).toBeCloseTo(2, 9);
  });

  it('linear trend extrapolates a straight line through the window', () => {
    const y = Array.from({ length: 30 }, (_, t) => 3 + 2 * t);
    linearTrend(y, 3, 12).forecast.forEach((v, h) => expect(v).toBeCloseTo(3 + 2 * (30 + h), 9));
    // The window is two seasons (at least 12 points): an old kink does not bend it.
    const kinked = y.map((v, t) => (t < 6 ? 100 : v)); // window 24: t = 6..29
    expect(METHODS.linearTrend.fit(kinked, { horizon: 1, seasonLength: 1, period: 12 }).forecast[0]).toBeCloseTo(63, 9);
  });
});
