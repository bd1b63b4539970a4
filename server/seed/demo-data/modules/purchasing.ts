// Purchasing: who supplies each bought product (purchasing-suppliers.ts) and
// a year of purchase orders with their receipts. Each supplier is ordered
// from about monthly per warehouse, roughly a month of the products' sales;
// it delivers on time as often as its on-time attribute says, late by a few
// days otherwise, so the procurement analysis has real on-time rates and
// lead-time spread. Open orders run ahead (sent, confirmed, one partially
// received, a few already past their date), and the purchase orders the
// containers carry exist with the containers' numbers and contents.
import { addDays, addMonths, daysBetween } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { productSuppliers } from './purchasing-suppliers';
import { inCases, recentDemand } from './supply-demand';

export const HISTORY_MONTHS = 12;

export const purchasingModule: DemoModule = {
  name: 'purchasing',
  generate(ctx) {
    const r = ctx.random;
    const demand = recentDemand(ctx);
    const products = ctx.rows('product');
    const bySku = new Map(products.map((p) => [String(p.sku), p]));
    const links = productSuppliers(r, products, demand.caseSize);
    const onTime = new Map(ctx.rows('supplier-attribute-value').filter((v) => v.attribute === 'OTD').map((v) => [String(v.supplier), Number(v.value) / 100]));
    const orders: DemoRow[] = [];
    const lines: DemoRow[] = [];
    const receipts: DemoRow[] = [];
    let number = 0;
    const nextNumber = (date: string) => `PO-${date.slice(0, 4)}-${String(10000 + ++number)}`;
    // An order is placed by today: one its lead time would place later was sent in the last two weeks (spread by how
    // far ahead it would have been), and is still due when its lead time says.
    const placedBy = (day: string) => (day <= ctx.today ? day : addDays(ctx.today, -(daysBetween(ctx.today, day) % 14)));
    const receive = (order: string, product: string, date: string, quantity: number) =>
      receipts.push({ number: `GR-${order.slice(3)}-${receipts.length + 1}`, order, product, date, quantity, notes: null });

    // Preferred active suppliers and what they supply, per warehouse where it sells.
    const supplied = new Map<string, DemoRow[]>();
    for (const l of links) if (l.preferred && l.active) supplied.set(String(l.supplier), [...(supplied.get(String(l.supplier)) ?? []), l]);
    for (const [supplier, items] of [...supplied.entries()].sort()) {
      const otd = onTime.get(supplier) ?? 0.9;
      for (const warehouse of ctx.rows('warehouse').map((w) => String(w.code))) {
        const sold = items.filter((l) => (demand.perMonth.get(String(l.product))?.get(warehouse) ?? 0) > 0);
        if (sold.length === 0) continue;
        const lead = Math.round(sold.reduce((a, l) => a + Number(l.leadTimeDays), 0) / sold.length);
        // Past orders, one a month (some months skipped), all received; then open ones ahead.
        for (let k = HISTORY_MONTHS; k >= -1; k--) {
          if (k > 0 && r.chance(0.25)) continue;
          const placed = addDays(addMonths(ctx.today, -k), -lead - r.int(0, 10));
          const expectedDate = addDays(placed, lead);
          const orderDate = placedBy(placed);
          const late = !r.chance(otd);
          const arrival = addDays(expectedDate, late ? r.int(1, 12) : -r.int(0, 2));
          const received = arrival <= ctx.today;
          const overdue = !received && expectedDate < ctx.today;
          const partial = received && k === 0 && r.chance(0.3);
          const status = partial ? 'partially-received' : received ? 'received' : overdue || r.chance(0.6) ? 'confirmed' : 'sent';
          const code = nextNumber(orderDate);
          orders.push({ number: code, supplier, warehouse, orderDate, expectedDate, status, origin: 'manual', notes: null });
          // Open orders carry every product of the lane (the pipeline); past ones a few of them.
          for (const l of k <= 0 ? sold : r.sample(sold, r.int(1, Math.min(6, sold.length)))) {
            const sku = String(l.product);
            const monthly = demand.perMonth.get(sku)?.get(warehouse) ?? 0;
            const quantity = Math.max(Number(l.moq ?? 0), inCases(monthly * r.between(0.8, 1.4), demand.caseSize.get(sku) ?? 1));
            lines.push({ order: code, product: sku, quantity, unitPrice: l.price, expectedDate: null });
            if (received) receive(code, sku, arrival, partial ? inCases(quantity / 2, demand.caseSize.get(sku) ?? 1) : quantity);
          }
        }
      }
    }

    // The purchase orders the containers carry: same number, supplier, warehouse and contents.
    const containers = new Map(ctx.rows('container').map((c) => [String(c.code), c]));
    const byOrder = new Map<string, DemoRow[]>();
    for (const l of ctx.rows('container-line')) byOrder.set(String(l.purchaseOrder), [...(byOrder.get(String(l.purchaseOrder)) ?? []), l]);
    for (const [code, carried] of byOrder) {
      const c = containers.get(String(carried[0].container))!;
      const delivered = c.status === 'delivered';
      const orderDate = placedBy(addDays(String(c.etd), -r.int(15, 30)));
      orders.push({
        number: code, supplier: c.supplier, warehouse: c.warehouse ?? demand.mainWarehouse, orderDate, expectedDate: String(c.eta),
        status: delivered ? 'received' : 'confirmed', origin: 'manual', notes: `Shipped in container ${c.code}.`,
      });
      for (const l of carried) {
        lines.push({ order: code, product: l.product, quantity: l.quantity, unitPrice: l.unitPrice ?? bySku.get(String(l.product))?.unitCost ?? null, expectedDate: null });
        if (delivered) receive(code, String(l.product), addDays(String(c.eta), r.int(2, 4)), Number(l.quantity));
      }
    }
    return [
      { entity: 'product-supplier', rows: links },
      { entity: 'purchase-order', rows: orders },
      { entity: 'purchase-order-line', rows: lines },
      { entity: 'purchase-receipt', rows: receipts },
    ];
  },
};
