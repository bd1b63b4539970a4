import { describe, expect, it } from 'vitest';
import { resolveRelativeDate } from '../../../engine/data/relative-dates';

describe('resolveRelativeDate', () => {
  it('resolves today with day, month and year offsets, clamping month ends', () => {
    expect(resolveRelativeDate('today', '2026-11-24')).toBe('2026-11-24');
    expect(resolveRelativeDate('today-6m', '2026-11-24')).toBe('2026-05-24');
    expect(resolveRelativeDate('today+3m', '2026-11-30')).toBe('2027-02-28');
    expect(resolveRelativeDate('today+1m', '2028-01-31')).toBe('2028-02-29');
    expect(resolveRelativeDate('today-30d', '2026-03-01')).toBe('2026-01-30');
    expect(resolveRelativeDate('today+1y', '2028-02-29')).toBe('2029-02-28');
  });
  it('leaves other values alone', () => {
    expect(resolveRelativeDate('2024-01-01', '2026-11-24')).toBe('2024-01-01');
    expect(resolveRelativeDate(5, '2026-11-24')).toBe(5);
    expect(resolveRelativeDate('today-6w', '2026-11-24')).toBe('today-6w');
  });
});
