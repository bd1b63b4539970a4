import { describe, expect, it } from 'vitest';
import { CsvError, formatForecastCsv, parseSeriesCsv } from '../../../server/forecast/csv';

const error = (text: string) => {
  try {
    parseSeriesCsv(text);
  } catch (e) {
    if (e instanceof CsvError) return `${e.line}: ${e.reason}`;
    throw e;
  }
  throw new Error('no error');
};

describe('forecast CSV input', () => {
  it('reads series of any length in any order, other columns ignored', () => {
    const text = '\ufeffQuantity,note,t,Series\n4,x,2,B\n1,,1,A\n3,,1,B\n2,,2,A\n5,,3,A\n';
    expect(parseSeriesCsv(text).series).toEqual([
      { name: 'B', history: [3, 4] },
      { name: 'A', history: [1, 2, 5] },
    ]);
    expect(parseSeriesCsv('series,t,quantity\r\n"a, b",1,-2.5e1\r\n\r\n').series).toEqual([{ name: 'a, b', history: [-25] }]);
  });

  it('stops at the first problem with its line and reason', () => {
    expect(error('')).toBe('1: the file is empty; expected a header series,t,quantity');
    expect(error('series,t,qty\nA,1,3\n')).toBe('1: missing column "quantity" (the header must name series, t and quantity; found "series", "t", "qty")');
    expect(error('series,t,t,quantity\n')).toBe('1: column "t" appears twice');
    expect(error('series,t,quantity\n')).toBe('2: no data rows after the header');
    expect(error('series,t,quantity\nA,1,3\nA,2,abc\n')).toBe('3: quantity "abc" is not a number');
    expect(error('series,t,quantity\nA,1,3\nA,2,\n')).toBe('3: quantity "" is not a number');
    expect(error('series,t,quantity\nA,1,1,000\n')).toBe('2: expected 3 fields, found 4');
    expect(error('series,t,quantity\nA,0,3\n')).toBe('2: t "0" is not an integer from 1');
    expect(error('series,t,quantity\nA,1.5,3\n')).toBe('2: t "1.5" is not an integer from 1');
    expect(error('series,t,quantity\n,1,3\n')).toBe('2: empty series');
    expect(error('series,t,quantity\nA,1\n')).toBe('2: expected 3 fields, found 2');
    expect(error('series,t,quantity\nA,1,3\nB,1,3\nA,1,4\n')).toBe('4: duplicate t 1 for series "A" (first on line 2)');
    expect(error('series,t,quantity\nA,1,3\nA,4,3\nA,2,3\n')).toBe('3: series "A" has t 4 but no t 3 (t must run 1..n without gaps)');
    expect(error('series,t,quantity\nA,1,3\n"B,1,4\n')).toBe('3: quoted field unterminated');
  });

  it('counts lines across blank lines and quoted line breaks', () => {
    expect(error('series,t,quantity\n\nA,1,3\n"B\nC",1,x\n')).toBe('4: quantity "x" is not a number');
  });
});

describe('forecast CSV output', () => {
  it('writes series,t,forecast for t = n+1..n+H, quoted where needed', () => {
    expect(formatForecastCsv([{ name: 'a,b', n: 2, forecast: [1.23456789, -0.0000001] }, { name: 'C', n: 1, forecast: [7] }])).toBe(
      'series,t,forecast\n"a,b",3,1.234568\n"a,b",4,0\nC,2,7\n',
    );
  });
});
