import { describe, expect, it } from 'vitest';
import { ForecastInputError, forecastSeries, INTERMITTENT_METHODS } from '../../../domain/forecast';
import { AIR_PASSENGERS } from './air-passengers';

const wobble = (t: number) => [3, -2, 1, -4, 2, 0, -1][t % 7];

describe('forecastSeries', () => {
  it('returns a documented shape: forecast, fitted, components, backtest, pattern, season', () => {
    const history = AIR_PASSENGERS.slice(0, 120);
    const result = forecastSeries(history, { horizon: 12, seasonLength: 12 });
    expect(result.forecast).toHaveLength(12);
    expect(result.fitted).toHaveLength(120);
    expect(result.cleaned).toHaveLength(120);
    expect(result.pattern.kind).toBe('smooth');
    expect(result.seasonality).toMatchObject({ seasonal: true, seasonLength: 12 });
    expect(result.metric).toBe('smape');
    expect(result.method).toBe('combination');
    expect(result.components.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 12);
    // Components heaviest first, and the backtest best first with ranks 1..k.
    const weights = result.components.map((c) => c.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(result.backtest.map((s) => s.rank)).toEqual(result.backtest.map((_, i) => i + 1));
    expect(result.origins).toHaveLength(3);
    expect(result.backtestHorizon).toBe(12);
    expect(result.reason).toMatch(/^Combination of \d+ models weighted by 1 \/ sMAPE/);
    // The combination is the weighted mean of its components.
    const mixed = result.components.reduce((s, c) => s + c.weight * c.forecast[0], 0);
    expect(result.forecast[0]).toBeCloseTo(mixed, 9);
    // 1959: the peak in July, and closer than the seasonal naive benchmark (1958 repeated).
    const actual = AIR_PASSENGERS.slice(120, 132);
    const mape = (f: number[]) => actual.reduce((s, a, i) => s + Math.abs(f[i] - a) / a, 0) / 12;
    expect(result.forecast.indexOf(Math.max(...result.forecast))).toBe(6);
    expect(mape(result.forecast)).toBeLessThan(mape(AIR_PASSENGERS.slice(108, 120)));
  });

  it('is deterministic', () => {
    const history = AIR_PASSENGERS.slice(0, 60);
    expect(forecastSeries(history, { horizon: 6, seasonLength: 12 })).toEqual(forecastSeries(history, { horizon: 6, seasonLength: 12 }));
  });

  it('keeps the single best model with selection "best", among the methods asked for', () => {
    const history = Array.from({ length: 48 }, (_, t) => 100 + 2 * t + wobble(t));
    const result = forecastSeries(history, { horizon: 6, seasonLength: 1, selection: 'best', methods: ['naive', 'ses', 'linearTrend'] });
    expect(result.components).toHaveLength(1);
    expect(result.method).toBe('linearTrend');
    expect(result.reason).toMatch(/^linearTrend had the lowest sMAPE/);
    expect(result.backtest.map((s) => s.method).sort()).toEqual(['linearTrend', 'naive', 'ses']);
  });

  it('treats intermittent demand with Croston-type methods and MAE', () => {
    const history = Array.from({ length: 36 }, (_, t) => (t % 3 === 2 ? 5 + (t % 2) : 0));
    const result = forecastSeries(history, { horizon: 4, seasonLength: 12 });
    expect(result.pattern.kind).toBe('intermittent');
    expect(result.metric).toBe('mae');
    expect(result.seasonality.seasonal).toBe(false);
    expect(result.outliers).toEqual([]);
    expect(result.backtest.every((s) => INTERMITTENT_METHODS.includes(s.method))).toBe(true);
    // About a third of 5.5 per period.
    expect(result.forecast[0]).toBeGreaterThan(1);
    expect(result.forecast[0]).toBeLessThan(3);
  });

  it('forecasts zero for a history without demand, and repeats a constant history', () => {
    const result = forecastSeries([0, 0, 0, 0], { horizon: 3, seasonLength: 12 });
    expect(result).toMatchObject({ forecast: [0, 0, 0], method: 'naive', pattern: { kind: 'none' } });
    expect(forecastSeries(new Array(40).fill(10), { horizon: 2, seasonLength: 12 })).toMatchObject({ forecast: [10, 10], reason: 'The history is constant: the forecast repeats it.' });
  });

  it('mixes the sturdiest methods when the history is too short to backtest', () => {
    const result = forecastSeries([10, 12, 11, 13, 12, 14], { horizon: 2, seasonLength: 12 });
    expect(result.backtest.every((s) => s.error === Number.POSITIVE_INFINITY) || result.origins.length === 0).toBe(true);
    expect(result.reason).toMatch(/too few to backtest/);
    expect(result.components.map((c) => c.method)).toEqual(['ses', 'theta', 'naive']);
    expect(forecastSeries([7], { horizon: 2, seasonLength: 1 }).forecast).toEqual([7, 7]);
  });

  it('never forecasts below zero for a history that never went below zero', () => {
    const falling = Array.from({ length: 40 }, (_, t) => Math.max(0, 200 - 6 * t) + wobble(t) + 4);
    const result = forecastSeries(falling, { horizon: 24, seasonLength: 1 });
    expect(Math.min(...result.forecast)).toBeGreaterThanOrEqual(0);
  });

  it('reports and clips an outlier before fitting, and can keep it', () => {
    const history = Array.from({ length: 48 }, (_, t) => 100 + wobble(t));
    history[20] = 400;
    const clipped = forecastSeries(history, { horizon: 3, seasonLength: 1 });
    expect(clipped.outliers).toEqual([{ index: 20, value: 400, replacement: clipped.cleaned[20], clipped: true }]);
    expect(clipped.cleaned[20]).toBeLessThan(150);
    const kept = forecastSeries(history, { horizon: 3, seasonLength: 1, outliers: 'keep' });
    expect(kept.outliers[0]).toMatchObject({ index: 20, clipped: false });
    expect(kept.cleaned[20]).toBe(400);
  });

  it('hedges the seasonality test with theta and damped Holt on the other side', () => {
    const result = forecastSeries(AIR_PASSENGERS.slice(0, 96), { horizon: 6, seasonLength: 12 });
    const flipped = result.backtest.filter((s) => s.seasonal !== result.seasonality.seasonal).map((s) => s.method);
    expect(flipped.sort()).toEqual(['holtDamped', 'theta']);
    const unhedged = forecastSeries(AIR_PASSENGERS.slice(0, 96), { horizon: 6, seasonLength: 12, seasonalHedge: false });
    expect(unhedged.backtest.every((s) => s.seasonal === unhedged.seasonality.seasonal)).toBe(true);
  });

  it('handles any season length, e.g. weekly data with a 7-day week', () => {
    const daily = Array.from({ length: 70 }, (_, t) => [50, 52, 55, 53, 60, 90, 80][t % 7] + wobble(t + 3));
    const result = forecastSeries(daily, { horizon: 14, seasonLength: 7 });
    expect(result.seasonality.seasonal).toBe(true);
    // The weekend peak comes back on the right weekday (t = 75 and 82 are the 6th day).
    expect(result.forecast.indexOf(Math.max(...result.forecast)) % 7).toBe(75 % 7 - 70 % 7);
  });

  it('runs with quarterly and weekly season lengths', () => {
    const quarterly = Array.from({ length: 28 }, (_, t) => 200 + 3 * t + [30, -10, -40, 20][t % 4] + wobble(t));
    const q = forecastSeries(quarterly, { horizon: 8, seasonLength: 4 });
    expect(q.seasonality.seasonal).toBe(true);
    expect(q.forecast.indexOf(Math.max(...q.forecast)) % 4).toBe(0); // the first quarter stays the high one
    const weekly = Array.from({ length: 160 }, (_, t) => 100 + 0.2 * t + 20 * Math.sin((2 * Math.PI * t) / 52) + wobble(t));
    const w = forecastSeries(weekly, { horizon: 52, seasonLength: 52 });
    expect(w.forecast).toHaveLength(52);
    expect(w.forecast.every((v) => Number.isFinite(v) && v > 0)).toBe(true);
    // Whatever the test says, the seasonally adjusted theta was a candidate.
    expect(w.backtest.some((s) => s.method === 'theta' && s.seasonal)).toBe(true);
  });

  it('refuses bad input with a ForecastInputError', () => {
    expect(() => forecastSeries([], { horizon: 1, seasonLength: 1 })).toThrow(ForecastInputError);
    expect(() => forecastSeries([1, Number.NaN], { horizon: 1, seasonLength: 1 })).toThrow(/history\[1\]/);
    expect(() => forecastSeries([1, 2], { horizon: 0, seasonLength: 1 })).toThrow(/horizon/);
    expect(() => forecastSeries([1, 2], { horizon: 1, seasonLength: 0.5 })).toThrow(/seasonLength/);
  });
});
