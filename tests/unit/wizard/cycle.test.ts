import { describe, expect, it } from 'vitest';
import { currentFiscalYear, fiscalYear, nextMeetings, nthWeekdayOfMonth } from '../../../src/onboarding/cycle';

describe('S&OP meeting dates', () => {
  it('the nth weekday of a month, and the last one', () => {
    expect(nthWeekdayOfMonth(2026, 12, 2, 1)).toBe('2026-12-01'); // first Tuesday of December 2026
    expect(nthWeekdayOfMonth(2026, 12, 2, 2)).toBe('2026-12-08');
    expect(nthWeekdayOfMonth(2026, 11, 1, 1)).toBe('2026-11-02'); // first Monday of November 2026
    expect(nthWeekdayOfMonth(2026, 11, 5, 5)).toBe('2026-11-27'); // last Friday
    expect(nthWeekdayOfMonth(2027, 2, 7, 5)).toBe('2027-02-28'); // last Sunday of February
  });

  it('weekly and biweekly cycles meet every (other) chosen weekday after the date', () => {
    expect(nextMeetings({ Frequency: 'weekly', MeetingWeekday: 3, MeetingWeek: null }, '2026-11-18', 3)).toEqual(['2026-11-25', '2026-12-02', '2026-12-09']);
    expect(nextMeetings({ Frequency: 'biweekly', MeetingWeekday: 1, MeetingWeek: null }, '2026-11-20', 3)).toEqual(['2026-11-23', '2026-12-07', '2026-12-21']);
  });

  it('monthly cycles meet on the nth weekday of each month, after the date', () => {
    expect(nextMeetings({ Frequency: 'monthly', MeetingWeekday: 2, MeetingWeek: 2 }, '2026-11-20', 3)).toEqual(['2026-12-08', '2027-01-12', '2027-02-09']);
    expect(nextMeetings({ Frequency: 'monthly', MeetingWeekday: 2, MeetingWeek: 2 }, '2026-11-01', 1)).toEqual(['2026-11-10']);
  });

  it('quarterly cycles meet in the first month of each fiscal quarter', () => {
    // Fiscal year from April: quarters start in April, July, October, January.
    expect(nextMeetings({ Frequency: 'quarterly', MeetingWeekday: 1, MeetingWeek: 1 }, '2026-11-20', 3, 4)).toEqual(['2027-01-04', '2027-04-05', '2027-07-05']);
    expect(nextMeetings({ Frequency: 'quarterly', MeetingWeekday: 1, MeetingWeek: 5 }, '2026-11-20', 2, 1)).toEqual(['2027-01-25', '2027-04-26']);
  });
});

describe('fiscal years', () => {
  it('run twelve months from the first month', () => {
    expect(fiscalYear(1, 2026)).toEqual({ from: { year: 2026, month: 1 }, to: { year: 2026, month: 12 } });
    expect(fiscalYear(4, 2026)).toEqual({ from: { year: 2026, month: 4 }, to: { year: 2027, month: 3 } });
  });

  it('the current one contains today', () => {
    expect(currentFiscalYear(4, new Date('2026-11-20T12:00:00Z')).from).toEqual({ year: 2026, month: 4 });
    expect(currentFiscalYear(4, new Date('2027-02-20T12:00:00Z')).from).toEqual({ year: 2026, month: 4 });
    expect(currentFiscalYear(1, new Date('2027-02-20T12:00:00Z')).from).toEqual({ year: 2027, month: 1 });
  });
});
