// Grouping sets of a report: rows, each subtotal level and the grand total,
// once per pivot value and across them, plus the chart's own grouping when
// the table does not have it; each identified by GROUPING()'s bit mask.
import { describe, expect, it } from 'vitest';
import { groupingMask, groupingSets } from '../../../server/reports/grouping';

describe('grouping sets', () => {
  it('a rollup of the row dimensions', () => {
    expect(groupingSets(['a', 'b'], ['a', 'b'], null, null).sets).toEqual([[0, 1], [0], []]);
  });

  it('with a pivot: each level per pivot value and across pivot values', () => {
    expect(groupingSets(['a', 'b', 'p'], ['a', 'b'], 'p', null).sets).toEqual([[0, 1, 2], [0, 1], [0, 2], [0], [2], []]);
  });

  it("the chart's grouping is added once, and not when the table has it", () => {
    expect(groupingSets(['a', 'x', 's'], ['a'], null, ['x', 's']).sets).toEqual([[0], [], [1, 2]]);
    expect(groupingSets(['a', 'p'], ['a'], 'p', ['p']).sets).toEqual([[0, 1], [0], [1], []]);
    expect(groupingSets(['a', 'p'], ['a'], 'p', ['a', 'p']).sets).toHaveLength(4);
  });

  it('masks as PostgreSQL GROUPING() gives them: a set bit per rolled-up dimension, the first highest', () => {
    expect(groupingMask([0, 1, 2], 3)).toBe(0);
    expect(groupingMask([0], 3)).toBe(0b011);
    expect(groupingMask([2], 3)).toBe(0b110);
    expect(groupingMask([], 3)).toBe(0b111);
  });
});
