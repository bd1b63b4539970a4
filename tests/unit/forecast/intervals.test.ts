import { describe, expect, it } from 'vitest';
import { errorGrowth, errorSigma, forecastSeries, normalQuantile, oneStepScale, spreadIntervals, studentQuantile } from '../../../domain/forecast';
import { seededRandom } from '../../../scripts/bench/forecast/random';

/** Share of the hold-out inside the band of `level`, over `count` simulated series. */
function coverage(make: (draw: () => number) => number[], count: number, horizon: number, level: number): number {
  const r = seededRandom(7);
  let inside = 0;
  let points = 0;
  for (let i = 0; i < count; i++) {
    const y = make(r.normal);
    const train = y.slice(0, -horizon);
    const test = y.slice(-horizon);
    const band = forecastSeries(train, { horizon, seasonLength: 1 }).intervals!.bands.find((b) => b.level === level)!;
    test.forEach((v, h) => {
      if (v >= band.lower[h] && v <= band.upper[h]) inside++;
      points++;
    });
  }
  return inside / points;
}

describe('prediction intervals', () => {
  it('normal and Student-t quantiles match the tables', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.9)).toBeCloseTo(1.281552, 5);
    expect(normalQuantile(0.99)).toBeCloseTo(2.326348, 5);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5);
    expect(normalQuantile(0.5)).toBe(0);
    // t tables: t(0.975; 5) = 2.5706, t(0.9; 5) = 1.4759, t(0.975; 10) = 2.2281, t(0.99; 30) = 2.4573.
    expect(studentQuantile(0.975, 5)).toBeCloseTo(2.5706, 3);
    expect(studentQuantile(0.9, 5)).toBeCloseTo(1.4759, 3);
    expect(studentQuantile(0.975, 10)).toBeCloseTo(2.2281, 3);
    expect(studentQuantile(0.99, 30)).toBeCloseTo(2.4573, 3);
  });

  it('fits the growth of the error with the step by least squares (by hand)', () => {
    // s = 1, errors 1, 2, 3 at steps 1..3: k = sum (e^2 - 1)(h - 1) / sum (h - 1)^2 = (3 * 1 + 8 * 2) / (1 + 4) = 3.8.
    expect(errorGrowth([[1, 2, 3]], 1, 0.5)).toBeCloseTo(3.8, 12);
    // Errors no larger than the one-step scale: no growth; nothing beyond step 1: the fallback.
    expect(errorGrowth([[1, 0.5, 0.2]], 1, 0.5)).toBe(0);
    expect(errorGrowth([[2]], 1, 0.5)).toBe(0.5);
    // sigma_h = c s sqrt(1 + k (h - 1)): with c = 1, s = 1, k = 3: 1, 2, sqrt(7).
    const sigma = errorSigma(1, 3, 3, 1);
    expect(sigma[0]).toBe(1);
    expect(sigma[1]).toBe(2);
    expect(sigma[2]).toBeCloseTo(Math.sqrt(7), 12);
    // s from the mean absolute one-step error times sqrt(pi / 2); NaN fitted values skipped.
    expect(oneStepScale([1, 3, 5], [Number.NaN, 2, 7])).toBeCloseTo(1.5 * Math.sqrt(Math.PI / 2), 12);
  });

  it('puts bands and quantiles around the forecast, floored at 0 for non-negative data', () => {
    // 9 history points: n / 3 = 3 degrees of freedom.
    const iv = spreadIntervals([10, 10], [1, 20], true, 9);
    const b95 = iv.bands.find((b) => b.level === 0.95)!;
    const z = studentQuantile(0.975, 3);
    expect(b95.upper[0]).toBeCloseTo(10 + z, 9);
    expect(b95.lower[0]).toBeCloseTo(10 - z, 9);
    expect(b95.lower[1]).toBe(0);
    expect(iv.quantiles.map((q) => q.p)).toEqual([0.9, 0.95, 0.975, 0.99]);
    const q = iv.quantiles.map((x) => x.values[0]);
    expect([...q].sort((a, b) => a - b)).toEqual(q);
    expect(q[2]).toBeCloseTo(b95.upper[0], 12);
  });

  it('covers about 80% and 95% of a Gaussian random walk', () => {
    const walk = (draw: () => number) => {
      const y = [100];
      for (let t = 1; t < 72; t++) y.push(y[t - 1] + draw());
      return y;
    };
    const c95 = coverage(walk, 200, 12, 0.95);
    const c80 = coverage(walk, 200, 12, 0.8);
    expect(c95).toBeGreaterThan(0.9);
    expect(c95).toBeLessThan(0.99);
    expect(c80).toBeGreaterThan(0.72);
    expect(c80).toBeLessThan(0.9);
  }, 60_000);

  it('covers about 80% and 95% of an AR(1) around a mean', () => {
    const ar = (draw: () => number) => {
      const y = [100];
      for (let t = 1; t < 88; t++) y.push(100 + 0.6 * (y[t - 1] - 100) + 5 * draw());
      return y;
    };
    const c95 = coverage(ar, 200, 8, 0.95);
    const c80 = coverage(ar, 200, 8, 0.8);
    expect(c95).toBeGreaterThan(0.9);
    expect(c95).toBeLessThan(0.99);
    expect(c80).toBeGreaterThan(0.72);
    expect(c80).toBeLessThan(0.9);
  }, 60_000);
});
