// Month arithmetic of the grid's buckets.
import { describe, expect, it } from 'vitest';
import { addMonths, bucketWindow, isFrozen, isMonth, monthRange, yearWindow } from '../../../engine/data/grid-buckets';

describe('buckets', () => {
  it('adds months across years, both ways', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });
  it('the window: past months before the current one, then the current one and the future, 36 in all for 12 + 24', () => {
    expect(bucketWindow('2026-11-24', 12, 24)).toEqual({ from: '2025-11', to: '2028-10' });
    expect(monthRange('2025-11', '2028-10')).toHaveLength(36);
    expect(bucketWindow('2026-01-31', 0, 1)).toEqual({ from: '2026-01', to: '2026-01' });
    expect(yearWindow(2027)).toEqual({ from: '2027-01', to: '2027-12' });
  });
  it('ranges and frozen months', () => {
    expect(monthRange('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthRange('2026-11', '2026-10')).toEqual([]);
    expect(isFrozen('2026-11', '2026-12')).toBe(true);
    expect(isFrozen('2026-12', '2026-12')).toBe(false);
    expect(isFrozen('2020-01', null)).toBe(false);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-09')).toBe(true);
  });
});
