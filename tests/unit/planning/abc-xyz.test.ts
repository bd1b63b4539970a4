import { describe, expect, it } from 'vitest';
import { classifyAbcXyz } from '../../../domain/planning/abc-xyz';

const items = [
  { id: 'P4', value: 60, monthlyQuantity: [0, 0, 0, 40] },
  { id: 'P1', value: 500, monthlyQuantity: [10, 10, 10, 10] },
  { id: 'P3', value: 100, monthlyQuantity: [0, 20, 0, 20] },
  { id: 'P5', value: 40, monthlyQuantity: [] },
  { id: 'P2', value: 300, monthlyQuantity: [5, 15, 5, 15] },
];

describe('ABC / XYZ', () => {
  it('default cut-offs by hand', () => {
    // total 1000; ranked P1 500 (50 %), P2 300 (80 %), P3 100 (90 %), P4 60 (96 %), P5 40 (100 %)
    // ABC: <= 80 % A -> P1, P2; <= 95 % B -> P3; else C -> P4, P5
    // CV (population sd / mean): P1 0/10 = 0 X; P2 5/10 = 0.5 X (<= 0.5); P3 10/10 = 1 Y (<= 1);
    //   P4 mean 10, sd sqrt((3 * 100 + 900) / 4) = 17.32 -> 1.732 Z; P5 no demand -> Z
    const r = classifyAbcXyz(items);
    expect(r.items.map((i) => [i.id, i.rank, i.abc, i.xyz])).toEqual([
      ['P1', 1, 'A', 'X'], ['P2', 2, 'A', 'X'], ['P3', 3, 'B', 'Y'], ['P4', 4, 'C', 'Z'], ['P5', 5, 'C', 'Z'],
    ]);
    expect(r.items.map((i) => i.cumulativeShare)).toEqual([0.5, 0.8, 0.9, 0.96, 1].map((x) => expect.closeTo(x, 12)));
    expect(r.items[3].cv).toBeCloseTo(Math.sqrt(3), 12);
    expect(r.items[4].cv).toBeNull();
    expect(r.matrix.A.X).toEqual({ count: 2, value: 800, valueShare: 0.8 });
    expect(r.matrix.B.Y).toEqual({ count: 1, value: 100, valueShare: 0.1 });
    expect(r.matrix.C.Z).toEqual({ count: 2, value: 100, valueShare: 0.1 });
    expect(r.matrix.A.Z.count + r.matrix.B.X.count + r.matrix.C.X.count).toBe(0);
    expect(r.total).toEqual({ count: 5, value: 1000 });
    expect(r.problems).toEqual([{ code: 'NO_DEMAND_HISTORY', severity: 'warning', subject: 'P5' }]);
  });

  it('configurable cut-offs', () => {
    // A <= 50 %: P1; B <= 90 %: P2, P3; X <= 0.2: P1 only; Y <= 1.0: P2, P3
    const r = classifyAbcXyz(items, { abcCutoffs: [0.5, 0.9], xyzCutoffs: [0.2, 1] });
    expect(r.items.map((i) => i.abc + i.xyz)).toEqual(['AX', 'BY', 'BY', 'CZ', 'CZ']);
  });

  it('a dominant first item is A; no value at all is C with a problem; empty input is empty', () => {
    const r = classifyAbcXyz([{ id: 1, value: 900, monthlyQuantity: [1] }, { id: 2, value: 100, monthlyQuantity: [1] }]);
    expect(r.items.map((i) => i.abc)).toEqual(['A', 'C']); // 90 %, then 100 %
    const none = classifyAbcXyz([{ id: 1, value: 0, monthlyQuantity: [0] }, { id: 2, value: Number.NaN, monthlyQuantity: [3] }]);
    expect(none.items.map((i) => i.abc)).toEqual(['C', 'C']);
    expect(none.problems.map((p) => p.code)).toEqual(['NO_VALUE']);
    expect(classifyAbcXyz([]).items).toEqual([]);
  });
});
