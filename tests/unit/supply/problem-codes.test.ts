// A series' problems kept as bits (compute.ts) and a suggestion's warning
// worked out once per series (suggestions.ts): the same codes, in the same
// order, as naming them from a set each time.
import { describe, expect, it } from 'vitest';
import { PROBLEM_ORDER, problemCodes } from '../../../server/supply/plan/compute';
import { suggestionProblem } from '../../../server/supply/plan/suggestions';

describe('series problem bits', () => {
  it('name the codes of the bits set, most important first', () => {
    expect(problemCodes(0)).toEqual([]);
    // Bit i is PROBLEM_ORDER[i]: 2 = NO_SUPPLIER, 32 = ZERO_COST, 256 = INVALID_MIN_MAX.
    expect(problemCodes(32 | 2)).toEqual(['NO_SUPPLIER', 'ZERO_COST']);
    expect(problemCodes(256)).toEqual(['INVALID_MIN_MAX']);
    expect(problemCodes(2 ** PROBLEM_ORDER.length - 1)).toEqual(PROBLEM_ORDER);
  });
});

describe('a suggestion\'s warning', () => {
  it('is the first code of the list the series has, ORDER_LATE in its place when the suggestion is late', () => {
    const of = (codes: string[]) => suggestionProblem(new Set(codes));
    expect([of([])(false), of([])(true)]).toEqual([null, 'order-late']);
    // Missing a supplier comes before lateness; missing a lead time after it.
    expect([of(['ZERO_COST', 'NO_SUPPLIER'])(false), of(['ZERO_COST', 'NO_SUPPLIER'])(true)]).toEqual(['no-supplier', 'no-supplier']);
    expect([of(['ZERO_COST', 'NO_LEAD_TIME'])(false), of(['ZERO_COST', 'NO_LEAD_TIME'])(true)]).toEqual(['no-lead-time', 'order-late']);
    expect(of(['PREFERRED_SUPPLIER_INACTIVE', 'NO_DEMAND_HISTORY'])(false)).toBe('preferred-supplier-inactive');
    // Codes not worth a suggestion's line are ignored.
    expect(of(['INVALID_MIN_MAX'])(false)).toBeNull();
  });
});
