// The monthly flows of every series (forecast, orders, receipts, history,
// snapshots) as columns of typed arrays, and as the text they are kept in
// between refreshes (load-cache.ts): one line per series, "p w t q t q ...",
// the months already summed. Kept as the query answered them (JSON of
// day:quantity pairs) a refresh read and parsed twice the text (14 MB at the
// bench's size) and summed every day into its month again; and a [t, q]
// array per month (1.2 million) cost more in allocation and garbage
// collection than the parse. Numbers are written by String() and read back
// as Number reads them: the same doubles.
import { decimalAt } from './day-pairs';

/** A series' flows: [t, quantity] per month with a non-zero sum. */
export interface FlowRow {
  p: number;
  w: number;
  pairs: Array<[number, number]>;
}

/** Series i is product p[i] in warehouse w[i]; its months t and quantities q at [start[i], start[i + 1]). */
export interface Flows {
  size: number;
  p: Int32Array;
  w: Int32Array;
  start: Int32Array;
  t: Int32Array;
  q: Float64Array;
}

/** Flows of rows of pairs (a month that is not an integer, which no month can be, left out). */
export function flowsOf(rows: readonly FlowRow[]): Flows {
  let pairs = 0;
  for (const row of rows) for (const [t] of row.pairs) if (Number.isInteger(t)) pairs++;
  const flows: Flows = { size: rows.length, p: new Int32Array(rows.length), w: new Int32Array(rows.length), start: new Int32Array(rows.length + 1), t: new Int32Array(pairs), q: new Float64Array(pairs) };
  let k = 0;
  rows.forEach((row, i) => {
    flows.p[i] = row.p;
    flows.w[i] = row.w;
    flows.start[i] = k;
    for (const [t, q] of row.pairs) {
      if (!Number.isInteger(t)) continue;
      flows.t[k] = t;
      flows.q[k++] = q;
    }
  });
  flows.start[rows.length] = k;
  return flows;
}

/** Series i's pairs. */
export function pairsOf(flows: Flows, i: number): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let k = flows.start[i]; k < flows.start[i + 1]; k++) pairs.push([flows.t[k], flows.q[k]]);
  return pairs;
}

/** Rows of pairs of flows (tests, scripts). */
export function rowsOf(flows: Flows): FlowRow[] {
  return Array.from({ length: flows.size }, (_, i) => ({ p: flows.p[i], w: flows.w[i], pairs: pairsOf(flows, i) }));
}

export function encodeFlows(flows: Flows): string {
  const lines: string[] = [];
  for (let i = 0; i < flows.size; i++) {
    let line = `${flows.p[i]} ${flows.w[i]}`;
    for (let k = flows.start[i]; k < flows.start[i + 1]; k++) line += ` ${flows.t[k]} ${flows.q[k]}`;
    lines.push(line);
  }
  return lines.join('\n');
}

const SPACE = 32;
const NEWLINE = 10;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
/** 10^k, exact as doubles up to 10^22. */
const TENS = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * Every number of the text in order, and the count of numbers at the end of
 * each line. Digits are read as they are scanned ("[-]digits[.digits]", at
 * most 15 of them: n / 10^k, the double nearest the decimal as Number reads
 * it); anything else goes through decimalAt. One loop on locals.
 */
function numbersOf(text: string): { numbers: Float64Array; lineEnds: number[] } {
  const length = text.length;
  // At least two characters per number (a digit and a separator).
  const numbers = new Float64Array((length >> 1) + 1);
  const lineEnds: number[] = [];
  let count = 0;
  let start = 0;
  while (start < length) {
    let i = start;
    const negative = text.charCodeAt(i) === MINUS;
    if (negative) i++;
    let n = 0;
    let digits = 0;
    let scale = -1;
    let plain = true;
    let c = 0;
    for (; i < length; i++) {
      c = text.charCodeAt(i);
      if (c === SPACE || c === NEWLINE) break;
      if (c === DOT && scale < 0) { scale = 0; continue; }
      const d = c - ZERO;
      if (d < 0 || d > 9) { plain = false; continue; }
      n = n * 10 + d;
      digits++;
      if (scale >= 0) scale++;
    }
    let v: number;
    if (plain && digits > 0 && digits <= 15 && scale !== 0) {
      v = scale > 0 ? n / TENS[scale] : n;
      if (negative) v = -v;
    } else {
      v = decimalAt(text, start, i);
    }
    numbers[count++] = v;
    if (i >= length || c === NEWLINE) lineEnds.push(count);
    start = i + 1;
  }
  return { numbers, lineEnds };
}

export function decodeFlows(text: string): Flows {
  const { numbers, lineEnds } = numbersOf(text);
  const size = lineEnds.length;
  const pairs = (lineEnds.length > 0 ? lineEnds[size - 1] : 0) / 2 - size;
  const flows: Flows = { size, p: new Int32Array(size), w: new Int32Array(size), start: new Int32Array(size + 1), t: new Int32Array(pairs), q: new Float64Array(pairs) };
  let k = 0;
  let at = 0;
  for (let i = 0; i < size; i++) {
    flows.p[i] = numbers[k];
    flows.w[i] = numbers[k + 1];
    flows.start[i] = at;
    for (k += 2; k + 1 < lineEnds[i]; k += 2) {
      flows.t[at] = numbers[k];
      flows.q[at++] = numbers[k + 1];
    }
    k = lineEnds[i];
  }
  flows.start[size] = at;
  return flows;
}
