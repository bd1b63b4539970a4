// Spreadsheet text in and out: TSV with quoted cells and CRLF, numbers in
// the user's convention (decimal comma in Spanish), strict about the rest.
import { describe, expect, it } from 'vitest';
import { parseLocalNumber, parseTsv, pasteEdits, splitTsv, toTsv } from '../../../engine/data/grid-paste';

describe('splitTsv', () => {
  it('splits CRLF and LF lines and tabs, ignoring the final newline Excel adds', () => {
    expect(splitTsv('1\t2\r\n3\t4\r\n')).toEqual([['1', '2'], ['3', '4']]);
    expect(splitTsv('1\t2\n3\t4')).toEqual([['1', '2'], ['3', '4']]);
    expect(splitTsv('a\t\tb\n')).toEqual([['a', '', 'b']]);
  });
  it('reads quoted cells with tabs, newlines and doubled quotes inside', () => {
    expect(splitTsv('"a\tb"\t"say ""hi"""\n"two\nlines"\tx')).toEqual([['a\tb', 'say "hi"'], ['two\nlines', 'x']]);
  });
});

describe('parseLocalNumber', () => {
  it('reads decimal comma numbers with dot groups (Spanish Excel)', () => {
    expect(parseLocalNumber('1.234,5', ',')).toBe(1234.5);
    expect(parseLocalNumber('1234,5', ',')).toBe(1234.5);
    expect(parseLocalNumber(' -12,25 ', ',')).toBe(-12.25);
    expect(parseLocalNumber('1 234,5', ',')).toBe(1234.5);
    expect(parseLocalNumber('1\u00a0234,5', ',')).toBe(1234.5);
    expect(parseLocalNumber(',5', ',')).toBe(0.5);
  });
  it('reads decimal point numbers with comma groups (English)', () => {
    expect(parseLocalNumber('1,234.5', '.')).toBe(1234.5);
    expect(parseLocalNumber('1234.5', '.')).toBe(1234.5);
  });
  it('empty is null; a number in the other convention or a text is refused, not guessed', () => {
    expect(parseLocalNumber('  ', ',')).toBeNull();
    expect(parseLocalNumber('1.5', ',')).toBeUndefined();
    expect(parseLocalNumber('1,5', '.')).toBeUndefined();
    expect(parseLocalNumber('12a', ',')).toBeUndefined();
    expect(parseLocalNumber('1.23.4', ',')).toBeUndefined();
  });
});

describe('parseTsv', () => {
  it('gives numbers by line and column and reports what is not a number where it is', () => {
    const parsed = parseTsv('10\t20,5\t\r\n1.000\tabc\t3\r\n', ',');
    expect(parsed.cells).toEqual([[10, 20.5, null], [1000, null, 3]]);
    expect(parsed.problems).toEqual([{ line: 2, column: 2, text: 'abc' }]);
  });
});

describe('toTsv', () => {
  it('writes the decimal separator of the user, no groups, empty for none, quotes texts with tabs', () => {
    expect(toTsv([[1234.5, null, 3], ['Family "A"', 'a\tb', 0.1 + 0.2]], ',')).toBe('1234,5\t\t3\nFamily "A"\t"a\tb"\t0,3');
    expect(parseTsv(toTsv([[1234.5, 7]], ','), ',').cells).toEqual([[1234.5, 7]]);
  });
});

describe('pasteEdits', () => {
  const rows = [
    { row: [['product', 1]] as [string, number][], values: [10, 20, 30, null] },
    { row: [['product', 2]] as [string, number][], values: [1, 2, 3, 4] },
  ];
  const months = ['2026-01', '2026-02', '2026-03', '2026-04'];
  it('maps the block from the anchor: lines to rows, columns to months; empty cells are left; same values skipped', () => {
    const plan = pasteEdits([[11, null, 30], [5, 6]], rows, months, null, 3);
    expect(plan.edits).toEqual([
      { row: [['product', 1]], month: '2026-01', from: 10, to: 11 },
      { row: [['product', 2]], month: '2026-01', from: 1, to: 5 },
      { row: [['product', 2]], month: '2026-02', from: 2, to: 6 },
    ]);
    expect(plan.unchanged).toBe(1);
  });
  it('counts cells beyond the grid and in frozen months instead of pasting them; rounds and keeps the minimum', () => {
    const plan = pasteEdits([[1, 2, 3, 4, 5], [-3], [9]], rows, months, '2026-02', 0, 0);
    expect(plan.frozen).toBe(2);
    expect(plan.outside).toBe(2);
    expect(plan.edits.map((e) => [e.month, e.to])).toEqual([['2026-02', 2], ['2026-03', 3], ['2026-04', 4]]);
  });
});
