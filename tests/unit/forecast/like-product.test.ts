import { describe, expect, it } from 'vitest';
import { forecastFromLike } from '../../../domain/forecast';

describe('new products from a like product', () => {
  const like = [0, 0, 10, 20, 30, 40, 50, 60, 70, 80];

  it("scales the like's periods after launch to the new product's first periods", () => {
    // Launch-aligned at the like's first sale (index 2): 5 + 10 vs 10 + 20, scale 0.5.
    const result = forecastFromLike(like, [5, 10], { horizon: 3, seasonLength: 1 });
    expect(result.scale).toBe(0.5);
    expect(result.likeOffset).toBe(2);
    expect(result.forecast).toEqual([15, 20, 25]);
    expect(result.extended).toBe(0);
    expect(result.reason).toMatch(/x 0\.500/);
  });

  it("uses the like's volume (or the planner's scale) before the launch", () => {
    expect(forecastFromLike(like, [], { horizon: 2, seasonLength: 1 }).forecast).toEqual([10, 20]);
    expect(forecastFromLike(like, [], { horizon: 2, seasonLength: 1, scale: 2 }).forecast).toEqual([20, 40]);
  });

  it("honours a calendar offset and extends with the like's own forecast", () => {
    const result = forecastFromLike(like, [35], { horizon: 6, seasonLength: 1, likeOffset: 5 });
    expect(result.scale).toBe(35 / 40);
    expect(result.forecast.slice(0, 4)).toEqual([50, 60, 70, 80].map((v) => v * (35 / 40)));
    expect(result.extended).toBe(2);
    expect(result.forecast).toHaveLength(6);
    expect(result.forecast[5]).toBeGreaterThan(0);
  });
});
