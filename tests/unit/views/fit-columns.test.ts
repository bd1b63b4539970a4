// Fitting the table's columns to its box, by hand-computed cases.
import { describe, expect, it } from 'vitest';
import { fitColumnWidths } from '../../../engine/views/table/fit-columns';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('fitColumnWidths', () => {
  it('keeps the measured widths when they fit', () => {
    expect(fitColumnWidths([{ natural: 100, min: 50, shrinkable: true }, { natural: 200, min: 50, shrinkable: false }], 300)).toEqual([100, 200]);
  });

  it('caps the widest text columns at one width and leaves short and numeric ones whole', () => {
    // 80 + 300 + 200 + 120 (numeric) = 700 into 500: the cap c with 80 + c + c + 120 = 500 is 150.
    const widths = fitColumnWidths([
      { natural: 80, min: 40, shrinkable: true },
      { natural: 300, min: 60, shrinkable: true },
      { natural: 200, min: 60, shrinkable: true },
      { natural: 120, min: 40, shrinkable: false },
    ], 500);
    expect(widths[0]).toBe(80);
    expect(widths[1]).toBeCloseTo(150, 0);
    expect(widths[2]).toBeCloseTo(150, 0);
    expect(widths[3]).toBe(120);
    expect(sum(widths)).toBeLessThanOrEqual(500);
    expect(sum(widths)).toBeGreaterThan(499.5);
  });

  it('never goes below a heading: a column whose heading is wider than the cap keeps it', () => {
    // cap c: 100 (min) + c + 50 = 250, so c = 100; the first column stays at its 100 minimum.
    const widths = fitColumnWidths([
      { natural: 180, min: 100, shrinkable: true },
      { natural: 300, min: 60, shrinkable: true },
      { natural: 50, min: 40, shrinkable: false },
    ], 250);
    expect(widths[0]).toBe(100);
    expect(widths[1]).toBeCloseTo(100, 0);
    expect(widths[2]).toBe(50);
  });

  it('stops at the minimums and numeric widths when those alone are too wide (the box scrolls)', () => {
    expect(fitColumnWidths([
      { natural: 200, min: 50, shrinkable: true },
      { natural: 80, min: 120, shrinkable: true },
      { natural: 200, min: 60, shrinkable: false },
    ], 180)).toEqual([50, 80, 200]);
  });

  it('leaves an all-numeric table as measured', () => {
    expect(fitColumnWidths([{ natural: 300, min: 40, shrinkable: false }], 100)).toEqual([300]);
  });
});
