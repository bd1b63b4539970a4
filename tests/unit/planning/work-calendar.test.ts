import { describe, expect, it } from 'vitest';
import { formatMinute, minuteOf, monthIndex } from '../../../engine/time/calendar';
import { addWorkingMinutes, compileCalendar, nextWorkingMinute, workingHoursInMonth } from '../../../domain/planning/work-calendar';

// 2025-06-06 is a Friday, 2025-06-09 a Monday.
const cal = compileCalendar({
  shifts: [{ from: '14:00', to: '22:00' }, { from: '06:00', to: '14:00' }],
  nonWorkingDays: ['2025-06-24'],
});

describe('work calendar', () => {
  it('merges touching shifts and counts hours per month', () => {
    expect(cal.intervals).toEqual([[360, 1320]]); // 06:00-22:00, 16 h
    // June 2025: Mon-Fri are the 2-6, 9-13, 16-20, 23-27 and 30th = 21 days, minus the 24th = 20 days x 16 h
    expect(workingHoursInMonth(cal, monthIndex('2025-06'))).toBe(320);
    // default calendar: 8 h, Mon-Fri, 21 days
    expect(workingHoursInMonth(compileCalendar(), monthIndex('2025-06'))).toBe(168);
  });

  it('work pauses overnight, over the weekend and on non-working days', () => {
    const at = (s: string) => minuteOf(s);
    // Friday 20:00 + 5 h: 2 h on Friday (to 22:00), 3 h from Monday 06:00 -> Monday 09:00
    expect(formatMinute(addWorkingMinutes(cal, at('2025-06-06T20:00'), 300))).toBe('2025-06-09T09:00');
    // Monday 23rd 21:00 + 2 h: 1 h Monday, Tuesday 24th is off, 1 h from Wednesday 06:00 -> 07:00
    expect(formatMinute(addWorkingMinutes(cal, at('2025-06-23T21:00'), 120))).toBe('2025-06-25T07:00');
    // ending exactly at the end of a shift stays on that day
    expect(formatMinute(addWorkingMinutes(cal, at('2025-06-06T20:00'), 120))).toBe('2025-06-06T22:00');
    expect(formatMinute(nextWorkingMinute(cal, at('2025-06-06T22:00')))).toBe('2025-06-09T06:00');
    expect(formatMinute(nextWorkingMinute(cal, at('2025-06-09T03:10')))).toBe('2025-06-09T06:00');
    expect(formatMinute(nextWorkingMinute(cal, at('2025-06-09T10:10')))).toBe('2025-06-09T10:10');
  });

  it('bad shifts and calendars without working time are problems; walking them gives NaN, not a hang', () => {
    const none = compileCalendar({ workingWeekdays: [], shifts: [{ from: '16:00', to: '08:00' }], nonWorkingDays: ['soon'] }, 'L9');
    expect(none.problems.map((p) => p.code)).toEqual(['INVALID_SHIFT', 'INVALID_DATE', 'NO_WORKING_TIME']);
    expect(addWorkingMinutes(none, 0, 60)).toBeNaN();
    expect(nextWorkingMinute(none, 0)).toBeNaN();
    const weekdaysOnlyHolidays = compileCalendar({ workingWeekdays: [3], nonWorkingDays: [] });
    expect(formatMinute(addWorkingMinutes(weekdaysOnlyHolidays, minuteOf('2025-06-05T09:00'), 60))).toBe('2025-06-11T09:00');
  });
});
