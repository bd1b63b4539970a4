import { describe, expect, it } from 'vitest';
import { forecastValueAdded, overrideOf, wapeOf, type FvaCell } from '../../../domain/forecast/fva';

// Three cells, sum A = 200 (hand-computed):
//            A    naive  statistical  override  consensus
//   cell 1  100    80       90          105        100
//   cell 2   60    90       70           60         65
//   cell 3   40    10       50           50         30
// |F - A|: naive 20+30+30 = 80, statistical 10+10+10 = 30,
//          override 5+0+10 = 15, consensus 0+5+10 = 15
const cells: FvaCell[] = [
  { actual: 100, naive: 80, statistical: 90, override: 105, consensus: 100 },
  { actual: 60, naive: 90, statistical: 70, override: 60, consensus: 65 },
  { actual: 40, naive: 10, statistical: 50, override: overrideOf(50, null), consensus: 30 },
];

describe('forecast value added (hand-computed)', () => {
  it('gives the WAPE of each step and what each step added to the previous one', () => {
    const result = forecastValueAdded(cells);
    expect(result.actual).toBe(200);
    expect(result.steps.map((s) => s.step)).toEqual(['naive', 'statistical', 'override', 'consensus']);
    expect(result.steps.map((s) => s.absError)).toEqual([80, 30, 15, 15]);
    expect(result.steps.map((s) => s.wape)).toEqual([40, 15, 7.5, 7.5]);
    // naive has no previous step; statistical 40 - 15, override 15 - 7.5, consensus 7.5 - 7.5
    expect(result.steps.map((s) => s.fva)).toEqual([null, 25, 7.5, 0]);
  });

  it('a step that makes the forecast worse adds negative value', () => {
    const result = forecastValueAdded([{ actual: 10, naive: 10, statistical: 12, override: 9, consensus: 14 }]);
    expect(result.steps.map((s) => s.wape)).toEqual([0, 20, 10, 40]);
    expect(result.steps.map((s) => s.fva)).toEqual([null, -20, 10, -30]);
  });

  it('is empty, never NaN or Infinity, when nothing was sold', () => {
    expect(wapeOf(5, 0)).toBeNull();
    const result = forecastValueAdded([{ actual: 0, naive: 3, statistical: 2, override: 2, consensus: 1 }]);
    expect(result.steps.map((s) => s.wape)).toEqual([null, null, null, null]);
    expect(result.steps.map((s) => s.fva)).toEqual([null, null, null, null]);
    expect(forecastValueAdded([]).steps.every((s) => s.wape === null && s.absError === 0)).toBe(true);
  });

  it('the override is the approved quantity where one exists, else the statistical forecast', () => {
    expect(overrideOf(70, 60)).toBe(60);
    expect(overrideOf(70, 0)).toBe(0);
    expect(overrideOf(70, null)).toBe(70);
    expect(overrideOf(70, undefined)).toBe(70);
  });
});
