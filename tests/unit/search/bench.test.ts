import { describe, expect, it } from 'vitest';
import { benchSearch, syntheticEntries } from '../../../engine/search';

// Shape only: timings are for `npm run bench`, never pass/fail.
describe('benchSearch', () => {
  it('builds deterministic entries and reports timings', () => {
    expect(syntheticEntries(3)).toEqual(syntheticEntries(3));
    const report = benchSearch(200, 2);
    expect(report).toMatchObject({ entries: 200, queries: 18 });
    expect(report.p95Ms).toBeGreaterThanOrEqual(report.p50Ms);
  });
});
