// The Gantt chart's geometry, pure: the window shown (a week by the hour or
// four weeks by the day), its ticks, bars placed in it (overlapping bars of
// a lane stacked on rows), lateness against a due day, months over capacity
// as spans, keyboard neighbours and snapping. Times are minute numbers of
// engine/time/calendar.ts (plant-local, no time zone).
import { dateOfDay, dayNumber, formatMinute, MINUTES_PER_DAY, minuteOf, monthIndex, monthStartDay, weekday } from '../../time/calendar';

export type Zoom = 'day' | 'week';

export const ZOOMS: Record<Zoom, { days: number; pxPerHour: number; step: number; snap: number }> = {
  /** A week by the hour: Shift + arrow moves an hour, a drag snaps to 15 minutes. */
  day: { days: 7, pxPerHour: 12, step: 60, snap: 15 },
  /** Four weeks by the day: Shift + arrow moves a day, a drag snaps to the hour. */
  week: { days: 28, pxPerHour: 2.5, step: MINUTES_PER_DAY, snap: 60 },
};

export interface TimeWindow {
  zoom: Zoom;
  /** First day shown, YYYY-MM-DD (a Monday). */
  from: string;
  startMinute: number;
  endMinute: number;
  pxPerMinute: number;
  width: number;
}

export const isZoom = (value: unknown): value is Zoom => value === 'day' || value === 'week';

/** The Monday on or before a day (YYYY-MM-DD). */
export function weekStart(day: string): string {
  const n = dayNumber(day);
  return dateOfDay(n - ((weekday(n) + 6) % 7));
}

/** Where a window opens by default: this week by the hour; from last week by the day. */
export function defaultFrom(today: string, zoom: Zoom): string {
  const monday = weekStart(today);
  return zoom === 'day' ? monday : dateOfDay(dayNumber(monday) - 7);
}

export function windowOf(from: string, zoom: Zoom): TimeWindow {
  const start = dayNumber(weekStart(from)) * MINUTES_PER_DAY;
  const { days, pxPerHour } = ZOOMS[zoom];
  const pxPerMinute = pxPerHour / 60;
  return { zoom, from: dateOfDay(start / MINUTES_PER_DAY), startMinute: start, endMinute: start + days * MINUTES_PER_DAY, pxPerMinute, width: Math.round(days * MINUTES_PER_DAY * pxPerMinute) };
}

/** The window one length earlier (-1) or later (1). */
export function shiftFrom(from: string, zoom: Zoom, direction: -1 | 1): string {
  return dateOfDay(dayNumber(weekStart(from)) + direction * ZOOMS[zoom].days);
}

export interface Tick {
  x: number;
  date: string;
  /** A day tick (day zoom) or a week's first day (week zoom). */
  major: boolean;
  weekend: boolean;
}

/** One tick per day; in the week zoom only Mondays are major (labelled). */
export function ticks(window: TimeWindow): Tick[] {
  const out: Tick[] = [];
  const first = window.startMinute / MINUTES_PER_DAY;
  for (let d = first; d < window.endMinute / MINUTES_PER_DAY; d++) {
    const w = weekday(d);
    out.push({ x: Math.round((d - first) * MINUTES_PER_DAY * window.pxPerMinute), date: dateOfDay(d), major: window.zoom === 'day' || w === 1, weekend: w === 0 || w === 6 });
  }
  return out;
}

/** A date field's day (its start, or its end for `end`) or a moment string, as a minute; NaN otherwise. */
export function momentMinute(value: unknown, end = false): number {
  if (typeof value !== 'string') return NaN;
  if (value.length === 10) {
    const day = dayNumber(value);
    return Number.isNaN(day) ? NaN : (day + (end ? 1 : 0)) * MINUTES_PER_DAY;
  }
  return minuteOf(value);
}

/** Minutes an end is past its due day (due by the end of that day); null without a valid due day. */
export function latenessMinutes(end: number, due: unknown): number | null {
  if (typeof due !== 'string' || Number.isNaN(dayNumber(due))) return null;
  return end - (dayNumber(due) + 1) * MINUTES_PER_DAY;
}

export interface BarInput {
  id: number;
  lane: string;
  start: number;
  end: number;
  due?: unknown;
}

export interface Bar extends BarInput {
  x: number;
  width: number;
  /** Row within the lane (overlapping bars stack). */
  row: number;
  late: boolean;
  lateMinutes: number | null;
  /** The bar runs on beyond the window's edges. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** The smallest width a bar is drawn with, so a short order stays clickable. */
export const MIN_BAR_PX = 6;

export function layoutBars(items: readonly BarInput[], window: TimeWindow): { bars: Bar[]; rows: Map<string, number> } {
  const visible = items
    .filter((i) => Number.isFinite(i.start) && Number.isFinite(i.end) && i.end > window.startMinute && i.start < window.endMinute)
    .sort((a, b) => a.start - b.start || a.end - b.end || a.id - b.id);
  const rowEnds = new Map<string, number[]>();
  const bars: Bar[] = visible.map((item) => {
    const ends = rowEnds.get(item.lane) ?? [];
    rowEnds.set(item.lane, ends);
    let row = ends.findIndex((e) => e <= item.start);
    if (row < 0) row = ends.push(item.end) - 1;
    else ends[row] = item.end;
    const from = Math.max(item.start, window.startMinute);
    const to = Math.min(Math.max(item.end, item.start), window.endMinute);
    const late = latenessMinutes(item.end, item.due);
    return {
      ...item, row,
      x: (from - window.startMinute) * window.pxPerMinute,
      width: Math.max(MIN_BAR_PX, (to - from) * window.pxPerMinute),
      late: late !== null && late > 0, lateMinutes: late,
      clippedStart: item.start < window.startMinute, clippedEnd: item.end > window.endMinute,
    };
  });
  return { bars, rows: new Map([...rowEnds].map(([lane, ends]) => [lane, Math.max(1, ends.length)])) };
}

export interface LoadCell {
  lane: string;
  /** YYYY-MM */
  month: string;
  value: number;
}

export interface LoadSpan extends LoadCell {
  x: number;
  width: number;
}

/** The parts of the window in months whose value is over the threshold (100 %: over capacity). */
export function overloadSpans(cells: readonly LoadCell[], window: TimeWindow, threshold = 100): LoadSpan[] {
  const out: LoadSpan[] = [];
  for (const cell of cells) {
    if (!(cell.value > threshold)) continue;
    const m = monthIndex(cell.month);
    if (Number.isNaN(m)) continue;
    const from = Math.max(monthStartDay(m) * MINUTES_PER_DAY, window.startMinute);
    const to = Math.min(monthStartDay(m + 1) * MINUTES_PER_DAY, window.endMinute);
    if (to <= from) continue;
    out.push({ ...cell, x: (from - window.startMinute) * window.pxPerMinute, width: (to - from) * window.pxPerMinute });
  }
  return out;
}

/** The month keys (YYYY-MM) a window touches. */
export function windowMonths(window: TimeWindow): string[] {
  const first = monthIndex(dateOfDay(window.startMinute / MINUTES_PER_DAY));
  const last = monthIndex(dateOfDay((window.endMinute - 1) / MINUTES_PER_DAY));
  const out: string[] = [];
  for (let m = first; m <= last; m++) out.push(dateOfDay(monthStartDay(m)).slice(0, 7));
  return out;
}

export type NavKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * The bar the keyboard moves to from `current`: left and right along its
 * lane, up and down to the nearest bar (by its middle) of the previous or
 * next lane that has bars, Home and End to the lane's first and last.
 */
export function neighbour(bars: readonly Bar[], lanes: readonly string[], current: number, key: NavKey): number | null {
  const bar = bars.find((b) => b.id === current);
  if (!bar) return bars[0]?.id ?? null;
  const inLane = (lane: string) => bars.filter((b) => b.lane === lane).sort((a, b) => a.x - b.x || a.row - b.row);
  const own = inLane(bar.lane);
  const at = own.findIndex((b) => b.id === current);
  if (key === 'ArrowLeft') return own[at - 1]?.id ?? null;
  if (key === 'ArrowRight') return own[at + 1]?.id ?? null;
  if (key === 'Home') return own[0].id;
  if (key === 'End') return own[own.length - 1].id;
  const step = key === 'ArrowUp' ? -1 : 1;
  const middle = bar.x + bar.width / 2;
  for (let l = lanes.indexOf(bar.lane) + step; l >= 0 && l < lanes.length; l += step) {
    const candidates = inLane(lanes[l]);
    if (candidates.length === 0) continue;
    return candidates.reduce((best, b) => (Math.abs(b.x + b.width / 2 - middle) < Math.abs(best.x + best.width / 2 - middle) ? b : best)).id;
  }
  return null;
}

/** A minute rounded to the zoom's drag grid. */
export function snapMinute(minute: number, zoom: Zoom): number {
  const snap = ZOOMS[zoom].snap;
  return Math.round(minute / snap) * snap;
}

/** 'YYYY-MM-DDTHH:mm' of a minute (what the scheduler's move takes). */
export const momentText = (minute: number): string => formatMinute(minute);
