import { describe, expect, it } from 'vitest';
import { GENERATED_SET_NAMES, generateSet } from '../../../scripts/bench/forecast/generate';
import { seededRandom } from '../../../scripts/bench/forecast/random';

describe('generated forecast sets', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(generateSet('seasonal', 3)).toEqual(generateSet('seasonal', 3));
    expect(generateSet('seasonal', 3, 1).series[0].train).not.toEqual(generateSet('seasonal', 3, 2).series[0].train);
    // Each set has its own stream: asking for more series keeps the first ones.
    expect(generateSet('damped', 5).series.slice(0, 2)).toEqual(generateSet('damped', 2).series);
  });

  it('have the M3 shapes: lengths, hold-outs and settings', () => {
    const yearly = generateSet('yearly-like', 50);
    expect(yearly).toMatchObject({ seasonLength: 1, horizon: 6 });
    for (const s of yearly.series) {
      expect(s.train.length).toBeGreaterThanOrEqual(14);
      expect(s.train.length).toBeLessThanOrEqual(41);
      expect(s.test).toHaveLength(6);
    }
    expect(generateSet('quarterly-like', 1)).toMatchObject({ seasonLength: 4, horizon: 8 });
    expect(generateSet('other-like', 1)).toMatchObject({ seasonLength: 1, horizon: 8 });
    for (const name of GENERATED_SET_NAMES) {
      for (const s of generateSet(name, 20).series) expect([...s.train, ...s.test].every((v) => Number.isFinite(v) && v >= 0)).toBe(true);
    }
    const intermittent = generateSet('intermittent', 20).series.flatMap((s) => s.train);
    expect(intermittent.filter((v) => v === 0).length).toBeGreaterThan(intermittent.length / 4);
  });

  it('draws normals with mean 0 and variance 1', () => {
    const r = seededRandom(3);
    const xs = Array.from({ length: 20000 }, () => r.normal());
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});
