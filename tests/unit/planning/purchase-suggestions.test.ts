import { describe, expect, it } from 'vitest';
import { suggestPurchases, type PurchaseItemInput } from '../../../domain/planning/purchase-suggestions';

const base: PurchaseItemInput = {
  itemId: 'M1',
  warehouseId: 'W1',
  horizon: { start: '2025-01', months: 4 },
  today: '2025-01-01',
  onHand: 100,
  receipts: [0, 0, 0, 0],
  demand: [50, 50, 50, 50],
  safetyStock: 20,
  policy: { kind: 'reorder-point' },
  suppliers: [{ supplierId: 'S1', price: 2, leadTimeDays: 30, moq: 40, orderMultiple: 10, preferred: true }],
};

describe('purchase suggestions', () => {
  it('reorder point, time-phased, rounded to MOQ and multiples', () => {
    // ROP = SS + d L = 20 + 50 * 30 / 30.4375 = 69.281314
    // Jan: 100 - 50 = 50 >= SS 20: nothing
    // Feb: 50 - 50 = 0 < 20: requirement 69.28 - 0 = 69.28 -> MOQ 40 ok -> multiple of 10: 70; stock 70
    //      need 2025-02-01, order 30 days earlier: 2025-01-02; value 70 * 2 = 140
    // Mar: 70 - 50 = 20, not below 20: nothing
    // Apr: 20 - 50 = -30 < 20: requirement 69.28 + 30 = 99.28 -> 100; stock 70; need 2025-04-01, order 2025-03-02
    const plan = suggestPurchases(base);
    expect(plan.reorderPoint).toBeCloseTo(69.281314, 5);
    expect(plan.problems).toEqual([]);
    expect(plan.projected).toEqual([50, 70, 20, 70]);
    expect(plan.suggestions.map((s) => [s.month, s.needDate, s.orderDate, s.quantity, s.value, s.late])).toEqual([
      ['2025-02', '2025-02-01', '2025-01-02', 70, 140, false],
      ['2025-04', '2025-04-01', '2025-03-02', 100, 200, false],
    ]);
    expect(plan.suggestions[1].requirement).toBeCloseTo(99.281314, 5);
    expect(plan.suggestions[1]).toMatchObject({ supplierId: 'S1', warehouseId: 'W1', projectedBefore: -30, projectedAfter: 70 });
  });

  it('an explicit reorder point and a fixed order quantity', () => {
    // ROP 60, Q 150: Feb 0 < 20 -> max(60 - 0, 150) = 150 -> stock 150; Mar 100; Apr 50: no more orders
    const plan = suggestPurchases({ ...base, reorderPoint: 60, policy: { kind: 'reorder-point', orderQuantity: 150 } });
    expect(plan.projected).toEqual([50, 150, 100, 50]);
    expect(plan.suggestions.map((s) => s.quantity)).toEqual([150]);
  });

  it('min/max: below min, order up to max; a bad min/max is a problem', () => {
    // on hand 40, demand 20/month, min 30, max 120, MOQ 40, multiple 10
    // Jan: 20 < 30 -> 120 - 20 = 100 -> stock 120; Feb 100; Mar 80; Apr 60
    const plan = suggestPurchases({ ...base, onHand: 40, demand: [20, 20, 20, 20], policy: { kind: 'min-max', min: 30, max: 120 } });
    expect(plan.projected).toEqual([120, 100, 80, 60]);
    expect(plan.suggestions.map((s) => [s.month, s.quantity])).toEqual([['2025-01', 100]]);
    // January's need is today (2025-01-01); ordered 30 days before: late by 30 days, arrives 2025-01-31
    expect(plan.suggestions[0]).toMatchObject({ needDate: '2025-01-01', orderDate: '2024-12-02', late: true, expectedReceiptDate: '2025-01-31' });
    expect(plan.problems).toEqual([{ code: 'ORDER_LATE', severity: 'warning', subject: 'M1', details: { month: '2025-01', daysLate: 30 } }]);
    const bad = suggestPurchases({ ...base, policy: { kind: 'min-max', min: 50, max: 10 } });
    expect(bad.suggestions).toEqual([]);
    expect(bad.problems.map((p) => p.code)).toEqual(['INVALID_MIN_MAX']);
  });

  it('a need in the first month starts today, not on the 1st', () => {
    // today 2025-01-15; Jan: 10 - 50 = -40 < 20; need 2025-01-15, order 2024-12-16 (late 30 days)
    const plan = suggestPurchases({ ...base, today: '2025-01-15', onHand: 10 });
    expect(plan.suggestions[0]).toMatchObject({ needDate: '2025-01-15', orderDate: '2024-12-16', expectedReceiptDate: '2025-02-14', late: true });
  });

  it('preferred supplier deactivated: falls back and says why; its MOQ and lead time apply', () => {
    const plan = suggestPurchases({
      ...base,
      suppliers: [{ ...base.suppliers[0], active: false }, { supplierId: 'S2', price: 3, leadTimeDays: 10, moq: 200 }],
    });
    expect(plan.problems.map((p) => p.code)).toEqual(['PREFERRED_SUPPLIER_INACTIVE']);
    // ROP = 20 + 50 * 10 / 30.4375; Feb: 0 -> requirement 36.43 -> MOQ 200; stock 200, 150, 100
    expect(plan.suggestions.map((s) => [s.supplierId, s.quantity, s.orderDate, s.value])).toEqual([['S2', 200, '2025-01-22', 600]]);
  });

  it('no active supplier, no stock record, no history, no lead time, zero cost: problems, no crash', () => {
    const plan = suggestPurchases({
      ...base, onHand: null, historyMonths: 0, unitCost: 0,
      suppliers: [{ supplierId: 'S1', preferred: true, active: false, moq: 40 }],
    });
    expect(plan.problems.map((p) => p.code)).toEqual(['NO_ACTIVE_SUPPLIER', 'NO_STOCK_RECORD', 'NO_DEMAND_HISTORY', 'ZERO_COST']);
    // Without a supplier: L = 0 so ROP = SS = 20; Jan: 0 - 50 = -50 -> 70 unrounded; then every month 20 - 50 -> 50
    expect(plan.suggestions.map((s) => [s.supplierId, s.orderDate, s.quantity, s.value])).toEqual([
      [null, null, 70, null], [null, null, 50, null], [null, null, 50, null], [null, null, 50, null],
    ]);
    const noLead = suggestPurchases({ ...base, suppliers: [{ supplierId: 'S9', price: 1 }] });
    expect(noLead.problems.map((p) => p.code)).toEqual(['NO_PREFERRED_SUPPLIER', 'NO_LEAD_TIME']);
    expect(noLead.suggestions[0]).toMatchObject({ needDate: '2025-02-01', orderDate: '2025-02-01', late: false });
  });
});
