// The shaping of the production plans (server/production): a line's
// calendar from the master data, the lot rule a product plans with, and the
// master schedule of a product hand-computed from its stock, orders,
// forecast (consumed by the orders), production orders and lot rule.
import { describe, expect, it } from 'vitest';
import { dailyMinutes, lineCalendar } from '../../../server/production/calendar';
import { lotRuleOf, planMasterSchedule, type MpsInputs } from '../../../server/production/plan/mps';
import type { ProductRow } from '../../../server/production/load/master';

describe('lineCalendar', () => {
  it('works the factory week and the line shifts as one block from 06:00', () => {
    expect(lineCalendar({ workingWeek: 'monday-friday', shiftsPerDay: 2, hoursPerShift: 8 }, ['2026-02-16']))
      .toEqual({ workingWeekdays: [1, 2, 3, 4, 5], shifts: [{ from: '06:00', to: '22:00' }], nonWorkingDays: ['2026-02-16'] });
    expect(lineCalendar({ workingWeek: 'monday-saturday', shiftsPerDay: 1, hoursPerShift: 7.5 }, []).shifts).toEqual([{ from: '06:00', to: '13:30' }]);
  });
  it('starts earlier when the day would run past midnight, and caps it at a whole day', () => {
    expect(lineCalendar({ workingWeek: 'every-day', shiftsPerDay: 3, hoursPerShift: 8 }, []).shifts).toEqual([{ from: '00:00', to: '24:00' }]);
    expect(lineCalendar({ workingWeek: 'every-day', shiftsPerDay: 2, hoursPerShift: 10 }, []).shifts).toEqual([{ from: '04:00', to: '24:00' }]);
    expect(dailyMinutes({ shiftsPerDay: 3, hoursPerShift: 12 })).toBe(1440);
  });
  it('gives no shift when shifts or hours are missing (the engine then says the line has no working time)', () => {
    expect(lineCalendar({ workingWeek: null, shiftsPerDay: null, hoursPerShift: 8 }, []).shifts).toEqual([]);
    expect(lineCalendar({ workingWeek: null, shiftsPerDay: 2, hoursPerShift: 8 }, []).workingWeekdays).toEqual([1, 2, 3, 4, 5]);
  });
});

const product = (p: Partial<ProductRow> & { id: number }): ProductRow => ({
  sku: `P${p.id}`, familyId: 1, moq: null, batchSize: 10, lotRule: null, lotSize: null, minBatch: null, multiple: null, safetyStock: null, ...p,
});

describe('lotRuleOf', () => {
  it('takes the product\'s own rule', () => {
    expect(lotRuleOf(product({ id: 1, lotRule: 'fixed-lot', lotSize: 50 }))).toEqual({ kind: 'fixed-lot', lotSize: 50 });
    expect(lotRuleOf(product({ id: 1, lotRule: 'min-batch', minBatch: 30, multiple: 5 }))).toEqual({ kind: 'min-batch', minBatch: 30, multiple: 5 });
    expect(lotRuleOf(product({ id: 1, lotRule: 'lot-for-lot', moq: 99 }))).toEqual({ kind: 'lot-for-lot' });
  });
  it('without one, a minimum batch of the MOQ in whole recipe batches, else lot for lot', () => {
    expect(lotRuleOf(product({ id: 1, moq: 12, batchSize: 5 }))).toEqual({ kind: 'min-batch', minBatch: 12, multiple: 5 });
    expect(lotRuleOf(product({ id: 1, moq: null, batchSize: 5 }))).toEqual({ kind: 'min-batch', minBatch: 0, multiple: 5 });
    expect(lotRuleOf(product({ id: 1, moq: 0, batchSize: null }))).toEqual({ kind: 'lot-for-lot' });
  });
});

describe('planMasterSchedule', () => {
  const base: MpsInputs = {
    horizon: { start: '2026-01', months: 3 },
    products: [product({ id: 1, lotRule: 'fixed-lot', lotSize: 50, safetyStock: 20 })],
    stock: new Map([[1, 100]]),
    forecast: [0, 1, 2].map((t) => ({ productId: 1, t, quantity: 80 })),
    salesOrders: [{ id: 1, productId: 1, date: '2026-01-15', quantity: 30 }, { id: 2, productId: 1, date: '2026-02-10', quantity: 100 }],
    receipts: [{ id: 7, productId: 1, date: '2026-02-20', quantity: 40 }],
    routed: new Set([1]),
    consumption: { backward: 1, forward: 1 },
  };

  it('plans demand (orders + forecast they left), production ordered and lots on top, month by month', () => {
    const [plan] = planMasterSchedule(base);
    // The February order takes February's forecast, then 20 of January's (one month back).
    expect(Array.from(plan.forecast)).toEqual([30, 0, 80]);
    expect(Array.from(plan.orders)).toEqual([30, 100, 0]);
    expect(Array.from(plan.demand)).toEqual([60, 100, 80]);
    expect(Array.from(plan.scheduled)).toEqual([0, 40, 0]);
    // Jan: 100 - 60 = 40 >= SS 20. Feb: 40 + 40 - 100 = -20, needs 40, one lot of 50 -> 30. Mar: 30 - 80 = -50, needs 70, two lots -> 50.
    expect(Array.from(plan.netRequirement)).toEqual([0, 40, 70]);
    expect(Array.from(plan.planned)).toEqual([0, 50, 100]);
    expect(Array.from(plan.projected)).toEqual([40, 30, 50]);
    expect(plan).toMatchObject({ lotRule: 'fixed-lot', opening: 100, safetyStock: 20, problem: null });
  });

  it('names what is missing, worst first, and still plans', () => {
    const plans = planMasterSchedule({
      ...base,
      products: [product({ id: 1, lotRule: 'fixed-lot', lotSize: null }), product({ id: 2, batchSize: null }), product({ id: 3 })],
      stock: new Map([[3, 5]]),
      routed: new Set([1, 3]),
    });
    // No stock record and an invalid lot (planned lot for lot); no routing beats no recipe and no stock; product 3 has all it needs.
    expect(plans.map((p) => p.problem)).toEqual(['invalid-lot-rule', 'no-routing', null]);
    expect(plans[0].opening).toBeNull();
    // Lot for lot from zero stock: exactly the demand less the production already ordered.
    expect(Array.from(plans[0].planned)).toEqual([60, 60, 80]);
    // A product nobody orders or forecasts plans nothing.
    expect(Array.from(plans[2].planned)).toEqual([0, 0, 0]);
    expect(Array.from(plans[2].projected)).toEqual([5, 5, 5]);
  });
});
