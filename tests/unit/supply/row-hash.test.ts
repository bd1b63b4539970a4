import { describe, expect, it } from 'vitest';
import { RowHash } from '../../../server/supply/row-hash';

const hashOf = (fill: (h: RowHash) => void) => { const h = new RowHash(); fill(h); return h.digest(); };

describe('row fingerprints', () => {
  it('are the same for the same values and differ when one figure or its type changes', () => {
    const months = Float64Array.from({ length: 24 }, (_, i) => i * 1.5);
    const base = hashOf((h) => h.value(1).value('a').value(null).value(true).numbers(months, 0, 24));
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(hashOf((h) => h.value(1).value('a').value(null).value(true).numbers(months, 0, 24))).toBe(base);
    const moved = Float64Array.from(months);
    moved[23] += 0.001;
    expect(hashOf((h) => h.value(1).value('a').value(null).value(true).numbers(moved, 0, 24))).not.toBe(base);
    expect(hashOf((h) => h.value('1').value('a').value(null).value(true).numbers(months, 0, 24))).not.toBe(base);
    expect(hashOf((h) => h.value(1).value('a').value(0).value(true).numbers(months, 0, 24))).not.toBe(base);
    expect(hashOf((h) => h.value(1).value('a').value(null).value(false).numbers(months, 0, 24))).not.toBe(base);
    expect(hashOf((h) => h.value(1).value('a').value(null).value(true).numbers(months, 1, 24))).not.toBe(base);
    expect(hashOf((h) => h.value(1).value('ab').value(null).value(true).numbers(months, 0, 24))).not.toBe(base);
  });

  it('tell apart 100,000 rows of neighbouring figures', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) seen.add(hashOf((h) => h.value(i % 300).numbers([i / 7, i % 13], 0, 2)));
    expect(seen.size).toBe(100_000);
  });

  it('hash a Float64Array the same as the same figures in a plain array, and one instance reset serves row after row', () => {
    const figures = [0, -0, 1.5, NaN, -2.25, 1e300, Infinity];
    const typed = Float64Array.from([9, ...figures, 9]);
    const h = new RowHash();
    const plain = h.value('x').numbers(figures, 0, figures.length).digest();
    expect(h.reset().value('x').numbers(typed, 1, 1 + figures.length).digest()).toBe(plain);
    expect(hashOf((x) => x.value('x').numbers(figures, 0, figures.length))).toBe(plain);
    expect(h.reset().value('x').numbers(typed, 0, figures.length).digest()).not.toBe(plain);
  });
});
