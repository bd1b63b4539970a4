// Calendar grid and placement, board lanes, tree walking, the drawer's URL, problem messages.
import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../../engine/data/api';
import { lanesOf, moveBody, NO_LANE, withMoved } from '../../../engine/data/board';
import { colorOf, entriesByDay, gridRange, monthGrid, parseMonth, PALETTE, rangeFilters, shiftMonth, weekdayOrder } from '../../../engine/data/calendar';
import { KNOWN_PROBLEMS, problemMessage } from '../../../engine/data/problems';
import { readPrefill, readRecordTarget, withRecordTarget } from '../../../engine/data/record-url';
import { childrenFilter, treeKeyTarget, visibleNodes } from '../../../engine/data/tree';
import { field, product, promotion } from './fixtures';

const row = (id: number, values: Record<string, string | number | null>): DataRow => ({ id, version: 1, createdAt: '', updatedAt: '', ...values });

describe('calendar', () => {
  it('March 2024 starts on a Friday: the Monday grid begins on 26 February, 6 weeks', () => {
    const grid = monthGrid('2024-03', 1);
    expect(grid).toHaveLength(6);
    expect(grid[0][0]).toEqual({ date: '2024-02-26', day: 26, inMonth: false });
    expect(grid[0][4]).toEqual({ date: '2024-03-01', day: 1, inMonth: true });
    expect(gridRange(grid)).toEqual({ first: '2024-02-26', last: '2024-04-07' });
    expect(monthGrid('2024-03', 0)[0][0].date).toBe('2024-02-25');
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
  it('months shift across years; bad URL months fall back', () => {
    expect(shiftMonth('2024-01', -1)).toBe('2023-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(parseMonth('2024-13', '2024-05')).toBe('2024-05');
    expect(parseMonth('2024-02', '2024-05')).toBe('2024-02');
    expect(parseMonth(null, '2024-05')).toBe('2024-05');
  });
  it('filters: one-day rows by date between, spans by overlap', () => {
    expect(rangeFilters({ date: 'day' }, '2024-02-26', '2024-04-07')).toEqual([{ field: 'day', op: 'between', value: ['2024-02-26', '2024-04-07'] }]);
    expect(rangeFilters({ start: 'startDate', end: 'endDate' }, 'A', 'B')).toEqual([{ field: 'startDate', op: 'lte', value: 'B' }, { field: 'endDate', op: 'gte', value: 'A' }]);
  });
  it('a span lands on each of its days, clipped to the grid; a missing or inverted end is one day', () => {
    const rows = [
      row(1, { startDate: '2024-02-20', endDate: '2024-02-27' }),
      row(2, { startDate: '2024-03-05', endDate: null }),
      row(3, { startDate: '2024-03-10', endDate: '2024-03-09' }),
      row(4, { startDate: '2024-05-01', endDate: '2024-05-02' }),
    ];
    const byDay = entriesByDay(rows, { start: 'startDate', end: 'endDate' }, '2024-02-26', '2024-04-07');
    expect([...byDay.keys()].sort()).toEqual(['2024-02-26', '2024-02-27', '2024-03-05', '2024-03-10']);
    expect(byDay.get('2024-02-26')!.map((r) => r.id)).toEqual([1]);
  });
  it('colours: enum by position, ref by id, none for empty', () => {
    const kind = field('kind', 'enum', { values: ['a', 'b'] });
    expect(colorOf(kind, 'b')).toBe(PALETTE[1]);
    expect(colorOf(kind, 'zz')).toBeUndefined();
    expect(colorOf(field('r', 'ref'), 13)).toBe(PALETTE[13 % PALETTE.length]);
    expect(colorOf(kind, null)).toBeUndefined();
  });
});

describe('board', () => {
  const status = product.fields.find((f) => f.name === 'status')!;
  it('one lane per value in declared order; empty values get a lane first only when present', () => {
    const lanes = lanesOf(status, [row(1, { status: 'phase-out' }), row(2, { status: 'active' }), row(3, { status: 'active' })]);
    expect(lanes.map((l) => [l.value, l.rows.map((r) => r.id)])).toEqual([['active', [2, 3]], ['phase-out', [1]]]);
    const withNone = lanesOf(status, [row(1, { status: null }), row(2, { status: 'gone' })]);
    expect(withNone[0]).toEqual({ value: NO_LANE, rows: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })] });
  });
  it('a move sends the lane and the version; the display moves at once', () => {
    expect(moveBody(status, { ...row(4, { status: 'active' }), version: 7 }, 'phase-out')).toEqual({ values: { status: 'phase-out' }, version: 7 });
    expect(withMoved([row(4, { status: 'active' })], status, 4, 'phase-out')[0].status).toBe('phase-out');
  });
});

describe('tree', () => {
  const kids: Record<string, number[]> = { null: [1, 2], 1: [3, 4], 3: [5], 2: [] };
  const childrenOf = (id: number | null) => kids[String(id)];
  it('roots by null parent, children by eq', () => {
    expect(childrenFilter('parent', null)).toEqual({ field: 'parent', op: 'null', value: true });
    expect(childrenFilter('parent', 4)).toEqual({ field: 'parent', op: 'eq', value: 4 });
  });
  it('visible nodes: expanded ones show their loaded children, depth first', () => {
    expect(visibleNodes(childrenOf, new Set([1, 3])).map((n) => `${n.id}@${n.level}`)).toEqual(['1@1', '3@2', '5@3', '4@2', '2@1']);
    expect(visibleNodes(childrenOf, new Set()).map((n) => n.id)).toEqual([1, 2]);
    // A cycle does not hang.
    expect(visibleNodes((id) => (id === null ? [1] : [1]), new Set([1])).map((n) => n.id)).toEqual([1]);
  });
  it('keys: arrows move, right opens then enters, left closes then goes to the parent', () => {
    const expanded = new Set([1]);
    const nodes = visibleNodes(childrenOf, expanded);
    const go = (id: number, key: string) => treeKeyTarget(nodes, id, key, (x) => expanded.has(x), (x) => (kids[String(x)] ?? [1]).length > 0);
    expect(go(1, 'ArrowDown')).toEqual({ focus: 3 });
    expect(go(1, 'ArrowUp')).toEqual({ focus: 1 });
    expect(go(1, 'ArrowRight')).toEqual({ focus: 3 });
    expect(go(3, 'ArrowRight')).toEqual({ toggle: 3 });
    expect(go(3, 'ArrowLeft')).toEqual({ focus: 1 });
    expect(go(1, 'ArrowLeft')).toEqual({ toggle: 1 });
    expect(go(2, 'ArrowRight')).toEqual({});
    expect(go(1, 'End')).toEqual({ focus: 2 });
    expect(go(1, 'x')).toBeUndefined();
  });
});

describe('record drawer URL', () => {
  it('opens, prefills new rows only, closes', () => {
    const open = withRecordTarget(new URLSearchParams('page=2'), { mode: 'new' }, { startDate: '2024-03-05', code: null });
    expect(open.toString()).toBe('page=2&record=new&init.startDate=2024-03-05');
    expect(readRecordTarget(open)).toEqual({ mode: 'new' });
    expect(readPrefill(open, promotion)).toEqual({ startDate: '2024-03-05' });
    const edit = withRecordTarget(open, { mode: 'edit', id: 12 });
    expect(edit.toString()).toBe('page=2&record=12');
    expect(readRecordTarget(edit)).toEqual({ mode: 'edit', id: 12 });
    expect(withRecordTarget(edit, null).toString()).toBe('page=2');
  });
  it('refuses malformed targets and prefills', () => {
    expect(readRecordTarget(new URLSearchParams('record=-1'))).toBeNull();
    expect(readRecordTarget(new URLSearchParams('record=abc'))).toBeNull();
    expect(readPrefill(new URLSearchParams('init.launchDate=2024-02-30&init.price=x&init.unit=4&init.nope=1&init.active=true'), product))
      .toEqual({ unit: 4, active: true });
    expect(readPrefill(new URLSearchParams('init.active=true&init.firstMonth=2024-02'), product)).toEqual({ active: true, firstMonth: '2024-02' });
  });
});

describe('problem messages', () => {
  const label = (f: string) => `«${f}»`;
  it('known codes translate under data.problems with their params', () => {
    expect(problemMessage({ code: 'tooLong', params: { max: 1000 } }, label, (n) => n.toLocaleString('en'))).toEqual({ key: 'data.problems.tooLong', params: { max: '1,000' } });
    expect(problemMessage({ code: 'required' }, label)).toEqual({ key: 'data.problems.required', params: {} });
  });
  it('checks name their operator and the other field by its label', () => {
    expect(problemMessage({ code: 'badCheck', params: { op: '>=', other: 'startDate' } }, label)).toEqual({ key: 'data.problems.badCheck.gte', params: { op: '>=', other: '«startDate»' } });
  });
  it('import problems: field names in params read as labels, line numbers stay unformatted', () => {
    expect(problemMessage({ code: 'missingColumn', params: { field: 'sku' } }, label)).toEqual({ key: 'data.problems.missingColumn', params: { field: '«sku»' } });
    expect(problemMessage({ code: 'duplicateInFile', params: { line: 1234 } }, label, (n) => n.toLocaleString('en'))).toEqual({ key: 'data.problems.duplicateInFile', params: { line: 1234 } });
    expect(problemMessage({ code: 'refNotFound', params: { key: 'KG' } }, label)).toEqual({ key: 'data.problems.refNotFound', params: { key: 'KG' } });
  });
  it('the allowed values of an enum read as their labels when the field is known', () => {
    const m = problemMessage({ code: 'notAllowed', field: 'kind', params: { values: 'count, weight' } }, label, String, (f, v) => `${f}:${v.toUpperCase()}`);
    expect(m.params.values).toBe('kind:COUNT, kind:WEIGHT');
  });
  it('an unknown code falls back without showing a raw key', () => {
    expect(problemMessage({ code: 'somethingNew', params: { a: 1 } }, label)).toEqual({ key: 'data.problems.unknown', params: { a: '1', code: 'somethingNew' } });
    expect(KNOWN_PROBLEMS).toContain('notAReference');
  });
});
