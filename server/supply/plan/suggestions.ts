// The shape of a purchase suggestion (the run's planned purchases,
// planned-purchases.ts), its reference, and its one warning naming what the
// planner should know first.
import type { SupplierChoiceKind } from '../../../product/purchase-suggestions';

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
