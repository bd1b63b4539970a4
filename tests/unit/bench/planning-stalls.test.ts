import { describe, expect, it } from 'vitest';
import { holdTimes } from '../../../scripts/bench/planning/stalls';

describe('holdTimes (bench:planning --stalls)', () => {
  it('starts a queued call when the one before it ended, an idle one when it was made', () => {
    const holds = holdTimes([
      { called: 0, ended: 100, cpuCalled: 0, cpuEnded: 90 },
      { called: 10, ended: 130, cpuCalled: 5, cpuEnded: 110 }, // waited for the first
      { called: 200, ended: 210, cpuCalled: 150, cpuEnded: 158 }, // idle connection
    ]);
    expect(holds).toEqual([
      { start: 0, ms: 100, cpu: 90 },
      { start: 100, ms: 30, cpu: 20 },
      { start: 200, ms: 10, cpu: 8 },
    ]);
  });
});
