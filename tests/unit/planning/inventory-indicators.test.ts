import { describe, expect, it } from 'vitest';
import { breakageRisk, breakageRiskBatch, inventoryTurnover, leadTimeWindow, obsolescenceRisk } from '../../../domain/planning/inventory-indicators';
import { createProjectionBatch, projectStock } from '../../../domain/planning/projection';

const horizon = { start: '2025-01', months: 4 };

describe('inventory indicators', () => {
  it('turnover and days of inventory', () => {
    // average stock value (100 + 200 + 300) / 3 = 200; 1200 / 200 = 6 turns; 365 / 6 = 60.83 days
    const t = inventoryTurnover(1200, [100, 200, 300]);
    expect(t).toMatchObject({ averageStockValue: 200, turnover: 6, problems: [] });
    expect(t.daysOfInventory).toBeCloseTo(365 / 6, 12);
    expect(inventoryTurnover(0, [100]).daysOfInventory).toBeNull();
    expect(inventoryTurnover(500, [0, 0], 365, 'P1')).toEqual({ averageStockValue: 0, turnover: null, daysOfInventory: null, problems: [{ code: 'NO_STOCK_VALUE', severity: 'warning', subject: 'P1' }] });
  });

  it('obsolescence: cover over 24 months, no sales for N months, never sold', () => {
    // last sale 2024-01, today 2025-03: 14 months >= 12
    expect(obsolescenceRisk({ onHand: 10, coverMonths: 30, lastSale: '2024-01', today: '2025-03-10' }))
      .toEqual({ atRisk: true, monthsSinceLastSale: 14, reasons: ['COVER_OVER_LIMIT', 'NO_RECENT_SALES'] });
    expect(obsolescenceRisk({ onHand: 10, coverMonths: 3, lastSale: '2025-02-11', today: '2025-03-10' }).atRisk).toBe(false);
    expect(obsolescenceRisk({ onHand: 10, coverMonths: 3, lastSale: '2024-09', today: '2025-03', noSalesMonths: 6 }).reasons).toEqual(['NO_RECENT_SALES']);
    expect(obsolescenceRisk({ onHand: 5, coverMonths: Infinity, lastSale: null, today: '2025-03' }).reasons).toEqual(['COVER_OVER_LIMIT', 'NEVER_SOLD']);
    expect(obsolescenceRisk({ onHand: 0, coverMonths: Infinity, lastSale: null, today: '2025-03' }).atRisk).toBe(false);
  });

  it('the lead-time window in months', () => {
    // today 01-15 + 45 days = 03-01: January and February (March starts on that day)
    expect(leadTimeWindow(horizon, '2025-01-15', 45)).toEqual({ from: 0, to: 2 });
    expect(leadTimeWindow(horizon, '2025-01-15', 46)).toEqual({ from: 0, to: 3 });
    // today 02-10 + 10 = 02-20: February only
    expect(leadTimeWindow(horizon, '2025-02-10', 10)).toEqual({ from: 1, to: 2 });
    expect(leadTimeWindow(horizon, '2025-01-15', 0)).toEqual({ from: 0, to: 1 });
  });

  it('breakage risk: below safety stock within the lead time', () => {
    // projected [50, 15, -5, 40], SS 20: within Jan-Feb only February (15) is below: gap 5, no stock-out
    const near = breakageRisk({ horizon, today: '2025-01-15', projected: [50, 15, -5, 40], safetyStock: 20, leadTimeDays: 45 });
    expect(near).toEqual({ atRisk: true, firstMonth: '2025-02', stockout: false, shortage: 5, problems: [] });
    // one more day of lead time reaches March: -5 is a stock-out, gap 25
    expect(breakageRisk({ horizon, today: '2025-01-15', projected: [50, 15, -5, 40], safetyStock: 20, leadTimeDays: 46 })).toMatchObject({ stockout: true, shortage: 25 });
    // no lead time: only January is watched, and the missing lead time is said
    const none = breakageRisk({ horizon, today: '2025-01-15', projected: [50, 15, -5, 40], safetyStock: 20, leadTimeDays: null, subject: 'P1' });
    expect(none).toMatchObject({ atRisk: false, firstMonth: null });
    expect(none.problems.map((p) => p.code)).toEqual(['NO_LEAD_TIME']);
  });

  it('batch breakage risk reads the projection flags', () => {
    // series 0: 100 - 30/month -> 70, 40, 10, -20 with SS 20: first below SS is March (t = 2)
    // series 1: same stock, SS 0: first problem April (t = 3)
    const batch = createProjectionBatch(horizon, 2);
    batch.opening.set([100, 100]);
    batch.safetyStock.set([20, 0]);
    batch.demand.fill(30);
    const result = projectStock(batch, { maxCoverMonths: 6 });
    // lead 70 days from 01-01 -> 03-12: Jan..Mar; series 1 is fine within it. Lead 100 days -> 04-11: series 1 at risk in April
    expect(Array.from(breakageRiskBatch(batch, result, [70, 70], '2025-01-01'))).toEqual([2, -1]);
    expect(Array.from(breakageRiskBatch(batch, result, [100, 100], '2025-01-01'))).toEqual([2, 3]);
  });
});
