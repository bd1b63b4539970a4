import { describe, expect, it } from 'vitest';
import { levelLoad, lineLoads, pegSupplies } from '../../../domain/supply';

describe('pegSupplies', () => {
  it('pegs earliest demand first, late pegs and leftovers named', () => {
    // On hand 10, a receipt of 20 in bucket 1; demands 15 in bucket 0 and 10 in bucket 1.
    const p = pegSupplies(
      [{ id: 'receipt', bucket: 1, quantity: 20 }, { id: 'on-hand', bucket: -1, quantity: 10 }],
      [{ id: 'd1', bucket: 1, quantity: 10 }, { id: 'd0', bucket: 0, quantity: 15 }],
    );
    expect(p.pegs).toEqual([
      { supply: 'on-hand', demand: 'd0', quantity: 10, late: false },
      { supply: 'receipt', demand: 'd0', quantity: 5, late: true },
      { supply: 'receipt', demand: 'd1', quantity: 10, late: false },
    ]);
    expect([...p.unused]).toEqual([['receipt', 5]]);
    expect(p.uncovered.size).toBe(0);
  });
  it('leaves a shortage uncovered', () => {
    const p = pegSupplies([{ id: 's', bucket: 0, quantity: 4 }], [{ id: 'd', bucket: 0, quantity: 10 }]);
    expect([...p.uncovered]).toEqual([['d', 6]]);
  });
});

describe('capacity', () => {
  const lines = [{ lineId: 'L1', capacity: [10, 10, 10] }];
  it('loads the line: hours = quantity x hours per unit', () => {
    const [l] = lineLoads(lines, [{ row: 0, lineId: 'L1', hoursPerUnit: 2 }], new Float64Array([1, 5, 8]), 3);
    expect(Array.from(l.load)).toEqual([2, 10, 16]);
    expect(Array.from(l.overload)).toEqual([0, 0, 6]);
  });
  it('levels the excess into earlier months, nearest first, and says what moved', () => {
    // Planned 0 5 18 at 1 h/unit on 10 h a month: 8 h too many in bucket 2;
    // bucket 1 has room for 5, bucket 0 for 3 more.
    const planned = new Float64Array([0, 5, 18]);
    const { moves, lines: after } = levelLoad(lines, [{ row: 0, lineId: 'L1', hoursPerUnit: 1 }], planned, 3);
    expect(Array.from(planned)).toEqual([3, 10, 10]);
    expect(moves).toEqual([
      { row: 0, lineId: 'L1', from: 2, to: 1, quantity: 5, hours: 5 },
      { row: 0, lineId: 'L1', from: 2, to: 0, quantity: 3, hours: 3 },
    ]);
    expect(Array.from(after[0].overload)).toEqual([0, 0, 0]);
  });
  it('never moves later than due: an overload in the first month stays', () => {
    const planned = new Float64Array([14, 0, 0]);
    const { moves, lines: after } = levelLoad(lines, [{ row: 0, lineId: 'L1', hoursPerUnit: 1 }], planned, 3);
    expect(moves).toEqual([]);
    expect(after[0].overload[0]).toBe(4);
  });
});
