import { describe, expect, it } from 'vitest';
import { seasonalNaive } from '../../../domain/forecast/methods';
import { smape } from '../../../domain/forecast';
import { parseSeriesCsv } from '../../../server/forecast/csv';
import { ForecastPool } from '../../../server/forecast/pool';
import { readM3Monthly } from '../../../scripts/data/m3';


// The accuracy target of issue 11 on the 1,428 M3 monthly series: fit on all
// but the last 18 points, forecast 18, mean sMAPE <= 13.5 (Theta, the M3
// winner, 13.85). The bound here is a little looser so noise never flakes it;
// `npm run bench:forecast` prints the figures. The selection sees only the
// fitting part: the hold-out is used for scoring alone.
describe('M3 monthly accuracy', () => {
  it('beats Theta on the hold-out with the final selection, and its 95% band holds 93-97% of it', async () => {
    const table = parseSeriesCsv(await readM3Monthly());
    expect(table.series).toHaveLength(1428);
    const splits = table.series.map((s) => ({ train: s.history.slice(0, -18), test: s.history.slice(-18) }));
    // The benchmark as published for this file: the data and sMAPE are the ones the target is about.
    const naive = splits.reduce((sum, s) => sum + smape(s.test, seasonalNaive(s.train, 18, 12).forecast), 0) / splits.length;
    expect(naive).toBeCloseTo(17.24, 2);

    const pool = new ForecastPool({ workers: 2 });
    try {
      const results = await pool.run(splits.map((s) => ({ history: s.train })), { horizon: 18, seasonLength: 12 });
      const score =
        results.reduce((sum, r, i) => {
          if (!r.ok) throw new Error(r.error);
          return sum + smape(splits[i].test, r.forecast.forecast);
        }, 0) / splits.length;
      // 13.4827 today; 13.52 leaves room for a last-digit change of floating-point order, not for a real loss
      // (13.6 let a change to AR slip to 13.5006, over the target, unseen).
      expect(score).toBeLessThanOrEqual(13.52);
      // Issue 26: the 95% band holds 93-97% of the hold-out (95.2% today; its scale
      // was chosen on the 18 points before the hold-out, never on these).
      let inside = 0;
      results.forEach((r, i) => {
        if (!r.ok) return;
        const band = r.forecast.intervals!.bands.find((b) => b.level === 0.95)!;
        splits[i].test.forEach((v, h) => (inside += v >= band.lower[h] && v <= band.upper[h] ? 1 : 0));
      });
      const coverage = inside / (splits.length * 18);
      expect(coverage).toBeGreaterThanOrEqual(0.93);
      expect(coverage).toBeLessThanOrEqual(0.97);
    } finally {
      await pool.close();
    }
  }, 300_000);
});
