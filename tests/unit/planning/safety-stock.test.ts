import { describe, expect, it } from 'vitest';
import { leadTimeMonths, safetyStock, safetyStockFromHistory } from '../../../domain/planning/safety-stock';

describe('safety stock and reorder point', () => {
  it('demand variability only: one month of lead time', () => {
    // d = 100/month, s_d = 20, L = 30.4375 days = 1 month, s_L = 0, 95 % -> z = 1.6448536
    // SS = 1.6448536 * sqrt(1 * 20^2) = 32.897073; ROP = 100 * 1 + 32.897073 = 132.897073
    const r = safetyStock({ demandPerMonth: 100, demandSdPerMonth: 20, leadTimeDays: 30.4375, serviceLevel: 0.95 });
    expect(r.leadTimeMonths).toBeCloseTo(1, 12);
    expect(r.z).toBeCloseTo(1.6448536, 6);
    expect(r.safetyStock).toBeCloseTo(32.897073, 5);
    expect(r.reorderPoint).toBeCloseTo(132.897073, 5);
    expect(r.problems).toEqual([]);
  });

  it('demand and lead-time variability, lead time in days converted to months', () => {
    // L = 60.875 days = 2 months, s_L = 15.21875 days = 0.5 month, d = 100, s_d = 20, 97.5 % -> z = 1.959964
    // L s_d^2 = 2 * 400 = 800; d^2 s_L^2 = 10000 * 0.25 = 2500; sqrt(3300) = 57.445626
    // SS = 1.959964 * 57.445626 = 112.591357; ROP = 100 * 2 + SS = 312.591357
    const r = safetyStock({ demandPerMonth: 100, demandSdPerMonth: 20, leadTimeDays: 60.875, leadTimeSdDays: 15.21875, serviceLevel: 0.975 });
    expect(r.safetyStock).toBeCloseTo(112.591357, 4);
    expect(r.reorderPoint).toBeCloseTo(312.591357, 4);
    // The same figure with demand per day: d = 100/30.4375, s_d^2 per day = 400/30.4375
    const dDay = 100 / 30.4375;
    const perDay = 1.959963985 * Math.sqrt(60.875 * (400 / 30.4375) + dDay * dDay * 15.21875 ** 2);
    expect(r.safetyStock).toBeCloseTo(perDay, 6);
    expect(leadTimeMonths(91.3125)).toBeCloseTo(3, 12);
  });

  it('missing lead time and bad service level are problems, not exceptions', () => {
    const noLead = safetyStock({ demandPerMonth: 50, demandSdPerMonth: 10, leadTimeDays: null, serviceLevel: 0.95, subject: 'P1' });
    expect(noLead.safetyStock).toBe(0);
    expect(noLead.reorderPoint).toBe(0);
    expect(noLead.problems).toEqual([{ code: 'NO_LEAD_TIME', severity: 'warning', subject: 'P1' }]);
    const bad = safetyStock({ demandPerMonth: 50, demandSdPerMonth: 10, leadTimeDays: 30.4375, serviceLevel: 1 });
    expect(bad.safetyStock).toBe(0);
    expect(bad.reorderPoint).toBeCloseTo(50, 12);
    expect(bad.problems.map((p) => p.code)).toEqual(['INVALID_SERVICE_LEVEL']);
    // Below 50 % z is negative: no buffer, not a negative one.
    expect(safetyStock({ demandPerMonth: 50, demandSdPerMonth: 10, leadTimeDays: 30.4375, serviceLevel: 0.3 }).safetyStock).toBe(0);
  });

  it('from monthly history: d from the forecast when given, s_d the sample sd', () => {
    // history [80, 120, 100, 100]: mean 100, sample sd sqrt((400+400+0+0)/3) = 16.329932
    // forecast d = 150, L = 1 month, z(0.95): SS = 1.6448536 * 16.329932 = 26.860 ; ROP = 150 + 26.860
    const r = safetyStockFromHistory({ history: [80, 120, 100, 100], forecastPerMonth: 150, leadTimeDays: 30.4375, serviceLevel: 0.95 });
    expect(r.demandSdPerMonth).toBeCloseTo(16.329932, 5);
    expect(r.safetyStock).toBeCloseTo(1.6448536 * 16.329932, 4);
    expect(r.reorderPoint).toBeCloseTo(150 + 1.6448536 * 16.329932, 4);
    const none = safetyStockFromHistory({ history: [], leadTimeDays: 30, serviceLevel: 0.95, subject: 7 });
    expect(none.safetyStock).toBe(0);
    expect(none.problems).toEqual([{ code: 'NO_DEMAND_HISTORY', severity: 'warning', subject: 7, details: { months: 0 } }]);
  });
});
