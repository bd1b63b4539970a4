import { describe, expect, it } from 'vitest';
import { BEYOND_HORIZON, bucketByMonth, bucketOf, INVALID_DATE } from '../../../domain/planning/buckets';
import { monthIndex } from '../../../engine/time/calendar';
import { daysOfCover } from '../../../domain/planning/cover';

describe('monthly buckets', () => {
  it('overdue dates land in bucket 0, later ones are left out and counted', () => {
    const first = monthIndex('2025-01');
    expect(bucketOf(first, 3, '2025-02-28')).toBe(1);
    expect(bucketOf(first, 3, '2024-11-02')).toBe(0);
    expect(bucketOf(first, 3, '2025-04-01')).toBe(BEYOND_HORIZON);
    expect(bucketOf(first, 3, 'soon')).toBe(INVALID_DATE);
    // 5 (Dec, overdue) + 10 (Jan) -> bucket 0 = 15; 7 -> Mar; 3 in April is beyond; 'x' and NaN invalid
    const b = bucketByMonth({ start: '2025-01', months: 3 }, [
      { date: '2024-12-15', quantity: 5 }, { date: '2025-01-31', quantity: 10 }, { date: '2025-03', quantity: 7 },
      { date: '2025-04-02', quantity: 3 }, { date: 'x', quantity: 1 }, { date: '2025-01-02', quantity: Number.NaN },
    ]);
    expect(Array.from(b.buckets)).toEqual([15, 0, 7]);
    expect(b).toMatchObject({ overdue: 5, beyond: 3, invalid: 2 });
  });
});

describe('days of cover', () => {
  const days = [31, 28, 31, 30]; // Jan..Apr 2025
  it('walks forward and counts the last month fractionally', () => {
    // 100 units, demand [60, 80, ...]: Jan uses 60 (31 days), 40 left covers 40/80 of February's 28 days = 14
    // -> 45 days, 1.5 months
    expect(daysOfCover(100, [60, 80, 40, 20], days)).toEqual({ days: 45, months: 1.5 });
    // exactly enough for January: 31 days
    expect(daysOfCover(60, [60, 80, 40, 20], days)).toEqual({ days: 31, months: 1 });
    // a month without demand still passes: [0, 10]: 5 units -> 31 + 14 = 45 days
    expect(daysOfCover(5, [0, 10, 10, 10], days)).toEqual({ days: 45, months: 1.5 });
  });

  it('extrapolates past the horizon at the tail rate; no demand at all is infinite; no stock is zero', () => {
    // 250 units over [60,80,40,20] = 200 in 120 days; 50 left at 25/month = 2 months of 30.4375 days
    expect(daysOfCover(250, [60, 80, 40, 20], days, 25)).toEqual({ days: 120 + 60.875, months: 6 });
    expect(daysOfCover(250, [60, 80, 40, 20], days, 0).days).toBe(Infinity);
    expect(daysOfCover(0, [60], [31]).days).toBe(0);
    expect(daysOfCover(-5, [60], [31]).days).toBe(0);
  });
});
