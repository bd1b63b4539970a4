// The forecaster's entry point for one series: demand pattern, seasonality
// test, outlier clipping, candidate models, rolling-origin backtest, and the
// final forecast as the best model or an inverse-error weighted combination.
import { backtest } from './backtest';
import { candidateModels, modelLabel } from './candidates';
import { combinationWeights, weightedMean, WEIGHT_POWER } from './combine';
import { canFit, fitMethod } from './fit-method';
import { errorGrowth, errorSigma, spreadIntervals, oneStepScale } from './intervals';
import { METHODS } from './methods';
import { detectOutliers } from './outliers';
import { demandPattern } from './pattern';
import { testSeasonality, type SeasonalIndices } from './seasonality';
import type { ForecastOptions, MethodFit, MethodScore, Model, Outlier, SelectionMetric, SeriesForecast } from './types';

export const DEFAULTS = {
  outliers: 'clip' as const,
  outlierThreshold: 5,
  seasonality: 'auto' as const,
  selection: 'combine' as const,
  seasonalHedge: true,
  backtestOrigins: 3,
  backtestRefit: 'states' as const,
};

export class ForecastInputError extends Error {}

function validate(history: readonly number[], options: ForecastOptions) {
  if (!Number.isInteger(options.horizon) || options.horizon < 1) throw new ForecastInputError(`horizon must be a positive integer, got ${options.horizon}`);
  if (!Number.isInteger(options.seasonLength) || options.seasonLength < 1) throw new ForecastInputError(`seasonLength must be a positive integer, got ${options.seasonLength}`);
  if (history.length === 0) throw new ForecastInputError('history is empty');
  const bad = history.findIndex((v) => typeof v !== 'number' || !Number.isFinite(v));
  if (bad >= 0) throw new ForecastInputError(`history[${bad}] is not a finite number`);
}

export function forecastSeries(history: readonly number[], options: ForecastOptions): SeriesForecast {
  validate(history, options);
  const horizon = options.horizon;
  const m = options.seasonLength;
  const n = history.length;
  const nonNegative = history.every((v) => v >= 0);
  const pattern = demandPattern(history);
  const intermittent = pattern.kind === 'intermittent' || pattern.kind === 'lumpy';
  const metric: SelectionMetric = options.metric ?? (intermittent || pattern.kind === 'none' ? 'mae' : 'smape');

  const decideSeasonal = (y: readonly number[]) => {
    const test = testSeasonality(y, m);
    const mode = options.seasonality ?? DEFAULTS.seasonality;
    const seasonal = mode === 'always' ? m > 1 && y.length >= 2 * m : mode === 'never' ? false : test.seasonal && !intermittent;
    return { ...test, seasonal };
  };
  let season = decideSeasonal(history);

  // Outliers: not for intermittent demand, where every demand would stand out from a median of zeros.
  let outliers: Outlier[] = [];
  let y: number[] = history.slice();
  if (!intermittent && pattern.kind !== 'none') {
    const found = detectOutliers(history, { seasonLength: m, seasonal: season.seasonal, threshold: options.outlierThreshold ?? DEFAULTS.outlierThreshold });
    const clip = (options.outliers ?? DEFAULTS.outliers) === 'clip';
    outliers = found.outliers.map((o) => ({ ...o, clipped: clip && o.clipped }));
    if (outliers.some((o) => o.clipped)) {
      y = found.cleaned;
      season = decideSeasonal(y);
    }
  }
  const seasonality = { seasonal: season.seasonal, acf: season.acf, limit: season.limit, seasonLength: m };
  const base = { pattern, seasonality, outliers, cleaned: y, metric };

  // Nothing to learn from a history without demand or a constant one: repeat it
  // (smoothing methods would only add rounding noise to it).
  if (y.every((v) => v === y[0])) {
    const flat = new Array<number>(horizon).fill(y[0]);
    const component = { method: 'naive' as const, seasonal: false, weight: 1, params: {}, forecast: flat };
    const reason = y[0] === 0 ? 'No demand in the history: the forecast is zero.' : 'The history is constant: the forecast repeats it.';
    const intervals = spreadIntervals(flat, new Array<number>(horizon).fill(0), nonNegative);
    return { ...base, forecast: flat, fitted: y.map(() => y[0]), method: 'naive', components: [component], reason, backtest: [], origins: [], backtestHorizon: 0, intervals };
  }

  const models = candidateModels(y, {
    seasonLength: m,
    seasonal: season.seasonal,
    pattern: pattern.kind,
    methods: options.methods,
    seasonalHedge: options.seasonalHedge ?? DEFAULTS.seasonalHedge,
  });
  const minTrain = Math.max(6, Math.min(2 * m + 2, n - Math.ceil(horizon / 2)));
  const seasonCache = new Map<number, SeasonalIndices>();
  const fitOf = (model: Model): MethodFit => {
    const fit = fitMethod(METHODS[model.method], y, { horizon, seasonLength: m, seasonal: model.seasonal, seasonCache });
    return nonNegative ? { ...fit, forecast: fit.forecast.map((v) => Math.max(0, v)) } : fit;
  };
  // Every candidate is fitted on the whole history first: the combination needs
  // them, and with backtestRefit 'states' the backtest reuses their parameters.
  const fullFits = models.map(fitOf);
  const refit = options.backtestRefit ?? DEFAULTS.backtestRefit;
  const tested = backtest(y, models, {
    seasonLength: m,
    horizon: options.backtestHorizon ?? horizon,
    origins: options.backtestOrigins ?? DEFAULTS.backtestOrigins,
    step: options.backtestStep,
    metric,
    minTrain,
    reuse: refit === 'states' ? fullFits.map((f) => f.params) : undefined,
    seasonCache,
  });
  const level = y.reduce((s, v) => s + Math.abs(v), 0) / n;
  let weighted = combinationWeights(tested.scores, { selection: options.selection ?? DEFAULTS.selection, keep: options.combine, metric, level });
  let fits: MethodFit[];
  let reason: string;
  // Per component, its index in `models` (for its backtest paths); none without a backtest.
  let modelIndex: number[] = [];
  if (weighted.length > 0) {
    reason = explain(weighted, tested.scores, tested.origins.length, tested.horizon, metric, season.seasonal, options.selection ?? DEFAULTS.selection);
    modelIndex = weighted.map(({ score }) => models.findIndex((c) => c.method === score.method && c.seasonal === score.seasonal));
    fits = modelIndex.map((i) => fullFits[i]);
  } else {
    // Too short to backtest: an equal mix of the sturdiest methods that fit.
    const fallback = (['ses', 'theta', 'naive'] as const).filter((name) => canFit(METHODS[name], y, m, false));
    const chosen: Model[] = (fallback.length > 0 ? fallback : (['naive'] as const)).map((method) => ({ method, seasonal: false }));
    weighted = chosen.map((model) => ({ score: { ...model, error: Number.NaN, smape: Number.NaN, mae: Number.NaN, points: 0, rank: 0 }, weight: 1 / chosen.length }));
    reason = `${n} points are too few to backtest: an equal mix of ${chosen.map((c) => c.method).join(', ')}.`;
    fits = chosen.map(fitOf);
  }

  const weights = weighted.map((w) => w.weight);
  const forecast = weightedMean(fits.map((f) => f.forecast), weights, horizon);
  const fitted = weightedMean(fits.map((f) => f.fitted), weights, n);
  const components = weighted.map(({ score, weight }, i) => ({ method: score.method, seasonal: score.seasonal, weight, params: fits[i].params, forecast: fits[i].forecast }));
  // The combination's own backtest errors, origin by origin, for the intervals' growth with the step.
  const errors = tested.origins.map((origin, o) => {
    const paths = modelIndex.map((i) => tested.paths[i]?.[o] ?? []);
    return weightedMean(paths, weights, tested.horizon).map((f, h) => y[origin + h] - f);
  });
  const s = oneStepScale(y, fitted);
  const sigma = Number.isFinite(s) ? errorSigma(s, errorGrowth(errors, s, 1), horizon) : new Array<number>(horizon).fill(0);
  return {
    ...base,
    forecast,
    fitted,
    intervals: spreadIntervals(forecast, sigma, nonNegative, n),
    method: components.length === 1 ? components[0].method : 'combination',
    components,
    reason,
    backtest: tested.scores,
    origins: tested.origins,
    backtestHorizon: tested.horizon,
  };
}

function explain(
  weighted: Array<{ score: MethodScore; weight: number }>,
  scores: readonly MethodScore[],
  origins: number,
  steps: number,
  metric: SelectionMetric,
  seasonal: boolean,
  selection: 'best' | 'combine',
): string {
  const unit = metric === 'smape' ? 'sMAPE' : 'MAE';
  const best = weighted[0].score;
  const format = (v: number) => (metric === 'smape' ? v.toFixed(1) : v.toPrecision(3));
  const scope = `backtest over ${origins} origin${origins === 1 ? '' : 's'} x ${steps} period${steps === 1 ? '' : 's'}`;
  const tried = scores.length;
  if (selection === 'best' || weighted.length === 1) {
    return `${modelLabel(best, seasonal)} had the lowest ${unit} (${format(best.error)}) of ${tried} models in a ${scope}.`;
  }
  return `Combination of ${weighted.length} models weighted by 1 / ${unit}^${WEIGHT_POWER} in a ${scope}; best alone: ${modelLabel(best, seasonal)} (${format(best.error)}).`;
}
