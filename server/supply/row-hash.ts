// A 64-bit fingerprint of one cached row (two independent 32-bit lanes,
// each a multiply and an xor-shift per 32-bit word: a permutation of the
// lane for a given word, so no two rows collapse before the end), written
// as 16 hex digits: a refresh compares it with the stored one and rewrites
// only the rows whose figures changed. Numbers are hashed by their bits,
// texts by their UTF-16 units; a type tag before each value keeps 1 and
// '1', null and 0, apart. One instance serves any number of rows (reset
// between them): hashing a row allocates nothing.
const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** The 32-bit words of a Float64Array's figures in memory order (two per figure), without copying them. */
export function wordsOf(values: Float64Array): Uint32Array {
  return new Uint32Array(values.buffer, values.byteOffset, values.length * 2);
}

const hex32 = (v: number) => HEX[v >>> 24] + HEX[(v >>> 16) & 255] + HEX[(v >>> 8) & 255] + HEX[v & 255];

export class RowHash {
  /** The two lanes, unsigned once digested. */
  high = 0x811c9dc5;
  low = 0x01000193 ^ 0x5bd1e995;

  reset(): this {
    this.high = 0x811c9dc5;
    this.low = 0x01000193 ^ 0x5bd1e995;
    return this;
  }

  private word(w: number): void {
    let a = Math.imul(this.high ^ w, 0x01000193);
    a ^= a >>> 15;
    let b = Math.imul(this.low ^ w, 0x5bd1e995);
    b ^= b >>> 13;
    this.high = a;
    this.low = b;
  }

  number(v: number): this {
    this.word(1);
    f64[0] = v;
    this.word(u32[0]);
    this.word(u32[1]);
    return this;
  }

  /** values[from..to) (NaN and ±0 as they are: the rounding of the writer decides what is stored). */
  numbers(values: ArrayLike<number>, from: number, to: number): this {
    if (values instanceof Float64Array) return this.words(wordsOf(values), from, to);
    this.word(4);
    this.word(to - from);
    for (let i = from; i < to; i++) {
      f64[0] = values[i];
      this.word(u32[0]);
      this.word(u32[1]);
    }
    return this;
  }

  /** Figures [from..to) given as the words of their array (wordsOf): the same fingerprint as numbers(). */
  words(words: Uint32Array, from: number, to: number): this {
    this.word(4);
    this.word(to - from);
    // word() inlined on locals: the lanes stay in registers across a row's figures.
    let a = this.high;
    let b = this.low;
    for (let i = 2 * from; i < 2 * to; i++) {
      const w = words[i];
      a = Math.imul(a ^ w, 0x01000193);
      a ^= a >>> 15;
      b = Math.imul(b ^ w, 0x5bd1e995);
      b ^= b >>> 13;
    }
    this.high = a;
    this.low = b;
    return this;
  }

  value(v: string | number | boolean | null): this {
    if (v === null) this.word(0);
    else if (typeof v === 'number') this.number(v);
    else if (typeof v === 'boolean') this.word(v ? 3 : 2);
    else {
      this.word(5);
      this.word(v.length);
      for (let i = 0; i < v.length; i++) this.word(v.charCodeAt(i));
    }
    return this;
  }

  digest(): string {
    return digestText(this.high, this.low);
  }
}

/** The 16 hex digits of a fingerprint's lanes. */
export const digestText = (high: number, low: number): string => hex32(high >>> 0) + hex32(low >>> 0);

/** A 53-bit number standing for a digest (the high lane and 21 bits of the low one), to compare many without strings. */
export const digestKey = (high: number, low: number): number => (high >>> 0) * 2_097_152 + ((low >>> 0) >>> 11);
