// A stored value of a known field type as the text a key or label travels in:
// the wire format of engine/data/field-values.ts (dates YYYY-MM-DD, months
// YYYY-MM), never String() of a driver's Date ("Wed Jul 01 2026 00:00:00
// GMT..."). The browser formats the text in the user's language.
import type { FieldType } from '../../engine/config/compiled';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date the driver made of a `date` column: PGlite parses it at midnight UTC, node-postgres at local midnight. */
function dayOf(date: Date): string {
  const utc = date.getUTCHours() === 0 && date.getUTCMinutes() === 0;
  const [y, m, d] = utc ? [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()] : [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** The value as key/label text for its field type; null stays null. */
export function typedText(value: unknown, type: FieldType | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const day = dayOf(value);
    return type === 'month' ? day.slice(0, 7) : day;
  }
  // A month stored as its first day and read as text: its month.
  if (type === 'month' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.slice(0, 7);
  return String(value);
}
