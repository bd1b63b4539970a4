// A parent's plan split among its children by a basis, with locks: cases
// computed by hand.
import { describe, expect, it } from 'vitest';
import { byPercent, spreadPlan, SpreadRefused, splitUnits } from '../../../engine/data/grid-plan-spread';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('spreadPlan', () => {
  it('splits in proportion to the basis', () => {
    // 300 by 10:20:30 -> 50, 100, 150.
    expect(spreadPlan(300, [{ basis: 10 }, { basis: 20 }, { basis: 30 }], 0)).toEqual([50, 100, 150]);
  });

  it('+10 % of the parent by its current plan moves each child by 10 %', () => {
    // Plan 100 + 200 + 300 = 600; +10 % -> 660 -> 110, 220, 330.
    const plan = [100, 200, 300];
    expect(spreadPlan(byPercent(600, 10, 3), plan.map((p) => ({ basis: p })), 3)).toEqual([110, 220, 330]);
  });

  it('keeps locked children and lets the others absorb the change', () => {
    // 1,000 with the second (400) locked: 600 left for bases 1 and 2 -> 200 and 400.
    expect(spreadPlan(1000, [{ basis: 1 }, { basis: 99, locked: 400 }, { basis: 2 }], 0)).toEqual([200, 400, 400]);
  });

  it('splits equally when the basis is zero or missing for every open child', () => {
    // 10 among three at 0 decimals: 3.33 each, the unit left to the first -> 4, 3, 3.
    expect(spreadPlan(10, [{ basis: 0 }, { basis: null }, { basis: 0 }], 0)).toEqual([4, 3, 3]);
    // The locked child's basis does not count: the open ones have none -> equal.
    expect(spreadPlan(10, [{ basis: 0 }, { basis: 5, locked: 4 }, { basis: null }], 1)).toEqual([3, 4, 3]);
  });

  it('rounds so that the total stays exact', () => {
    // 100 in thirds at 3 decimals: 33.333 x 3 = 99.999, the unit left to the first.
    const out = spreadPlan(100, [{ basis: 1 }, { basis: 1 }, { basis: 1 }], 3);
    expect(out).toEqual([33.334, 33.333, 33.333]);
    expect(Math.round(sum(out) * 1000)).toBe(100_000);
    // 10 by 1:2:4 = 1.43, 2.86, 5.71 -> floors 1, 2, 5, two units left to .86 and .71 -> 1, 3, 6.
    expect(spreadPlan(10, [{ basis: 1 }, { basis: 2 }, { basis: 4 }], 0)).toEqual([1, 3, 6]);
  });

  it('refuses when the locked children hold more than the new total, or every child is locked', () => {
    expect(() => spreadPlan(300, [{ basis: 1, locked: 400 }, { basis: 1 }], 0)).toThrow(SpreadRefused);
    expect(() => spreadPlan(300, [{ basis: 1, locked: 100 }, { basis: 1, locked: 100 }], 0)).toThrowError(/every row below is locked/);
    // Every child locked and the total unchanged: nothing to do, nothing refused.
    expect(spreadPlan(200, [{ basis: 1, locked: 100 }, { basis: 1, locked: 100 }], 0)).toEqual([100, 100]);
    expect(() => spreadPlan(5, [], 0)).toThrowError(/no row/);
  });

  it('a zero basis stays zero when others have one', () => {
    expect(spreadPlan(11, [{ basis: 0 }, { basis: 5 }, { basis: 5 }], 0)).toEqual([0, 6, 5]);
  });
});

describe('splitUnits and byPercent', () => {
  it('splits units exactly', () => {
    expect(splitUnits(7, [1, 2, 4])).toEqual([1, 2, 4]);
    expect(sum(splitUnits(1_000_003, [3, 7, 11, 13]))).toBe(1_000_003);
  });
  it('changes a plan by a percentage at the plan decimals', () => {
    // 263,669 + 10 % = 290,035.9; - 5 % of 21 = 19.95.
    expect(byPercent(263_669, 10, 3)).toBe(290_035.9);
    expect(byPercent(21, -5, 3)).toBe(19.95);
  });
});
