import { describe, expect, it } from 'vitest';
import { detectOutliers, movingMedian } from '../../../domain/forecast';

const seasonal = (n: number) => Array.from({ length: n }, (_, t) => (100 + t) * [0.8, 1, 1.2, 1][t % 4] + [1, -1, 0.5, -0.5, 0][t % 5]);

describe('outliers', () => {
  it('takes a centred moving median, its window shrinking symmetrically at the ends', () => {
    expect(movingMedian([5, 1, 9, 2, 7], 3)).toEqual([5, 5, 2, 7, 7]);
    expect(movingMedian([5, 1, 9, 2, 7, 3], 5)).toEqual([5, 5, 5, 3, 3, 3]);
  });

  it('finds and clips a spike against the seasonally adjusted series', () => {
    const y = seasonal(40);
    y[12] *= 3;
    const { outliers, cleaned } = detectOutliers(y, { seasonLength: 4, seasonal: true, threshold: 5 });
    expect(outliers.map((o) => o.index)).toEqual([12]);
    expect(outliers[0]).toMatchObject({ value: y[12], clipped: true });
    expect(cleaned[12]).toBe(outliers[0].replacement);
    expect(cleaned[12]).toBeLessThan(y[12]);
    expect(cleaned[12]).toBeGreaterThan(y[12] / 3);
    // Every other point is left as it was.
    expect(cleaned.filter((v, t) => v !== y[t])).toHaveLength(1);
  });

  it('reports but does not clip an outlier in the last season', () => {
    const y = seasonal(40);
    y[38] *= 3;
    const { outliers, cleaned } = detectOutliers(y, { seasonLength: 4, seasonal: true, threshold: 5 });
    expect(outliers).toEqual([{ index: 38, value: y[38], replacement: y[38], clipped: false }]);
    expect(cleaned).toEqual(y);
  });

  it('finds nothing in a clean series and never clips below zero', () => {
    expect(detectOutliers(seasonal(40), { seasonLength: 4, seasonal: true, threshold: 5 }).outliers).toEqual([]);
    const dip = [10, 11, 10, 12, 11, 10, 11, -60, 11, 10, 12, 11, 10, 11, 12, 10];
    const { cleaned } = detectOutliers(dip.map((v) => (v < 0 ? 0 : v)), { seasonLength: 1, seasonal: false, threshold: 3 });
    expect(Math.min(...cleaned)).toBeGreaterThanOrEqual(0);
  });
});
