// Bulk edit of a range: set, +n, +%, rounded and bounded, covered rows dropped.
import { describe, expect, it } from 'vitest';
import type { RowFilter } from '../../../engine/data/grid-api';
import { bulkEdits, bulkPlan, bulkValue, dropCovered, findOverlap, mainReason, parseCellInput } from '../../../engine/data/grid-bulk';

const family: RowFilter = [['product.family', 7]];
const product: RowFilter = [['product.family', 7], ['product', 70]];
const other: RowFilter = [['product.family', 8]];

describe('bulkValue', () => {
  it('sets, adds and changes by a percentage; a percentage of an empty cell stays empty', () => {
    expect(bulkValue(10, 'set', 4)).toBe(4);
    expect(bulkValue(null, 'add', 4)).toBe(4);
    expect(bulkValue(10, 'add', -4)).toBe(6);
    expect(bulkValue(200, 'percent', 10)).toBeCloseTo(220, 9);
    expect(bulkValue(200, 'percent', -25)).toBe(150);
    expect(bulkValue(null, 'percent', 10)).toBeNull();
  });
});

describe('bulkEdits', () => {
  it('edits every cell of the range from its current value, rounded to the scale', () => {
    const edits = bulkEdits([
      { row: family, month: '2026-05', current: 100 },
      { row: other, month: '2026-05', current: 33.3333 },
      { row: other, month: '2026-06', current: null },
    ], 'percent', 10, { scale: 2 });
    expect(edits).toEqual([
      { row: family, month: '2026-05', from: 100, to: 110 },
      { row: other, month: '2026-05', from: 33.3333, to: 36.67 },
    ]);
  });
  it('keeps the bounds, skips frozen months and cells already at the value', () => {
    const edits = bulkEdits([
      { row: family, month: '2026-01', current: 5 },
      { row: family, month: '2026-02', current: 5 },
      { row: other, month: '2026-02', current: 0 },
    ], 'add', -10, { scale: 0, min: 0, frozenBefore: '2026-02' });
    expect(edits).toEqual([{ row: family, month: '2026-02', from: 5, to: 0 }]);
  });
  it('a row under another selected row of the same month is left to the upper edit', () => {
    const cells = [{ row: family, month: '2026-05', current: 100 }, { row: product, month: '2026-05', current: 40 }, { row: product, month: '2026-06', current: 40 }];
    expect(dropCovered(cells).map((c) => [c.row.length, c.month])).toEqual([[1, '2026-05'], [2, '2026-06']]);
    expect(bulkEdits(cells, 'set', 1, { scale: 0 })).toHaveLength(2);
  });
});

describe('findOverlap', () => {
  it('finds two edits of the same month where one row is above the other', () => {
    expect(findOverlap([{ row: product, month: '2026-05' }, { row: family, month: '2026-05' }])).toEqual([1, 0]);
    expect(findOverlap([{ row: product, month: '2026-05' }, { row: family, month: '2026-06' }])).toBeNull();
    expect(findOverlap([{ row: product, month: '2026-05' }, { row: other, month: '2026-05' }])).toBeNull();
  });
});

describe('parseCellInput', () => {
  it('a number sets, +n adds, +n% and -n% change by a percentage, empty clears, anything else is refused', () => {
    expect(parseCellInput('1.250,5', ',', 10)).toBe(1250.5);
    expect(parseCellInput('-3', ',', 10)).toBe(-3);
    expect(parseCellInput('+5', ',', 10)).toBe(15);
    expect(parseCellInput('+5', ',', null)).toBe(5);
    expect(parseCellInput('+10%', ',', 200)).toBeCloseTo(220, 9);
    expect(parseCellInput('-12,5%', ',', 200)).toBe(175);
    expect(parseCellInput('+10%', ',', null)).toBeUndefined();
    expect(parseCellInput('  ', ',', 5)).toBeNull();
    expect(parseCellInput('abc', ',', 5)).toBeUndefined();
    expect(parseCellInput('1.5', ',', 5)).toBeUndefined();
  });
});

describe('bulkPlan: what a bulk change leaves alone, and why', () => {
  it('counts the cells left by reason, the main one naming why nothing changed', () => {
    const frozen = bulkPlan([{ row: family, month: '2026-01', current: 5 }, { row: other, month: '2026-01', current: 3 }], 'percent', 5, { scale: 0, frozenBefore: '2026-02' });
    expect(frozen.edits).toEqual([]);
    expect(frozen.skipped).toEqual({ frozen: 2, same: 0, empty: 0, covered: 0 });
    expect(mainReason(frozen.skipped)).toBe('frozen');
    // +5 % of empty cells: nothing; +1 % of 10 at no decimals: still 10.
    const empty = bulkPlan([{ row: family, month: '2026-05', current: null }, { row: other, month: '2026-05', current: null }, { row: other, month: '2026-06', current: 10 }], 'percent', 1, { scale: 0 });
    expect(empty.edits).toEqual([]);
    expect(empty.skipped).toMatchObject({ empty: 2, same: 1 });
    expect(mainReason(empty.skipped)).toBe('empty');
    expect(mainReason(bulkPlan([], 'set', 1, { scale: 0 }).skipped)).toBe('none');
  });
  it('a reset clears each cell (the plan takes the statistical forecast again); a covered row is left to its parent', () => {
    const plan = bulkPlan([{ row: family, month: '2026-05', current: 120 }, { row: product, month: '2026-05', current: 20 }], 'reset', 0, { scale: 0 });
    expect(plan.edits).toEqual([{ row: family, month: '2026-05', from: 120, to: null }]);
    expect(plan.skipped.covered).toBe(1);
  });
});
