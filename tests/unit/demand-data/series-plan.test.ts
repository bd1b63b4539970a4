// How each series of a run is forecast (server/forecast/series-plan.ts).
import { describe, expect, it } from 'vitest';
import { forecastSeries } from '../../../domain/forecast/index';
import type { TaskResult } from '../../../server/forecast/protocol';
import { planSeries, type PlanContext, type SeriesInput } from '../../../server/forecast/series-plan';
import { DEFAULT_SETTINGS, methodsFor, settingsFromRow } from '../../../server/forecast/settings';

const ctx: PlanContext = { cycleMonth: '2026-11', windowStart: '2023-11', horizon: 6, seasonLength: 12, methods: DEFAULT_SETTINGS.methods };
const seasonal = (n: number, level = 100) => Array.from({ length: n }, (_, t) => Math.round(level * (1 + 0.3 * Math.cos((2 * Math.PI * t) / 12))));
const base: SeriesInput = { productId: 1, customerId: 2, history: seasonal(36), status: 'active', launch: '2020-01', likeId: null, likeHistory: null };
/** What the worker pool would answer for the plan's tasks. */
const run = (plan: ReturnType<typeof planSeries>): TaskResult[] => plan.tasks.map((t) => ({ ok: true, forecast: forecastSeries(t.history, { horizon: ctx.horizon, seasonLength: 12, ...t.options }) }));

describe('series plan', () => {
  it('forecasts nothing for a discontinued product', () => {
    const plan = planSeries({ ...base, status: 'discontinued' }, ctx);
    expect(plan.tasks).toEqual([]);
    expect(plan.finish([])).toMatchObject({ forecast: [0, 0, 0, 0, 0, 0], model: { method: 'none', pattern: 'none' } });
  });

  it('fits the history from its first sale and records the model', () => {
    const history = [0, 0, 0, ...seasonal(33)];
    const plan = planSeries({ ...base, history }, ctx);
    expect(plan.tasks).toHaveLength(1);
    expect(plan.tasks[0].history).toHaveLength(33);
    const outcome = plan.finish(run(plan));
    expect(outcome.forecast).toHaveLength(6);
    expect(outcome.forecast!.every((v) => v >= 0)).toBe(true);
    expect(outcome.model).toMatchObject({ firstMonth: '2024-02', historyMonths: 33 });
    expect(JSON.parse(outcome.model.fitted!)).toHaveLength(33);
    expect(outcome.model.reason.length).toBeGreaterThan(10);
  });

  it('forecasts a new product from its like product, scaled to its months since launch', () => {
    const like = seasonal(36, 200);
    // Launched in August at half the like's volume: 3 months of its own.
    const history = [...new Array(33).fill(0), 100, 110, 95];
    const plan = planSeries({ ...base, history, launch: '2026-08', likeId: 9, likeHistory: like }, ctx);
    expect(plan.tasks[0].history).toEqual(like);
    const outcome = plan.finish(run(plan));
    expect(outcome.model).toMatchObject({ method: 'like', pattern: 'new', likeId: 9, historyMonths: 3 });
    const likeForecast = run(plan)[0];
    if (!likeForecast.ok) throw new Error('like failed');
    const scale = (100 + 110 + 95) / (like[33] + like[34] + like[35]);
    outcome.forecast!.forEach((v, h) => expect(v).toBeCloseTo(Math.max(0, likeForecast.forecast.forecast[h] * scale), 2));
  });

  it('keeps a future launch at zero before its month', () => {
    const plan = planSeries({ ...base, history: new Array(36).fill(0), launch: '2027-01', likeId: 9, likeHistory: seasonal(36, 50) }, ctx);
    const outcome = plan.finish(run(plan));
    expect(outcome.forecast!.slice(0, 2)).toEqual([0, 0]);
    expect(outcome.forecast![2]).toBeGreaterThan(0);
  });

  it('reports a failed series without a forecast, so the stored one is kept', () => {
    const plan = planSeries(base, ctx);
    expect(plan.finish([{ ok: false, error: 'boom' }])).toMatchObject({ forecast: null, model: { method: 'error', reason: 'boom' } });
  });
});

describe('forecast settings', () => {
  it('reads a stored row, keeping defaults for empty columns and every method when all are off', () => {
    const s = settingsFromRow({ horizon: 12, frozen_months: 2, method_theta: false, outlier_rule: 'keep', history_months: null });
    expect(s).toMatchObject({ horizon: 12, frozenMonths: 2, outlierRule: 'keep', historyMonths: 36 });
    expect(s.methods).not.toContain('theta');
    const none = Object.fromEntries(DEFAULT_SETTINGS.methods.map((m) => [`method_${m.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, false]));
    expect(settingsFromRow(none).methods).toEqual(DEFAULT_SETTINGS.methods);
  });

  it('offers a series the methods of its demand pattern less those switched off', () => {
    expect(methodsFor(seasonal(24), DEFAULT_SETTINGS.methods)).toBeUndefined();
    const noTheta = DEFAULT_SETTINGS.methods.filter((m) => m !== 'theta');
    expect(methodsFor(seasonal(24), noTheta)).not.toContain('crostonSba');
    expect(methodsFor(seasonal(24), noTheta)).not.toContain('theta');
    expect(methodsFor([0, 0, 5, 0, 0, 0, 7, 0, 0, 3, 0, 0], noTheta)).toEqual(['crostonSba', 'tsb', 'ses', 'movingAverage', 'naive']);
  });
});
