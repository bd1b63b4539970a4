import { describe, expect, it } from 'vitest';
import {
  addDated, createProjectionBatch, FLAG_BELOW_SAFETY, FLAG_EXCESS, FLAG_STOCKOUT, projectStock,
} from '../../../domain/planning/projection';
import { projectItem, projectionRows } from '../../../domain/planning/projection-item';
import { SeriesIndex } from '../../../domain/planning/series-index';
import { BEYOND_HORIZON } from '../../../domain/planning/buckets';

const horizon = { start: '2025-01', months: 4 }; // 31, 28, 31, 30 days

describe('stock projection', () => {
  it('one item by hand: receipts bucketed, flags, cover', () => {
    // on hand 100; receipts 10 overdue (Dec) -> Jan, 50 in Feb, 999 in June (beyond); demand [60, 80, 40, 20]; SS 30
    // S0 = 100 + 10 - 60 = 50   (>= SS: no flag)
    // S1 = 50 + 50 - 80 = 20    (< SS 30: below safety)
    // S2 = 20 - 40 = -20        (stock-out)
    // S3 = -20 - 20 = -40       (stock-out)
    // cover of S0 = 50 by Feb's 80: 50/80 * 28 = 17.5 days; of S1 = 20 by March's 40: 0.5 * 31 = 15.5 days
    // opening cover of 100: Jan 60 (31 days) + 40/80 * 28 = 45 days
    const p = projectItem({
      horizon, onHand: 100, safetyStock: 30, maxCoverMonths: 2, demand: [60, 80, 40, 20],
      receipts: [{ date: '2024-12-20', quantity: 10 }, { date: '2025-02-10', quantity: 50 }, { date: '2025-06-01', quantity: 999 }],
    });
    expect(p.rows.map((r) => r.projected)).toEqual([50, 20, -20, -40]);
    expect(p.rows.map((r) => r.opening)).toEqual([100, 50, 20, -20]);
    expect(p.rows.map((r) => r.receipts)).toEqual([10, 50, 0, 0]);
    expect(p.rows.map((r) => r.coverDays)).toEqual([17.5, 15.5, 0, 0]);
    expect(p.rows.map((r) => [r.stockout, r.belowSafety, r.excess])).toEqual([
      [false, false, false], [false, true, false], [true, false, false], [true, false, false],
    ]);
    expect(p.rows[0].month).toBe('2025-01');
    expect(p.openingCoverDays).toBe(45);
    expect(p.receiptsBeyond).toBe(999);
  });

  it('excess when cover exceeds the maximum; no demand with stock is infinite cover', () => {
    // 1000 on hand, demand 10/month: S = 990, 980, 970, 960; tail = 10/month
    // cover of S0 = 990: Feb, Mar, Apr use 30 (28+31+30 = 89 days), 960 left = 96 months * 30.4375 = 2922 days
    const p = projectItem({ horizon, onHand: 1000, safetyStock: 0, maxCoverMonths: 6, demand: [10, 10, 10, 10], receipts: [] });
    expect(p.rows[0].coverDays).toBeCloseTo(89 + 2922, 9);
    expect(p.rows[0].coverMonths).toBeCloseTo(99, 9);
    expect(p.rows.every((r) => r.excess && !r.stockout && !r.belowSafety)).toBe(true);
    const idle = projectItem({ horizon, onHand: 5, safetyStock: 0, maxCoverMonths: 6, demand: [], receipts: [] });
    expect(idle.rows[3]).toMatchObject({ projected: 5, coverDays: Infinity, excess: true });
    const empty = projectItem({ horizon, onHand: null, safetyStock: 0, maxCoverMonths: 6, demand: [], receipts: [] });
    expect(empty.rows[0]).toMatchObject({ projected: 0, coverDays: 0, excess: false, stockout: false, belowSafety: false });
  });

  it('dated demand and a batch of several series give the same figures as single items', () => {
    const index = new SeriesIndex();
    const a = index.add(1, 'W1');
    const b = index.add(1, 'W2');
    expect(index.add(1, 'W1')).toBe(a);
    expect(index.rowOf('1', 'W1')).toBe(-1); // the string '1' is another id than the number 1
    const batch = createProjectionBatch(horizon, index.size);
    batch.opening[a] = 100; batch.opening[b] = 5;
    batch.safetyStock[a] = 30; batch.safetyStock[b] = 10;
    expect(addDated(batch, batch.receipts, a, '2025-02-10', 50)).toBe(1);
    expect(addDated(batch, batch.receipts, a, '2026-01-01', 50)).toBe(BEYOND_HORIZON);
    addDated(batch, batch.receipts, a, '2024-12-20', 10);
    for (const [t, q] of [[0, 60], [1, 80], [2, 40], [3, 20]]) batch.demand[a * 4 + t] = q;
    addDated(batch, batch.demand, b, '2025-03-05', 8); // b: 5, 5, -3, -3
    const result = projectStock(batch, { maxCoverMonths: [2, 2] });
    expect(Array.from(result.projected)).toEqual([50, 20, -20, -40, 5, 5, -3, -3]);
    expect(Array.from(result.flags)).toEqual([0, FLAG_BELOW_SAFETY, FLAG_STOCKOUT, FLAG_STOCKOUT, FLAG_BELOW_SAFETY, FLAG_BELOW_SAFETY, FLAG_STOCKOUT, FLAG_STOCKOUT]);
    expect(Array.from(result.firstStockout)).toEqual([2, 2]);
    expect(Array.from(result.firstBelowSafety)).toEqual([1, 0]);
    expect(projectionRows(batch, result, b).map((r) => r.demand)).toEqual([0, 0, 8, 0]);
    // b's 5 units cover Feb (28 days, no demand) and 5/8 of March: 31 + 28 + 5/8 * 31 = 78.375
    expect(result.openingCoverDays[b]).toBe(31 + 28 + (5 / 8) * 31);
    expect(FLAG_EXCESS).toBe(4);
  });
});
