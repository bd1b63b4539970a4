import { describe, expect, it } from 'vitest';
import { crostonSba, tsb } from '../../../domain/forecast/methods';

describe('Croston SBA', () => {
  it('follows F = (1 - alpha/2) z / p with z and p updated on demand, by hand', () => {
    // alpha 0.2. First demand 4 in period 3: z 4, p 3.
    // Period 5 (demand 2, 2 periods later): z = 4 + 0.2 (2 - 4) = 3.6, p = 3 + 0.2 (2 - 3) = 2.8.
    // Period 8 (demand 6, 3 later): z = 3.6 + 0.2 2.4 = 4.08, p = 2.8 + 0.2 0.2 = 2.84.
    const fit = crostonSba([0, 0, 4, 0, 2, 0, 0, 6], 2, { alpha: 0.2 });
    expect(fit.params.size).toBeCloseTo(4.08, 12);
    expect(fit.params.interval).toBeCloseTo(2.84, 12);
    expect(fit.forecast[0]).toBeCloseTo((0.9 * 4.08) / 2.84, 12);
    expect(fit.forecast[1]).toBe(fit.forecast[0]);
    expect(fit.fitted[3]).toBeCloseTo((0.9 * 4) / 3, 12);
    expect(fit.fitted[5]).toBeCloseTo((0.9 * 3.6) / 2.8, 12);
    expect(fit.fitted[2]).toBeNaN(); // nothing to forecast from before the first demand
  });

  it('optimises alpha and forecasts zero without demand', () => {
    const fit = crostonSba([0, 3, 0, 0, 4, 0, 3, 0, 0, 5, 0, 4], 3);
    expect(fit.params.alpha).toBeGreaterThan(0);
    expect(fit.params.alpha).toBeLessThanOrEqual(1);
    expect(crostonSba([0, 0, 0], 2).forecast).toEqual([0, 0]);
  });
});

describe('TSB', () => {
  it('smooths the probability every period and the size on demand, by hand', () => {
    // alpha = beta = 0.5; start: size 3 (mean demand), probability 1/4.
    // fitted 0.75; p 0.125 | fitted 0.375; z 3, p 0.5625 | fitted 1.6875; p 0.28125 | fitted 0.84375; p 0.140625
    const fit = tsb([0, 3, 0, 0], 1, { alpha: 0.5, beta: 0.5 });
    expect(fit.fitted).toEqual([0.75, 0.375, 1.6875, 0.84375]);
    expect(fit.forecast).toEqual([0.421875]);
  });
});
