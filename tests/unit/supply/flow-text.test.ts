// The month sums kept between refreshes must read back as the very rows
// that were kept: same series, same months in the same order, the same
// doubles bit for bit (Object.is), whatever the figure.
import { describe, expect, it } from 'vitest';
import { decodeFlows, encodeFlows, flowsOf, rowsOf, type FlowRow } from '../../../server/supply/load/flow-text';

const same = (a: FlowRow[], read: ReturnType<typeof decodeFlows>) => {
  const b = rowsOf(read);
  expect(b.length).toBe(a.length);
  a.forEach((row, i) => {
    expect([b[i].p, b[i].w]).toEqual([row.p, row.w]);
    expect(b[i].pairs.length).toBe(row.pairs.length);
    row.pairs.forEach(([t, q], k) => {
      expect(b[i].pairs[k][0]).toBe(t);
      expect(Object.is(b[i].pairs[k][1], q), `${q} read as ${b[i].pairs[k][1]}`).toBe(true);
    });
  });
};

describe('kept month sums', () => {
  it('read back the rows kept, figure for figure', () => {
    const rows: FlowRow[] = [
      { p: 1, w: 2, pairs: [[0, 65], [5, 0.1 + 0.2], [-3, -12.5], [23, 1e21], [7, 5e-7], [8, NaN], [9, Infinity], [10, 123456.789012345]] },
      { p: 40_000, w: 3, pairs: [[11, 2 / 3]] },
      { p: 7, w: 1, pairs: [[0, -1e-300], [1, 2 ** 53 + 2], [2, 1.7976931348623157e308]] },
    ];
    const text = encodeFlows(flowsOf(rows));
    expect(text.split('\n')[1]).toBe('40000 3 11 0.6666666666666666');
    same(rows, decodeFlows(text));
  });
  it('leave out a month that is not an integer, as the months of a series never are', () => {
    expect(rowsOf(flowsOf([{ p: 1, w: 1, pairs: [[NaN, 3], [0.5, 1], [2, 4]] }]))).toEqual([{ p: 1, w: 1, pairs: [[2, 4]] }]);
  });
  it('read thousands of random sums back exactly, and nothing from an empty text', () => {
    const rows: FlowRow[] = Array.from({ length: 2000 }, (_, i) => ({
      p: i, w: 1 + (i % 3), pairs: Array.from({ length: 1 + (i % 24) }, (_, t): [number, number] => [t - 2, Math.sin(i * 31 + t) * 10 ** ((i + t) % 9 - 3)]),
    }));
    same(rows, decodeFlows(encodeFlows(flowsOf(rows))));
    expect(rowsOf(decodeFlows(encodeFlows(flowsOf([]))))).toEqual([]);
  });
});
