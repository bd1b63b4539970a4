import { describe, expect, it } from 'vitest';
import { holtWinters } from '../../../domain/forecast/methods';
import { AIR_PASSENGERS } from './air-passengers';

// R 4.x: HoltWinters(AirPassengers) and HoltWinters(AirPassengers, seasonal = "mult"),
// as printed by R (smoothing parameters, then a, b, s1..s12) and quoted in many tutorials.
const R_ADDITIVE = {
  alpha: 0.2479595,
  beta: 0.03453373,
  gamma: 1,
  a: 477.827781,
  b: 3.127627,
  s: [-27.457685, -54.692464, -20.174608, 12.91912, 18.873607, 75.294426, 152.888368, 134.613464, 33.778349, -18.37906, -87.772408, -45.827781],
  sse: 21860.18,
};
const R_MULTIPLICATIVE = {
  alpha: 0.2755925,
  beta: 0.03269295,
  gamma: 0.8707292,
  a: 469.3232206,
  b: 3.0215391,
  s: [0.9464611, 0.8829239, 0.9717369, 1.0304825, 1.0476884, 1.1805272, 1.3590778, 1.3331706, 1.1083381, 0.9868813, 0.8361333, 0.9209877],
};

describe('Holt-Winters on AirPassengers against R', () => {
  it('additive: R parameters give R coefficients and SSE', () => {
    const r = R_ADDITIVE;
    const fit = holtWinters(AIR_PASSENGERS, 12, 12, 'additive', { alpha: r.alpha, beta: r.beta, gamma: r.gamma, damped: false });
    expect(fit.params.level).toBeCloseTo(r.a, 5);
    expect(fit.params.trend).toBeCloseTo(r.b, 5);
    expect(fit.params.sse).toBeCloseTo(r.sse, 1);
    fit.forecast.forEach((f, h) => expect(f - (r.a + (h + 1) * r.b)).toBeCloseTo(r.s[h], 4));
  });

  it('multiplicative: R parameters give R coefficients', () => {
    const r = R_MULTIPLICATIVE;
    const fit = holtWinters(AIR_PASSENGERS, 12, 12, 'multiplicative', { alpha: r.alpha, beta: r.beta, gamma: r.gamma, damped: false });
    expect(fit.params.level).toBeCloseTo(r.a, 4);
    expect(fit.params.trend).toBeCloseTo(r.b, 5);
    fit.forecast.forEach((f, h) => expect(f / (r.a + (h + 1) * r.b)).toBeCloseTo(r.s[h], 5));
  });

  it("the optimiser reaches R's optimum with R's unrestricted ranges", () => {
    const exact = { damped: false, bounds: { beta: [0, 1], gamma: [0, 1] }, maxEvaluations: 1000, tolerance: 1e-12 } as const;
    const additive = holtWinters(AIR_PASSENGERS, 1, 12, 'additive', { ...exact, bounds: { beta: [0, 1], gamma: [0, 1] } });
    expect(additive.params.sse).toBeLessThanOrEqual(R_ADDITIVE.sse + 0.05);
    expect(additive.params.alpha).toBeCloseTo(R_ADDITIVE.alpha, 2);
    expect(additive.params.gamma).toBeCloseTo(1, 2);
    const multiplicative = holtWinters(AIR_PASSENGERS, 1, 12, 'multiplicative', { ...exact, bounds: { beta: [0, 1], gamma: [0, 1] } });
    const atR = holtWinters(AIR_PASSENGERS, 1, 12, 'multiplicative', { alpha: R_MULTIPLICATIVE.alpha, beta: R_MULTIPLICATIVE.beta, gamma: R_MULTIPLICATIVE.gamma, damped: false });
    expect(multiplicative.params.sse).toBeLessThanOrEqual(atR.params.sse + 0.05);
    expect(multiplicative.params.gamma).toBeCloseTo(R_MULTIPLICATIVE.gamma, 2);
  });

  it('the default (damped, restricted) fit forecasts the next year close to what happened in shape', () => {
    const fit = holtWinters(AIR_PASSENGERS.slice(0, 132), 12, 12, 'multiplicative');
    const actual = AIR_PASSENGERS.slice(132);
    const peak = fit.forecast.indexOf(Math.max(...fit.forecast));
    expect(peak).toBe(actual.indexOf(Math.max(...actual))); // July
    expect(fit.params.phi).toBeGreaterThanOrEqual(0.8);
    expect(fit.params.phi).toBeLessThanOrEqual(0.95);
  });
});
