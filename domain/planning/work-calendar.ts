// A line's working time: working weekdays, shifts within a day, and
// non-working days. Capacity per month (line-load.ts) and order timing
// (scheduling.ts) both read it, so a holiday removes the same hours from both.
// Times are minute numbers (calendar.ts); shifts do not cross midnight (an
// overnight shift is two shifts: 22:00-24:00 and 00:00-06:00).
import { clockMinutes, daysInMonth, dayNumber, MINUTES_PER_DAY, monthStartDay, weekday } from '../../engine/time/calendar';
import { problem, type Id, type PlanningProblem } from './types';

export interface WorkCalendarInput {
  /** Working weekdays, 0 = Sunday .. 6 = Saturday; default Monday to Friday. */
  workingWeekdays?: readonly number[];
  /** Working hours of a working day, 'HH:mm' to 'HH:mm' ('24:00' as an end); default 08:00-16:00. */
  shifts?: ReadonlyArray<{ from: string; to: string }>;
  /** Non-working days, 'YYYY-MM-DD'. */
  nonWorkingDays?: readonly string[];
}

export interface WorkCalendar {
  weekdays: boolean[];
  /** Merged, sorted [from, to) minutes after midnight. */
  intervals: Array<[number, number]>;
  minutesPerDay: number;
  /** False when no weekday or no shift works: every walk then answers NaN at once. */
  working: boolean;
  holidays: Set<number>;
  problems: PlanningProblem<'INVALID_SHIFT' | 'INVALID_DATE' | 'NO_WORKING_TIME'>[];
}

/** How far the walk looks for working time before giving up (ten years of holidays). */
const MAX_DAYS = 3660;

export function compileCalendar(input: WorkCalendarInput = {}, subject?: Id): WorkCalendar {
  const problems: WorkCalendar['problems'] = [];
  const weekdays = [false, false, false, false, false, false, false];
  for (const d of input.workingWeekdays ?? [1, 2, 3, 4, 5]) if (Number.isInteger(d) && d >= 0 && d <= 6) weekdays[d] = true;
  const raw: Array<[number, number]> = [];
  for (const shift of input.shifts ?? [{ from: '08:00', to: '16:00' }]) {
    const from = clockMinutes(shift.from);
    const to = clockMinutes(shift.to);
    if (from < to) raw.push([from, to]);
    else problems.push(problem('INVALID_SHIFT', 'error', subject, { from: shift.from, to: shift.to }));
  }
  raw.sort((a, b) => a[0] - b[0]);
  const intervals: Array<[number, number]> = [];
  for (const [from, to] of raw) {
    const last = intervals[intervals.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else intervals.push([from, to]);
  }
  const holidays = new Set<number>();
  for (const date of input.nonWorkingDays ?? []) {
    const day = dayNumber(date);
    if (Number.isNaN(day)) problems.push(problem('INVALID_DATE', 'warning', subject, { date }));
    else holidays.add(day);
  }
  const minutesPerDay = intervals.reduce((sum, [from, to]) => sum + to - from, 0);
  const working = minutesPerDay > 0 && weekdays.includes(true);
  if (!working) problems.push(problem('NO_WORKING_TIME', 'error', subject));
  return { weekdays, intervals, minutesPerDay, working, holidays, problems };
}

export function isWorkingDay(calendar: WorkCalendar, day: number): boolean {
  return calendar.weekdays[weekday(day)] && !calendar.holidays.has(day);
}

/** Working hours in a month (month index): working days x shift hours. */
export function workingHoursInMonth(calendar: WorkCalendar, month: number): number {
  const first = monthStartDay(month);
  let days = 0;
  for (let d = first; d < first + daysInMonth(month); d++) if (isWorkingDay(calendar, d)) days++;
  return (days * calendar.minutesPerDay) / 60;
}

/**
 * The minute `duration` working minutes after `start` (work pauses outside
 * shifts and on non-working days). A zero duration returns `start`. NaN when
 * the calendar has no working time within ten years.
 */
export function addWorkingMinutes(calendar: WorkCalendar, start: number, duration: number): number {
  if (!(duration > 0)) return start;
  if (!calendar.working) return NaN;
  let remaining = duration;
  let day = Math.floor(start / MINUTES_PER_DAY);
  const lastDay = day + MAX_DAYS + Math.ceil(duration / calendar.minutesPerDay) * 7;
  for (; day <= lastDay; day++) {
    if (!isWorkingDay(calendar, day)) continue;
    const base = day * MINUTES_PER_DAY;
    for (const [from, to] of calendar.intervals) {
      const end = base + to;
      if (end <= start) continue;
      const begin = Math.max(start, base + from);
      if (remaining <= end - begin) return begin + remaining;
      remaining -= end - begin;
    }
  }
  return NaN;
}

/** The first working minute at or after `minute`; NaN when none within ten years. */
export function nextWorkingMinute(calendar: WorkCalendar, minute: number): number {
  if (!calendar.working) return NaN;
  let day = Math.floor(minute / MINUTES_PER_DAY);
  for (const lastDay = day + MAX_DAYS; day <= lastDay; day++) {
    if (!isWorkingDay(calendar, day)) continue;
    const base = day * MINUTES_PER_DAY;
    for (const [from, to] of calendar.intervals) if (base + to > minute) return Math.max(minute, base + from);
  }
  return NaN;
}
