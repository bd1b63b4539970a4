// What the supply modules size their rows on: each product's recent monthly
// sales per warehouse (a customer is served by the warehouse most of its
// orders ship from, as the stock projection plans it), and case sizes.
import type { DemoContext } from '../model';

export interface RecentDemand {
  /** product SKU -> warehouse code -> mean monthly units of the last `months` months of sales */
  perMonth: Map<string, Map<string, number>>;
  /** product SKU -> units per case (1 when unknown) */
  caseSize: Map<string, number>;
  /** The warehouse that serves most customers. */
  mainWarehouse: string;
}

export function recentDemand(ctx: DemoContext, months = 3): RecentDemand {
  const orders = ctx.rows('sales-order');
  const counts = new Map<string, Map<string, number>>();
  for (const o of orders) {
    if (o.warehouse === null) continue;
    const byWarehouse = counts.get(String(o.customer)) ?? new Map<string, number>();
    byWarehouse.set(String(o.warehouse), (byWarehouse.get(String(o.warehouse)) ?? 0) + 1);
    counts.set(String(o.customer), byWarehouse);
  }
  const mode = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const totals = new Map<string, number>();
  for (const m of counts.values()) for (const [w, n] of m) totals.set(w, (totals.get(w) ?? 0) + n);
  const warehouses = ctx.rows('warehouse').map((w) => String(w.code)).sort();
  const mainWarehouse = mode(totals) ?? warehouses[0];
  const servedBy = new Map([...counts.entries()].map(([c, m]) => [c, mode(m)!]));

  const sales = ctx.rows('sales-line');
  const lastMonths = [...new Set(sales.map((s) => String(s.month)))].sort().slice(-months);
  const perMonth = new Map<string, Map<string, number>>();
  for (const s of sales) {
    if (!lastMonths.includes(String(s.month))) continue;
    const warehouse = servedBy.get(String(s.customer)) ?? mainWarehouse;
    const byWarehouse = perMonth.get(String(s.product)) ?? new Map<string, number>();
    byWarehouse.set(warehouse, (byWarehouse.get(warehouse) ?? 0) + Number(s.quantity) / Math.max(1, lastMonths.length));
    perMonth.set(String(s.product), byWarehouse);
  }
  const caseSize = new Map(ctx.rows('unit-conversion').filter((c) => c.fromUnit === 'CJ').map((c) => [String(c.product), Number(c.factor)]));
  return { perMonth, caseSize, mainWarehouse };
}

/** Rounded up to whole cases. */
export const inCases = (units: number, caseSize: number): number => Math.max(0, Math.ceil(units / Math.max(1, caseSize))) * Math.max(1, caseSize);
