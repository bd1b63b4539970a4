// The fingerprints stored for a company's cached rows (row-hash.ts), read
// back as one "h,h,h" text of 16 hex digits each, matched against the
// fingerprints of a new computation: which stored rows stay, which rows are
// new. Parsed character by character into numbers and kept in an open-
// addressing table of typed arrays: splitting 121,000 suggestions' text,
// two parseInt per digest and a Map keyed by 53-bit numbers (heap numbers,
// not small integers) cost ~100 ms of the unchanged refresh.
import { digestKey } from './row-hash';

/** The digit of a hex character code, -1 when not one. */
function hexDigit(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** The 32-bit number of text[at, at + 8) in hex; NaN when any is not a hex digit. */
function hex32At(text: string, at: number): number {
  let v = 0;
  for (let i = at; i < at + 8; i++) {
    const d = hexDigit(text.charCodeAt(i));
    if (d < 0) return NaN;
    v = v * 16 + d;
  }
  return v;
}

export class StoredDigests {
  /** Slots of the table: key (NaN: empty), where its digest starts in the text, whether a new row matched it. */
  private readonly keys: Float64Array;
  private readonly starts: Int32Array;
  private readonly matched: Uint8Array;
  private readonly mask: number;
  /** Digests read (well-formed ones; others count as rows to rewrite). */
  readonly size: number;

  constructor(private readonly text: string) {
    // Digests are 16 digits and a comma: the count to size the table for (odd entries only make it roomier).
    const count = Math.ceil((text.length + 1) / 17);
    let capacity = 16;
    while (capacity < count * 2) capacity *= 2;
    this.keys = new Float64Array(capacity).fill(NaN);
    this.starts = new Int32Array(capacity);
    this.matched = new Uint8Array(capacity);
    this.mask = capacity - 1;
    let size = 0;
    for (let at = 0; at < text.length;) {
      let end = text.indexOf(',', at);
      if (end < 0) end = text.length;
      // Anything but 16 hex digits is no digest of ours: that row counts as one to rewrite.
      const high = end - at === 16 ? hex32At(text, at) : NaN;
      const low = end - at === 16 ? hex32At(text, at + 8) : NaN;
      if (!Number.isNaN(high) && !Number.isNaN(low) && this.insert(high | 0, digestKey(high, low), at)) size++;
      at = end + 1;
    }
    this.size = size;
  }

  private slotOf(high: number): number {
    return Math.imul(high, 0x9e3779b1) >>> 0 & this.mask;
  }

  private insert(high: number, key: number, start: number): boolean {
    let slot = this.slotOf(high);
    for (;;) {
      const k = this.keys[slot];
      if (Number.isNaN(k)) {
        this.keys[slot] = key;
        this.starts[slot] = start;
        return true;
      }
      if (k === key) return false;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Marks the stored row with this fingerprint (lanes as computed, key digestKey of them) as kept; false when none is stored. */
  take(high: number, key: number): boolean {
    let slot = this.slotOf(high | 0);
    for (;;) {
      const k = this.keys[slot];
      if (Number.isNaN(k)) return false;
      if (k === key && this.matched[slot] === 0) {
        this.matched[slot] = 1;
        return true;
      }
      if (k === key) return false;
      slot = (slot + 1) & this.mask;
    }
  }

  /** The digests no new row took (rows gone or changed), as stored. */
  untaken(): string[] {
    const out: string[] = [];
    for (let slot = 0; slot < this.keys.length; slot++) {
      if (!Number.isNaN(this.keys[slot]) && this.matched[slot] === 0) out.push(this.text.slice(this.starts[slot], this.starts[slot] + 16));
    }
    return out;
  }
}
