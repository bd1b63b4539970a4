// The master production schedule IS the planning run's planned production
// (server/supply/plan/netting.ts): per made product, its warehouses' series
// summed (demand, scheduled and planned receipts, net requirement,
// projected stock), read back from the projection cache. No second netting:
// the MPS page, the line load and the projection show one plan.
import type { Queryable } from '../../db/adapter';
import type { ProductRow } from '../load/master';
import { lotRuleOf, MPS_PROBLEM_ORDER, type MpsPlan, type MpsProblem } from './mps';

export interface SeriesOfRun {
  productId: number;
  onHand: number;
  hasStock: boolean;
  safetyStock: number;
  orders: number[] | null;
  forecast: number[] | null;
  netForecast: number[] | null;
  receipts: number[] | null;
  plannedReceipts: number[] | null;
  netRequirement: number[] | null;
  projected: number[];
}

/** The made products' series of the run (the projection cache must be fresh). */
export function loadRunSeries(db: Queryable, companyId: number): Promise<SeriesOfRun[]> {
  return db.query<SeriesOfRun>(
    `SELECT product_id AS "productId", on_hand::float8 AS "onHand", has_stock AS "hasStock", safety_stock::float8 AS "safetyStock",
            orders, forecast, net_forecast AS "netForecast", receipts, planned_receipts AS "plannedReceipts",
            net_requirement AS "netRequirement", projected
     FROM supply_series WHERE company_id = $1 ORDER BY product_id, warehouse_id`,
    [companyId],
  );
}

const add = (to: Float64Array, from: ArrayLike<number> | null) => {
  if (from) for (let t = 0; t < to.length && t < from.length; t++) to[t] += Number(from[t]) || 0;
};

export function mpsFromRun(months: number, products: readonly ProductRow[], series: readonly SeriesOfRun[], routed: ReadonlySet<number>): MpsPlan[] {
  const byProduct = new Map<number, SeriesOfRun[]>();
  for (const s of series) {
    const list = byProduct.get(s.productId);
    if (list) list.push(s);
    else byProduct.set(s.productId, [s]);
  }
  return products.map((product) => {
    const zero = () => new Float64Array(months);
    const plan: MpsPlan = {
      productId: product.id, lotRule: lotRuleOf(product).kind, problem: null, opening: null, safetyStock: 0,
      orders: zero(), forecast: zero(), demand: zero(), scheduled: zero(), netRequirement: zero(), planned: zero(), projected: zero(),
    };
    let hasStock = false;
    for (const s of byProduct.get(product.id) ?? []) {
      hasStock ||= s.hasStock;
      plan.opening = (plan.opening ?? 0) + (s.onHand || 0);
      plan.safetyStock += s.safetyStock || 0;
      add(plan.orders, s.orders);
      add(plan.forecast, s.netForecast ?? s.forecast);
      add(plan.scheduled, s.receipts);
      add(plan.netRequirement, s.netRequirement);
      add(plan.planned, s.plannedReceipts);
      add(plan.projected, s.projected);
    }
    for (let t = 0; t < months; t++) plan.demand[t] = plan.orders[t] + plan.forecast[t];
    if (!hasStock) plan.opening = null;
    const codes = new Set<MpsProblem>();
    if (!routed.has(product.id)) codes.add('no-routing');
    if (product.batchSize === null) codes.add('no-recipe');
    if (!hasStock) codes.add('no-stock-record');
    plan.problem = MPS_PROBLEM_ORDER.find((c) => codes.has(c)) ?? null;
    return plan;
  });
}
