// A grid value rounded and compared at its field's decimals (the spread is
// tested in plan-spread.test.ts).
import { describe, expect, it } from 'vitest';
import { roundTo, sameAtScale } from '../../../engine/data/grid-spread';

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
