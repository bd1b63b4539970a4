// The order simulator promises in the product's unit: whole units for a
// counted product (the available floored, never rounded up), the unit's
// decimals for one weighed or poured. Figures worked out by hand below.
import { describe, expect, it } from 'vitest';
import { commit, periodsOf, promiseLine } from '../../../server/supply/simulator/promise';
import { fitsDecimals, floorTo, promiseDecimals } from '../../../server/supply/simulator/quantity';

describe('units of measure', () => {
  it('counts counted units whole whatever their decimals, weights and volumes in their decimals, the rest in 3', () => {
    expect(promiseDecimals({ kind: 'count', decimals: 0 })).toBe(0);
    expect(promiseDecimals({ kind: 'count', decimals: 2 })).toBe(0);
    expect(promiseDecimals({ kind: 'weight', decimals: 3 })).toBe(3);
    expect(promiseDecimals({ kind: 'weight', decimals: 0 })).toBe(0);
    expect(promiseDecimals({ kind: 'volume', decimals: null })).toBe(3);
    expect(promiseDecimals({ kind: 'length', decimals: 9 })).toBe(6);
    expect(promiseDecimals(null)).toBe(3);
  });
  it('floors to the step, never up, and does not lose a step to float noise', () => {
    expect(floorTo(12.37, 0)).toBe(12);
    expect(floorTo(2.999, 0)).toBe(2);
    expect(floorTo(12.3799, 2)).toBe(12.37);
    expect(floorTo(0.1 + 0.2, 1)).toBe(0.3);
    expect(floorTo(3 - 1e-12, 0)).toBe(3);
    expect(floorTo(-0.4, 0)).toBe(-1);
  });
  it('tells whether a requested quantity fits the unit', () => {
    expect(fitsDecimals(12, 0)).toBe(true);
    expect(fitsDecimals(12.5, 0)).toBe(false);
    expect(fitsDecimals(1.25, 3)).toBe(true);
    expect(fitsDecimals(1.2345, 3)).toBe(false);
    expect(fitsDecimals(0.1 + 0.2, 1)).toBe(true);
  });
});

describe('promises in units', () => {
  // Month ends 12.37, 20.5, 30.25: ATP 12.37 from today, 20.5 from December, 30.25 from January.
  const periods = periodsOf({ start: '2026-11', projected: [12.37, 20.5, 30.25] }, '2026-11-10');
  it('promises whole units of a counted product: 12, then 8 more, then 10 more', () => {
    expect(promiseLine(periods, 12, '2026-11-20', 0)).toMatchObject({ status: 'on-time', availableAtRequest: 12, lines: [{ date: '2026-11-20', quantity: 12 }] });
    const late = promiseLine(periods, 25, '2026-11-20', 0);
    expect(late).toMatchObject({ status: 'late', fullDate: '2027-01-01', promised: 25, shortfall: 0 });
    expect(late.lines).toEqual([{ date: '2026-11-20', quantity: 12 }, { date: '2026-12-01', quantity: 8 }, { date: '2027-01-01', quantity: 5 }]);
    expect(promiseLine(periods, 40, '2026-11-20', 0)).toMatchObject({ status: 'partial', promised: 30, shortfall: 10, fullDate: null });
    // 13 units are not there on the 20th: 12 then, the 13th with December's supply.
    expect(promiseLine(periods, 13, '2026-11-20', 0).lines).toEqual([{ date: '2026-11-20', quantity: 12 }, { date: '2026-12-01', quantity: 1 }]);
  });
  it('keeps the decimals of a weighed product: 12.37 now, 8.13 in December, 9.75 in January', () => {
    const p = promiseLine(periods, 40, '2026-11-20', 3);
    expect(p.availableAtRequest).toBe(12.37);
    expect(p.lines).toEqual([{ date: '2026-11-20', quantity: 12.37 }, { date: '2026-12-01', quantity: 8.13 }, { date: '2027-01-01', quantity: 9.75 }]);
    expect(p.promised).toBeCloseTo(30.25, 9);
    expect(p.shortfall).toBeCloseTo(9.75, 9);
    expect(p.status).toBe('partial');
  });
  it('leaves the fraction a counted promise did not take to nobody: 0.37 left is no unit', () => {
    const after = commit(periods, promiseLine(periods, 12, '2026-11-20', 0));
    after.forEach((p, k) => expect(p.projected).toBeCloseTo([0.37, 8.5, 18.25][k], 9));
    const next = promiseLine(after, 5, '2026-11-20', 0);
    expect(next).toMatchObject({ status: 'late', availableAtRequest: 0, lines: [{ date: '2026-12-01', quantity: 5 }] });
    expect(promiseLine(after, 1, '2026-11-20', 3).lines).toEqual([{ date: '2026-11-20', quantity: 0.37 }, { date: '2026-12-01', quantity: 0.63 }]);
  });
  it('promises nothing of a counted product when less than one unit is available', () => {
    const little = periodsOf({ start: '2026-11', projected: [0.9, 0.9] }, '2026-11-10');
    expect(promiseLine(little, 1, '2026-11-20', 0)).toMatchObject({ status: 'unavailable', promised: 0, availableAtRequest: 0, lines: [] });
  });
});
