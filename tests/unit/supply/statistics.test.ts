import { describe, expect, it } from 'vitest';
import { movedEnough } from '../../../server/db/statistics';

describe('statistics after a write', () => {
  it('are renewed when a write moved over a tenth of the rows the planner believes (at least 1,000), or the table was never analysed', () => {
    // Analysed while empty (reltuples 0): a tenth of the 1,000 floor, 100 rows.
    expect(movedEnough(0, 3_000)).toBe(true);
    expect(movedEnough(0, 100)).toBe(false);
    expect(movedEnough(0, 101)).toBe(true);
    // 30,000 series: 3,000 moved is not over a tenth, 3,001 is.
    expect(movedEnough(30_000, 3_000)).toBe(false);
    expect(movedEnough(30_000, 3_001)).toBe(true);
    expect(movedEnough(30_000, 2)).toBe(false);
    expect(movedEnough(-1, 1)).toBe(true);
  });
});
