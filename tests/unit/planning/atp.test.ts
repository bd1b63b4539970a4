import { describe, expect, it } from 'vitest';
import { availableToPromise, projectedFromMovements, promiseDate } from '../../../domain/planning/atp';

// opening 100 on 2025-01-01; receipts +50 on 01-10, +100 on 02-01; committed -80 on 01-05, -60 on 01-20, -30 on 02-15
// projected: 01-01 100, 01-05 20, 01-10 70, 01-20 10, 02-01 110, 02-15 80
// ATP (lowest projected from that date on): 10, 10, 10, 10, 80, 80; rises: 10 on 01-01, 70 on 02-01
const periods = projectedFromMovements({
  today: '2025-01-01',
  opening: 100,
  receipts: [{ date: '2025-02-01', quantity: 100 }, { date: '2025-01-10', quantity: 50 }],
  committed: [{ date: '2025-01-05', quantity: 80 }, { date: '2025-01-20', quantity: 60 }, { date: '2025-02-15', quantity: 30 }],
});
const points = availableToPromise(periods);

describe('available to promise', () => {
  it('projected stock and cumulative ATP by hand', () => {
    expect(periods.map((p) => [p.date, p.projected])).toEqual([
      ['2025-01-01', 100], ['2025-01-05', 20], ['2025-01-10', 70], ['2025-01-20', 10], ['2025-02-01', 110], ['2025-02-15', 80],
    ]);
    expect(points.map((p) => p.available)).toEqual([10, 10, 10, 10, 80, 80]);
    expect(points.map((p) => p.newlyAvailable)).toEqual([10, 0, 0, 0, 70, 0]);
    // a reserve of 5 (safety stock) is never promised: 5, 5, 5, 5, 75, 75
    expect(availableToPromise(periods, 5).map((p) => p.available)).toEqual([5, 5, 5, 5, 75, 75]);
  });

  it('partial promise: 10 on the request date, 40 when the February receipt arrives', () => {
    expect(promiseDate(points, 50, '2025-01-03')).toEqual({
      lines: [{ date: '2025-01-03', quantity: 10 }, { date: '2025-02-01', quantity: 40 }], promised: 50, shortfall: 0, fullDate: '2025-02-01',
    });
    // all at once: on 2025-02-01
    expect(promiseDate(points, 50, '2025-01-03', false)).toEqual({ lines: [{ date: '2025-02-01', quantity: 50 }], promised: 50, shortfall: 0, fullDate: '2025-02-01' });
    // wanted after the receipt: everything on the request date
    expect(promiseDate(points, 50, '2025-02-10').lines).toEqual([{ date: '2025-02-10', quantity: 50 }]);
  });

  it('more than the horizon can give: promised 80, short 20, no full date', () => {
    expect(promiseDate(points, 100, '2025-01-01')).toEqual({
      lines: [{ date: '2025-01-01', quantity: 10 }, { date: '2025-02-01', quantity: 70 }], promised: 80, shortfall: 20, fullDate: null,
    });
    expect(promiseDate(points, 100, '2025-01-01', false)).toEqual({ lines: [], promised: 0, shortfall: 100, fullDate: null });
  });

  it('over-committed stock promises nothing until it recovers; overdue movements count today', () => {
    // 10 on hand, an overdue order of 30 (dated before today) -> -20 today; +50 on 03-01 -> 30
    const p = availableToPromise(projectedFromMovements({
      today: '2025-02-01', opening: 10, receipts: [{ date: '2025-03-01', quantity: 50 }], committed: [{ date: '2025-01-20', quantity: 30 }],
    }));
    expect(p.map((x) => [x.date, x.projected, x.available])).toEqual([['2025-02-01', -20, 0], ['2025-03-01', 30, 30]]);
    expect(promiseDate(p, 5, '2025-02-01').lines).toEqual([{ date: '2025-03-01', quantity: 5 }]);
    expect(promiseDate(p, 0, '2025-02-01')).toEqual({ lines: [], promised: 0, shortfall: 0, fullDate: '2025-02-01' });
  });
});
