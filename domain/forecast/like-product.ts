// New products: forecast from a "like" product's history, aligned at launch and
// scaled to the new product's first periods. With no sales yet, the like's
// volume is used as is (or times a planner's scale). Where the like's history
// ends before the horizon, the like's own forecast extends it.
import { forecastSeries } from './forecast-series';
import type { ForecastOptions } from './types';

export interface LikeOptions {
  horizon: number;
  seasonLength: number;
  /**
   * Index in the like's history of the period matching the new product's first
   * period. Default: the like's first period with demand (launch-aligned); pass
   * the calendar offset instead to keep the season in step.
   */
  likeOffset?: number;
  /** Scale used while the new product has no sales (or the like sold nothing in the matching periods); default 1. */
  scale?: number;
  /** Options for the like's own forecast when its history is too short. */
  forecast?: Partial<ForecastOptions>;
}

export interface LikeForecast {
  forecast: number[];
  /** New-product volume / like volume over the periods both have. */
  scale: number;
  likeOffset: number;
  /** Periods of the horizon taken from the like's forecast rather than its history. */
  extended: number;
  reason: string;
}

export function forecastFromLike(like: readonly number[], launched: readonly number[], options: LikeOptions): LikeForecast {
  if (like.length === 0) throw new Error('the like product has no history');
  const firstDemand = like.findIndex((v) => v !== 0);
  const offset = options.likeOffset ?? Math.max(0, firstDemand);
  const k = launched.length;
  const needed = offset + k + options.horizon;
  let path = like.slice();
  let extended = 0;
  if (needed > like.length) {
    extended = Math.min(options.horizon, needed - like.length);
    const more = forecastSeries(like, { ...options.forecast, horizon: needed - like.length, seasonLength: options.seasonLength });
    path = path.concat(more.forecast);
  }
  const likeSum = path.slice(offset, offset + k).reduce((a, b) => a + b, 0);
  const ownSum = launched.reduce((a, b) => a + b, 0);
  const measured = k > 0 && likeSum > 0;
  const scale = measured ? ownSum / likeSum : (options.scale ?? 1);
  const forecast = path.slice(offset + k, offset + k + options.horizon).map((v) => scale * v);
  const reason = measured
    ? `Like product's periods ${offset + k + 1}..${offset + k + options.horizon} x ${scale.toFixed(3)} (its first ${k} periods sold ${likeSum.toPrecision(4)}, this product ${ownSum.toPrecision(4)}).`
    : `Like product's periods ${offset + k + 1}..${offset + k + options.horizon} x ${scale.toFixed(3)} (${k === 0 ? 'no sales yet' : 'the like sold nothing in the matching periods'}).`;
  return { forecast, scale, likeOffset: offset, extended, reason };
}
