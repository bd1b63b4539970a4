// Pure helpers of the built-in booking form: which days and times can be
// asked for: a working day from tomorrow to BOOKING_WINDOW_DAYS ahead. The
// server checks the same rules (POST /api/onboarding/bookings) and accepts
// any time between 08:00 and 20:00 (the form offers the team's slots).

export const BOOKING_WINDOW_DAYS = 90;

/** Half-hour slots of the onboarding team's day, 09:00 to 17:30. */
export function bookingSlots(from = 9, to = 18): string[] {
  const slots: string[] = [];
  for (let h = from; h < to; h++) for (const m of ['00', '30']) slots.push(`${String(h).padStart(2, '0')}:${m}`);
  return slots;
}

const toDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

export function isWorkingDay(iso: string): boolean {
  const day = toDate(iso).getUTCDay();
  return day !== 0 && day !== 6;
}

/** Today (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return toIso(now);
  }
}

/** The first and last day that can be booked. */
export function bookingRange(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: addDays(today, BOOKING_WINDOW_DAYS) };
}

/** The first working day after today: the form's default. */
export function firstBookableDay(today: string): string {
  let day = addDays(today, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

export type BookingDateProblem = 'invalid' | 'tooSoon' | 'tooLate' | 'weekend';

/** Why a date cannot be booked, or null when it can. */
export function bookingDateProblem(iso: string, today: string): BookingDateProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(toDate(iso).getTime()) || toIso(toDate(iso)) !== iso) return 'invalid';
  const { min, max } = bookingRange(today);
  if (iso < min) return 'tooSoon';
  if (iso > max) return 'tooLate';
  if (!isWorkingDay(iso)) return 'weekend';
  return null;
}

/** The browser's time zone, or UTC. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
