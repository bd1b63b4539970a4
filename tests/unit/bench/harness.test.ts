import { describe, expect, it } from 'vitest';
import { median, percentile, quantiles } from '../../../scripts/bench/harness/stats';
import { mb, ms, p50p95, row } from '../../../scripts/bench/harness/print';
import { warmThenRepeat } from '../../../scripts/bench/harness/repeat';
import { childBackend } from '../../../scripts/bench/harness/children';

describe('bench stats (harness/stats)', () => {
  const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];

  it('reads the nearest-rank percentile, whatever the samples order', () => {
    expect(percentile(ten, 50)).toBe(5);
    expect(percentile(ten, 95)).toBe(10);
    expect(percentile(ten, 90)).toBe(9);
    expect(percentile(ten, 0)).toBe(1);
    expect(percentile(ten, 100)).toBe(10);
    expect(percentile([42], 95)).toBe(42);
    expect(ten[0]).toBe(10); // the samples are not sorted in place
  });

  it('gives NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(median([])).toBeNaN();
  });

  it('takes the lower of the two middle samples as the median of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2);
  });

  it('pairs p50 and p95', () => {
    expect(quantiles(ten)).toEqual({ p50: 5, p95: 10 });
  });
});

describe('bench printing', () => {
  it('writes durations with a decimal under 10 ms only', () => {
    expect(ms(4.25)).toBe('4.3 ms');
    expect(ms(12.6)).toBe('13 ms');
    expect(mb(3 * 1024 * 1024 + 10)).toBe('3 MB');
  });

  it('aligns the p50 / p95 pair and table rows', () => {
    expect(p50p95({ p50: 4.25, p95: 120 }, 7)).toBe('p50  4.3 ms, p95  120 ms');
    expect(row(['case', '1', '22'], [6, 3, 3])).toBe('case      1   22');
  });
});

describe('bench harness', () => {
  it('runs once unmeasured, then the measured runs in order', async () => {
    const seen: number[] = [];
    const results = await warmThenRepeat(3, async (i) => {
      seen.push(i);
      return i * 10;
    });
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(results).toEqual([10, 20, 30]);
  });

  it('reads the backend of a child process from its arguments', () => {
    expect(childBackend(['node', 'bench.ts', '--smoke', '--child', 'postgres'])).toBe('postgres');
    expect(childBackend(['node', 'bench.ts', '--smoke'])).toBeNull();
  });
});
