// Forecast error measures, with e = F - A (DOMAIN.md "Formulas"). The
// percentage measures (MAPE, sMAPE, WAPE, bias) are returned in percent.
// Pairs where either value is not a number are skipped; a measure with nothing
// to average (or a zero denominator) is NaN.

type Values = readonly number[];

function pairs(actual: Values, forecast: Values): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const n = Math.min(actual.length, forecast.length);
  for (let i = 0; i < n; i++) if (Number.isFinite(actual[i]) && Number.isFinite(forecast[i])) out.push([actual[i], forecast[i]]);
  return out;
}

const mean = (values: number[]) => (values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length);

/** Mean absolute error: mean |F - A|. */
export function mae(actual: Values, forecast: Values): number {
  return mean(pairs(actual, forecast).map(([a, f]) => Math.abs(f - a)));
}

/** Mean absolute percentage error, 100 mean(|F - A| / A) over the periods with A > 0. */
export function mape(actual: Values, forecast: Values): number {
  return mean(pairs(actual, forecast).filter(([a]) => a > 0).map(([a, f]) => (100 * Math.abs(f - a)) / a));
}

/** Symmetric MAPE as in the M3 competition: mean(200 |F - A| / (|A| + |F|)); a pair of zeros scores 0. */
export function smape(actual: Values, forecast: Values): number {
  return mean(
    pairs(actual, forecast).map(([a, f]) => {
      const denominator = Math.abs(a) + Math.abs(f);
      return denominator === 0 ? 0 : (200 * Math.abs(f - a)) / denominator;
    }),
  );
}

/** Weighted absolute percentage error: 100 sum|F - A| / sum A. */
export function wape(actual: Values, forecast: Values): number {
  const p = pairs(actual, forecast);
  const total = p.reduce((s, [a]) => s + a, 0);
  return total === 0 ? Number.NaN : (100 * p.reduce((s, [a, f]) => s + Math.abs(f - a), 0)) / total;
}

/** Bias: 100 sum(F - A) / sum A; positive when the forecast is too high. */
export function bias(actual: Values, forecast: Values): number {
  const p = pairs(actual, forecast);
  const total = p.reduce((s, [a]) => s + a, 0);
  return total === 0 ? Number.NaN : (100 * p.reduce((s, [a, f]) => s + (f - a), 0)) / total;
}

/** In-sample MAE of the seasonal naive forecast (naive when seasonLength is 1 or the history is too short). */
export function seasonalNaiveScale(history: Values, seasonLength: number): number {
  const m = seasonLength > 1 && history.length > seasonLength ? seasonLength : 1;
  let sum = 0;
  let count = 0;
  for (let t = m; t < history.length; t++) {
    sum += Math.abs(history[t] - history[t - m]);
    count++;
  }
  return count === 0 ? Number.NaN : sum / count;
}

/** Mean absolute scaled error: MAE / in-sample seasonal-naive MAE of the history (NaN when that is 0). */
export function mase(actual: Values, forecast: Values, history: Values, seasonLength: number): number {
  const scale = seasonalNaiveScale(history, seasonLength);
  return scale > 0 ? mae(actual, forecast) / scale : Number.NaN;
}

export interface ErrorSummary {
  mae: number;
  mape: number;
  smape: number;
  wape: number;
  bias: number;
  mase: number;
}

/** Every measure at once (MASE needs the history the forecast was made from). */
export function errorSummary(actual: Values, forecast: Values, history: Values, seasonLength: number): ErrorSummary {
  return {
    mae: mae(actual, forecast),
    mape: mape(actual, forecast),
    smape: smape(actual, forecast),
    wape: wape(actual, forecast),
    bias: bias(actual, forecast),
    mase: mase(actual, forecast, history, seasonLength),
  };
}
