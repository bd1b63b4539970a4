// Scores of one set of forecasts against its hold-out: the mean over series of
// sMAPE and MASE (the M3/M4 measures), the share of hold-out points inside the
// 80% and 95% bands, and MSIS (the M4 interval score of the 95% band, alpha
// 0.05, scaled like MASE by the in-sample seasonal-naive MAE).
import { mase, seasonalNaiveScale, smape, type ForecastIntervals } from '../../../domain/forecast/index.ts';

export interface HoldOut {
  train: readonly number[];
  test: readonly number[];
}

export interface SetScore {
  smape: number;
  mase: number;
  /** Share of points inside the band, in percent (NaN without intervals). */
  coverage80: number;
  coverage95: number;
  msis: number;
}

const ALPHA = 0.05;

/** M4's MSIS of one series: mean of (U - L) + 2/alpha (L - y)+ + 2/alpha (y - U)+, over the scale. */
export function msis(test: readonly number[], lower: readonly number[], upper: readonly number[], scale: number): number {
  let sum = 0;
  test.forEach((y, h) => {
    sum += upper[h] - lower[h];
    if (y < lower[h]) sum += (2 / ALPHA) * (lower[h] - y);
    if (y > upper[h]) sum += (2 / ALPHA) * (y - upper[h]);
  });
  return sum / test.length / scale;
}

const band = (intervals: ForecastIntervals, level: number) => intervals.bands.find((b) => Math.abs(b.level - level) < 1e-9);

export function scoreSet(holdOuts: readonly HoldOut[], forecasts: readonly (readonly number[])[], seasonLength: number, intervals?: ReadonlyArray<ForecastIntervals | undefined>): SetScore {
  let s = 0;
  let m = 0;
  let mCount = 0;
  let inside80 = 0;
  let inside95 = 0;
  let points = 0;
  let msisSum = 0;
  let msisCount = 0;
  holdOuts.forEach((x, i) => {
    s += smape(x.test, forecasts[i]);
    const scaled = mase(x.test, forecasts[i], x.train, seasonLength);
    // A constant history has no scale: MASE and MSIS skip it (as M4 had none).
    if (Number.isFinite(scaled)) {
      m += scaled;
      mCount++;
    }
    const iv = intervals?.[i];
    if (!iv) return;
    const b80 = band(iv, 0.8)!;
    const b95 = band(iv, 0.95)!;
    x.test.forEach((y, h) => {
      if (y >= b80.lower[h] && y <= b80.upper[h]) inside80++;
      if (y >= b95.lower[h] && y <= b95.upper[h]) inside95++;
      points++;
    });
    const scale = seasonalNaiveScale(x.train, seasonLength);
    if (scale > 0) {
      msisSum += msis(x.test, b95.lower, b95.upper, scale);
      msisCount++;
    }
  });
  return {
    smape: s / holdOuts.length,
    mase: m / mCount,
    coverage80: points > 0 ? (100 * inside80) / points : Number.NaN,
    coverage95: points > 0 ? (100 * inside95) / points : Number.NaN,
    msis: msisCount > 0 ? msisSum / msisCount : Number.NaN,
  };
}
