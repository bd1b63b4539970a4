import { describe, expect, it } from 'vitest';
import { bias, errorSummary, mae, mape, mase, seasonalNaiveScale, smape, wape } from '../../../domain/forecast';

// e = F - A = [10, -20, 10, 0]
const actual = [100, 200, 0, 50];
const forecast = [110, 180, 10, 50];

describe('forecast error measures (hand-computed)', () => {
  it('MAE is the mean absolute error', () => {
    expect(mae(actual, forecast)).toBe(10); // (10 + 20 + 10 + 0) / 4
  });

  it('MAPE averages |e| / A over the periods with A > 0, in percent', () => {
    expect(mape(actual, forecast)).toBeCloseTo((100 * (0.1 + 0.1 + 0)) / 3, 10);
  });

  it('sMAPE is mean(200 |e| / (|A| + |F|)), a pair of zeros scoring 0', () => {
    expect(smape(actual, forecast)).toBeCloseTo((2000 / 210 + 4000 / 380 + 200 + 0) / 4, 10);
    expect(smape([0, 0], [0, 0])).toBe(0);
    expect(smape([10], [0])).toBe(200);
  });

  it('WAPE and bias divide by the sum of actuals, in percent', () => {
    expect(wape(actual, forecast)).toBeCloseTo((100 * 40) / 350, 10);
    expect(bias(actual, forecast)).toBe(0); // +10 - 20 + 10 + 0
    expect(bias([10, 10], [12, 13])).toBeCloseTo(25, 10); // 5 / 20
    expect(wape([0, 0], [1, 1])).toBeNaN();
  });

  it('MASE scales by the in-sample seasonal-naive MAE', () => {
    const history = [1, 2, 3, 4, 5, 6];
    expect(seasonalNaiveScale(history, 2)).toBe(2); // |3-1|, |4-2|, |5-3|, |6-4|
    expect(seasonalNaiveScale(history, 1)).toBe(1);
    expect(mase([7, 8], [8, 8], history, 2)).toBe(0.25); // MAE 0.5 / 2
    expect(mase([1], [1], [5, 5, 5], 1)).toBeNaN(); // a flat history has no scale
  });

  it('skips pairs that are not numbers and summarises every measure', () => {
    expect(mae([1, Number.NaN, 3], [2, 5, 3])).toBe(0.5);
    expect(errorSummary([7, 8], [8, 8], [1, 2, 3, 4, 5, 6], 2)).toMatchObject({ mae: 0.5, mase: 0.25 });
  });
});
