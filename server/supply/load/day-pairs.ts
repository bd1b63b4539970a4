// The monthly flows arrive as one "d:q,d:q" text per series, d being the
// date of each source row in days after the first day of a base month (a
// date difference is integer arithmetic in SQL, where extracting year and
// month went through numeric for every row: half the cost of the query).
// Here each d becomes its month relative to the base (exact for any day of
// any month, leap years included) and the quantities are summed per month,
// months summing to zero dropped: what GROUP BY month, sum, q <> 0 answered.
import { monthIndex } from '../../../engine/planning';

const DAY_MS = 86_400_000;

/** Month offsets (relative to `base`, 'YYYY-MM') of day offsets from its first day, memoised: a few thousand distinct days per load. */
export class DayMonths {
  private readonly year: number;
  private readonly month: number;
  private readonly memo = new Map<number, number>();

  constructor(base: string) {
    const index = monthIndex(base);
    if (!Number.isFinite(index)) throw new Error(`bad base month ${base}`);
    this.year = Math.floor(index / 12);
    this.month = index - this.year * 12;
  }

  monthOf(days: number): number {
    let t = this.memo.get(days);
    if (t === undefined) {
      const date = new Date(Date.UTC(this.year, this.month, 1) + days * DAY_MS);
      t = (date.getUTCFullYear() - this.year) * 12 + date.getUTCMonth() - this.month;
      this.memo.set(days, t);
    }
    return t;
  }
}

/**
 * "d:q,d:q" -> [t, sum of q] per month t = months.monthOf(d) - shift, in
 * order of first appearance; months summing to 0 left out.
 */
export function monthSums(text: string | null, months: DayMonths, shift = 0): Array<[number, number]> {
  if (!text) return [];
  const sums = new Map<number, number>();
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf(',', start);
    if (end < 0) end = text.length;
    const colon = text.indexOf(':', start);
    const t = months.monthOf(Number(text.slice(start, colon))) - shift;
    const q = Number(text.slice(colon + 1, end));
    sums.set(t, (sums.get(t) ?? 0) + q);
    start = end + 1;
  }
  const out: Array<[number, number]> = [];
  // NaN stays, as NaN <> 0 in SQL: the series exists, the readers skip the figure.
  for (const [t, q] of sums) if (q !== 0) out.push([t, q]);
  return out;
}
