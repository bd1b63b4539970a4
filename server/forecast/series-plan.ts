// How one series of a run is forecast, pure: the task the worker pool runs
// and how its result becomes the forecast and the model row. A series is
// product x customer with monthly sales over the history window.
// - discontinued product: zero, nothing to fit;
// - no sales in the window and no like product: zero;
// - launched within the last year with under 12 months of its own sales and
//   a like product with a year of sales to the same customer: the like's
//   forecast (from the pool) scaled to this product's months since launch
//   (domain/forecast forecastFromLike), zero before a future launch;
// - otherwise the statistical forecaster on the history from its first sale.
import { forecastFromLike, seasonalNaiveScale, type MethodName, type SeriesForecast } from '../../domain/forecast/index.ts';
import { monthIndex, monthKey } from '../../engine/time/calendar';
import type { ForecastTask, TaskResult } from './protocol.ts';
import { methodsFor } from './settings';

export interface SeriesInput {
  productId: number;
  customerId: number;
  /** Sales per month of the window (windowStart .. cycle month - 1), zeros where none. */
  history: number[];
  status: string;
  /** 'YYYY-MM' or null. */
  launch: string | null;
  likeId: number | null;
  /** The like product's sales to the same customer over the window, when it is a new product. */
  likeHistory: number[] | null;
}

export interface PlanContext {
  /** First month forecast ('YYYY-MM'): the cycle's. */
  cycleMonth: string;
  /** First month of the history window. */
  windowStart: string;
  horizon: number;
  seasonLength: number;
  methods: readonly MethodName[];
}

export interface ModelRow {
  method: string;
  pattern: 'smooth' | 'erratic' | 'intermittent' | 'lumpy' | 'none' | 'new';
  seasonal: boolean;
  likeId: number | null;
  historyMonths: number;
  smape: number | null;
  mase: number | null;
  mae: number | null;
  outliers: string;
  outlierCount: number;
  components: string | null;
  fitted: string | null;
  firstMonth: string | null;
  reason: string;
}

export interface SeriesOutcome {
  productId: number;
  customerId: number;
  /** horizon values from the cycle's month; null when the series failed (its stored forecast is kept). */
  forecast: number[] | null;
  model: ModelRow;
}

export interface SeriesPlan {
  /** What the pool must forecast for this series (none, one or the like's history). */
  tasks: ForecastTask[];
  finish(results: TaskResult[]): SeriesOutcome;
}

/** Months a new product may lean on its like product. */
export const NEW_PRODUCT_MONTHS = 12;

const round = (v: number) => Math.round(v * 1000) / 1000;
const finite = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? round(v) : null);

function firstSale(values: readonly number[]): number {
  const i = values.findIndex((v) => v !== 0);
  return i < 0 ? values.length : i;
}

function empty(input: SeriesInput, reason: string, pattern: ModelRow['pattern'] = 'none'): ModelRow {
  return { method: 'none', pattern, seasonal: false, likeId: input.likeId, historyMonths: 0, smape: null, mase: null, mae: null, outliers: '[]', outlierCount: 0, components: null, fitted: null, firstMonth: null, reason };
}

/** The model row of a statistical forecast. */
export function modelRow(forecast: SeriesForecast, firstMonth: string, seasonLength: number): ModelRow {
  const best = forecast.backtest[0];
  const start = monthIndex(firstMonth);
  const scale = seasonalNaiveScale(forecast.cleaned, seasonLength);
  const outliers = forecast.outliers.slice(0, 40).map((o) => ({ month: monthKey(start + o.index), value: round(o.value), replacement: round(o.replacement), clipped: o.clipped }));
  const components = {
    weights: forecast.components.map((c) => ({ method: c.method, seasonal: c.seasonal, weight: round(c.weight) })),
    backtest: forecast.backtest.slice(0, 16).map((s) => ({ method: s.method, seasonal: s.seasonal, error: finite(s.error), smape: finite(s.smape), mae: finite(s.mae), rank: s.rank })),
  };
  return {
    method: forecast.method,
    pattern: forecast.pattern.kind,
    seasonal: forecast.seasonality.seasonal,
    likeId: null,
    historyMonths: forecast.cleaned.length,
    smape: finite(best?.smape),
    mae: finite(best?.mae),
    mase: best && scale > 0 ? finite(best.mae / scale) : null,
    outliers: JSON.stringify(outliers),
    outlierCount: forecast.outliers.length,
    components: JSON.stringify(components),
    fitted: JSON.stringify(forecast.fitted.map((v) => finite(v))),
    firstMonth,
    reason: forecast.reason,
  };
}

export function planSeries(input: SeriesInput, ctx: PlanContext): SeriesPlan {
  const { productId, customerId } = input;
  const zeros = () => new Array<number>(ctx.horizon).fill(0);
  const done = (forecast: number[] | null, model: ModelRow): SeriesPlan => ({ tasks: [], finish: () => ({ productId, customerId, forecast, model }) });
  if (input.status === 'discontinued') return done(zeros(), empty(input, 'Discontinued: nothing is forecast.'));

  const window = monthIndex(ctx.windowStart);
  const cycle = monthIndex(ctx.cycleMonth);
  const start = firstSale(input.history);
  const own = input.history.slice(start);
  const launch = input.launch ? monthIndex(input.launch) : Number.NaN;
  const likeStart = input.likeHistory ? firstSale(input.likeHistory) : 0;
  const like = input.likeHistory ? input.likeHistory.slice(likeStart) : [];
  const isNew = Number.isFinite(launch) && launch > cycle - NEW_PRODUCT_MONTHS && launch < cycle + ctx.horizon;
  const sinceLaunch = Number.isFinite(launch) ? Math.max(0, cycle - Math.max(launch, window)) : own.length;

  if (isNew && input.likeId !== null && sinceLaunch < 12 && like.filter((v) => v !== 0).length >= 6) {
    return {
      tasks: [{ history: like, options: { methods: methodsFor(like, ctx.methods) } }],
      finish([result]) {
        if (!result?.ok) return { productId, customerId, forecast: null, model: { ...empty(input, `The like product could not be forecast: ${result ? result.error : 'no result'}`, 'new'), method: 'error' } };
        // Calendar-aligned: the like's month of this product's launch (or of the cycle, before launch).
        const launchedMonths = launch >= cycle ? [] : input.history.slice(Math.max(0, launch - window));
        const offset = launch >= cycle ? like.length : Math.max(0, launch - window - likeStart);
        const fromLike = forecastFromLike(like.concat(result.forecast.forecast), launchedMonths, { horizon: ctx.horizon, seasonLength: ctx.seasonLength, likeOffset: offset });
        const forecast = fromLike.forecast.map((v, h) => (cycle + h < launch ? 0 : round(Math.max(0, v))));
        const model: ModelRow = {
          ...empty(input, `New product forecast from its like product. ${fromLike.reason} The like's own forecast: ${result.forecast.reason}`, 'new'),
          method: 'like',
          seasonal: result.forecast.seasonality.seasonal,
          historyMonths: launchedMonths.length,
          firstMonth: launch >= cycle ? null : monthKey(Math.max(launch, window)),
        };
        return { productId, customerId, forecast, model };
      },
    };
  }
  if (own.length === 0) return done(zeros(), empty(input, 'No sales in the history window: the forecast is zero.'));

  const firstMonth = monthKey(window + start);
  return {
    tasks: [{ history: own, options: { methods: methodsFor(own, ctx.methods) } }],
    finish([result]) {
      if (!result?.ok) return { productId, customerId, forecast: null, model: { ...empty(input, result ? result.error : 'no result'), method: 'error' } };
      const f = result.forecast;
      return { productId, customerId, forecast: f.forecast.map((v) => round(Math.max(0, v))), model: modelRow(f, firstMonth, ctx.seasonLength) };
    },
  };
}
