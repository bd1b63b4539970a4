// Sales orders around today: shipped and a few cancelled ones of the last
// weeks, and the open book of the next six weeks (mostly confirmed, some
// drafts). Each customer orders what it buys, about a week of its recent
// sales per order, in whole cases, from the warehouse of its region: the
// operative forecast nets these against the forecast, and the supply review
// reads them as open orders.
import { addDays } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { groupBy } from '../model';
import { roundTo } from '../random';
import { channelPriceFactor } from './sales-profile';

/** Region of the customer -> the location of the warehouse that serves it. */
const SERVED_FROM: Record<string, string> = { east: 'BCN-DC', islands: 'BCN-DC', south: 'SVQ-DC' };

export const ordersModule: DemoModule = {
  name: 'sales-orders',
  generate(ctx) {
    const r = ctx.random;
    const products = new Map(ctx.rows('product').map((p) => [String(p.sku), p]));
    const conversions = ctx.rows('unit-conversion').filter((c) => c.fromUnit === 'CJ');
    const perCase = new Map(conversions.map((c) => [String(c.product), Number(c.factor)]));
    const warehouses = ctx.rows('warehouse');
    const warehouseAt = (location: string) => String((warehouses.find((w) => w.location === location) ?? warehouses[0]).code);
    const sales = groupBy(ctx.rows('sales-line'), 'customer');
    const lastMonths = [...new Set(ctx.rows('sales-line').map((s) => String(s.month)))].sort().slice(-3);
    const orders: DemoRow[] = [];
    const lines: DemoRow[] = [];
    let number = 0;
    for (const customer of ctx.rows('customer')) {
      if (customer.active === false) continue;
      // What the customer bought lately, per product: a week of it is a typical order line.
      const recent = new Map<string, number>();
      for (const s of sales.get(String(customer.code)) ?? []) {
        if (lastMonths.includes(String(s.month))) recent.set(String(s.product), (recent.get(String(s.product)) ?? 0) + Number(s.quantity) / lastMonths.length);
      }
      const assortment = [...recent.entries()].filter(([sku]) => products.get(sku)?.status !== 'discontinued');
      if (assortment.length === 0) continue;
      const warehouse = warehouseAt(SERVED_FROM[String(customer.region)] ?? 'GTF-DC');
      const big = customer.segment === 'key-account' || customer.segment === 'large';
      // Days from today of each order: two in the last weeks, the open ones ahead.
      const offsets = [-r.int(18, 26), -r.int(6, 12), r.int(-3, 4), r.int(8, 16), ...(big ? [r.int(20, 30), r.int(33, 42)] : [])];
      for (const offset of offsets) {
        number++;
        const requested = addDays(ctx.today, offset);
        const past = offset < 0;
        const status = past ? (r.chance(0.06) ? 'cancelled' : 'shipped') : offset < 14 || r.chance(0.7) ? 'confirmed' : 'draft';
        const code = `SO-${ctx.today.slice(0, 4)}-${String(number).padStart(5, '0')}`;
        orders.push({
          number: code,
          customer: customer.code,
          orderDate: addDays(requested, -r.int(3, 10)),
          status,
          warehouse,
          customerReference: r.chance(0.6) ? `PO-${r.int(100000, 999999)}` : null,
          notes: null,
        });
        for (const [sku, monthly] of r.sample(assortment, Math.min(assortment.length, r.int(3, big ? 12 : 6)))) {
          const p = products.get(sku)!;
          const caseSize = perCase.get(sku) ?? 1;
          const cases = Math.max(1, Math.round((monthly / 4.3) * r.between(0.7, 1.3, 3) / caseSize));
          lines.push({
            order: code,
            product: sku,
            quantity: cases * caseSize,
            requestedDate: requested,
            promisedDate: r.chance(0.15) ? addDays(requested, r.int(1, 4)) : requested,
            price: roundTo(Number(p.price ?? 0) * channelPriceFactor(String(customer.channel), String(customer.segment)), 2),
          });
        }
      }
    }
    return [
      { entity: 'sales-order', rows: orders },
      { entity: 'sales-order-line', rows: lines },
    ];
  },
};
