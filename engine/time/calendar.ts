// Months, days and minutes as plain numbers, so hot loops never build Date
// objects. Plain calendar arithmetic with no planning rule in it, so the
// engine's Gantt and domain/planning share it. Conventions:
// - a month is 'YYYY-MM' at the edges and a month index (year * 12 + month - 1)
//   inside; a horizon's buckets are t = 0..months-1 from its start month;
// - a day is 'YYYY-MM-DD' at the edges and a day number (days since
//   1970-01-01) inside;
// - a moment is 'YYYY-MM-DDTHH:mm' in the plant's local time, with no time
//   zone, and a minute number (minutes since 1970-01-01T00:00) inside.

/** Average days in a month (365.25 / 12): converts lead times in days to months. */
export const DAYS_PER_MONTH = 365.25 / 12;
export const MINUTES_PER_DAY = 1440;

export interface Horizon {
  /** First month, 'YYYY-MM'. */
  start: string;
  /** Number of monthly buckets. */
  months: number;
}

function digits(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return NaN;
    value = value * 10 + c;
  }
  return value;
}

/** 'YYYY-MM' or any text starting with it ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm') -> month index; NaN when malformed. */
export function monthIndex(text: string): number {
  if (typeof text !== 'string' || text.length < 7 || text.charCodeAt(4) !== 45) return NaN;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  if (!(month >= 1 && month <= 12)) return NaN;
  return year * 12 + month - 1;
}

export function monthKey(index: number): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}`;
}

export function addMonths(key: string, count: number): string {
  return monthKey(monthIndex(key) + count);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(index: number): number {
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  return month === 1 && isLeap(year) ? 29 : DAYS[month];
}

/** Day number of the first day of a month (days since 1970-01-01; proleptic Gregorian). */
export function monthStartDay(index: number): number {
  // Howard Hinnant's days_from_civil, for day 1 of the month.
  let year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  year -= month <= 2 ? 1 : 0;
  const era = Math.floor(year / 400);
  const yoe = year - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5);
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** 'YYYY-MM-DD' (or a longer text starting with it) -> day number; NaN when malformed. */
export function dayNumber(date: string): number {
  const month = monthIndex(date);
  if (Number.isNaN(month) || date.length < 10 || date.charCodeAt(7) !== 45) return NaN;
  const day = digits(date, 8, 2);
  if (!(day >= 1 && day <= daysInMonth(month))) return NaN;
  return monthStartDay(month) + day - 1;
}

/** Day number -> month index. */
export function monthOfDay(day: number): number {
  let index = Math.floor(day / DAYS_PER_MONTH) + 1970 * 12;
  // The estimate is at most one month off.
  while (monthStartDay(index) > day) index--;
  while (monthStartDay(index + 1) <= day) index++;
  return index;
}

export function dateOfDay(day: number): string {
  const month = monthOfDay(day);
  const d = day - monthStartDay(month) + 1;
  return `${monthKey(month)}-${d < 10 ? '0' : ''}${d}`;
}

/** 0 = Sunday .. 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** 'YYYY-MM-DD' (midnight) or 'YYYY-MM-DDTHH:mm' -> minute number; NaN when malformed. */
export function minuteOf(text: string): number {
  const day = dayNumber(text);
  if (Number.isNaN(day)) return NaN;
  if (text.length === 10) return day * MINUTES_PER_DAY;
  const sep = text.charCodeAt(10);
  if ((sep !== 84 && sep !== 32) || text.charCodeAt(13) !== 58) return NaN; // 'T' or ' ', then ':'
  const hours = digits(text, 11, 2);
  const minutes = digits(text, 14, 2);
  if (!(hours <= 24 && minutes < 60) || (hours === 24 && minutes !== 0)) return NaN;
  return day * MINUTES_PER_DAY + hours * 60 + minutes;
}

/** Minute number -> 'YYYY-MM-DDTHH:mm' (rounded to the minute). */
export function formatMinute(minute: number): string {
  const m = Math.round(minute);
  const day = Math.floor(m / MINUTES_PER_DAY);
  const inDay = m - day * MINUTES_PER_DAY;
  const h = Math.floor(inDay / 60);
  const mm = inDay - h * 60;
  return `${dateOfDay(day)}T${h < 10 ? '0' : ''}${h}:${mm < 10 ? '0' : ''}${mm}`;
}

/** 'HH:mm' -> minutes after midnight ('24:00' allowed as an end); NaN when malformed. */
export function clockMinutes(text: string): number {
  if (typeof text !== 'string' || text.length !== 5 || text.charCodeAt(2) !== 58) return NaN;
  const h = digits(text, 0, 2);
  const m = digits(text, 3, 2);
  if (!(h <= 24 && m < 60) || (h === 24 && m !== 0)) return NaN;
  return h * 60 + m;
}

/** The horizon's month keys, in order. */
export function horizonMonths(horizon: Horizon): string[] {
  const first = monthIndex(horizon.start);
  return Array.from({ length: horizon.months }, (_, t) => monthKey(first + t));
}

/** Days in each bucket of the horizon. */
export function horizonDays(horizon: Horizon): Float64Array {
  const first = monthIndex(horizon.start);
  const days = new Float64Array(horizon.months);
  for (let t = 0; t < horizon.months; t++) days[t] = daysInMonth(first + t);
  return days;
}
