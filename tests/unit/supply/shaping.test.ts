// The loaders' shaping: "t:q" texts into series-major matrices, the series
// a projection has (stock records and every flow), overdue dates in the
// first month, rounding of what is written.
import { describe, expect, it } from 'vitest';
import { arrayLiteral, rounded } from '../../../server/supply/bulk';
import { addPairs } from '../../../server/supply/load/sql';
import { assembleSeries } from '../../../server/supply/plan/assemble';
import { inputs, product } from './fixtures';

describe('addPairs', () => {
  it('adds each "t:q" into its month of the row, shifted, and drops what falls outside', () => {
    const m = new Float64Array(2 * 3);
    addPairs('0:5,2:1.5,3:9,-1:4', m, 1, 3);
    expect([...m]).toEqual([0, 0, 0, 5, 0, 1.5]);
    addPairs('0:1,0:2', m, 0, 3, 1);
    expect([...m.subarray(0, 3)]).toEqual([0, 3, 0]);
  });
  it('puts overdue quantities (negative t) in the first month when asked, and ignores an empty text', () => {
    const m = new Float64Array(3);
    addPairs('-2:4,-1:1,1:2', m, 0, 3, 0, true);
    expect([...m]).toEqual([5, 2, 0]);
    addPairs(null, m, 0, 3);
    addPairs('', m, 0, 3);
    expect([...m]).toEqual([5, 2, 0]);
  });
});

describe('bulk values', () => {
  it('rounds to the decimals kept, writes non-finite numbers as NULL and never -0', () => {
    expect(rounded(1.23456)).toBe(1.235);
    expect(rounded(-0.0001)).toBe(0);
    expect(Object.is(rounded(-0.0001), -0)).toBe(false);
    expect(rounded(Infinity)).toBeNull();
    expect(arrayLiteral([1, 2.5555, NaN, 4], 1, 4, 2)).toBe('{2.56,NULL,4}');
  });
});

describe('assembleSeries', () => {
  it('makes one series per stock record or flow of a known product, each figure in its cell', () => {
    const s = assembleSeries(inputs({
      products: [product(1), product(2)],
      stock: [{ p: 1, w: 10, quantity: 100, policy: 'reorder-point', minQuantity: null, maxQuantity: null }],
      forecast: [{ p: 1, w: 10, pairs: [[0, 50], [1, 50], [2, 50]] }, { p: 2, w: 20, pairs: [[1, 10]] }, { p: 99, w: 10, pairs: [[0, 5]] }],
      orders: [{ p: 1, w: 10, pairs: [[-1, 7], [0, 30]] }],
      receipts: [{ p: 1, w: 10, pairs: [[-3, 5], [1, 60]] }],
      history: [{ p: 1, w: 10, pairs: [[10, 40], [11, 60]] }, { p: 3, w: 10, pairs: [[11, 1]] }],
      snapshots: [{ p: 1, w: 10, pairs: [[11, 90]] }],
    }));
    expect(s.index.size).toBe(2);
    expect(s.index.rowOf(99, 10)).toBe(-1);
    const r = s.index.rowOf(1, 10);
    expect(s.batch.opening[r]).toBe(100);
    expect([...s.forecast.subarray(r * 3, r * 3 + 3)]).toEqual([50, 50, 50]);
    // Overdue orders and receipts are still expected: in the first month.
    expect([...s.orders.subarray(r * 3, r * 3 + 3)]).toEqual([37, 0, 0]);
    expect([...s.batch.receipts.subarray(r * 3, r * 3 + 3)]).toEqual([5, 60, 0]);
    expect(s.datedOrders.get(r)).toEqual([[-1, 7], [0, 30]]);
    expect(s.history[r * 12 + 11]).toBe(60);
    expect(s.snapshots[r * 12 + 11]).toBe(90);
    expect(Number.isNaN(s.snapshots[r * 12])).toBe(true);
    const q = s.index.rowOf(2, 20);
    expect(s.stock[q]).toBeUndefined();
    expect(s.batch.opening[q]).toBe(0);
  });
});
