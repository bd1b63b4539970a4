// Relative dates in declared conditions (a view's where: launchDate between
// today-6m and today+6m), resolved against a given day so the server and
// the tests agree on "today".
const RELATIVE = /^today(?:([+-])(\d{1,4})([dmy]))?$/;

/** YYYY-MM-DD of a UTC date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'today', 'today-6m', 'today+30d', 'today-1y' -> YYYY-MM-DD; any other value unchanged. */
export function resolveRelativeDate<T>(value: T, today: string): T | string {
  if (typeof value !== 'string') return value;
  const m = RELATIVE.exec(value);
  if (!m) return value;
  const [y, mo, d] = today.split('-').map(Number);
  if (!m[1]) return today;
  const n = Number(m[2]) * (m[1] === '-' ? -1 : 1);
  if (m[3] === 'd') return isoDate(new Date(Date.UTC(y, mo - 1, d + n)));
  const months = m[3] === 'y' ? n * 12 : n;
  // Clamp the day to the target month's length (Jan 31 + 1m = Feb 28/29).
  const last = new Date(Date.UTC(y, mo - 1 + months + 1, 0)).getUTCDate();
  return isoDate(new Date(Date.UTC(y, mo - 1 + months, Math.min(d, last))));
}
