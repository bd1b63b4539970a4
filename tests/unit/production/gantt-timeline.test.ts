// The Gantt chart's geometry (engine/views/gantt/timeline.ts): windows,
// ticks, bars stacked where they overlap and clipped to the window,
// lateness, months over capacity, keyboard neighbours and snapping.
import { describe, expect, it } from 'vitest';
import {
  defaultFrom, layoutBars, momentMinute, neighbour, overloadSpans, shiftFrom, snapMinute, ticks, weekStart, windowMonths, windowOf,
} from '../../../engine/views/gantt/timeline';

const at = (text: string) => momentMinute(text);

describe('windows', () => {
  it('start on a Monday: a week by the hour or four weeks by the day', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(defaultFrom('2026-11-26', 'day')).toBe('2026-11-23');
    expect(defaultFrom('2026-11-26', 'week')).toBe('2026-11-16');
    const day = windowOf('2026-11-25', 'day');
    expect(day).toMatchObject({ from: '2026-11-23', startMinute: at('2026-11-23T00:00'), endMinute: at('2026-11-30T00:00'), width: 7 * 24 * 12 });
    expect(windowOf('2026-11-16', 'week').width).toBe(28 * 24 * 2.5);
    expect(shiftFrom('2026-11-23', 'day', 1)).toBe('2026-11-30');
    expect(shiftFrom('2026-11-16', 'week', -1)).toBe('2026-10-19');
    expect(windowMonths(windowOf('2026-11-16', 'week'))).toEqual(['2026-11', '2026-12']);
    expect(windowMonths(windowOf('2026-12-21', 'week'))).toEqual(['2026-12', '2027-01']);
  });
  it('have a tick per day, Mondays major in the week zoom, weekends marked', () => {
    const list = ticks(windowOf('2026-11-23', 'day'));
    expect(list).toHaveLength(7);
    expect(list[1]).toEqual({ x: 288, date: '2026-11-24', major: true, weekend: false });
    expect(list[5].weekend).toBe(true);
    expect(ticks(windowOf('2026-11-16', 'week')).filter((t) => t.major).map((t) => t.date).slice(0, 2)).toEqual(['2026-11-16', '2026-11-23']);
  });
});

describe('layoutBars', () => {
  const window = windowOf('2026-11-23', 'day');
  it('places bars by time, stacks overlapping ones of a lane and clips them to the window', () => {
    const { bars, rows } = layoutBars([
      { id: 1, lane: 'A', start: at('2026-11-23T06:00'), end: at('2026-11-23T12:00') },
      { id: 2, lane: 'A', start: at('2026-11-23T10:00'), end: at('2026-11-23T14:00'), due: '2026-11-22' },
      { id: 3, lane: 'A', start: at('2026-11-23T12:00'), end: at('2026-11-23T13:00') },
      { id: 4, lane: 'B', start: at('2026-11-20T06:00'), end: at('2026-11-23T01:00') },
      { id: 5, lane: 'B', start: at('2026-12-01T06:00'), end: at('2026-12-01T07:00') },
      { id: 6, lane: 'B', start: NaN, end: NaN },
    ], window);
    expect(bars.map((b) => [b.id, b.row])).toEqual([[4, 0], [1, 0], [2, 1], [3, 0]]);
    const first = bars.find((b) => b.id === 1)!;
    expect(first).toMatchObject({ x: 72, width: 72, late: false, lateMinutes: null });
    // Due the 22nd: ends 14 h into the 23rd.
    expect(bars.find((b) => b.id === 2)).toMatchObject({ late: true, lateMinutes: 14 * 60 });
    expect(bars.find((b) => b.id === 4)).toMatchObject({ x: 0, width: 12, clippedStart: true });
    expect(rows.get('A')).toBe(2);
    expect(rows.get('B')).toBe(1);
  });
  it('keeps a short bar wide enough to click', () => {
    expect(layoutBars([{ id: 1, lane: 'A', start: at('2026-11-23T06:00'), end: at('2026-11-23T06:05') }], window).bars[0].width).toBe(6);
  });
  it('reads date fields as whole days', () => {
    expect(momentMinute('2026-11-23', true) - momentMinute('2026-11-23')).toBe(1440);
    expect(momentMinute(null)).toBeNaN();
  });
});

describe('overloadSpans', () => {
  it('marks the part of the window in months over 100 %', () => {
    const window = windowOf('2026-11-16', 'week');
    const spans = overloadSpans([{ lane: 'A', month: '2026-12', value: 131 }, { lane: 'A', month: '2026-11', value: 99 }, { lane: 'B', month: '2026-11', value: 101 }], window);
    expect(spans).toEqual([
      // Four weeks from 16 November: the window holds 15 days of November and 13 of December, 60 px a day.
      { lane: 'A', month: '2026-12', value: 131, x: 15 * 60, width: 13 * 60 },
      { lane: 'B', month: '2026-11', value: 101, x: 0, width: 15 * 60 },
    ]);
  });
});

describe('keyboard and dragging', () => {
  const window = windowOf('2026-11-23', 'day');
  const { bars } = layoutBars([
    { id: 1, lane: 'A', start: at('2026-11-23T06:00'), end: at('2026-11-23T08:00') },
    { id: 2, lane: 'A', start: at('2026-11-24T06:00'), end: at('2026-11-24T08:00') },
    { id: 3, lane: 'C', start: at('2026-11-24T07:00'), end: at('2026-11-24T09:00') },
    { id: 4, lane: 'C', start: at('2026-11-27T07:00'), end: at('2026-11-27T09:00') },
  ], window);
  const lanes = ['A', 'B', 'C'];
  it('moves along a lane, and to the nearest bar of the next lane with bars', () => {
    expect(neighbour(bars, lanes, 1, 'ArrowRight')).toBe(2);
    expect(neighbour(bars, lanes, 1, 'ArrowLeft')).toBeNull();
    expect(neighbour(bars, lanes, 2, 'ArrowDown')).toBe(3);
    expect(neighbour(bars, lanes, 4, 'ArrowUp')).toBe(2);
    expect(neighbour(bars, lanes, 3, 'End')).toBe(4);
    expect(neighbour(bars, lanes, 99, 'ArrowDown')).toBe(1);
  });
  it('snaps drops to 15 minutes by the hour and to the hour by the day', () => {
    expect(snapMinute(at('2026-11-23T06:08'), 'day')).toBe(at('2026-11-23T06:15'));
    expect(snapMinute(at('2026-11-23T06:29'), 'week')).toBe(at('2026-11-23T06:00'));
  });
});
