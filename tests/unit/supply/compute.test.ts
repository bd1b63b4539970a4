// Which inputs feed which formula in the projection (server/supply/plan/
// compute.ts, suggestions.ts, planned.ts): the engine's figures are tested
// in tests/unit/planning; here, the shaping around them.
import { describe, expect, it } from 'vitest';
import { FLAG_EXCESS } from '../../../domain/planning';
import { assembleSeries } from '../../../server/supply/plan/assemble';
import { computeSeries } from '../../../server/supply/plan/compute';
import { planSupply, type SupplyRun } from '../../../server/supply/plan/netting';
import { plannedPurchases } from '../../../server/supply/plan/planned-purchases';
import { inputs, product, settings } from './fixtures';

const history = (values: number[]): Array<[number, number]> => values.map((q, t) => [t, q]);

describe('computeSeries', () => {
  it('nets open orders against the forecast of their month, and adds them to demand', () => {
    const i = inputs({ products: [product(1)], forecast: [{ p: 1, w: 1, pairs: [[0, 50], [1, 50], [2, 50]] }], orders: [{ p: 1, w: 1, pairs: [[0, 30], [1, 80]] }] });
    const s = assembleSeries(i);
    const f = computeSeries(i, s);
    // Month 0's 30 leaves 20 there; month 1's 80 takes its own 50, month 0's 20, then 10 of month 2.
    expect([...f.net]).toEqual([0, 0, 40]);
    expect([...s.batch.demand]).toEqual([30, 80, 40]);
  });

  it('takes the lead time of the chosen supplier for bought products and the product\'s own for made ones; names missing data', () => {
    const i = inputs({
      products: [product(1, { leadTimeDays: 5 }), product(2, { source: 'made', leadTimeDays: null, unitCost: null })],
      suppliers: [{ productId: 1, supplierId: 7, leadTimeDays: 30, preferred: true, active: true, price: 2 }],
      stock: [{ p: 1, w: 1, quantity: 10, policy: 'reorder-point', minQuantity: null, maxQuantity: null }],
      forecast: [{ p: 1, w: 1, pairs: [[0, 10]] }, { p: 2, w: 1, pairs: [[0, 10]] }],
      history: [{ p: 1, w: 1, pairs: history([8, 12, 8, 12, 8, 12, 8, 12, 8, 12, 8, 12]) }],
    });
    const s = assembleSeries(i);
    const f = computeSeries(i, s);
    const [a, b] = [s.index.rowOf(1, 1), s.index.rowOf(2, 1)];
    expect(f.leadTimeDays[a]).toBe(30);
    expect(f.supplier[a]?.supplier?.supplierId).toBe(7);
    expect(f.historyMonths[a]).toBe(12);
    expect(f.problems[a]).toEqual([]);
    expect(Number.isNaN(f.leadTimeDays[b])).toBe(true);
    expect(f.problems[b]).toEqual(['NO_STOCK_RECORD', 'NO_DEMAND_HISTORY', 'NO_LEAD_TIME', 'ZERO_COST']);
    expect(s.batch.safetyStock[b]).toBe(0);
  });

  it('counts history from launch only, marks excess by an item\'s own maximum, and spares products not launched yet', () => {
    const i = inputs({
      settings: settings({ today: '2026-11-10' }),
      products: [product(1, { launchDate: '2026-08-01' }), product(2, { launchDate: '2027-02-01' })],
      stock: [
        { p: 1, w: 1, quantity: 500, policy: 'min-max', minQuantity: 10, maxQuantity: 100 },
        { p: 2, w: 1, quantity: 40, policy: 'reorder-point', minQuantity: null, maxQuantity: null },
      ],
      forecast: [{ p: 1, w: 1, pairs: [[0, 10], [1, 10], [2, 10]] }],
    });
    const s = assembleSeries(i);
    const f = computeSeries(i, s);
    const [a, b] = [s.index.rowOf(1, 1), s.index.rowOf(2, 1)];
    // Launched in August: August to October, three months of history.
    expect(f.historyMonths[a]).toBe(3);
    expect(f.result.flags[a * 3] & FLAG_EXCESS).toBeTruthy();
    // No sale and no demand, but it has not been launched: not obsolete.
    expect(f.obsolescence[b]).toBeNull();
    expect(f.obsolescence[a]).toBe('cover-over-limit');
  });
});

describe('the planning run in the projection, and its planned purchases', () => {
  it('plans purchases for bought products only, to the supplier chosen, with a min/max item\'s policy, and projects with them', () => {
    const i = inputs({
      products: [product(1), product(2, { source: 'made' }), product(3, { status: 'discontinued' })],
      suppliers: [{ productId: 1, supplierId: 7, leadTimeDays: 5, moq: 50, orderMultiple: 10, preferred: true, active: true, price: 2 }],
      stock: [{ p: 1, w: 1, quantity: 0, policy: 'min-max', minQuantity: 20, maxQuantity: 100 }],
      forecast: [{ p: 1, w: 1, pairs: [[0, 10], [1, 10], [2, 10]] }, { p: 2, w: 1, pairs: [[0, 10]] }, { p: 3, w: 1, pairs: [[0, 10]] }],
    });
    const s = assembleSeries(i);
    let supply: SupplyRun | undefined;
    const f = computeSeries(i, s, (x) => (supply = planSupply(i, s, x.leadTimeDays, x.supplier)).run.planned);
    const rows = plannedPurchases(i, s, f, supply!);
    // Below min 20 in November (0 + 0 - 10): order up to max 100 from -10 = 110 (MOQ 50, multiples of 10).
    expect(rows.map((r) => r.productId)).toEqual([1]);
    expect(rows[0]).toMatchObject({ reference: '1-1-2026-11', supplierId: 7, supplierChoice: 'preferred', policy: 'min-max', month: '2026-11', quantity: 110, value: 220 });
    const r = s.index.rowOf(1, 1);
    expect([...f.result.projected.subarray(r * 3, r * 3 + 3)]).toEqual([100, 90, 80]);
    // The made product has no recipe and the discontinued one is not replenished: nothing planned, and said so.
    expect(supply!.run.reasons[s.index.rowOf(2, 1)]).toBe('no-recipe');
    expect(supply!.run.reasons[s.index.rowOf(3, 1)]).toBe('discontinued');
  });
});
