// The split of a parent's value among its leaves: proportional, exact to the
// last decimal, an equal split when there is no baseline.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo, sameAtScale, SpreadError, spreadTotal } from '../../../engine/data/grid-spread';

const units = (xs: number[], scale: number) => xs.reduce((a, x) => a + Math.round(x * 10 ** scale), 0);

describe('spreadTotal', () => {
  it('splits in proportion to the baseline', () => {
    expect(spreadTotal(150, [10, 20, 30], 3)).toEqual([25, 50, 75]);
    expect(spreadTotal(100, [1, 1, 2], 0)).toEqual([25, 25, 50]);
  });

  it('keeps the total exact: the units left go to the largest remainders, ties to the first', () => {
    // 100 / 3 = 33.333..: two units of 0.001 left over after the floors -> the first two leaves.
    expect(spreadTotal(100, [1, 1, 1], 3)).toEqual([33.334, 33.333, 33.333]);
    expect(spreadTotal(10, [1, 1, 1], 0)).toEqual([4, 3, 3]);
    // 7 by 1:2:4 at 0 decimals is exact; 10 by 1:2:4 = 1.43, 2.86, 5.71 -> 1, 3, 6 (remainders .43, .86, .71).
    expect(spreadTotal(7, [1, 2, 4], 0)).toEqual([1, 2, 4]);
    expect(spreadTotal(10, [1, 2, 4], 0)).toEqual([1, 3, 6]);
  });

  it('splits equally when every baseline is zero or missing, and a zero baseline stays zero otherwise', () => {
    expect(spreadTotal(9, [0, 0, 0], 2)).toEqual([3, 3, 3]);
    expect(spreadTotal(9, [null, undefined, Number.NaN], 2)).toEqual([3, 3, 3]);
    expect(spreadTotal(10, [0, 5, 5], 0)).toEqual([0, 5, 5]);
    expect(spreadTotal(11, [0, 5, 5], 0)).toEqual([0, 6, 5]);
    // A negative baseline counts as none.
    expect(spreadTotal(10, [-5, 5], 0)).toEqual([0, 10]);
  });

  it('spreads zero and negative totals', () => {
    expect(spreadTotal(0, [3, 4], 3)).toEqual([0, 0]);
    expect(spreadTotal(-10, [1, 1, 1], 0)).toEqual([-4, -3, -3]);
  });

  it('refuses nothing to spread to, a total that is not a number and one too large to split exactly', () => {
    expect(() => spreadTotal(1, [], 3)).toThrow(SpreadError);
    expect(() => spreadTotal(Number.NaN, [1], 3)).toThrow(SpreadError);
    expect(() => spreadTotal(1e14, [1, 2], 3)).toThrow(/too large/);
  });

  it('property: the shares add up to the total rounded to the scale, each within one unit of its exact share', () => {
    fc.assert(fc.property(
      fc.double({ min: 0, max: 1e9, noNaN: true }),
      // Baselines are quantities: zero, or at least a millionth (no denormals).
      fc.array(fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 1e6, noNaN: true })), { minLength: 1, maxLength: 60 }),
      fc.integer({ min: 0, max: 4 }),
      (total, weights, scale) => {
        const shares = spreadTotal(total, weights, scale);
        expect(units(shares, scale)).toBe(Math.round(total * 10 ** scale));
        const sum = weights.reduce((a, b) => a + b, 0);
        // Each share is within one unit of its exact share of the total as kept (rounded to the scale).
        const kept = Math.round(total * 10 ** scale) / 10 ** scale;
        shares.forEach((s, i) => {
          const exact = sum > 0 ? kept * (weights[i] / sum) : kept / weights.length;
          expect(Math.abs(s - exact)).toBeLessThanOrEqual(1 / 10 ** scale + 1e-6 * Math.max(1, exact));
          if (sum > 0 && weights[i] === 0) expect(s).toBe(0);
        });
      },
    ), { numRuns: 2000 });
  });

  it('5,000 leaves: exact total at 3 decimals', () => {
    const weights = Array.from({ length: 5000 }, (_, i) => ((i * 7919) % 101) + 0.5);
    const shares = spreadTotal(123456.789, weights, 3);
    expect(units(shares, 3)).toBe(123456789);
  });
});

describe('rounding and comparing at the field scale', () => {
  it('rounds half away from zero at the scale and compares within half a unit', () => {
    expect(roundTo(1.23456, 3)).toBe(1.235);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(sameAtScale(10.0004, 10, 3)).toBe(true);
    expect(sameAtScale(10.002, 10, 3)).toBe(false);
    expect(sameAtScale(null, null, 3)).toBe(true);
    expect(sameAtScale(null, 0, 3)).toBe(false);
  });
});
