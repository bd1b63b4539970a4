import { describe, expect, it } from 'vitest';
import { lowLevelCodes, planRun, sizeLot, type ItemLocation, type RunInput } from '../../../domain/supply';

const horizon = { start: '2027-01', months: 4 };
const item = (over: Partial<ItemLocation> & Pick<ItemLocation, 'itemId' | 'source'>): ItemLocation => ({
  locationId: 'W', leadDays: 0, lot: { rule: 'lot-for-lot' }, safetyStock: 0, opening: 0, hasSource: true, unitCost: 1, ...over,
});
const run = (rows: ItemLocation[], demand: number[][], extra: Partial<RunInput> = {}) => {
  const months = horizon.months;
  const d = new Float64Array(rows.length * months);
  demand.forEach((row, r) => row.forEach((q, t) => (d[r * months + t] = q)));
  return planRun({ horizon, today: '2027-01-01', rows, demand: d, scheduled: new Float64Array(rows.length * months), ...extra });
};
const rowOf = (a: Float64Array, r: number) => Array.from(a.subarray(r * 4, r * 4 + 4), (v) => Math.round(v * 1000) / 1000);

describe('planRun: the worked 3-item, 2-level example', () => {
  /*
   * Today 2027-01-01, four monthly buckets Jan..Apr, one warehouse W.
   * FG  (made, lead 0 days, lot-for-lot, on hand 20), demand 30 40 40 40.
   *     Recipe: 2 INT per FG.
   * INT (made, lead 31 days, fixed lots of 100, on hand 50).
   *     Recipe: 1.5 RAW per INT, 10 % scrap -> 1.65 RAW per INT.
   * RAW (bought, lead 59 days, MOQ 200, on hand 100).
   *
   * FG:  t0 avail 20, demand 30 -> net 10, plan 10 (released Jan 1 = today);
   *      t1..t3 net 40 each, lot-for-lot, released in their own month.
   *      planned = releases = 10 40 40 40; projected 0 0 0 0.
   * INT: dependent demand = 2 x FG releases = 20 80 80 80; receipts land from
   *      Feb (today + 31 days = Feb 1).
   *      t0 avail 50 - 20 -> 30, no need.
   *      t1 avail 30, demand 80 -> net 50 -> one lot 100, released Feb 1 - 31 = Jan 1 (bucket 0). projected 50.
   *      t2 avail 50, demand 80 -> net 30 -> 100, released Mar 1 - 31 = Jan 29 (bucket 0). projected 70.
   *      t3 avail 70, demand 80 -> net 10 -> 100, released Apr 1 - 31 = Mar 1 (bucket 2). projected 90.
   *      releases 200 0 100 0.
   * RAW: dependent demand = 1.65 x INT releases = 330 0 165 0; the earliest
   *      receipt is today + 59 days = Mar 1 (bucket 2).
   *      t0 avail 100, demand 330 -> short 230, cannot arrive before March: projected -230.
   *      t1 projected -230 (carried).
   *      t2 avail -230, demand 165 -> net 395 (> MOQ 200) -> 395, late to order
   *      (its ideal release was Jan 1 - 59 days), released today. projected 0.
   *      t3 projected 0. The Jan-Feb gap is the stock-out the plan cannot avoid.
   */
  const rows = [
    item({ itemId: 'FG', source: 'made', opening: 20 }),
    item({ itemId: 'INT', source: 'made', leadDays: 31, lot: { rule: 'fixed', lotSize: 100 }, opening: 50 }),
    item({ itemId: 'RAW', source: 'bought', leadDays: 59, lot: { rule: 'lot-for-lot', moq: 200 }, opening: 100 }),
  ];
  const recipes = [
    { parent: 'FG', component: 'INT', quantity: 2, scrap: 0 },
    { parent: 'INT', component: 'RAW', quantity: 1.5, scrap: 0.1 },
  ];
  const result = run(rows, [[30, 40, 40, 40], [0, 0, 0, 0], [0, 0, 0, 0]], { recipes });

  it('orders the rows by low-level code', () => expect(Array.from(result.level)).toEqual([0, 1, 2]));
  it('plans the finished good lot-for-lot', () => {
    expect(rowOf(result.planned, 0)).toEqual([10, 40, 40, 40]);
    expect(rowOf(result.releases, 0)).toEqual([10, 40, 40, 40]);
    expect(rowOf(result.projected, 0)).toEqual([0, 0, 0, 0]);
  });
  it('explodes to the intermediate and plans fixed lots a month ahead', () => {
    expect(rowOf(result.dependent, 1)).toEqual([20, 80, 80, 80]);
    expect(rowOf(result.net, 1)).toEqual([0, 50, 30, 10]);
    expect(rowOf(result.planned, 1)).toEqual([0, 100, 100, 100]);
    expect(rowOf(result.releases, 1)).toEqual([200, 0, 100, 0]);
    expect(rowOf(result.projected, 1)).toEqual([30, 50, 70, 90]);
  });
  it('explodes with scrap to the bought material, late to order, the gap named', () => {
    expect(rowOf(result.dependent, 2)).toEqual([330, 0, 165, 0]);
    expect(rowOf(result.planned, 2)).toEqual([0, 0, 395, 0]);
    expect(rowOf(result.projected, 2)).toEqual([-230, -230, 0, 0]);
    expect(result.reasons).toEqual([null, null, 'late-to-order']);
    const raw = result.orders.filter((o) => o.row === 2);
    expect(raw).toEqual([{ row: 2, due: 2, needed: 0, releaseDay: 20819, quantity: 395, late: true, firm: false }]);
  });
});

describe('planRun: netting one item', () => {
  it('keeps the safety stock: net = max(0, demand + SS - available)', () => {
    const r = run([item({ itemId: 'A', source: 'bought', opening: 10, safetyStock: 5, leadDays: 1 })], [[10, 10, 0, 0]]);
    // today Jan 1 + 1 day lands in January: t0 avail 10 -> net 5; t1 avail 5 -> net 10.
    expect(rowOf(r.net, 0)).toEqual([5, 10, 0, 0]);
    expect(rowOf(r.projected, 0)).toEqual([5, 5, 5, 5]);
  });
  it('plans nothing for a bought item without a supplier and says why', () => {
    const r = run([item({ itemId: 'A', source: 'bought', hasSource: false, opening: 5 }), item({ itemId: 'B', source: 'bought', leadDays: 10 })], [[10, 0, 0, 0], [7, 0, 0, 0]]);
    expect(rowOf(r.projected, 0)).toEqual([-5, -5, -5, -5]);
    expect(r.reasons[0]).toBe('no-supplier');
    // The run goes on for the other item.
    expect(rowOf(r.planned, 1)).toEqual([7, 0, 0, 0]);
    expect(r.problems[1]).toEqual([]);
  });
  it('names a missing lead time and cost but still plans', () => {
    const r = run([item({ itemId: 'A', source: 'bought', unitCost: NaN })], [[3, 0, 0, 0]]);
    expect(r.problems[0]).toEqual(['no-lead-time', 'missing-cost']);
    expect(rowOf(r.planned, 0)).toEqual([3, 0, 0, 0]);
    expect(r.reasons[0]).toBeNull();
  });
  it('keeps a firm quantity and nets it first', () => {
    const firmed = new Float64Array(4).fill(NaN);
    firmed[1] = 50;
    const r = run([item({ itemId: 'A', source: 'made' })], [[10, 20, 20, 20]], { firmed });
    // t0 plans 10; t1 the firm 50 covers 20 and leaves 30; t2 30 - 20 = 10; t3 net 10.
    expect(rowOf(r.planned, 0)).toEqual([10, 50, 0, 10]);
    expect(rowOf(r.projected, 0)).toEqual([0, 30, 10, 0]);
    expect(r.orders.filter((o) => o.firm)).toHaveLength(1);
  });
  it('counts scheduled receipts before planning', () => {
    const scheduled = new Float64Array([0, 25, 0, 0]);
    const r = run([item({ itemId: 'A', source: 'made', opening: 10 })], [[10, 20, 20, 0]], { scheduled });
    expect(rowOf(r.planned, 0)).toEqual([0, 0, 15, 0]);
  });
});

describe('recipes: low-level codes and cycles', () => {
  it('gives a material used at several levels the deepest', () => {
    const { level, cycle } = lowLevelCodes(['FG', 'INT', 'SUGAR'], [
      { parent: 'FG', component: 'INT', quantity: 1, scrap: 0 },
      { parent: 'FG', component: 'SUGAR', quantity: 1, scrap: 0 },
      { parent: 'INT', component: 'SUGAR', quantity: 1, scrap: 0 },
    ]);
    expect(cycle).toBeNull();
    expect(level.get('SUGAR')).toBe(2);
    expect(level.get('INT')).toBe(1);
  });
  it('refuses a cycle with its path and plans the rest', () => {
    const recipes = [
      { parent: 'A', component: 'B', quantity: 1, scrap: 0 },
      { parent: 'B', component: 'A', quantity: 1, scrap: 0 },
    ];
    expect(lowLevelCodes(['A', 'B'], recipes).cycle).toEqual(['A', 'B', 'A']);
    const r = run([item({ itemId: 'A', source: 'made' }), item({ itemId: 'B', source: 'made' }), item({ itemId: 'C', source: 'made' })], [[1, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0]], { recipes });
    expect(r.cycle).toEqual(['A', 'B', 'A']);
    expect(r.reasons).toEqual(['recipe-cycle', 'recipe-cycle', null]);
    expect(rowOf(r.planned, 2)).toEqual([2, 0, 0, 0]);
    // A's production does not explode into B through the refused recipe.
    expect(rowOf(r.dependent, 1)).toEqual([0, 0, 0, 0]);
  });
});

describe('sizeLot', () => {
  const demand = new Float64Array([10, 30, 40, 50]);
  it('lot-for-lot', () => expect(sizeLot({ rule: 'lot-for-lot' }, 13, 0, demand, 0, 0, 4)).toBe(13));
  it('fixed lots', () => expect(sizeLot({ rule: 'fixed', lotSize: 50 }, 130, 0, demand, 0, 0, 4)).toBe(150));
  it('periods of supply: this bucket and the next two', () => expect(sizeLot({ rule: 'periods-of-supply', periods: 3 }, 10, 0, demand, 0, 0, 4)).toBe(80));
  it('min/max: up to max', () => expect(sizeLot({ rule: 'min-max', min: 20, max: 100 }, 15, 5, demand, 0, 0, 4)).toBe(95));
  it('MOQ', () => expect(sizeLot({ rule: 'lot-for-lot', moq: 200 }, 130, 0, demand, 0, 0, 4)).toBe(200));
  it('multiple', () => expect(sizeLot({ rule: 'lot-for-lot', multiple: 48 }, 130, 0, demand, 0, 0, 4)).toBe(144));
  it('nothing needed, nothing ordered', () => expect(sizeLot({ rule: 'fixed', lotSize: 50 }, 0, 0, demand, 0, 0, 4)).toBe(0));
});
