// Suggested purchase orders for one item from its monthly projection inputs.
// The projection is time-phased, so the reorder point works as a
// time-phased order point: a receipt is needed in the first month whose
// projected stock would fall below the safety stock, and it is ordered one
// lead time earlier; that is when the stock position reaches d * L + SS, the
// classic reorder point. The order refills the projection up to the reorder
// point (or by `orderQuantity` when larger). Min/max: below `min`, order up
// to `max`. Each suggestion enters the projection before the next month is
// looked at, so one shortage is never ordered twice.
import { DAYS_PER_MONTH, dateOfDay, dayNumber, monthIndex, monthStartDay, monthKey, type Horizon } from '../../engine/time/calendar';
import { roundUpToLot } from './lot-size';
import { chooseSupplier, type SupplierOption, type SupplierChoice, type SupplierProblemCode } from './supplier-choice';
import { problem, type Id, type PlanningProblem } from './types';

export type PurchasePolicy =
  | { kind: 'reorder-point'; orderQuantity?: number }
  | { kind: 'min-max'; min: number; max: number };

export type PurchaseProblemCode = SupplierProblemCode | 'NO_STOCK_RECORD' | 'NO_DEMAND_HISTORY' | 'NO_LEAD_TIME' | 'ZERO_COST' | 'INVALID_MIN_MAX' | 'ORDER_LATE';

export interface PurchaseItemInput {
  itemId: Id;
  warehouseId?: Id;
  horizon: Horizon;
  /** The planning date 'YYYY-MM-DD': nothing is needed or ordered before it. */
  today: string;
  /** Stock on hand at the start of the horizon; null (no stock record) counts as 0 and is reported. */
  onHand: number | null;
  /** Receipts and demand per month of the horizon (projection.ts batch rows or buckets.ts). */
  receipts: ArrayLike<number>;
  demand: ArrayLike<number>;
  safetyStock: number;
  /** Reorder point; when absent, SS + d * L with d the horizon's mean monthly demand and L the chosen supplier's. */
  reorderPoint?: number;
  policy: PurchasePolicy;
  suppliers: readonly SupplierOption[];
  /** Value of a unit when the supplier has no price (the product's cost). */
  unitCost?: number | null;
  /** Months of sales history behind the safety stock; 0 is reported (the buffer rests on nothing). */
  historyMonths?: number;
  /** chooseSupplier(suppliers, itemId) when the caller has it already (the projection chose it per product). */
  supplierChoice?: SupplierChoice;
}

export interface PurchaseSuggestion {
  itemId: Id;
  warehouseId: Id | null;
  supplierId: Id | null;
  /** Month of need, 'YYYY-MM'. */
  month: string;
  /** When the receipt is needed ('YYYY-MM-DD'): the month's first day, or today in the first month. */
  needDate: string;
  /** Need date minus lead time; null without a supplier. May be before today (then `late`). */
  orderDate: string | null;
  /** When the goods arrive if ordered today at the latest: max(need date, today + lead time). */
  expectedReceiptDate: string;
  late: boolean;
  /** Shortfall to the policy's target, before lot rounding. */
  requirement: number;
  /** Rounded up to the supplier's MOQ and order multiple. */
  quantity: number;
  unitPrice: number | null;
  value: number | null;
  projectedBefore: number;
  projectedAfter: number;
}

export interface PurchasePlan {
  suggestions: PurchaseSuggestion[];
  /** Projected end-of-month stock with the suggestions received. */
  projected: number[];
  reorderPoint: number;
  supplier: SupplierChoice;
  problems: PlanningProblem<PurchaseProblemCode>[];
}

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

// The dates of suggestions are few distinct days (month starts, today, both
// minus a few lead times) repeated over every item: each text is built once
// (three per suggestion, ~35,000 per projection at full size otherwise).
const dates = new Map<number, string>();
function dateText(day: number): string {
  let text = dates.get(day);
  if (text === undefined) {
    if (dates.size >= 4096) dates.clear();
    dates.set(day, (text = dateOfDay(day)));
  }
  return text;
}

export function suggestPurchases(input: PurchaseItemInput): PurchasePlan {
  const { itemId, horizon, receipts, demand, policy } = input;
  const months = horizon.months;
  const first = monthIndex(horizon.start);
  // A malformed planning date falls back to the horizon's first day rather than NaN dates.
  const parsedToday = dayNumber(input.today);
  const today = Number.isNaN(parsedToday) ? monthStartDay(first) : parsedToday;
  const problems: PlanningProblem<PurchaseProblemCode>[] = [];
  const choice = input.supplierChoice ?? chooseSupplier(input.suppliers, itemId);
  problems.push(...choice.problems);
  const supplier = choice.supplier;

  if (!Number.isFinite(input.onHand)) problems.push(problem('NO_STOCK_RECORD', 'warning', itemId));
  if (input.historyMonths === 0) problems.push(problem('NO_DEMAND_HISTORY', 'warning', itemId));
  const leadDays = supplier && positive(supplier.leadTimeDays) ? Math.ceil(supplier.leadTimeDays) : 0;
  if (supplier && leadDays === 0) problems.push(problem('NO_LEAD_TIME', 'warning', itemId, { supplierId: supplier.supplierId }));
  const unitPrice = supplier && positive(supplier.price) ? supplier.price : positive(input.unitCost) ? input.unitCost : null;
  if (unitPrice === null) problems.push(problem('ZERO_COST', 'warning', itemId));

  const ss = Math.max(0, Number.isFinite(input.safetyStock) ? input.safetyStock : 0);
  let total = 0;
  for (let t = 0; t < months; t++) total += Number.isFinite(demand[t]) ? demand[t] : 0;
  const reorderPoint = Number.isFinite(input.reorderPoint)
    ? (input.reorderPoint as number)
    : ss + (months > 0 ? total / months : 0) * (leadDays / DAYS_PER_MONTH);

  let floor = ss;
  let target = reorderPoint;
  let minimumOrder = 0;
  if (policy.kind === 'min-max') {
    if (!(Number.isFinite(policy.min) && Number.isFinite(policy.max) && policy.max >= policy.min && policy.max > 0)) {
      problems.push(problem('INVALID_MIN_MAX', 'error', itemId, { min: Number.isFinite(policy.min) ? policy.min : null, max: Number.isFinite(policy.max) ? policy.max : null }));
      return { suggestions: [], projected: [], reorderPoint, supplier: choice, problems };
    }
    floor = policy.min;
    target = policy.max;
  } else if (positive(policy.orderQuantity)) {
    minimumOrder = policy.orderQuantity;
  }
  const moq = supplier && positive(supplier.moq) ? supplier.moq : 0;
  const multiple = supplier && positive(supplier.orderMultiple) ? supplier.orderMultiple : 0;

  const suggestions: PurchaseSuggestion[] = [];
  const projected: number[] = [];
  let stock = Number.isFinite(input.onHand) ? (input.onHand as number) : 0;
  for (let t = 0; t < months; t++) {
    stock += (Number.isFinite(receipts[t]) ? receipts[t] : 0) - (Number.isFinite(demand[t]) ? demand[t] : 0);
    if (stock < floor) {
      const requirement = Math.max(target - stock, minimumOrder);
      // Without a supplier there is no MOQ to round to: the bare requirement still tells what is missing.
      const quantity = roundUpToLot(requirement, moq, multiple);
      const needDay = Math.max(monthStartDay(first + t), today);
      const orderDay = needDay - leadDays;
      const late = supplier !== null && orderDay < today;
      const month = monthKey(first + t);
      if (late) problems.push(problem('ORDER_LATE', 'warning', itemId, { month, daysLate: today - orderDay }));
      suggestions.push({
        itemId,
        warehouseId: input.warehouseId ?? null,
        supplierId: supplier?.supplierId ?? null,
        month,
        needDate: dateText(needDay),
        orderDate: supplier ? dateText(orderDay) : null,
        expectedReceiptDate: dateText(Math.max(needDay, today + leadDays)),
        late,
        requirement,
        quantity,
        unitPrice,
        value: unitPrice === null ? null : quantity * unitPrice,
        projectedBefore: stock,
        projectedAfter: stock + quantity,
      });
      stock += quantity;
    }
    projected.push(stock);
  }
  return { suggestions, projected, reorderPoint, supplier: choice, problems };
}
