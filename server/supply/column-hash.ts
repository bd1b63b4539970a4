// The fingerprints of many rows (row-hash.ts) worked out a column at a time:
// every row's two lanes live in typed arrays and each column's values are
// mixed into them in one loop of their own (a Float64Array's figures as its
// words). Mixing a row's words in the same order gives the very fingerprint
// RowHash gives row by row, which the stored rows carry; going row by row
// through every column, the values and figures of 30 kinds went through one
// call site and the lanes through an object (hashing 30,000 series and
// 121,000 suggestions cost ~200-250 ms of CPU on each refresh).
import type { CachedColumn } from './replace-changed';
import { digestKey } from './row-hash';

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
const HIGH = 0x811c9dc5 | 0;
const LOW = (0x01000193 ^ 0x5bd1e995) | 0;

export interface RowDigests {
  /** Each row's fingerprint lanes (row-hash.ts), as int32. */
  high: Int32Array;
  low: Int32Array;
  /** digestKey of each: compared with the stored ones as numbers. */
  keys: Float64Array;
}

// RowHash.word() on lanes held in locals: each loop below keeps a row's lanes in registers across its words.
const mixA = (a: number, w: number) => { const x = Math.imul(a ^ w, 0x01000193); return x ^ (x >>> 15); };
const mixB = (b: number, w: number) => { const x = Math.imul(b ^ w, 0x5bd1e995); return x ^ (x >>> 13); };

/** RowHash.words/numbers of each row's `width` figures. */
function mixMatrix(high: Int32Array, low: Int32Array, matrix: ArrayLike<number>, width: number, rows: number): void {
  if (matrix instanceof Float64Array) {
    const words = new Uint32Array(matrix.buffer, matrix.byteOffset, matrix.length * 2);
    for (let r = 0; r < rows; r++) {
      let a = mixA(mixA(high[r], 4), width);
      let b = mixB(mixB(low[r], 4), width);
      for (let i = 2 * r * width, end = 2 * (r + 1) * width; i < end; i++) {
        const w = words[i];
        a = mixA(a, w);
        b = mixB(b, w);
      }
      high[r] = a;
      low[r] = b;
    }
    return;
  }
  for (let r = 0; r < rows; r++) {
    let a = mixA(mixA(high[r], 4), width);
    let b = mixB(mixB(low[r], 4), width);
    for (let i = r * width, end = (r + 1) * width; i < end; i++) {
      f64[0] = matrix[i];
      a = mixA(mixA(a, u32[0]), u32[1]);
      b = mixB(mixB(b, u32[0]), u32[1]);
    }
    high[r] = a;
    low[r] = b;
  }
}

/** RowHash.value of each row's value. */
function mixValues(high: Int32Array, low: Int32Array, value: (r: number) => string | number | boolean | null, rows: number): void {
  for (let r = 0; r < rows; r++) {
    const v = value(r);
    let a = high[r];
    let b = low[r];
    if (v === null) {
      a = mixA(a, 0);
      b = mixB(b, 0);
    } else if (typeof v === 'number') {
      f64[0] = v;
      const w0 = u32[0];
      const w1 = u32[1];
      a = mixA(mixA(mixA(a, 1), w0), w1);
      b = mixB(mixB(mixB(b, 1), w0), w1);
    } else if (typeof v === 'boolean') {
      a = mixA(a, v ? 3 : 2);
      b = mixB(b, v ? 3 : 2);
    } else {
      a = mixA(mixA(a, 5), v.length);
      b = mixB(mixB(b, 5), v.length);
      for (let i = 0; i < v.length; i++) {
        const w = v.charCodeAt(i);
        a = mixA(a, w);
        b = mixB(b, w);
      }
    }
    high[r] = a;
    low[r] = b;
  }
}

/** Each row's fingerprint of every column written, in column order: RowHash's, row by row. */
export function rowHashes(columns: readonly CachedColumn[], rows: number): RowDigests {
  const high = new Int32Array(rows).fill(HIGH);
  const low = new Int32Array(rows).fill(LOW);
  for (const c of columns) {
    if ('matrix' in c) mixMatrix(high, low, c.matrix, c.width, rows);
    else mixValues(high, low, c.value, rows);
  }
  const keys = new Float64Array(rows);
  for (let r = 0; r < rows; r++) keys[r] = digestKey(high[r], low[r]);
  return { high, low, keys };
}
