// Rolling-origin backtest on the history alone: each candidate is refitted on
// the history cut at several origins and scored on the points that follow, so
// the selection never sees data after the forecast origin.
import { canFit, fitMethod } from './fit-method';
import { mae, smape } from './metrics';
import { METHODS } from './methods';
import type { SeasonalIndices } from './seasonality';
import type { MethodScore, Model, SelectionMetric } from './types';

export interface BacktestOptions {
  seasonLength: number;
  /** Steps ahead scored from each origin (shortened when the history is short). */
  horizon: number;
  /** Number of origins, the latest at n - horizon, each earlier one `step` periods before. */
  origins: number;
  /** Periods between origins; default max(1, floor(horizon / 4)). */
  step?: number;
  metric: SelectionMetric;
  /** Shortest history an origin may leave to fit on. */
  minTrain: number;
  /**
   * Per model, params of its fit on the whole history to keep at every origin
   * (only the states are refitted: several times cheaper); absent: each origin
   * optimises its own parameters.
   */
  reuse?: ReadonlyArray<Record<string, number> | undefined>;
  /** Seasonal indices by history length for y's prefixes (see FitContext). */
  seasonCache?: Map<number, SeasonalIndices>;
}

export interface BacktestResult {
  /** Every model, best first; models that could not be fitted at every origin have error Infinity. */
  scores: MethodScore[];
  /** History lengths at the origins, latest first (empty when the history is too short). */
  origins: number[];
  horizon: number;
  /**
   * Per model (in the order given, not sorted), its forecasts from each origin
   * (aligned with `origins`); null for a model that could not be scored. The
   * prediction intervals read the combination's errors from them.
   */
  paths: Array<number[][] | null>;
}

/** The origins' history lengths, latest first. */
export function backtestOrigins(n: number, horizon: number, count: number, step: number, minTrain: number): number[] {
  const origins: number[] = [];
  for (let k = 0; k < count; k++) {
    const origin = n - horizon - k * step;
    if (origin < minTrain) break;
    origins.push(origin);
  }
  return origins;
}

export function backtest(y: readonly number[], models: readonly Model[], options: BacktestOptions): BacktestResult {
  const n = y.length;
  const horizon = Math.min(options.horizon, n - options.minTrain);
  if (horizon < 1) return { scores: models.map(unscored), origins: [], horizon: 0, paths: models.map(() => null) };
  const step = options.step ?? Math.max(1, Math.floor(horizon / 4));
  const origins = backtestOrigins(n, horizon, options.origins, step, options.minTrain);
  const seasonCache = options.seasonCache ?? new Map();
  const paths: Array<number[][] | null> = models.map(() => null);
  const scores = models.map((model, index): MethodScore => {
    const method = METHODS[model.method];
    const forecasts: number[][] = [];
    let errorSum = 0;
    let smapeSum = 0;
    let maeSum = 0;
    let points = 0;
    for (const origin of origins) {
      const train = y.slice(0, origin);
      if (!canFit(method, train, options.seasonLength, model.seasonal)) return unscored(model);
      const context = { horizon, seasonLength: options.seasonLength, seasonal: model.seasonal, seasonCache };
      const forecast = fitMethod(method, train, context, options.reuse?.[index]).forecast;
      forecasts.push(forecast);
      const actual = y.slice(origin, origin + horizon);
      const s = smape(actual, forecast);
      const a = mae(actual, forecast);
      if (!Number.isFinite(s) || !Number.isFinite(a)) return unscored(model);
      smapeSum += s;
      maeSum += a;
      errorSum += options.metric === 'smape' ? s : a;
      points += actual.length;
    }
    if (points === 0) return unscored(model);
    paths[index] = forecasts;
    const k = origins.length;
    return { ...model, error: errorSum / k, smape: smapeSum / k, mae: maeSum / k, points, rank: 0 };
  });
  scores.sort((a, b) => a.error - b.error);
  scores.forEach((s, i) => (s.rank = i + 1));
  return { scores, origins, horizon, paths };
}

function unscored(model: Model): MethodScore {
  return { ...model, error: Number.POSITIVE_INFINITY, smape: Number.NaN, mae: Number.NaN, points: 0, rank: 0 };
}
