// A production line's working time for domain/planning/work-calendar.ts,
// from what the master data says: the working week of the line's factory,
// the line's own shifts (shiftsPerDay x hoursPerShift, worked in one block
// from 06:00, earlier when the block would run past midnight) and the
// non-working days of the factory's location. Capacity (line load) and
// order timing (scheduling) both read this, so they agree.
import type { WorkCalendarInput } from '../../domain/planning';

export type WorkingWeek = 'monday-friday' | 'monday-saturday' | 'every-day';

const WEEKDAYS: Record<WorkingWeek, number[]> = {
  'monday-friday': [1, 2, 3, 4, 5],
  'monday-saturday': [1, 2, 3, 4, 5, 6],
  'every-day': [0, 1, 2, 3, 4, 5, 6],
};

/** The first shift starts here unless the day's hours need an earlier start. */
export const FIRST_SHIFT_MINUTE = 6 * 60;

const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export interface LineCalendarSource {
  workingWeek: string | null;
  shiftsPerDay: number | null;
  hoursPerShift: number | null;
}

/** Working minutes of a day: shifts x hours, at most a whole day; 0 when either is missing. */
export function dailyMinutes(line: Pick<LineCalendarSource, 'shiftsPerDay' | 'hoursPerShift'>): number {
  const shifts = Number(line.shiftsPerDay);
  const hours = Number(line.hoursPerShift);
  if (!(shifts > 0) || !(hours > 0)) return 0;
  return Math.min(1440, Math.round(shifts * hours * 60));
}

export function lineCalendar(line: LineCalendarSource, nonWorkingDays: readonly string[]): WorkCalendarInput {
  const minutes = dailyMinutes(line);
  const weekdays = WEEKDAYS[(line.workingWeek ?? 'monday-friday') as WorkingWeek] ?? WEEKDAYS['monday-friday'];
  // No working time at all: no shift. The engine then reports NO_WORKING_TIME for the line.
  if (minutes === 0) return { workingWeekdays: weekdays, shifts: [], nonWorkingDays };
  const from = Math.min(FIRST_SHIFT_MINUTE, 1440 - minutes);
  return { workingWeekdays: weekdays, shifts: [{ from: clock(from), to: clock(from + minutes) }], nonWorkingDays };
}
