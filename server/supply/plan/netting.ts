// The planning run on the projection's series (domain/supply, PLANNING.md
// "Netting"): each product x warehouse becomes an item-location with its
// demand (orders + net forecast), scheduled receipts, safety stock, lead
// time and lot policy; the run plans purchases for bought products and
// production for made ones, and its planned receipts enter the projection.
// Shaping only here: which loaded figure feeds which field.
import { planRun, type ItemLocation, type LotPolicy, type RunResult } from '../../../domain/supply';
import { monthIndex, type SupplierChoice } from '../../../domain/planning';
import type { ProductRow as MadeProductRow } from '../../production/load/master';
import type { AssembledSeries } from './assemble';
import type { ProjectionInputs } from './inputs';

export interface SupplyRun {
  rows: ItemLocation[];
  run: RunResult;
}

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** A bought product's policy: min/max from its stock record, else lot-for-lot to the safety stock; the supplier's MOQ and multiple. */
export function boughtPolicy(stock: AssembledSeries['stock'][number], supplier: SupplierChoice | null): LotPolicy {
  const s = supplier?.supplier;
  const rounding = { ...(positive(s?.moq) ? { moq: s.moq } : {}), ...(positive(s?.orderMultiple) ? { multiple: s.orderMultiple } : {}) };
  if (stock?.policy === 'min-max') return { rule: 'min-max', min: stock.minQuantity ?? 0, max: stock.maxQuantity ?? NaN, ...rounding };
  return { rule: 'lot-for-lot', ...rounding };
}

/** A made product's policy from its production policy (the MPS's lot rules), else its MOQ in whole recipe batches. */
export function madePolicy(p: MadeProductRow | undefined): LotPolicy {
  if (!p) return { rule: 'lot-for-lot' };
  switch (p.lotRule) {
    case 'lot-for-lot':
      return { rule: 'lot-for-lot' };
    case 'fixed-lot':
      return { rule: 'fixed', lotSize: p.lotSize ?? 0 };
    case 'min-batch':
      return { rule: 'lot-for-lot', ...(positive(p.minBatch) ? { moq: p.minBatch } : {}), ...(positive(p.multiple) ? { multiple: p.multiple } : {}) };
  }
  return { rule: 'lot-for-lot', ...(positive(p.moq) ? { moq: p.moq } : {}), ...(positive(p.batchSize) ? { multiple: p.batchSize } : {}) };
}

/** The run over every series, with the demand, safety stock, lead time and supplier the projection worked out (computeSeries). */
export function planSupply(
  inputs: ProjectionInputs, s: AssembledSeries, leadTimeDays: Float64Array, supplier: ReadonlyArray<SupplierChoice | null>,
): SupplyRun {
  const made = new Map((inputs.made ?? []).map((p) => [p.id, p]));
  const rows: ItemLocation[] = [];
  for (let r = 0; r < s.index.size; r++) {
    const productId = s.index.productIds[r] as number;
    const product = s.products.get(productId)!;
    const isMade = product.source === 'made';
    const choice = supplier[r];
    // A safety stock the planner set on a made product's production policy wins over the one from the history
    // (written back so the projection's flags and the MPS use the same figure).
    const policySs = isMade ? made.get(productId)?.safetyStock : null;
    if (positive(policySs)) s.batch.safetyStock[r] = policySs;
    rows.push({
      itemId: productId,
      locationId: s.index.warehouseIds[r] as number,
      source: isMade ? 'made' : 'bought',
      leadDays: leadTimeDays[r],
      lot: isMade ? madePolicy(made.get(productId)) : boughtPolicy(s.stock[r], choice),
      safetyStock: s.batch.safetyStock[r],
      opening: s.batch.opening[r],
      hasSource: isMade ? made.get(productId)?.batchSize != null : choice?.supplier != null,
      unitCost: product.unitCost ?? NaN,
      discontinued: product.status === 'discontinued',
    });
  }
  const firmed = firmedCells(inputs, s, rows);
  const run = planRun({ horizon: inputs.settings.horizon, today: inputs.settings.today, rows, demand: s.batch.demand, scheduled: s.batch.receipts, firmed });
  return { rows, run };
}

/**
 * The planner's firm MPS quantities per cell (NaN: not firmed): a product's
 * firm month is its planned production that month, at its series with the
 * most demand, and 0 at its other warehouses (the MPS total is the firm
 * figure). Bought products and months outside the horizon are left out.
 */
export function firmedCells(inputs: ProjectionInputs, s: AssembledSeries, rows: readonly ItemLocation[]): Float64Array | undefined {
  if (!inputs.firmed?.length) return undefined;
  const months = s.batch.months;
  const first = monthIndex(inputs.settings.horizon.start);
  const seriesOf = new Map<number, number[]>();
  rows.forEach((row, r) => {
    if (row.source !== 'made') return;
    const list = seriesOf.get(row.itemId as number);
    if (list) list.push(r);
    else seriesOf.set(row.itemId as number, [r]);
  });
  const demandOf = (r: number) => {
    let total = 0;
    for (let t = 0; t < months; t++) total += s.batch.demand[r * months + t];
    return total;
  };
  const cells = new Float64Array(rows.length * months).fill(NaN);
  for (const firm of inputs.firmed) {
    const t = monthIndex(firm.month) - first;
    const series = seriesOf.get(firm.productId);
    if (!series || t < 0 || t >= months || !Number.isFinite(firm.quantity)) continue;
    const main = series.reduce((best, r) => (demandOf(r) > demandOf(best) ? r : best), series[0]);
    for (const r of series) cells[r * months + t] = r === main ? firm.quantity : 0;
  }
  return cells;
}
