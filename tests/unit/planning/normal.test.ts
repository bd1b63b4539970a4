import { describe, expect, it } from 'vitest';
import { inverseNormal } from '../../../domain/planning/normal';

// Published standard normal quantiles (R's qnorm to 16 digits).
const KNOWN: Array<[number, number]> = [
  [0.5, 0],
  [0.8413447460685429, 1], // pnorm(1)
  [0.9, 1.2815515655446004],
  [0.95, 1.6448536269514722],
  [0.975, 1.959963984540054],
  [0.99, 2.3263478740408408],
  [0.999, 3.090232306167813],
  [0.9999, 3.719016485455709],
  [0.01, -2.3263478740408408],
  [0.02, -2.053748910631823], // lower tail region (p < 0.02425)
  [0.03, -1.880793608151251], // central region
  [1e-6, -4.753424308822899],
];

describe('inverseNormal (Acklam)', () => {
  it.each(KNOWN)('quantile of %s is %s within the published 1.15e-9 relative error', (p, z) => {
    expect(Math.abs(inverseNormal(p) - z)).toBeLessThanOrEqual(1.15e-9 * Math.abs(z) + 1e-12);
  });

  it('is antisymmetric: z(1 - p) = -z(p)', () => {
    for (const p of [0.001, 0.1, 0.3, 0.45]) expect(inverseNormal(1 - p)).toBeCloseTo(-inverseNormal(p), 9);
  });

  it('edges: 0 and 1 are infinite, outside [0, 1] is NaN', () => {
    expect(inverseNormal(0)).toBe(-Infinity);
    expect(inverseNormal(1)).toBe(Infinity);
    expect(inverseNormal(1.5)).toBeNaN();
    expect(inverseNormal(-0.1)).toBeNaN();
    expect(inverseNormal(Number.NaN)).toBeNaN();
  });
});
