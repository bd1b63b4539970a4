// rowHashes (column at a time) must give each row the fingerprint RowHash
// gives it row by row: stored rows carry those, and a refresh keeps a row
// only when the two agree. StoredDigests must read them back from the
// stored text and match each new row to at most one stored row.
import { describe, expect, it } from 'vitest';
import { rowHashes } from '../../../server/supply/column-hash';
import { StoredDigests } from '../../../server/supply/digest-set';
import type { CachedColumn } from '../../../server/supply/replace-changed';
import { digestKey, digestText, RowHash } from '../../../server/supply/row-hash';

const ROWS = 500;
const WIDTH = 5;
const figures = Float64Array.from({ length: ROWS * WIDTH }, (_, i) => (i % 11 === 0 ? NaN : i % 7 === 0 ? -0 : Math.sin(i) * 1000));
const flags = Uint8Array.from({ length: ROWS * WIDTH }, (_, i) => i % 8);
const plain = Array.from({ length: ROWS * WIDTH }, (_, i) => i / 3);
const cell = (r: number): string | number | boolean | null => [null, r, `t${r}é`, r % 2 === 0, '', -0, NaN][r % 7];
const columns: CachedColumn[] = [
  { name: 'a', type: 'int', value: (r) => r },
  { name: 'b', type: 'text', value: cell },
  { name: 'm', type: 'float8[]', matrix: figures, width: WIDTH, decimals: 3 },
  { name: 'f', type: 'int[]', matrix: flags, width: WIDTH, decimals: 0 },
  { name: 'p', type: 'float8[]', matrix: plain, width: WIDTH, decimals: 3 },
  { name: 'c', type: 'float8', value: (r) => (r % 3 === 0 ? null : r * 0.1) },
];

/** Row by row through RowHash, as the stored fingerprints were made. */
function rowByRow(r: number): RowHash {
  const h = new RowHash();
  for (const c of columns) {
    if ('matrix' in c) h.numbers(c.matrix, r * c.width, (r + 1) * c.width);
    else h.value(c.value(r));
  }
  return h;
}

describe('rowHashes', () => {
  it('gives every row the fingerprint RowHash gives it row by row (typed, plain and byte matrices, every kind of value)', () => {
    const digests = rowHashes(columns, ROWS);
    for (let r = 0; r < ROWS; r++) {
      const h = rowByRow(r);
      expect(digestText(digests.high[r], digests.low[r])).toBe(h.digest());
      expect(digests.keys[r]).toBe(digestKey(h.high, h.low));
    }
  });
});

describe('StoredDigests', () => {
  const digestOf = (r: number) => rowByRow(r).digest();
  const lanes = (r: number) => { const h = rowByRow(r); return { high: h.high, key: digestKey(h.high, h.low) }; };

  it('finds each stored digest once, tells the ones no row took, and counts only well-formed digests', () => {
    const stored = new StoredDigests([digestOf(1), digestOf(2), 'not-a-digest', digestOf(3), '0123456789abcdeg', digestOf(4).toUpperCase()].join(','));
    expect(stored.size).toBe(4);
    const take = (r: number) => { const { high, key } = lanes(r); return stored.take(high, key); };
    expect(take(2)).toBe(true);
    // Taken once only: a second identical row is a new row.
    expect(take(2)).toBe(false);
    expect(take(5)).toBe(false);
    expect(take(4)).toBe(true);
    expect(stored.untaken().sort()).toEqual([digestOf(1), digestOf(3)].sort());
  });

  it('reads an empty text as nothing stored, and holds thousands of digests', () => {
    expect(new StoredDigests('').size).toBe(0);
    expect(new StoredDigests('').untaken()).toEqual([]);
    const many = Array.from({ length: ROWS }, (_, r) => digestOf(r));
    const stored = new StoredDigests(many.join(','));
    expect(stored.size).toBe(ROWS);
    for (let r = 0; r < ROWS; r += 2) expect(stored.take(lanes(r).high, lanes(r).key)).toBe(true);
    expect(stored.untaken().length).toBe(ROWS / 2);
  });
});
