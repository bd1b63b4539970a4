// Purchase suggestions of the bought products (domain/planning
// purchase-suggestions.ts), per series from its projected receipts and
// demand: the item's policy (reorder point, or min/max from its stock
// record), its suppliers from product-supplier, and one warning per
// suggestion naming what the planner should know first.
import { suggestPurchases, type PurchasePolicy } from '../../../domain/planning';
import type { SupplierChoiceKind } from '../../../product/purchase-suggestions';
import type { AssembledSeries } from './assemble';
import type { SeriesFigures } from './compute';
import type { ProjectionInputs } from './inputs';

export interface SuggestionRow {
  reference: string;
  productId: number;
  warehouseId: number;
  supplierId: number | null;
  preferredSupplierId: number | null;
  supplierChoice: SupplierChoiceKind;
  policy: 'reorder-point' | 'min-max';
  month: string;
  needDate: string;
  orderDate: string | null;
  expectedDate: string;
  late: boolean;
  requirement: number;
  quantity: number;
  moq: number | null;
  leadTimeDays: number | null;
  projectedBefore: number;
  projectedAfter: number;
  unitPrice: number | null;
  value: number | null;
  problem: string | null;
}

/** What accepting a suggestion records on its purchase order: product, warehouse and month of need. */
export const suggestionReference = (productId: number, warehouseId: number, month: string): string => `${productId}-${warehouseId}-${month}`;

/** Warnings worth a suggestion's line, most important first (its series' own problems otherwise). */
const SUGGESTION_PROBLEMS = ['NO_ACTIVE_SUPPLIER', 'NO_SUPPLIER', 'ORDER_LATE', 'PREFERRED_SUPPLIER_INACTIVE', 'NO_PREFERRED_SUPPLIER', 'NO_LEAD_TIME', 'ZERO_COST', 'NO_STOCK_RECORD', 'NO_DEMAND_HISTORY'];

const KEBAB = new Map(SUGGESTION_PROBLEMS.map((code) => [code, code.toLowerCase().replace(/_/g, '-')]));
const LATE = SUGGESTION_PROBLEMS.indexOf('ORDER_LATE');

const BIT = new Map(SUGGESTION_PROBLEMS.map((code, i) => [code, 1 << i]));
const NAMES = SUGGESTION_PROBLEMS.map((code) => KEBAB.get(code)!);

/** The name of the first SUGGESTION_PROBLEMS code in `bits` (BIT), or null. */
function firstName(bits: number): string | null {
  return bits === 0 ? null : NAMES[31 - Math.clz32(bits & -bits)];
}

/** A suggestion's warning from its series' problem bits: a bit mask instead of a Set and two closures per series. */
function problemOfBits(bits: number, late: boolean): string | null {
  const onTime = bits & ~(1 << LATE);
  if (!late) return firstName(onTime);
  const before = onTime & ((1 << LATE) - 1);
  return firstName(before !== 0 ? before : 1 << LATE);
}

/**
 * The warning of a suggestion of a series with these problem codes: the
 * first of SUGGESTION_PROBLEMS it has, ORDER_LATE when it is late (worked
 * out once per series, not per suggestion).
 */
export function suggestionProblem(codes: ReadonlySet<string>): (late: boolean) => string | null {
  let bits = 0;
  for (const code of codes) bits |= BIT.get(code) ?? 0;
  return (isLate) => problemOfBits(bits, isLate);
}

export function computeSuggestions(inputs: ProjectionInputs, s: AssembledSeries, f: SeriesFigures): SuggestionRow[] {
  const { settings } = inputs;
  const months = s.batch.months;
  const suppliersOf = new Map<number, ProjectionInputs['suppliers']>();
  for (const row of inputs.suppliers) {
    const list = suppliersOf.get(row.productId);
    if (list) list.push(row);
    else suppliersOf.set(row.productId, [row]);
  }
  const rows: SuggestionRow[] = [];
  for (let r = 0; r < s.index.size; r++) {
    const productId = s.index.productIds[r] as number;
    const warehouseId = s.index.warehouseIds[r] as number;
    const product = s.products.get(productId)!;
    if (product.source !== 'bought' || product.status === 'discontinued') continue;
    const stock = s.stock[r];
    const minMax = stock?.policy === 'min-max';
    const policy: PurchasePolicy = minMax ? { kind: 'min-max', min: stock.minQuantity ?? 0, max: stock.maxQuantity ?? NaN } : { kind: 'reorder-point' };
    const base = r * months;
    const plan = suggestPurchases({
      itemId: productId, warehouseId, horizon: settings.horizon, today: settings.today,
      onHand: stock ? s.batch.opening[r] : null,
      receipts: s.batch.receipts.subarray(base, base + months), demand: s.batch.demand.subarray(base, base + months),
      safetyStock: s.batch.safetyStock[r], reorderPoint: f.reorderPoint[r], policy,
      suppliers: suppliersOf.get(productId) ?? [], unitCost: product.unitCost, historyMonths: f.historyMonths[r],
      supplierChoice: f.supplier[r] ?? undefined,
    });
    if (plan.suggestions.length === 0) continue;
    let bits = 0;
    for (const p of plan.problems) bits |= BIT.get(p.code) ?? 0;
    const preferred = (suppliersOf.get(productId) ?? []).find((o) => o.preferred);
    for (const sug of plan.suggestions) {
      rows.push({
        reference: suggestionReference(productId, warehouseId, sug.month),
        productId, warehouseId,
        supplierId: (sug.supplierId as number | null) ?? null,
        preferredSupplierId: preferred?.supplierId ?? null,
        supplierChoice: plan.supplier.reason ?? 'none',
        policy: minMax ? 'min-max' : 'reorder-point',
        month: sug.month, needDate: sug.needDate, orderDate: sug.orderDate, expectedDate: sug.expectedReceiptDate, late: sug.late,
        requirement: sug.requirement, quantity: sug.quantity,
        moq: plan.supplier.supplier?.moq ?? null, leadTimeDays: plan.supplier.supplier?.leadTimeDays ?? null,
        projectedBefore: sug.projectedBefore, projectedAfter: sug.projectedAfter, unitPrice: sug.unitPrice, value: sug.value,
        problem: problemOfBits(bits, sug.late),
      });
    }
  }
  return rows;
}
