// The forecaster's public types. Everything here is plain data (JSON-safe apart
// from NaN in fitted values), so results can cross worker threads and be stored.
import type { ForecastIntervals } from './intervals';

export type MethodName =
  | 'naive'
  | 'seasonalNaive'
  | 'movingAverage'
  | 'ses'
  | 'holtDamped'
  | 'holtWintersAdditive'
  | 'holtWintersMultiplicative'
  | 'crostonSba'
  | 'tsb'
  | 'decomposition'
  | 'theta'
  | 'linearTrend'
  | 'autoregressive'
  | 'ces';

export interface MethodContext {
  horizon: number;
  /** The season the method must model; 1 when it must ignore seasonality. */
  seasonLength: number;
  /** The data's periods per season even when the method ignores it (to size windows); default seasonLength. */
  period?: number;
}

export interface MethodFit {
  /** One-step-ahead in-sample forecasts aligned with the input; NaN where the method has none (e.g. the first point). */
  fitted: number[];
  /** horizon values for the periods n+1..n+horizon. */
  forecast: number[];
  /** The fitted parameters (smoothing weights, window, initial states...). */
  params: Record<string, number>;
}

/**
 * How a method meets seasonality:
 * - `adjusted`: it is non-seasonal and, when the series tests seasonal, runs on the
 *   seasonally adjusted series (classical decomposition) and the season is put back;
 * - `own`: it models the season itself, and gets seasonLength 1 when the series does not test seasonal;
 * - `always`: it always uses the season length (seasonal naive, the benchmark);
 * - `none`: it never sees the season (intermittent-demand methods).
 */
export type SeasonalityHandling = 'adjusted' | 'own' | 'always' | 'none';

export interface ForecastMethod {
  name: MethodName;
  seasonality: SeasonalityHandling;
  /** Offered by default only to intermittent and lumpy series (Croston SBA, TSB). */
  intermittent: boolean;
  /** The shortest history (in points) this method can be fitted on with this season length. */
  minLength(seasonLength: number): number;
  /** False when the method cannot model this history (e.g. a multiplicative season of a series with zeros). */
  accepts?(y: readonly number[]): boolean;
  /**
   * Fits the method. `reuse` is the params of an earlier fit of the same method
   * (smoothing weights, window, order): they are kept instead of optimised again
   * and only the states are re-estimated, which makes backtest refits cheap.
   */
  fit(y: readonly number[], context: MethodContext, reuse?: Record<string, number>): MethodFit;
}

export type DemandPatternKind = 'smooth' | 'erratic' | 'intermittent' | 'lumpy' | 'none';

export interface DemandPattern {
  /** Syntetos-Boylan class; `none` when the history has no demand at all. */
  kind: DemandPatternKind;
  /** Average inter-demand interval in periods (Infinity without demand). */
  adi: number;
  /** Squared coefficient of variation of the non-zero demand sizes. */
  cv2: number;
}

export interface Outlier {
  index: number;
  value: number;
  /** The edge of the accepted band the value is clipped to (the value itself in the last season, which is never clipped). */
  replacement: number;
  /** Whether the methods were fitted on the replacement (false with outliers 'keep' and in the last season). */
  clipped: boolean;
}

/** A candidate of the selection: a method and whether it sees the season (see SeasonalityHandling). */
export interface Model {
  method: MethodName;
  /** For `adjusted` and `own` methods: fitted on the seasonally adjusted series / with the season. */
  seasonal: boolean;
}

export interface MethodScore extends Model {
  /** Mean backtest error over every origin and horizon step, in the selection metric. */
  error: number;
  /** Mean sMAPE and MAE of the same backtest points, for display. */
  smape: number;
  mae: number;
  /** Backtest forecast points scored. */
  points: number;
  /** 1 = best; methods that could not be backtested rank last with error Infinity. */
  rank: number;
}

export type SelectionMetric = 'smape' | 'mae';

export interface ForecastOptions {
  /** Periods to forecast (>= 1). */
  horizon: number;
  /** Periods per season: 12 for monthly data, 4 quarterly, 7 daily, 52 weekly, 1 none. */
  seasonLength: number;
  /** Candidate methods; default every method that suits the series' demand pattern. */
  methods?: MethodName[];
  /** `clip` (default) replaces outliers before fitting (except in the last season); `keep` only reports them. */
  outliers?: 'clip' | 'keep';
  /** Robust z-score (residual / (1.4826 MAD)) beyond which a point is an outlier; default 5. */
  outlierThreshold?: number;
  /** `auto` (default) tests each series; `always`/`never` force the flag. */
  seasonality?: 'auto' | 'always' | 'never';
  /** How the final forecast is chosen from the backtest: `combine` (default) weighs every
   *  candidate by 1 / backtest error, `best` keeps the single best one. */
  selection?: 'best' | 'combine';
  /** With `combine`, keep only the best k candidates (default: all). */
  combine?: number;
  /** For seasonal-length > 1, also try theta and damped Holt with the opposite seasonality
   *  decision, as a hedge against a wrong test result (default true). */
  seasonalHedge?: boolean;
  /** Backtest error measure; default sMAPE, MAE for intermittent and lumpy series. */
  metric?: SelectionMetric;
  /** Rolling-origin backtest: number of origins (default 3), steps ahead scored from each
   *  (default the horizon), periods between origins (default a quarter of those steps). */
  backtestOrigins?: number;
  backtestHorizon?: number;
  backtestStep?: number;
  /** Backtest refits: `states` (default) keeps each model's parameters from its fit on the
   *  whole history and refits only its states at each origin; `full` optimises again at each
   *  origin (slower; the parameters then never saw the points being scored). */
  backtestRefit?: 'states' | 'full';
}

export interface SeriesForecast {
  /** horizon values for the periods n+1..n+horizon, never negative when the history is not. */
  forecast: number[];
  /** The history the models were fitted on (outliers clipped). */
  cleaned: number[];
  /** One-step in-sample forecasts of the chosen method or combination (NaN where unavailable). */
  fitted: number[];
  /** The single method chosen, or 'combination'. */
  method: MethodName | 'combination';
  /** The models behind the forecast and their weights (summing to 1), heaviest first. */
  components: Array<Model & { weight: number; params: Record<string, number>; forecast: number[] }>;
  /** Why, in one sentence (for the forecast detail page). */
  reason: string;
  /** Backtest error of every candidate, best first. */
  backtest: MethodScore[];
  /** Backtest origins (history lengths the models were refitted on) and steps scored from each. */
  origins: number[];
  backtestHorizon: number;
  metric: SelectionMetric;
  pattern: DemandPattern;
  seasonality: { seasonal: boolean; acf: number; limit: number; seasonLength: number };
  outliers: Outlier[];
  /** Prediction intervals (80% and 95% bands) and the quantiles safety stock reads (intervals.ts). */
  intervals?: ForecastIntervals;
}
