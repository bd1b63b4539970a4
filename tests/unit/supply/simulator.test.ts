// The order simulator's pure parts: the price a customer pays from the
// price lists (most specific list, inheritance with adjustments, minimum
// quantities, validity) and promises against the plan, earlier lines of a
// product committed before later ones.
import { describe, expect, it } from 'vitest';
import { resolvePrice, type PriceLine, type PriceList } from '../../../server/supply/simulator/prices';
import { commit, periodsOf, promiseLine } from '../../../server/supply/simulator/promise';

const list = (id: number, kind: PriceList['kind'], extra: Partial<PriceList> = {}): PriceList =>
  ({ id, code: `L${id}`, name: `List ${id}`, kind, parent: null, channel: null, customer: null, adjustment: 0, validFrom: '2026-01-01', validTo: '2026-12-31', active: true, ...extra });

describe('resolvePrice', () => {
  const lists = [
    list(1, 'base'),
    list(2, 'channel', { parent: 1, channel: 'retail', adjustment: -10 }),
    list(3, 'customer', { parent: 2, customer: 9, adjustment: -5 }),
    list(4, 'channel', { parent: 1, channel: 'horeca', active: false }),
  ];
  const lines: PriceLine[] = [
    { list: 1, product: 100, price: 10, discount: 0, minQuantity: null },
    { list: 1, product: 200, price: 20, discount: 0, minQuantity: null },
    { list: 2, product: 200, price: 15, discount: 2, minQuantity: null },
    { list: 2, product: 200, price: 14, discount: 2, minQuantity: 100 },
  ];
  it('inherits the parent\'s price through every adjustment when the customer\'s list has no line', () => {
    const p = resolvePrice({ id: 9, channel: 'retail' }, 100, 1, '2026-06-01', lists, lines)!;
    expect(p.listCode).toBe('L3');
    expect(p.price).toBeCloseTo(10 * 0.9 * 0.95, 6);
    expect(p.netPrice).toBeCloseTo(8.55, 6);
  });
  it('takes the line of the best minimum quantity reached, nets its discount, and skips inactive or expired lists', () => {
    expect(resolvePrice({ id: 5, channel: 'retail' }, 200, 10, '2026-06-01', lists, lines)).toMatchObject({ listCode: 'L2', price: 15, discount: 2, netPrice: 14.7 });
    expect(resolvePrice({ id: 5, channel: 'retail' }, 200, 150, '2026-06-01', lists, lines)).toMatchObject({ price: 14, netPrice: 13.72 });
    expect(resolvePrice({ id: 5, channel: 'horeca' }, 200, 1, '2026-06-01', lists, lines)).toMatchObject({ listCode: 'L1', price: 20 });
    expect(resolvePrice({ id: 5, channel: 'retail' }, 200, 1, '2027-02-01', lists, lines)).toBeNull();
    expect(resolvePrice({ id: 5, channel: 'retail' }, 300, 1, '2026-06-01', lists, lines)).toBeNull();
  });
});

describe('promises', () => {
  const periods = periodsOf({ start: '2026-11', projected: [30, 10, 60] }, '2026-11-10');
  it('promises what stays available through the horizon on the requested date, the rest when supply arrives', () => {
    expect(periods.map((p) => p.date)).toEqual(['2026-11-10', '2026-12-01', '2027-01-01']);
    const full = promiseLine(periods, 8, '2026-11-20');
    expect(full).toMatchObject({ status: 'on-time', availableAtRequest: 10, fullDate: '2026-11-20' });
    const split = promiseLine(periods, 25, '2026-11-20');
    expect(split.status).toBe('late');
    expect(split.lines).toEqual([{ date: '2026-11-20', quantity: 10 }, { date: '2027-01-01', quantity: 15 }]);
    expect(promiseLine(periods, 100, '2026-11-20')).toMatchObject({ status: 'partial', shortfall: 40 });
    expect(promiseLine(periodsOf(undefined, '2026-11-10'), 5, '2026-11-20').status).toBe('unavailable');
  });
  it('commits a promise from its delivery\'s month on, so a second line of the product gets what is left', () => {
    const first = promiseLine(periods, 10, '2026-11-20');
    const after = commit(periods, first);
    expect(after.map((p) => p.projected)).toEqual([20, 0, 50]);
    expect(promiseLine(after, 5, '2026-11-20').status).toBe('late');
  });
});
