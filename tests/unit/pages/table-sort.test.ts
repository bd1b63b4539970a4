import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, sortRows } from '../../../src/lib/table-sort';

const rows = [
  ['b', 10, 'x'],
  ['Á', 2, null],
  ['a', null, 'y'],
  ['item 10', 1, ''],
  ['item 2', 1, 'z'],
] as Array<[string, number | null, string | null]>;

describe('table sorting', () => {
  it('sorts text in the language, ignoring case and accents, with numbers inside text in numeric order', () => {
    expect(sortRows(rows, { column: 0, direction: 'asc' }, 'es').map((r) => r[0])).toEqual(['Á', 'a', 'b', 'item 2', 'item 10']);
    expect(sortRows(rows, { column: 0, direction: 'desc' }, 'es').map((r) => r[0])).toEqual(['item 10', 'item 2', 'b', 'Á', 'a']);
  });

  it('sorts numbers by value and keeps empty cells last in both directions; ties keep their order', () => {
    expect(sortRows(rows, { column: 1, direction: 'asc' }).map((r) => r[1])).toEqual([1, 1, 2, 10, null]);
    expect(sortRows(rows, { column: 1, direction: 'asc' }).slice(0, 2).map((r) => r[0])).toEqual(['item 10', 'item 2']);
    expect(sortRows(rows, { column: 1, direction: 'desc' }).map((r) => r[1])).toEqual([10, 2, 1, 1, null]);
    expect(sortRows(rows, { column: 2, direction: 'desc' }).map((r) => r[2])).toEqual(['z', 'y', 'x', null, '']);
  });

  it('unsorted keeps the original order without mutating it', () => {
    const copy = sortRows(rows, null);
    expect(copy).toEqual(rows);
    expect(copy).not.toBe(rows);
  });

  it('cycles a header: ascending, descending, unsorted; another column starts ascending', () => {
    expect(nextSort(null, 1)).toEqual({ column: 1, direction: 'asc' });
    expect(nextSort({ column: 1, direction: 'asc' }, 1)).toEqual({ column: 1, direction: 'desc' });
    expect(nextSort({ column: 1, direction: 'desc' }, 1)).toBeNull();
    expect(nextSort({ column: 1, direction: 'desc' }, 2)).toEqual({ column: 2, direction: 'asc' });
    expect(ariaSort({ column: 1, direction: 'desc' }, 1)).toBe('descending');
    expect(ariaSort({ column: 1, direction: 'desc' }, 0)).toBe('none');
  });
});
