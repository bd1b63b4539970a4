// The statistical forecaster: pure TypeScript, no I/O, safe in a browser or a worker.
// Start with forecastSeries(); the rest is exported for the detail page, tests and tools.
export type * from './types';
export { forecastSeries, ForecastInputError, DEFAULTS } from './forecast-series';
export { forecastFromLike } from './like-product';
export { thetaBaseline } from './theta-baseline';
export { errorGrowth, errorSigma, INTERVAL_LEVELS, INTERVAL_SCALE, normalQuantile, oneStepScale, SAFETY_QUANTILES, spreadIntervals, studentQuantile } from './intervals';
export type { ForecastIntervals } from './intervals';
export type { ThetaBaseline } from './theta-baseline';
export type { LikeForecast, LikeOptions } from './like-product';
export { backtest, backtestOrigins } from './backtest';
export { candidateModels, modelLabel, CONTINUOUS_METHODS, INTERMITTENT_METHODS } from './candidates';
export { combinationWeights, weightedMean } from './combine';
export { fitMethod, canFit } from './fit-method';
export { bias, errorSummary, mae, mape, mase, seasonalNaiveScale, smape, wape } from './metrics';
export type { ErrorSummary } from './metrics';
export { METHODS, METHOD_NAMES } from './methods';
export { nelderMead, goldenSection, optimiseParameters } from './optimize';
export { detectOutliers, movingMedian, median } from './outliers';
export { demandPattern, ADI_CUTOFF, CV2_CUTOFF } from './pattern';
export { autocorrelations, centredMovingAverage, deseasonalise, reseasonalise, seasonalIndices, testSeasonality } from './seasonality';
