// Forecast accuracy of frozen snapshots against what was sold, with the
// standard definitions of DOMAIN.md (e = F - A): MAE = mean |e|, MAPE =
// mean |e| / A over A > 0, WAPE = sum |e| / sum A, bias = sum e / sum A.
// Percentages are returned as percent (12.5 for 12.5 %). The absolute-error
// report computes the same in SQL (server/reports/computed/forecast-error.ts);
// the API tests hold the two to each other.

export interface Pair {
  forecast: number;
  actual: number;
}

export interface Accuracy {
  points: number;
  forecast: number;
  actual: number;
  mae: number;
  /** NaN when no point has sales. */
  mape: number;
  /** NaN when nothing was sold at all. */
  wape: number;
  bias: number;
}

export function accuracy(pairs: readonly Pair[]): Accuracy {
  let forecast = 0;
  let actual = 0;
  let absolute = 0;
  let apeSum = 0;
  let apePoints = 0;
  for (const { forecast: f, actual: a } of pairs) {
    forecast += f;
    actual += a;
    absolute += Math.abs(f - a);
    if (a > 0) {
      apeSum += Math.abs(f - a) / a;
      apePoints++;
    }
  }
  const n = pairs.length;
  return {
    points: n,
    forecast,
    actual,
    mae: n > 0 ? absolute / n : Number.NaN,
    mape: apePoints > 0 ? (100 * apeSum) / apePoints : Number.NaN,
    wape: actual > 0 ? (100 * absolute) / actual : Number.NaN,
    bias: actual > 0 ? (100 * (forecast - actual)) / actual : Number.NaN,
  };
}

/**
 * Snapshots and sales met cell by cell (product x customer x month): a cell
 * with a forecast and no sales counts as A = 0, a cell sold without a
 * forecast as F = 0, as long as the month was forecast at that lag at all.
 */
export function pairCells(forecasts: ReadonlyMap<string, number>, sales: ReadonlyMap<string, number>): Pair[] {
  const pairs: Pair[] = [];
  for (const [cell, f] of forecasts) pairs.push({ forecast: f, actual: sales.get(cell) ?? 0 });
  for (const [cell, a] of sales) if (!forecasts.has(cell)) pairs.push({ forecast: 0, actual: a });
  return pairs;
}
