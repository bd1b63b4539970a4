// The monthly flows arrive as one "d:q,d:q" text per series, d being the
// date of each source row in days after the first day of a base month (a
// date difference is integer arithmetic in SQL, where extracting year and
// month went through numeric for every row: half the cost of the query).
// Here each d becomes its month relative to the base (exact for any day of
// any month, leap years included) and the quantities are summed per month,
// months summing to zero dropped: what GROUP BY month, sum, q <> 0 answered.
// A full-size load reads 1.2 million pairs: they are parsed character by
// character (slicing and Number() per pair, a Map per series and a memo
// lookup per day were ~550 ms of CPU, most of the load step).
import { monthIndex } from '../../../domain/planning';

const DAY_MS = 86_400_000;
/** Days either side of the base month kept in DayMonths' table (about 27 years); others go through the memo. */
const TABLE_DAYS = 10_000;

/** Month offsets (relative to `base`, 'YYYY-MM') of day offsets from its first day. */
export class DayMonths {
  private readonly year: number;
  private readonly month: number;
  /** Month of day d at [d + TABLE_DAYS], filled on first use; NaN: not yet worked out. */
  private readonly table = new Float64Array(2 * TABLE_DAYS).fill(NaN);
  private readonly memo = new Map<number, number>();

  constructor(base: string) {
    const index = monthIndex(base);
    if (!Number.isFinite(index)) throw new Error(`bad base month ${base}`);
    this.year = Math.floor(index / 12);
    this.month = index - this.year * 12;
  }

  private computed(days: number): number {
    const date = new Date(Date.UTC(this.year, this.month, 1) + days * DAY_MS);
    return (date.getUTCFullYear() - this.year) * 12 + date.getUTCMonth() - this.month;
  }

  monthOf(days: number): number {
    const i = days + TABLE_DAYS;
    if (i >= 0 && i < 2 * TABLE_DAYS && Number.isInteger(days)) {
      const t = this.table[i];
      if (t === t) return t;
      return (this.table[i] = this.computed(days));
    }
    let t = this.memo.get(days);
    if (t === undefined) this.memo.set(days, (t = this.computed(days)));
    return t;
  }
}

const COMMA = 44;
const COLON = 58;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
/** 10^k, exact as doubles up to 10^22. */
const TENS = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * The number text[from, to) writes, as Number() reads it: "[-]digits[.digits]" of
 * at most 15 digits from integers (n / 10^k of two exact doubles is the
 * double nearest the decimal, as Number's parse), anything else (NaN,
 * Infinity, an exponent, more digits) through Number().
 */
export function decimalAt(text: string, from: number, to: number): number {
  let i = from;
  const negative = text.charCodeAt(i) === MINUS;
  if (negative) i++;
  let n = 0;
  let digits = 0;
  let scale = -1;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === DOT && scale < 0) { scale = 0; continue; }
    const d = c - ZERO;
    if (d < 0 || d > 9) return Number(text.slice(from, to));
    n = n * 10 + d;
    digits++;
    if (scale >= 0) scale++;
  }
  if (digits === 0 || digits > 15 || scale === 0) return Number(text.slice(from, to));
  const v = scale > 0 ? n / TENS[scale] : n;
  return negative ? -v : v;
}

/**
 * "d:q,d:q" -> [t, sum of q] per month t = months.monthOf(d) - shift, in
 * order of first appearance; months summing to 0 left out.
 */
export function monthSums(text: string | null, months: DayMonths, shift = 0): Array<[number, number]> {
  if (!text) return [];
  // A series holds a few dozen months: sums in a list searched from its end (the pairs come grouped by month, mostly).
  const ts: number[] = [];
  const qs: number[] = [];
  const length = text.length;
  let start = 0;
  while (start < length) {
    let colon = start;
    while (colon < length && text.charCodeAt(colon) !== COLON) colon++;
    let end = colon + 1;
    while (end < length && text.charCodeAt(end) !== COMMA) end++;
    const t = months.monthOf(decimalAt(text, start, colon)) - shift;
    const q = decimalAt(text, colon + 1, end);
    let k = ts.length - 1;
    while (k >= 0 && ts[k] !== t) k--;
    if (k < 0) { ts.push(t); qs.push(0 + q); } else qs[k] += q;
    start = end + 1;
  }
  const out: Array<[number, number]> = [];
  // NaN stays, as NaN <> 0 in SQL: the series exists, the readers skip the figure.
  for (let k = 0; k < ts.length; k++) if (qs[k] !== 0) out.push([ts[k], qs[k]]);
  return out;
}
