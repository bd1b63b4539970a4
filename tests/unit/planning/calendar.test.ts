import { describe, expect, it } from 'vitest';
import {
  addMonths, clockMinutes, dateOfDay, dayNumber, daysInMonth, formatMinute, horizonDays, horizonMonths,
  minuteOf, monthIndex, monthKey, monthOfDay, monthStartDay, weekday,
} from '../../../engine/time/calendar';

describe('planning calendar', () => {
  it('month keys and indices round-trip; malformed text is NaN', () => {
    // 2025 * 12 + (3 - 1) = 24302
    expect(monthIndex('2025-03')).toBe(24302);
    expect(monthIndex('2025-03-17')).toBe(24302);
    expect(monthKey(24302)).toBe('2025-03');
    expect(addMonths('2025-11', 3)).toBe('2026-02');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    for (const bad of ['2025-13', '2025-00', '25-03', '2025/03', '', 'abcd-ef']) expect(monthIndex(bad)).toBeNaN();
  });

  it('days in month, leap years included', () => {
    expect(daysInMonth(monthIndex('2024-02'))).toBe(29); // divisible by 4
    expect(daysInMonth(monthIndex('2100-02'))).toBe(28); // by 100, not 400
    expect(daysInMonth(monthIndex('2000-02'))).toBe(29); // by 400
    expect(daysInMonth(monthIndex('2025-04'))).toBe(30);
    expect(Array.from(horizonDays({ start: '2025-01', months: 3 }))).toEqual([31, 28, 31]);
    expect(horizonMonths({ start: '2025-11', months: 3 })).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it('day numbers agree with Date.UTC and round-trip', () => {
    for (const date of ['1970-01-01', '1969-12-31', '2000-02-29', '2024-12-31', '2025-03-01', '2099-07-15']) {
      const expected = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;
      expect(dayNumber(date)).toBe(expected);
      expect(dateOfDay(expected)).toBe(date);
      expect(monthOfDay(expected)).toBe(monthIndex(date));
    }
    expect(monthStartDay(monthIndex('1970-02'))).toBe(31);
    expect(dayNumber('2025-02-29')).toBeNaN();
    expect(dayNumber('2025-02')).toBeNaN();
  });

  it('weekday: 1970-01-01 was a Thursday, 2025-06-02 a Monday', () => {
    expect(weekday(0)).toBe(4);
    expect(weekday(dayNumber('2025-06-02'))).toBe(1);
    expect(weekday(dayNumber('2025-06-08'))).toBe(0);
    expect(weekday(-1)).toBe(3);
  });

  it('moments as minute numbers', () => {
    // 2025-06-02 is day 20241; 20241 * 1440 + 8 * 60 + 30 = 29147550
    expect(dayNumber('2025-06-02')).toBe(20241);
    expect(minuteOf('2025-06-02T08:30')).toBe(29_147_550);
    expect(minuteOf('2025-06-02 08:30')).toBe(29_147_550);
    expect(minuteOf('2025-06-02')).toBe(20241 * 1440);
    expect(formatMinute(29_147_550)).toBe('2025-06-02T08:30');
    expect(minuteOf('2025-06-02T25:00')).toBeNaN();
    expect(clockMinutes('06:15')).toBe(375);
    expect(clockMinutes('24:00')).toBe(1440);
    expect(clockMinutes('24:01')).toBeNaN();
    expect(clockMinutes('6:15')).toBeNaN();
  });
});
