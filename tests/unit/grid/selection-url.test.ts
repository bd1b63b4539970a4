// The active cell's moves and the grid's URL state.
import { describe, expect, it } from 'vitest';
import { keyTarget, moveSelection, rectOf } from '../../../engine/data/grid-selection';
import { readGridUrl, writeGridUrl } from '../../../engine/data/grid-url';

const bounds = { rows: 10, cols: 5 };

describe('selection', () => {
  it('moves with the keys a spreadsheet uses and stays inside the grid', () => {
    const at = { row: 2, col: 4 };
    expect(keyTarget(at, 'Tab', bounds, 5)).toEqual({ row: 3, col: 0 });
    expect(keyTarget({ row: 2, col: 0 }, 'ShiftTab', bounds, 5)).toEqual({ row: 1, col: 4 });
    expect(keyTarget(at, 'Home', bounds, 5)).toEqual({ row: 2, col: 0 });
    expect(keyTarget(at, 'End', bounds, 5, true)).toEqual({ row: 9, col: 4 });
    expect(keyTarget(at, 'PageDown', bounds, 5)).toEqual({ row: 7, col: 4 });
    const moved = moveSelection({ anchor: at, focus: at }, keyTarget(at, 'ArrowRight', bounds, 5), bounds, false);
    expect(moved.focus).toEqual({ row: 2, col: 4 });
  });
  it('Shift keeps the anchor and the rectangle spans both corners', () => {
    const start = { anchor: { row: 4, col: 3 }, focus: { row: 4, col: 3 } };
    const extended = moveSelection(moveSelection(start, { row: 2, col: 3 }, bounds, true), { row: 2, col: 1 }, bounds, true);
    expect(rectOf(extended)).toEqual({ top: 2, bottom: 4, left: 1, right: 3 });
    expect(moveSelection(extended, { row: 0, col: 0 }, bounds, false).anchor).toEqual({ row: 0, col: 0 });
  });
});

describe('grid URL state', () => {
  it('round-trips hierarchy, level, open rows, measures, months, scope and filter; keeps other params', () => {
    const state = { hierarchy: 'channels', level: 1, expanded: ['customer=4', 'customer=4|product=70', 'product.family="a~b"'], measures: ['history', 'override'], months: { from: '2025-11', to: '2027-10' }, scope: 12, filter: [['customer.channel', 'retail']] as [string, string][] };
    const params = writeGridUrl(new URLSearchParams('view=0'), state);
    expect(params.get('view')).toBe('0');
    const read = readGridUrl(params);
    expect(read).toMatchObject({ hierarchy: 'channels', level: 1, measures: ['history', 'override'], months: { from: '2025-11', to: '2027-10' }, scope: 12, filter: [['customer.channel', 'retail']] });
    expect(read.expanded.slice(0, 2)).toEqual(['customer=4', 'customer=4|product=70']);
  });
  it('drops what is malformed instead of failing', () => {
    const read = readGridUrl(new URLSearchParams('l=x&b=2025-13,2026-01&s=-1&f={bad&h=<script>'));
    expect(read).toEqual({ expanded: [], filter: [] });
  });
});
