// The company's forecast settings (entity forecast-settings, one row, the
// forecasts/configuration form) and how they become the forecaster's
// options. A company that never saved the form gets the entity's defaults.
import { CONTINUOUS_METHODS, demandPattern, INTERMITTENT_METHODS, type ForecastOptions, type MethodName } from '../../domain/forecast/index.ts';
import type { Queryable } from '../db/adapter';

export interface ForecastSettings {
  horizon: number;
  historyMonths: number;
  seasonLength: number;
  seasonality: 'auto' | 'always' | 'never';
  outlierRule: 'clip' | 'keep';
  outlierThreshold: number;
  selection: 'combine' | 'best';
  selectionMetric: 'auto' | 'smape' | 'mae';
  backtestOrigins: number;
  frozenMonths: number;
  operativeMonths: number;
  consumptionBackward: number;
  consumptionForward: number;
  methods: MethodName[];
}

/** Field of the settings entity that enables each method. */
export const METHOD_FIELDS: Record<MethodName, string> = {
  naive: 'method_naive',
  seasonalNaive: 'method_seasonal_naive',
  movingAverage: 'method_moving_average',
  ses: 'method_ses',
  holtDamped: 'method_holt_damped',
  holtWintersAdditive: 'method_holt_winters_additive',
  holtWintersMultiplicative: 'method_holt_winters_multiplicative',
  crostonSba: 'method_croston_sba',
  tsb: 'method_tsb',
  decomposition: 'method_decomposition',
  theta: 'method_theta',
  linearTrend: 'method_linear_trend',
  autoregressive: 'method_autoregressive',
  ces: 'method_ces',
};

export const DEFAULT_SETTINGS: ForecastSettings = {
  horizon: 18,
  historyMonths: 36,
  seasonLength: 12,
  seasonality: 'auto',
  outlierRule: 'clip',
  outlierThreshold: 5,
  selection: 'combine',
  selectionMetric: 'auto',
  backtestOrigins: 3,
  frozenMonths: 1,
  operativeMonths: 3,
  consumptionBackward: 1,
  consumptionForward: 1,
  methods: Object.keys(METHOD_FIELDS) as MethodName[],
};

type Row = Record<string, unknown>;

/** A stored row (snake_case columns) -> settings; empty columns keep the defaults. */
export function settingsFromRow(row: Row | undefined): ForecastSettings {
  if (!row) return { ...DEFAULT_SETTINGS };
  const number = (column: string, fallback: number) => (row[column] === null || row[column] === undefined ? fallback : Number(row[column]));
  const text = <T extends string>(column: string, fallback: T) => ((row[column] as T | null) ?? fallback);
  const methods = (Object.entries(METHOD_FIELDS) as Array<[MethodName, string]>).filter(([, column]) => row[column] !== false).map(([name]) => name);
  return {
    horizon: number('horizon', DEFAULT_SETTINGS.horizon),
    historyMonths: number('history_months', DEFAULT_SETTINGS.historyMonths),
    seasonLength: number('season_length', DEFAULT_SETTINGS.seasonLength),
    seasonality: text('seasonality', DEFAULT_SETTINGS.seasonality),
    outlierRule: text('outlier_rule', DEFAULT_SETTINGS.outlierRule),
    outlierThreshold: number('outlier_threshold', DEFAULT_SETTINGS.outlierThreshold),
    selection: text('selection', DEFAULT_SETTINGS.selection),
    selectionMetric: text('selection_metric', DEFAULT_SETTINGS.selectionMetric),
    backtestOrigins: number('backtest_origins', DEFAULT_SETTINGS.backtestOrigins),
    frozenMonths: number('frozen_months', DEFAULT_SETTINGS.frozenMonths),
    operativeMonths: number('operative_months', DEFAULT_SETTINGS.operativeMonths),
    consumptionBackward: number('consumption_backward', DEFAULT_SETTINGS.consumptionBackward),
    consumptionForward: number('consumption_forward', DEFAULT_SETTINGS.consumptionForward),
    // Every method switched off would leave nothing to choose from: then all of them.
    methods: methods.length > 0 ? methods : DEFAULT_SETTINGS.methods,
  };
}

export async function loadSettings(db: Queryable, companyId: number): Promise<ForecastSettings> {
  const rows = await db.query<Row>('SELECT * FROM data_forecast_settings WHERE company_id = $1 ORDER BY id LIMIT 1', [companyId]);
  return settingsFromRow(rows[0]);
}

/** The forecaster's options for a run with these settings (methods are chosen per series: methodsFor). */
export function forecastOptions(settings: ForecastSettings): ForecastOptions {
  return {
    horizon: settings.horizon,
    seasonLength: settings.seasonLength,
    outliers: settings.outlierRule,
    outlierThreshold: settings.outlierThreshold,
    seasonality: settings.seasonality,
    selection: settings.selection,
    ...(settings.selectionMetric === 'auto' ? {} : { metric: settings.selectionMetric }),
    backtestOrigins: settings.backtestOrigins,
  };
}

/**
 * The methods a series may use: the forecaster's own choice for its demand
 * pattern (Croston for intermittent demand, the continuous methods otherwise)
 * less those the settings switch off; undefined keeps the forecaster's
 * default. A list naming every method would offer Croston to smooth series.
 */
export function methodsFor(history: readonly number[], enabled: readonly MethodName[]): MethodName[] | undefined {
  if (enabled.length >= DEFAULT_SETTINGS.methods.length) return undefined;
  const kind = demandPattern(history).kind;
  const defaults = kind === 'intermittent' || kind === 'lumpy' ? INTERMITTENT_METHODS : CONTINUOUS_METHODS;
  const kept = defaults.filter((m) => enabled.includes(m));
  return kept.length > 0 ? kept : undefined;
}
