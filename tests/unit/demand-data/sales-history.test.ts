// Properties of the demo's sales history and open orders (server/seed/
// demo-data/modules/sales.ts, orders.ts), generated once for a fixed today.
import { beforeAll, describe, expect, it } from 'vitest';
import { monthIndex, monthKey } from '../../../engine/time/calendar';
import { DEMO_MODULES, generateDemoData } from '../../../server/seed/demo-data/generate';
import type { DemoRow } from '../../../server/seed/demo-data/model';
import { budgetsModule } from '../../../server/seed/demo-data/modules/budgets';
import { SALES_MONTHS } from '../../../server/seed/demo-data/modules/sales';
import { salesSeries } from '../../../server/seed/demo-data/modules/sales-series';

const TODAY = '2026-11-24';
/** The master data and the demand modules (later modules of other issues are not needed here). */
const MODULES = DEMO_MODULES.slice(0, DEMO_MODULES.indexOf(budgetsModule) + 1);
let rows: Map<string, DemoRow[]>;
const of = (entity: string) => rows.get(entity) ?? [];

beforeAll(() => {
  rows = new Map(generateDemoData({ today: TODAY, modules: MODULES }).map((t) => [t.entity, t.rows]));
}, 60_000);

describe('demo sales history', () => {
  it('is the same for the same seed and day', () => {
    const again = generateDemoData({ today: TODAY, modules: MODULES }).find((t) => t.entity === 'sales-line')!.rows;
    expect(JSON.stringify(again)).toBe(JSON.stringify(of('sales-line')));
  }, 60_000);

  it('covers the 36 months ending last month, with positive quantities and values', () => {
    const months = [...new Set(of('sales-line').map((r) => String(r.month)))].sort();
    expect(months.length).toBe(SALES_MONTHS);
    expect(months.at(-1)).toBe('2026-10');
    expect(months[0]).toBe(monthKey(monthIndex('2026-10') - SALES_MONTHS + 1));
    expect(of('sales-line').every((r) => Number(r.quantity) > 0 && Number(r.value) > 0)).toBe(true);
  });

  it('gives each customer part of the range, key accounts more than small customers', () => {
    const sold = new Set(of('sales-line').map((r) => `${r.product}|${r.customer}`));
    const pairs = of('product').length * of('customer').length;
    expect(sold.size).toBeGreaterThan(pairs * 0.08);
    expect(sold.size).toBeLessThan(pairs * 0.3);
    const range = (segment: string) => {
      const customers = of('customer').filter((c) => c.segment === segment).map((c) => String(c.code));
      return customers.reduce((n, c) => n + new Set(of('sales-line').filter((r) => r.customer === c).map((r) => r.product)).size, 0) / customers.length;
    };
    expect(range('key-account')).toBeGreaterThan(2 * range('small'));
  });

  it('sells nothing before a product launches or a customer starts, nor after a discontinued product stops', () => {
    const products = new Map(of('product').map((p) => [String(p.sku), p]));
    const customers = new Map(of('customer').map((c) => [String(c.code), c]));
    const early = of('sales-line').filter((r) =>
      String(r.month) < String(products.get(String(r.product))!.launchDate).slice(0, 7) || String(r.month) < String(customers.get(String(r.customer))!.since).slice(0, 7));
    expect(early).toEqual([]);
    const discontinued = of('product').filter((p) => p.status === 'discontinued').map((p) => String(p.sku));
    const lastSale = (sku: string) => of('sales-line').filter((r) => r.product === sku).map((r) => String(r.month)).sort().at(-1);
    const stopped = discontinued.filter((sku) => { const last = lastSale(sku); return last !== undefined && last < '2026-09'; });
    expect(stopped.length).toBe(discontinued.filter((sku) => lastSale(sku) !== undefined).length);
  });

  it('has the seasons of food: summer ice cream and drinks, Christmas sweets and nuts', () => {
    const bySub = (sub: string, month: string) => {
      const skus = new Set(of('product').filter((p) => p.family === sub).map((p) => String(p.sku)));
      return of('sales-line').filter((r) => skus.has(String(r.product)) && r.month === month).reduce((s, r) => s + Number(r.quantity), 0);
    };
    expect(bySub('FRZ-ICE-STK', '2026-07')).toBeGreaterThan(3 * bySub('FRZ-ICE-STK', '2026-01'));
    expect(bySub('BEV-WAT-STL', '2026-07')).toBeGreaterThan(1.5 * bySub('BEV-WAT-STL', '2026-01'));
    expect(bySub('SNK-NUT-NUT', '2025-12')).toBeGreaterThan(1.5 * bySub('SNK-NUT-NUT', '2025-10'));
    expect(bySub('RDY-SOU-CRM', '2026-01')).toBeGreaterThan(2 * bySub('RDY-SOU-CRM', '2026-07'));
  });

  it('lifts the months an approved promotion covered, and marks them', () => {
    const promoted = of('sales-line').filter((r) => r.promotion);
    expect(promoted.length).toBeGreaterThan(20);
    const codes = new Set(of('promotion').filter((p) => p.status === 'approved').map((p) => String(p.code)));
    expect(promoted.every((r) => codes.has(String(r.promotion)))).toBe(true);
    // Against the same series' months without a promotion in the same year, promoted months sell more on average.
    let lift = 0;
    let counted = 0;
    for (const r of promoted) {
      const others = of('sales-line').filter((o) => o.product === r.product && o.customer === r.customer && !o.promotion && String(o.month).slice(0, 4) === String(r.month).slice(0, 4));
      if (others.length < 3) continue;
      lift += Number(r.quantity) / (others.reduce((s, o) => s + Number(o.quantity), 0) / others.length);
      counted++;
    }
    expect(lift / counted).toBeGreaterThan(1.1);
  });

  it('has intermittent series and new products that sell where their like product does', () => {
    const series = salesSeries(of('sales-line'), monthIndex('2026-10'));
    const intermittent = series.filter((s) => s.values.filter((v) => v === 0).length > s.values.length * 0.3);
    expect(intermittent.length).toBeGreaterThan(series.length * 0.03);
    const recent = of('product').filter((p) => p.like && String(p.launchDate) > '2026-05-24' && String(p.launchDate) <= TODAY);
    expect(recent.length).toBeGreaterThan(2);
    const customersOf = (sku: string) => new Set(of('sales-line').filter((r) => r.product === sku).map((r) => String(r.customer)));
    let shared = 0;
    let total = 0;
    for (const p of recent) {
      const own = customersOf(String(p.sku));
      const like = customersOf(String(p.like));
      total += own.size;
      shared += [...own].filter((c) => like.has(c)).length;
    }
    expect(shared / total).toBeGreaterThan(0.7);
  });
});

describe('demo sales orders', () => {
  it('books open orders for the next weeks in whole cases of what the customer buys', () => {
    const orders = new Map(of('sales-order').map((o) => [String(o.number), o]));
    const open = of('sales-order').filter((o) => o.status === 'confirmed' || o.status === 'draft');
    expect(open.length).toBeGreaterThan(40);
    const perCase = new Map(of('unit-conversion').filter((c) => c.fromUnit === 'CJ').map((c) => [String(c.product), Number(c.factor)]));
    const bought = new Set(of('sales-line').map((r) => `${r.product}|${r.customer}`));
    for (const line of of('sales-order-line')) {
      const order = orders.get(String(line.order))!;
      expect(Number(line.quantity) % (perCase.get(String(line.product)) ?? 1)).toBe(0);
      expect(bought.has(`${line.product}|${order.customer}`)).toBe(true);
      expect(String(line.promisedDate) >= String(line.requestedDate)).toBe(true);
    }
    const future = of('sales-order-line').filter((l) => String(l.requestedDate) > TODAY && orders.get(String(l.order))!.status === 'confirmed');
    expect(future.length).toBeGreaterThan(100);
  });
});
