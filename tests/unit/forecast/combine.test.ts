import { describe, expect, it } from 'vitest';
import { combinationWeights, weightedMean } from '../../../domain/forecast';
import type { MethodScore } from '../../../domain/forecast/types';

const score = (method: MethodScore['method'], error: number): MethodScore => ({ method, seasonal: false, error, smape: error, mae: error, points: 12, rank: 0 });

describe('combinationWeights', () => {
  it('weighs each model by 1 / (error + floor)^1.5, best first', () => {
    // sMAPE floor 0.5: (1.5 + 0.5)^-1.5 = 1 / (2 sqrt 2) and (3.5 + 0.5)^-1.5 = 1 / 8, so the best takes 4 / (4 + sqrt 2).
    const weights = combinationWeights([score('naive', 3.5), score('theta', 1.5)], { selection: 'combine', metric: 'smape', level: 100 });
    expect(weights.map((w) => w.score.method)).toEqual(['theta', 'naive']);
    expect(weights[0].weight).toBeCloseTo(4 / (4 + Math.SQRT2), 12);
    expect(weights[1].weight).toBeCloseTo(Math.SQRT2 / (4 + Math.SQRT2), 12);
  });

  it('keeps a perfect backtest from taking every weight, and the best k only when asked', () => {
    const scores = [score('ses', 0), score('theta', 0.5), score('naive', 1.5), score('movingAverage', Number.NaN)];
    const all = combinationWeights(scores, { selection: 'combine', metric: 'smape', level: 100 });
    // 0.5^-1.5 : 1^-1.5 : 2^-1.5 = 2 sqrt 2 : 1 : 1 / (2 sqrt 2); the unscored model gets none.
    const raw = [2 * Math.SQRT2, 1, 1 / (2 * Math.SQRT2)];
    const total = raw[0] + raw[1] + raw[2];
    expect(all.map((w) => w.weight)).toEqual(raw.map((r) => expect.closeTo(r / total, 12)));
    expect(combinationWeights(scores, { selection: 'combine', keep: 2, metric: 'smape', level: 100 }).map((w) => w.score.method)).toEqual(['ses', 'theta']);
    expect(combinationWeights(scores, { selection: 'best', metric: 'smape', level: 100 })).toEqual([{ score: scores[0], weight: 1 }]);
  });

  it('floors MAE at 0.5% of the series level', () => {
    // level 200: floor 1, so errors 1 and 3 weigh 2^-1.5 : 4^-1.5 as above.
    const weights = combinationWeights([score('ses', 1), score('naive', 3)], { selection: 'combine', metric: 'mae', level: 200 });
    expect(weights[0].weight).toBeCloseTo(4 / (4 + Math.SQRT2), 9);
  });
});

describe('weightedMean', () => {
  it('averages by weight and leaves out the NaN of one series', () => {
    expect(weightedMean([[10, Number.NaN], [20, 40]], [0.75, 0.25], 2)).toEqual([12.5, 40]);
  });
});
