// The grid's monthly buckets: months as YYYY-MM texts, the window around
// today (past N months, then the current one and the future), a year's
// twelve months, and which of them are frozen.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(text: string): boolean {
  return MONTH.test(text);
}

/** Months since year 0: a number to add to and compare. */
export function monthNumber(month: string): number {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

export function fromMonthNumber(n: number): string {
  const year = Math.floor(n / 12);
  return `${String(year).padStart(4, '0')}-${String(n - year * 12 + 1).padStart(2, '0')}`;
}

export function addMonths(month: string, count: number): string {
  return fromMonthNumber(monthNumber(month) + count);
}

/** Months from `from` to `to`, both included (empty when to is before from). */
export function monthRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = monthNumber(from), end = monthNumber(to); n <= end; n++) out.push(fromMonthNumber(n));
  return out;
}

/** The month of a YYYY-MM-DD day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** `past` months before today's, then today's and the following ones: `future` in all. */
export function bucketWindow(today: string, past: number, future: number): { from: string; to: string } {
  const current = monthOf(today);
  return { from: addMonths(current, -past), to: addMonths(current, Math.max(future, 1) - 1) };
}

export function yearWindow(year: number): { from: string; to: string } {
  return { from: `${year}-01`, to: `${year}-12` };
}

/** Frozen when before the first editable month (none is frozen when there is no such month). */
export function isFrozen(month: string, frozenBefore: string | null): boolean {
  return frozenBefore !== null && monthNumber(month) < monthNumber(frozenBefore);
}

export const MAX_BUCKETS = 120;
