// Lead-time offset of a planned order in monthly buckets: due in bucket t,
// released lead time days before the bucket's first day (or before today,
// in the current month). A release before today cannot happen: the order is
// late to order and the earliest it can land is today + lead time.
import { dayNumber, monthIndex, monthOfDay, monthStartDay, type Horizon } from '../../engine/time/calendar';

export interface BucketClock {
  /** Month index of bucket 0. */
  first: number;
  months: number;
  /** Today as a day number. */
  today: number;
}

export function bucketClock(horizon: Horizon, today: string): BucketClock {
  const first = monthIndex(horizon.start);
  const parsed = dayNumber(today);
  return { first, months: horizon.months, today: Number.isNaN(parsed) ? monthStartDay(first) : parsed };
}

/** The day a receipt due in bucket t is needed: the month's first day, or today in the current month. */
export function needDay(clock: BucketClock, t: number): number {
  return Math.max(monthStartDay(clock.first + t), clock.today);
}

/** The ideal release day of a receipt due in bucket t (may be before today: late to order). */
export function releaseDay(clock: BucketClock, t: number, leadDays: number): number {
  return needDay(clock, t) - leadOf(leadDays);
}

/** The first bucket a receipt ordered today can land in (0 when within the current month). */
export function earliestBucket(clock: BucketClock, leadDays: number): number {
  return Math.max(0, monthOfDay(clock.today + leadOf(leadDays)) - clock.first);
}

/** The bucket of a day (negative before the horizon, >= months after it). */
export function bucketOfDay(clock: BucketClock, day: number): number {
  return monthOfDay(day) - clock.first;
}

/** Lead time in whole days; unknown counts as 0 (the row says no-lead-time). */
export function leadOf(leadDays: number): number {
  return Number.isFinite(leadDays) && leadDays > 0 ? Math.ceil(leadDays) : 0;
}
