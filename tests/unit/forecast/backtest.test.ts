import { describe, expect, it } from 'vitest';
import { backtest, backtestOrigins, mae, smape } from '../../../domain/forecast';

describe('rolling-origin backtest', () => {
  it('places origins at n - h, then step by step earlier, never below the minimum history', () => {
    expect(backtestOrigins(30, 3, 3, 2, 6)).toEqual([27, 25, 23]);
    expect(backtestOrigins(10, 3, 3, 2, 6)).toEqual([7]);
    expect(backtestOrigins(8, 3, 3, 2, 6)).toEqual([]);
  });

  it('scores each model on the points after each origin only', () => {
    const y = Array.from({ length: 30 }, (_, t) => t + 1);
    const result = backtest(y, [{ method: 'naive', seasonal: false }, { method: 'linearTrend', seasonal: false }], {
      seasonLength: 1,
      horizon: 3,
      origins: 2,
      step: 1,
      metric: 'mae',
      minTrain: 6,
    });
    expect(result.origins).toEqual([27, 26]);
    // Naive from origin 27 says 27 for 28, 29, 30 (MAE 2); from 26 says 26 for 27, 28, 29 (MAE 2).
    const naive = result.scores.find((s) => s.method === 'naive')!;
    expect(naive.error).toBe(2);
    expect(naive.mae).toBe(2);
    expect(naive.smape).toBeCloseTo((smape([28, 29, 30], [27, 27, 27]) + smape([27, 28, 29], [26, 26, 26])) / 2, 12);
    expect(naive.points).toBe(6);
    // A straight line is forecast exactly by the linear trend, which ranks first.
    expect(result.scores[0]).toMatchObject({ method: 'linearTrend', rank: 1 });
    expect(result.scores[0].error).toBeCloseTo(0, 9);
    expect(mae([1], [1])).toBe(0);
  });

  it('leaves unscored (Infinity) a model that cannot be fitted at an origin', () => {
    const y = Array.from({ length: 20 }, (_, t) => 10 + (t % 4));
    const result = backtest(y, [{ method: 'holtWintersAdditive', seasonal: true }, { method: 'naive', seasonal: false }], {
      seasonLength: 12,
      horizon: 6,
      origins: 1,
      metric: 'smape',
      minTrain: 6,
    });
    expect(result.scores.map((s) => [s.method, s.error])).toEqual([
      ['naive', expect.any(Number)],
      ['holtWintersAdditive', Number.POSITIVE_INFINITY],
    ]);
  });

  it('gives the same scores whether the backtest refits parameters or reuses them, for parameter-free methods', () => {
    const y = Array.from({ length: 24 }, (_, t) => 50 + 5 * Math.sin(t));
    const options = { seasonLength: 1, horizon: 4, origins: 3, metric: 'smape' as const, minTrain: 6 };
    const models = [{ method: 'naive' as const, seasonal: false }];
    expect(backtest(y, models, options).scores).toEqual(backtest(y, models, { ...options, reuse: [{}] }).scores);
  });
});
