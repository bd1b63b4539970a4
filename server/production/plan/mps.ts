// The master production schedule of every made product, shaped from the
// loaders' rows for domain/planning: demand = open sales orders + the
// forecast they did not consume (consumeForecast), scheduled receipts =
// open production orders, then masterSchedule with the product's lot rule.
// Pure: rows in, plans out (tests/unit/production).
import {
  bucketByMonth, consumeForecast, masterSchedule, type Horizon, type LotRule,
} from '../../../domain/planning';
import type { ProductRow } from '../load/master';
import type { DatedOrder, MonthQuantity } from '../load/flows';

export type MpsProblem = 'no-routing' | 'no-recipe' | 'invalid-lot-rule' | 'no-stock-record';

/** Worst first: a product that cannot be made matters more than a missing stock count. */
export const MPS_PROBLEM_ORDER: readonly MpsProblem[] = ['no-routing', 'no-recipe', 'invalid-lot-rule', 'no-stock-record'];

export interface MpsInputs {
  horizon: Horizon;
  products: readonly ProductRow[];
  /** product id -> stock on hand; absent: no stock record. */
  stock: ReadonlyMap<number, number>;
  forecast: readonly MonthQuantity[];
  salesOrders: readonly DatedOrder[];
  receipts: readonly DatedOrder[];
  /** Products with at least one process step. */
  routed: ReadonlySet<number>;
  consumption: { backward: number; forward: number };
}

export interface MpsPlan {
  productId: number;
  lotRule: LotRule['kind'];
  problem: MpsProblem | null;
  opening: number | null;
  safetyStock: number;
  orders: Float64Array;
  /** Forecast left after the orders consumed it. */
  forecast: Float64Array;
  demand: Float64Array;
  scheduled: Float64Array;
  netRequirement: Float64Array;
  planned: Float64Array;
  projected: Float64Array;
}

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The product's own rule, else a minimum batch of its MOQ in whole recipe batches, else lot-for-lot. */
export function lotRuleOf(p: Pick<ProductRow, 'lotRule' | 'lotSize' | 'minBatch' | 'multiple' | 'moq' | 'batchSize'>): LotRule {
  switch (p.lotRule) {
    case 'lot-for-lot':
      return { kind: 'lot-for-lot' };
    case 'fixed-lot':
      return { kind: 'fixed-lot', lotSize: p.lotSize ?? 0 };
    case 'min-batch':
      return { kind: 'min-batch', minBatch: p.minBatch ?? 0, ...(positive(p.multiple) ? { multiple: p.multiple } : {}) };
  }
  if (positive(p.moq) || positive(p.batchSize)) {
    return { kind: 'min-batch', minBatch: positive(p.moq) ? p.moq : 0, ...(positive(p.batchSize) ? { multiple: p.batchSize } : {}) };
  }
  return { kind: 'lot-for-lot' };
}

function groupBy<T extends { productId: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.productId);
    if (list) list.push(r);
    else out.set(r.productId, [r]);
  }
  return out;
}

export function planMasterSchedule(inputs: MpsInputs): MpsPlan[] {
  const { horizon } = inputs;
  const months = horizon.months;
  const forecastOf = groupBy(inputs.forecast);
  const ordersOf = groupBy(inputs.salesOrders);
  const receiptsOf = groupBy(inputs.receipts);
  return inputs.products.map((product) => {
    const forecast = new Float64Array(months);
    for (const f of forecastOf.get(product.id) ?? []) if (f.t >= 0 && f.t < months) forecast[f.t] += f.quantity;
    const sales = ordersOf.get(product.id) ?? [];
    const consumed = consumeForecast({
      horizon, forecast,
      orders: sales.map((o) => ({ orderId: o.id, date: o.date, quantity: o.quantity })),
      backwardBuckets: inputs.consumption.backward, forwardBuckets: inputs.consumption.forward,
    });
    const orders = bucketByMonth(horizon, sales).buckets;
    const scheduled = bucketByMonth(horizon, receiptsOf.get(product.id) ?? []).buckets;
    const demand = new Float64Array(months);
    for (let t = 0; t < months; t++) demand[t] = orders[t] + consumed.netForecast[t];
    const rule = lotRuleOf(product);
    const opening = inputs.stock.has(product.id) ? (inputs.stock.get(product.id) as number) : null;
    const safetyStock = positive(product.safetyStock) ? product.safetyStock : 0;
    const item = masterSchedule(horizon, { productId: product.id, opening, demand, scheduledReceipts: scheduled, safetyStock, lotRule: rule });
    const codes = new Set<MpsProblem>(item.problems.map((p) => (p.code === 'NO_STOCK_RECORD' ? 'no-stock-record' : 'invalid-lot-rule')));
    if (!inputs.routed.has(product.id)) codes.add('no-routing');
    if (product.batchSize === null) codes.add('no-recipe');
    return {
      productId: product.id,
      lotRule: rule.kind,
      problem: MPS_PROBLEM_ORDER.find((c) => codes.has(c)) ?? null,
      opening,
      safetyStock,
      orders,
      forecast: Float64Array.from(consumed.netForecast),
      demand,
      scheduled,
      netRequirement: Float64Array.from(item.rows, (r) => r.netRequirement),
      planned: Float64Array.from(item.planned),
      projected: Float64Array.from(item.rows, (r) => r.projected),
    };
  });
}
