// The one guard every export passes its cells through: text a spreadsheet
// would run gets an apostrophe, everything else is left exactly as it was.
import { describe, expect, it } from 'vitest';
import { guardCell, unguardText } from '../../../server/data-engine/export/formula-guard';

describe('guardCell', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(1+1)', '\tx', '\rx', '=HYPERLINK("http://x","y")', "-2+3+cmd|' /C calc'!A0"])('guards %j', (text) => {
    expect(guardCell(text)).toBe(`'${text}`);
  });

  it('leaves text that starts otherwise, and a formula character further in, alone', () => {
    for (const text of ['Family==1+2', 'a=b', ' =1', '1-2', '', "'quoted"]) expect(guardCell(text)).toBe(text);
  });

  it('leaves numbers, booleans, dates and empty cells typed as they are: a negative number stays a number', () => {
    const date = new Date(Date.UTC(2026, 0, 1));
    expect(guardCell(-5)).toBe(-5);
    expect(guardCell(-0.25)).toBe(-0.25);
    expect(guardCell(0)).toBe(0);
    expect(guardCell(true)).toBe(true);
    expect(guardCell(date)).toBe(date);
    expect(guardCell(null)).toBeNull();
    expect(guardCell(undefined)).toBeUndefined();
  });

  it('the import takes the apostrophe off again: a guarded text round-trips', () => {
    for (const text of ['=1+2', '@SUM(1+1)', '-x', '\tx', 'plain', "'quoted", "'=x", "''+x"]) expect(unguardText(guardCell(text) as string)).toBe(text);
    expect(guardCell("'=x")).toBe("''=x");
  });
});
