import { describe, expect, it } from 'vitest';
import { coefficientOfVariation, seriesStats } from '../../../domain/planning/statistics';

describe('series statistics', () => {
  it('mean, sample and population standard deviation', () => {
    // [2,4,4,4,5,5,7,9]: mean 40/8 = 5; squared deviations 9+1+1+1+0+0+4+16 = 32;
    // population sd sqrt(32/8) = 2; sample sd sqrt(32/7) = 2.1380899...
    const s = seriesStats([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(s.count).toBe(8);
    expect(s.mean).toBe(5);
    expect(s.populationSd).toBeCloseTo(2, 12);
    expect(s.sd).toBeCloseTo(Math.sqrt(32 / 7), 12);
    // CV = 2 / 5
    expect(coefficientOfVariation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(0.4, 12);
  });

  it('skips non-finite months and handles short or empty series', () => {
    expect(seriesStats([3, Number.NaN, 5])).toEqual({ count: 2, mean: 4, sd: Math.SQRT2, populationSd: 1 });
    expect(seriesStats([7])).toEqual({ count: 1, mean: 7, sd: 0, populationSd: 0 });
    expect(seriesStats([])).toEqual({ count: 0, mean: 0, sd: 0, populationSd: 0 });
    expect(coefficientOfVariation([0, 0, 0])).toBeNull();
    expect(coefficientOfVariation(new Float64Array([4, 4]))).toBe(0);
  });
});
