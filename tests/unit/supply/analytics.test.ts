// The product analytics' shaping (server/supply/analytics): ABC/XYZ fed the
// last twelve months, why a product may be obsolete, how a new release
// sells against its like product, and look-alikes scored within a family.
import { describe, expect, it } from 'vitest';
import { computeAnalytics } from '../../../server/supply/analytics/compute';
import type { AnalyticsInputs, AnalyticsProduct } from '../../../server/supply/analytics/inputs';
import { similarProducts } from '../../../server/supply/analytics/similar';
import { settings } from './fixtures';

const p = (id: number, extra: Partial<AnalyticsProduct> = {}): AnalyticsProduct => ({
  id, subfamily: 10, family: 1, status: 'active', launchDate: '2020-01-01', like: null, lastSale: '2026-10', forecast12: 120, onHand: 10, ...extra,
});
/** 24 months, oldest first, as "t:q". */
const months = (f: (t: number) => number) => Array.from({ length: 24 }, (_, t) => `${t}:${f(t)}`).filter((x) => !x.endsWith(':0')).join(',');

function inputs(products: AnalyticsProduct[], sales: Record<number, (t: number) => number>, attributes: AnalyticsInputs['attributes'] = []): AnalyticsInputs {
  const rows = Object.entries(sales).map(([id, f]) => ({ p: Number(id), v: months(f) }));
  return {
    settings: settings(), products, salesQuantity: rows, salesValue: rows.map((r) => ({ p: r.p, v: r.v.replace(/:(\d+)/g, (_, q) => `:${Number(q) * 2}`) })),
    attributes, forecastLag1: [], stock: [], orderLines: [], onTimeLines: [],
  };
}

describe('computeAnalytics', () => {
  it('classifies on the last twelve months and says why a product may be obsolete', () => {
    const a = computeAnalytics(inputs(
      [p(1), p(2), p(3, { lastSale: '2025-06' }), p(4, { forecast12: 0, onHand: 50 }), p(5, { forecast12: 12, onHand: 500 })],
      { 1: () => 100, 2: (t) => (t < 12 ? 100 : 30), 4: () => 10, 5: () => 1 },
    ));
    const byId = new Map(a.products.map((x) => [x.id, x]));
    expect(byId.get(1)).toMatchObject({ abc: 'a', xyz: 'x', sales12: 1200, salesPrevious12: 1200, change: 0, obsoleteReason: null });
    expect(byId.get(2)).toMatchObject({ sales12: 360, change: -70, obsoleteReason: 'steep-decline' });
    expect(byId.get(3)).toMatchObject({ monthsSinceLastSale: 17, obsoleteReason: 'no-recent-sales', xyz: 'z' });
    expect(byId.get(4)!.obsoleteReason).toBe('no-forecast');
    expect(byId.get(5)).toMatchObject({ coverMonths: 500, obsoleteReason: 'high-cover' });
  });

  it('compares a new release\'s monthly sales since launch with its like product\'s', () => {
    // Launched in August 2026 (today 2026-11-10): three months sold at 20 against a like product selling 40 a month.
    const a = computeAnalytics(inputs([p(1), p(2, { launchDate: '2026-08-01', like: 1 })], { 1: () => 40, 2: (t) => (t >= 21 ? 20 : 0) }));
    const fresh = a.products.find((x) => x.id === 2)!;
    expect(fresh).toMatchObject({ newRelease: true, ageMonths: 3, likeSales12: 480, likeRatio: 50, obsoleteReason: null });
  });
});

describe('similarProducts', () => {
  it('scores pairs of a family by subfamily, shared attributes and correlated sales, five at most per product', () => {
    const products = [p(1), p(2), p(3, { subfamily: 11 }), p(4, { family: 2 })];
    const i = inputs(products, { 1: (t) => 10 + (t % 12), 2: (t) => 20 + 2 * (t % 12), 3: (t) => 30 - (t % 12), 4: () => 5 }, [
      { p: 1, a: 1, v: 'x' }, { p: 2, a: 1, v: 'x' }, { p: 3, a: 1, v: 'y' },
    ]);
    const a = computeAnalytics(i);
    const rows = similarProducts(i, a.sales, a.rowOf);
    const of1 = rows.filter((r) => r.product === 1);
    expect(of1.map((r) => r.similar)).toEqual([2, 3]);
    expect(of1[0]).toMatchObject({ rank: 1, sameSubfamily: true, sharedAttributes: 1 });
    expect(of1[0].correlation).toBeCloseTo(1, 9);
    expect(of1[0].score).toBeCloseTo(100, 9);
    expect(of1[1].correlation).toBeCloseTo(-1, 9);
    expect(of1[1].score).toBe(0);
    expect(rows.some((r) => r.product === 4 || r.similar === 4)).toBe(false);
  });
});
