// Accuracy formulas of DOMAIN.md (server/forecast/accuracy.ts) on a case
// worked by hand.
import { describe, expect, it } from 'vitest';
import { accuracy, pairCells } from '../../../server/forecast/accuracy';

describe('forecast accuracy', () => {
  // F: 100, 50, 0, 30 ; A: 80, 60, 10, 0  ->  e = 20, -10, -10, 30
  const pairs = [{ forecast: 100, actual: 80 }, { forecast: 50, actual: 60 }, { forecast: 0, actual: 10 }, { forecast: 30, actual: 0 }];

  it('computes MAE, MAPE over sold cells, WAPE and bias', () => {
    const a = accuracy(pairs);
    expect(a.points).toBe(4);
    expect(a.mae).toBe((20 + 10 + 10 + 30) / 4); // 17.5
    // |e|/A over A > 0: 20/80, 10/60, 10/10 -> (0.25 + 0.1667 + 1) / 3
    expect(a.mape).toBeCloseTo((100 * (0.25 + 10 / 60 + 1)) / 3, 10);
    expect(a.wape).toBeCloseTo((100 * 70) / 150, 10); // 46.67
    expect(a.bias).toBeCloseTo((100 * (180 - 150)) / 150, 10); // +20
  });

  it('has no percentage without sales and no error without points', () => {
    expect(accuracy([{ forecast: 5, actual: 0 }]).wape).toBeNaN();
    expect(accuracy([{ forecast: 5, actual: 0 }]).mape).toBeNaN();
    expect(accuracy([]).mae).toBeNaN();
  });

  it('pairs cells of either side: a forecast nobody bought, a sale nobody forecast', () => {
    const pairs = pairCells(new Map([['a', 10], ['b', 5]]), new Map([['a', 8], ['c', 4]]));
    expect(pairs).toEqual(expect.arrayContaining([{ forecast: 10, actual: 8 }, { forecast: 5, actual: 0 }, { forecast: 0, actual: 4 }]));
    expect(pairs).toHaveLength(3);
  });
});
