// Stock on hand per product and warehouse where it sells: mostly one to two
// and a half months of its recent sales in whole cases, a few items already
// out of stock, a few far overstocked (obsolescence candidates), leftovers
// of discontinued products, some stock where nothing sells any more, and a
// share of items on a min/max policy (one with its maximum missing, so the
// projection names the gap). Month-end stock of the last twelve months gives
// turnover its history.
import { addDays, addMonths } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { roundTo } from '../random';
import { inCases, recentDemand } from './supply-demand';

export const SNAPSHOT_MONTHS = 12;

export const stockModule: DemoModule = {
  name: 'stock',
  generate(ctx) {
    const r = ctx.random;
    const demand = recentDemand(ctx);
    const products = ctx.rows('product').filter((p) => String(p.launchDate) <= ctx.today);
    const warehouses = ctx.rows('warehouse').map((w) => String(w.code));
    const stock: DemoRow[] = [];
    const snapshots: DemoRow[] = [];
    const firstOfMonth = `${ctx.today.slice(0, 7)}-01`;
    let invalidMinMax = false;
    for (const p of products) {
      const sku = String(p.sku);
      const caseSize = demand.caseSize.get(sku) ?? 1;
      const sold = demand.perMonth.get(sku) ?? new Map<string, number>();
      for (const warehouse of warehouses) {
        const monthly = sold.get(warehouse) ?? 0;
        const dead = monthly === 0 && p.status === 'active' && r.chance(0.04);
        if (monthly === 0 && !dead && p.status !== 'discontinued') continue;
        if (monthly === 0 && p.status === 'discontinued' && !r.chance(0.5)) continue;
        // Months of cover on hand: usual, out of stock, or far too much; stock nothing sells is a few cases.
        const cover = p.status === 'discontinued' ? r.between(0, 3) : r.chance(0.06) ? 0 : r.chance(0.04) ? r.between(10, 30) : r.between(0.6, 2.5);
        const dormant = monthly === 0;
        const quantity = dormant ? r.int(2, 20) * caseSize : inCases(monthly * cover, caseSize);
        const minMax = monthly > 0 && r.chance(0.12);
        const brokenMinMax = minMax && !invalidMinMax;
        if (brokenMinMax) invalidMinMax = true;
        stock.push({
          product: sku, warehouse, quantity, reserved: 0, countedOn: addDays(ctx.today, -r.int(0, 20)),
          policy: minMax ? 'min-max' : 'reorder-point',
          minQuantity: minMax ? inCases(monthly * 0.8, caseSize) : null,
          maxQuantity: minMax && !brokenMinMax ? inCases(monthly * 2.5, caseSize) : null,
        });
        // Month-ends: the stock level drifting around its cover, ending near today's.
        const unitCost = p.unitCost === null ? null : Number(p.unitCost);
        for (let k = SNAPSHOT_MONTHS; k >= 1; k--) {
          const level = dormant ? quantity : inCases(monthly * Math.max(0, cover + r.between(-0.5, 0.8)), caseSize);
          snapshots.push({
            product: sku, warehouse, month: addMonths(firstOfMonth, -k).slice(0, 7), quantity: level,
            value: unitCost === null ? null : roundTo(level * unitCost, 2),
          });
        }
      }
    }
    return [
      { entity: 'stock-on-hand', rows: stock },
      { entity: 'stock-snapshot', rows: snapshots },
    ];
  },
};
