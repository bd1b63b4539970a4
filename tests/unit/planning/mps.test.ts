import { describe, expect, it } from 'vitest';
import { masterSchedule } from '../../../domain/planning/mps';
import { lineLoad } from '../../../domain/planning/line-load';

const horizon = { start: '2025-01', months: 4 };
const demand = [40, 60, 20, 50];

describe('master production schedule', () => {
  it('fixed lot of 50 with a safety stock of 10', () => {
    // Jan: 30 - 40 = -10 -> need 10 + 10 = 20 -> 1 lot = 50 -> 40
    // Feb: 40 - 60 = -20 -> need 30 -> 50 -> 30
    // Mar: 30 - 20 = 10 >= SS -> 0 -> 10
    // Apr: 10 - 50 = -40 -> need 50 -> 50 -> 10
    const r = masterSchedule(horizon, { productId: 'P1', opening: 30, demand, safetyStock: 10, lotRule: { kind: 'fixed-lot', lotSize: 50 } });
    expect(r.rows.map((x) => [x.month, x.netRequirement, x.planned, x.projected])).toEqual([
      ['2025-01', 20, 50, 40], ['2025-02', 30, 50, 30], ['2025-03', 0, 0, 10], ['2025-04', 50, 50, 10],
    ]);
    expect(r.problems).toEqual([]);
  });

  it('lot-for-lot and minimum batch; scheduled receipts count first', () => {
    // lot-for-lot keeps the stock at SS: Jan 30 - 40 -> 20 (S 10); Feb 10 - 60 -> 60; Mar 10 - 20 -> 20; Apr 10 - 50 -> 50
    expect(masterSchedule(horizon, { productId: 1, opening: 30, demand, safetyStock: 10, lotRule: { kind: 'lot-for-lot' } }).planned).toEqual([20, 60, 20, 50]);
    // min batch 35: Jan need 20 -> 35 (S 25); Feb 25 - 60 = -35 -> 45 (S 10); Mar 10 - 20 = -10 -> 20 -> 35 (S 25); Apr 25 - 50 -> 35 (S 10)
    const mb = masterSchedule(horizon, { productId: 1, opening: 30, demand, safetyStock: 10, lotRule: { kind: 'min-batch', minBatch: 35 } });
    expect(mb.planned).toEqual([35, 45, 35, 35]);
    expect(mb.rows.map((x) => x.projected)).toEqual([25, 10, 25, 10]);
    // a released order of 60 in January: 30 + 60 - 40 = 50, no plan; Feb 50 - 60 = -10 -> need 20 (S 10);
    // Mar 10 - 20 -> 20; Apr 10 - 50 -> 50
    const sr = masterSchedule(horizon, { productId: 1, opening: 30, demand, scheduledReceipts: [60], safetyStock: 10, lotRule: { kind: 'lot-for-lot' } });
    expect(sr.planned).toEqual([0, 20, 20, 50]);
    expect(sr.rows[0]).toMatchObject({ scheduled: 60, planned: 0, projected: 50 });
  });

  it('no stock record and a lot of zero are reported, not fatal', () => {
    const r = masterSchedule(horizon, { productId: 'P', opening: null, demand: [5], lotRule: { kind: 'fixed-lot', lotSize: 0 } });
    expect(r.problems.map((p) => p.code)).toEqual(['NO_STOCK_RECORD', 'INVALID_LOT_RULE']);
    expect(r.planned).toEqual([5, 0, 0, 0]);
  });
});

describe('line load vs capacity', () => {
  it('minutes per unit x planned units against working hours, over capacity flagged', () => {
    // June 2025: L1 works two shifts (16 h) on 20 days (21 weekdays minus the 24th) = 320 h;
    // L2 has the default 8 h x 21 days = 168 h.
    // L1: P1 4000 x 3 min + P2 1500 x 6 min = 21000 min = 350 h > 320 -> over, 350/320 = 1.09375
    // L2: P2 1500 x 2 min = 3000 min = 50 h; 50/168 = 0.297619
    const r = lineLoad({
      horizon: { start: '2025-06', months: 2 },
      lines: [
        { lineId: 'L1', calendar: { shifts: [{ from: '06:00', to: '14:00' }, { from: '14:00', to: '22:00' }], nonWorkingDays: ['2025-06-24'] } },
        { lineId: 'L2' },
      ],
      routings: [
        { productId: 'P1', lineId: 'L1', minutesPerUnit: 3 },
        { productId: 'P2', lineId: 'L1', minutesPerUnit: 6 },
        { productId: 'P2', lineId: 'L2', minutesPerUnit: 2 },
        { productId: 'P3', lineId: 'L7', minutesPerUnit: 2 },
      ],
      plans: [
        { productId: 'P1', planned: [4000, 0] },
        { productId: 'P2', planned: [1500, 0] },
        { productId: 'P4', planned: [10, 0] },
      ],
    });
    const [l1, l2] = r.lines;
    expect(l1.months[0]).toEqual({ month: '2025-06', loadHours: 350, capacityHours: 320, utilization: 1.09375, overCapacity: true });
    expect(l2.months[0].loadHours).toBe(50);
    expect(l2.months[0].utilization).toBeCloseTo(50 / 168, 9);
    expect(l2.months[0].overCapacity).toBe(false);
    // July 2025: 23 weekdays; no load
    expect(l1.months[1]).toEqual({ month: '2025-07', loadHours: 0, capacityHours: 23 * 16, utilization: 0, overCapacity: false });
    expect(r.problems).toEqual([
      { code: 'UNKNOWN_LINE', severity: 'error', subject: 'P3', details: { lineId: 'L7' } },
      { code: 'NO_ROUTING', severity: 'error', subject: 'P4' },
    ]);
  });

  it('a line with no working time: load is over capacity with no utilization figure', () => {
    const r = lineLoad({
      horizon: { start: '2025-06', months: 1 },
      lines: [{ lineId: 'L1', calendar: { workingWeekdays: [] } }],
      routings: [{ productId: 'P1', lineId: 'L1', minutesPerUnit: 0 }, { productId: 'P1', lineId: 'L1', minutesPerUnit: 60 }],
      plans: [{ productId: 'P1', planned: [2] }],
    });
    expect(r.lines[0].months[0]).toEqual({ month: '2025-06', loadHours: 2, capacityHours: 0, utilization: null, overCapacity: true });
    expect(r.problems.map((p) => p.code)).toEqual(['NO_WORKING_TIME', 'NO_TIME_PER_UNIT']);
  });
});
