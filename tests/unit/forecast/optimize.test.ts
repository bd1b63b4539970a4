import { describe, expect, it } from 'vitest';
import { goldenSection, nelderMead, optimiseParameters } from '../../../domain/forecast';

describe('optimisers', () => {
  it('golden section finds the minimum of a parabola', () => {
    const r = goldenSection((x) => (x - 0.3) ** 2, 0, 1, { tolerance: 1e-6, maxEvaluations: 100 });
    expect(r.x).toBeCloseTo(0.3, 5);
  });

  it('Nelder-Mead finds the Rosenbrock minimum inside a box', () => {
    const rosenbrock = ([x, y]: number[]) => (1 - x) ** 2 + 100 * (y - x * x) ** 2;
    const r = nelderMead(rosenbrock, [-1, 1.5], { lower: [-2, -2], upper: [2, 2] }, { maxEvaluations: 2000, tolerance: 1e-14 });
    expect(r.x[0]).toBeCloseTo(1, 3);
    expect(r.x[1]).toBeCloseTo(1, 3);
  });

  it('Nelder-Mead stays in the box when the optimum lies outside it', () => {
    const r = nelderMead(([x, y]) => (x - 3) ** 2 + (y + 1) ** 2, [0.5, 0.5], { lower: [0, 0], upper: [1, 1] }, { maxEvaluations: 500 });
    expect(r.x[0]).toBeCloseTo(1, 4);
    expect(r.x[1]).toBeCloseTo(0, 4);
  });

  it('optimiseParameters keeps fixed parameters and optimises the others', () => {
    const p = optimiseParameters<'a' | 'b'>(
      ({ a, b }) => (a - 0.2) ** 2 + (b - 0.7) ** 2,
      { a: { lower: 0, upper: 1, start: 0.5 }, b: { lower: 0, upper: 1, start: 0.5 } },
      { b: 0.4 },
    );
    expect(p.b).toBe(0.4);
    expect(p.a).toBeCloseTo(0.2, 3);
  });
});
