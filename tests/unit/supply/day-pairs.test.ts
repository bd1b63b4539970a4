import { describe, expect, it } from 'vitest';
import { DayMonths, decimalAt, monthSums } from '../../../server/supply/load/day-pairs';
import { flowsOf } from '../../../server/supply/load/flow-text';
import { addFlows } from '../../../server/supply/plan/assemble';

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('DayMonths', () => {
  it('answers the month of any day after or before the base month, across leap years', () => {
    const m = new DayMonths('2024-01');
    expect(m.monthOf(0)).toBe(0);
    expect(m.monthOf(days('2024-01-01', '2024-01-31'))).toBe(0);
    expect(m.monthOf(days('2024-01-01', '2024-02-29'))).toBe(1);
    expect(m.monthOf(days('2024-01-01', '2024-03-01'))).toBe(2);
    expect(m.monthOf(days('2024-01-01', '2026-12-31'))).toBe(35);
    expect(m.monthOf(-1)).toBe(-1);
    expect(m.monthOf(days('2024-01-01', '2023-01-01'))).toBe(-12);
    expect(m.monthOf(days('2024-01-01', '2022-12-31'))).toBe(-13);
    // The memo answers the same again.
    expect(m.monthOf(-1)).toBe(-1);
  });
  it('agrees with year * 12 + month for every day of ten years', () => {
    const m = new DayMonths('2020-03');
    for (let d = -1900; d < 1900; d++) {
      const date = new Date(Date.UTC(2020, 2, 1 + d));
      expect(m.monthOf(d)).toBe(date.getUTCFullYear() * 12 + date.getUTCMonth() - (2020 * 12 + 2));
    }
  });
  it('answers days far outside its table (decades away) as near ones', () => {
    const m = new DayMonths('2024-01');
    expect(m.monthOf(days('2024-01-01', '1950-02-15'))).toBe(-887);
    expect(m.monthOf(days('2024-01-01', '2099-12-31'))).toBe(911);
    expect(m.monthOf(days('2024-01-01', '2099-12-31'))).toBe(911);
  });
  it('refuses a base that is not a month', () => {
    expect(() => new DayMonths('nope')).toThrow();
  });
});

describe('monthSums', () => {
  const m = new DayMonths('2024-01');
  it('sums the quantities of each month and drops months summing to zero', () => {
    expect(monthSums('0:5,3:2.5,31:4,40:-4,60:1', m)).toEqual([[0, 7.5], [2, 1]]);
  });
  it('shifts the months, keeps NaN as SQL keeps it (NaN <> 0), and reads null or empty as nothing', () => {
    expect(monthSums('-1:3,0:NaN', m, -12)).toEqual([[11, 3], [12, NaN]]);
    expect(monthSums(null, m)).toEqual([]);
    expect(monthSums('', m)).toEqual([]);
  });
  it('sums months met out of order in the order each came first, as floating-point sums in text order', () => {
    // 31 and 0 are January's and February's... days 0 and 10 January, 31 February, 60 March.
    expect(monthSums('31:0.1,0:1,60:-2,10:2,40:0.2,70:2', m)).toEqual([[1, 0.1 + 0.2], [0, 3]]);
    expect(monthSums('31:0.1,0:1,60:-2,10:2,40:0.2,70:2', m)[0][1]).toBe(0.30000000000000004);
  });
});

describe('decimalAt', () => {
  const read = (text: string) => decimalAt(`x,${text};`, 2, 2 + text.length);
  it('reads what Number reads, bit for bit: integers, decimals, signs, zeros', () => {
    for (const text of ['0', '-0', '7', '-12', '45.000', '0.1', '0.3', '2.675', '-1.005', '123456.789', '999999999999999', '0.000000001', '1.10', '00012.50']) {
      expect(Object.is(read(text), Number(text)), text).toBe(true);
    }
    // 0.1 + 0.2 is not 0.3: the parse must give the double nearest the decimal, not a sum of parts.
    expect(read('0.3')).toBe(0.3);
    expect(read('2.675')).toBe(2.675);
  });
  it('reads every 3-decimal figure of a range as Number does', () => {
    for (let i = -20_000; i <= 20_000; i += 7) {
      const text = (i / 1000).toFixed(3);
      expect(read(text)).toBe(Number(text));
    }
  });
  it('falls back to Number for what is not plain digits: NaN, infinities, exponents, 16 digits or more, a bare dot', () => {
    expect(read('NaN')).toBeNaN();
    expect(read('Infinity')).toBe(Infinity);
    expect(read('-Infinity')).toBe(-Infinity);
    expect(read('1e+20')).toBe(1e20);
    expect(read('12345678901234567')).toBe(Number('12345678901234567'));
    expect(read('0.12345678901234567')).toBe(Number('0.12345678901234567'));
    expect(read('5.')).toBe(5);
    expect(read('-')).toBeNaN();
  });
});

describe('addFlows', () => {
  it('adds into the row, drops months outside and non-finite figures, and clamps the past to month 0 when asked', () => {
    const matrix = new Float64Array(2 * 3);
    const flows = flowsOf([{ p: 1, w: 1, pairs: [[0, 5], [2, 1.5], [3, 9], [-1, 4], [1, NaN]] }, { p: 2, w: 1, pairs: [[-2, 4], [-1, 1], [1, 2]] }]);
    addFlows(flows, 0, matrix, 1, 3);
    expect([...matrix]).toEqual([0, 0, 0, 5, 0, 1.5]);
    addFlows(flows, 1, matrix, 0, 3, true);
    expect([...matrix.subarray(0, 3)]).toEqual([5, 2, 0]);
  });
});
