import { describe, expect, it } from 'vitest';
import { thetaBaseline } from '../../../domain/forecast';
import { dotm, dotmRun, linearRegression } from '../../../domain/forecast/methods';
import { generateSet } from '../../../scripts/bench/forecast/generate';

describe('classic Theta (the M3 reference)', () => {
  it('forecasts a straight line at half its slope (by hand)', () => {
    // y = 10, 12, ..., 20: OLS slope 2, drift b/2 = 1. SES's one-step errors are
    // smallest at alpha = 1 (every lag costs 2 per point), so the level is the
    // last point, 20, and F_{n+h} = 20 + 1 (h - 1 + (1 - 0^6) / 1) = 20 + h.
    const f = thetaBaseline([10, 12, 14, 16, 18, 20], 3, 1);
    expect(f.seasonal).toBe(false);
    f.forecast.forEach((v, i) => expect(v).toBeCloseTo(21 + i, 1));
  });

  it('takes a multiplicative season off and puts it back (by hand)', () => {
    // Level 100 x season 0.8, 1.2, 0.9, 1.1 (mean 1), six years: r_4 = 20/24 = 0.833
    // passes the 90% limit 1.645 sqrt((1 + 2 (r_1^2 + r_2^2 + r_3^2)) / 24) = 0.736
    // (with four years, 0.75 against 0.870, it would not); the centred moving
    // average is 100, the adjusted series is flat at 100 (OLS slope 0), so the
    // forecast is 100 x the season.
    const season = [0.8, 1.2, 0.9, 1.1];
    const y = Array.from({ length: 24 }, (_, t) => 100 * season[t % 4]);
    const f = thetaBaseline(y, 4, 4);
    expect(f.seasonal).toBe(true);
    f.forecast.forEach((v, i) => expect(v).toBeCloseTo(100 * season[i], 6));
  });

  it('runs on every generated quarterly series with finite forecasts', () => {
    const set = generateSet('quarterly-like', 5);
    for (const s of set.series) expect(thetaBaseline(s.train, set.horizon, set.seasonLength).forecast.every(Number.isFinite)).toBe(true);
  });
});

describe('Dynamic Optimised Theta (Fiorucci et al. 2016)', () => {
  it('keeps the running regression equal to least squares on the points seen', () => {
    const y = [3, 5, 4, 8, 9, 7, 12, 11, 14, 13];
    const { state } = dotmRun(y, { alpha: 0.3, theta: 2, level0: 3 });
    const ols = linearRegression(y);
    expect(state.b).toBeCloseTo(ols.slope, 12);
    // A_t is the intercept at time 0 when the first point is time 1.
    expect(state.a).toBeCloseTo(ols.intercept - ols.slope, 12);
  });

  it('is SES when theta = 1 (by hand)', () => {
    // alpha 0.5 from l0 = 10: l1 = 10, fitted 10; l2 = 12, fitted 12; l3 = 12: forecast 12.
    const f = dotm([10, 14, 12], 2, { alpha: 0.5, theta: 1, level0: 10 });
    expect(f.fitted.slice(1)).toEqual([10, 12]);
    expect(f.forecast).toEqual([12, 12]);
  });

  it('follows its recursion on a line with theta = 2 (by hand)', () => {
    // y = 1, 2, 3, 4, alpha 0.5, l0 = 1. After y1: l = 1, A = 1, B = 0.
    // mu2 = 1 + 0.5 (0.5 * 1 + 1.5 * 0) = 1.25; then ybar 1.5, B = 1, A = 0, l = 1.5.
    // mu3 = 1.5 + 0.5 (1.75 * 1) = 2.375; ybar 2, B = 1, A = 0, l = 2.25.
    // mu4 = 2.25 + 0.5 (1.875) = 3.1875; ybar 2.5, B = 1, A = 0, l = 3.125.
    // forecast: 3.125 + 0.5 (1 - 0.5^5) / 0.5 = 4.09375.
    const f = dotm([1, 2, 3, 4], 1, { alpha: 0.5, theta: 2, level0: 1 });
    expect(f.fitted.slice(1)).toEqual([1.25, 2.375, 3.1875]);
    expect(f.forecast[0]).toBeCloseTo(4.09375, 12);
  });
});
