// The S&OP cycle's meeting dates (pure): the preview of the cycle step and
// the summary. Weekly cycles meet every MeetingWeekday, biweekly ones every
// other one (counted from the first after `from`); monthly cycles on the
// MeetingWeek-th (5 = last) MeetingWeekday of every month, quarterly ones in
// the first month of every quarter of the fiscal year.
import type { SopCycle } from '../../engine/http';

type CycleRule = Pick<SopCycle, 'Frequency' | 'MeetingWeekday' | 'MeetingWeek'>;

const toIso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** ISO weekday of a date: 1 = Monday ... 7 = Sunday. */
const isoWeekday = (d: Date) => ((d.getUTCDay() + 6) % 7) + 1;

/** The nth (1-4, or 5 = last) ISO weekday of a month, as YYYY-MM-DD. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): string {
  if (nth >= 5) {
    const last = new Date(Date.UTC(year, month, 0)); // day 0 of the next month
    const back = (isoWeekday(last) - weekday + 7) % 7;
    last.setUTCDate(last.getUTCDate() - back);
    return toIso(last);
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  const ahead = (weekday - isoWeekday(first) + 7) % 7;
  first.setUTCDate(1 + ahead + (nth - 1) * 7);
  return toIso(first);
}

/**
 * The next `count` meetings strictly after `from` (YYYY-MM-DD). Quarterly
 * cycles meet in the months that start a quarter of a fiscal year beginning
 * in fiscalYearStartMonth (1-12).
 */
export function nextMeetings(cycle: CycleRule, from: string, count: number, fiscalYearStartMonth = 1): string[] {
  const meetings: string[] = [];
  const start = utc(from);
  if (cycle.Frequency === 'weekly' || cycle.Frequency === 'biweekly') {
    const day = new Date(start);
    day.setUTCDate(day.getUTCDate() + 1);
    day.setUTCDate(day.getUTCDate() + ((cycle.MeetingWeekday - isoWeekday(day) + 7) % 7));
    const step = cycle.Frequency === 'weekly' ? 7 : 14;
    while (meetings.length < count) {
      meetings.push(toIso(day));
      day.setUTCDate(day.getUTCDate() + step);
    }
    return meetings;
  }
  const nth = cycle.MeetingWeek ?? 1;
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth() + 1;
  // Enough months to find `count` meetings even quarterly.
  for (let i = 0; i < count * 12 + 12 && meetings.length < count; i++) {
    const inQuarter = cycle.Frequency === 'monthly' || (month - fiscalYearStartMonth + 12) % 3 === 0;
    if (inQuarter) {
      const date = nthWeekdayOfMonth(year, month, cycle.MeetingWeekday, nth);
      if (date > from) meetings.push(date);
    }
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return meetings;
}

/** The months of a fiscal year starting in `startMonth` of `year`: [from, to] as { year, month }. */
export function fiscalYear(startMonth: number, year: number): { from: { year: number; month: number }; to: { year: number; month: number } } {
  const endMonth = startMonth === 1 ? 12 : startMonth - 1;
  return { from: { year, month: startMonth }, to: { year: startMonth === 1 ? year : year + 1, month: endMonth } };
}

/** The fiscal year that contains `today`, for a fiscal year starting in `startMonth`. */
export function currentFiscalYear(startMonth: number, today: Date) {
  const month = today.getUTCMonth() + 1;
  return fiscalYear(startMonth, month >= startMonth ? today.getUTCFullYear() : today.getUTCFullYear() - 1);
}
