// The month grid of a calendar view and where each row lands on it: rows of
// one day by their date field, rows that span days on every day from start
// to end (clipped to the grid). Dates are YYYY-MM-DD text, computed in UTC so
// no time zone moves a day.
import type { CompiledField, CompiledView } from '../config/compiled';
import type { DataRow } from './api';
import { isValidMonth } from './field-values';
import type { Filter } from './list-query';
import { isoDate } from './relative-dates';

export interface GridDay {
  date: string;
  /** Day of the month shown. */
  day: number;
  inMonth: boolean;
}

const utc = (text: string): Date => {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d ?? 1));
};

export const monthOf = (date: string): string => date.slice(0, 7);

export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return isoDate(d).slice(0, 7);
}

/** A month from the URL, or the given default when missing or malformed. */
export const parseMonth = (text: string | null, fallback: string): string => (text && isValidMonth(text) ? text : fallback);

/**
 * Whole weeks covering the month. firstDayOfWeek: 0 = Sunday, 1 = Monday.
 * Always 6 weeks, so the grid keeps its height from month to month.
 */
export function monthGrid(month: string, firstDayOfWeek = 1): GridDay[][] {
  const first = utc(`${month}-01`);
  const offset = (first.getUTCDay() - firstDayOfWeek + 7) % 7;
  const start = new Date(first.getTime() - offset * 86_400_000);
  const weeks: GridDay[][] = [];
  for (let w = 0; w < 6; w++) {
    const week: GridDay[] = [];
    for (let d = 0; d < 7; d++) {
      const date = new Date(start.getTime() + (w * 7 + d) * 86_400_000);
      const text = isoDate(date);
      week.push({ date: text, day: date.getUTCDate(), inMonth: text.startsWith(month) });
    }
    weeks.push(week);
  }
  return weeks;
}

export const gridRange = (grid: GridDay[][]): { first: string; last: string } => ({
  first: grid[0][0].date,
  last: grid[grid.length - 1][6].date,
});

/** The filters that fetch exactly the rows touching [first, last]. */
export function rangeFilters(view: Pick<CompiledView, 'date' | 'start' | 'end'>, first: string, last: string): Filter[] {
  if (view.date) return [{ field: view.date, op: 'between', value: [first, last] }];
  if (view.start && view.end) return [{ field: view.start, op: 'lte', value: last }, { field: view.end, op: 'gte', value: first }];
  if (view.start) return [{ field: view.start, op: 'between', value: [first, last] }];
  return [];
}

/** Rows per day of [first, last]; a row without an end lasts its start day; rows keep their order. */
export function entriesByDay(rows: readonly DataRow[], view: Pick<CompiledView, 'date' | 'start' | 'end'>, first: string, last: string): Map<string, DataRow[]> {
  const out = new Map<string, DataRow[]>();
  const add = (date: string, row: DataRow) => {
    const list = out.get(date);
    if (list) list.push(row);
    else out.set(date, [row]);
  };
  for (const row of rows) {
    const startField = view.date ?? view.start;
    const from = startField ? row[startField] : null;
    if (typeof from !== 'string') continue;
    const endValue = view.end && !view.date ? row[view.end] : null;
    const to = typeof endValue === 'string' && endValue >= from ? endValue : from;
    if (to < first || from > last) continue;
    let day = from < first ? first : from;
    const stop = to > last ? last : to;
    // At most a grid's 42 days per row.
    for (let i = 0; i < 42 && day <= stop; i++) {
      add(day, row);
      day = isoDate(new Date(utc(day).getTime() + 86_400_000));
    }
  }
  return out;
}

/** Colours entries take, in order (Mantine colour names, readable with dark text on their light shade). */
export const PALETTE = ['blue', 'teal', 'orange', 'grape', 'lime', 'red', 'cyan', 'yellow', 'pink', 'indigo', 'green', 'violet'] as const;

/** The colour of a value of the colour field: enum by its position, ref by its id, anything else by its text. */
export function colorOf(field: CompiledField | undefined, value: unknown): (typeof PALETTE)[number] | undefined {
  if (!field || value === null || value === undefined || value === '') return undefined;
  if (field.type === 'enum') {
    const index = field.values?.indexOf(String(value)) ?? -1;
    return index >= 0 ? PALETTE[index % PALETTE.length] : undefined;
  }
  if (typeof value === 'number') return PALETTE[Math.abs(Math.trunc(value)) % PALETTE.length];
  let hash = 0;
  for (const c of String(value)) hash = (hash * 31 + c.charCodeAt(0)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length];
}

/** The weekday names' order for a first day of the week, as Date.UTC days (0 = Sunday). */
export const weekdayOrder = (firstDayOfWeek = 1): number[] => Array.from({ length: 7 }, (_, i) => (firstDayOfWeek + i) % 7);
