// A 64-bit fingerprint of one cached row (two independent 32-bit FNV-1a
// lanes, as 16 hex digits): a refresh compares it with the stored one and
// rewrites only the rows whose figures changed. Numbers are hashed by their
// bits, texts by their UTF-16 units; a type tag before each value keeps
// 1 and '1', null and 0, apart.
export class RowHash {
  private a = 0x811c9dc5;
  private b = 0x01000193 ^ 0x5bd1e995;
  private readonly f64 = new Float64Array(1);
  private readonly u32 = new Uint32Array(this.f64.buffer);

  private word(w: number): void {
    this.a = Math.imul(this.a ^ (w & 0xffff), 0x01000193);
    this.a = Math.imul(this.a ^ (w >>> 16), 0x01000193);
    this.b = Math.imul(this.b ^ w, 0x5bd1e995);
    this.b ^= this.b >>> 15;
  }

  number(v: number): this {
    this.word(1);
    this.f64[0] = v;
    this.word(this.u32[0]);
    this.word(this.u32[1]);
    return this;
  }

  /** values[from..to) (NaN and ±0 as they are: the rounding of the writer decides what is stored). */
  numbers(values: ArrayLike<number>, from: number, to: number): this {
    this.word(4);
    this.word(to - from);
    for (let i = from; i < to; i++) {
      this.f64[0] = values[i];
      this.word(this.u32[0]);
      this.word(this.u32[1]);
    }
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
    return (this.a >>> 0).toString(16).padStart(8, '0') + (this.b >>> 0).toString(16).padStart(8, '0');
  }
}
