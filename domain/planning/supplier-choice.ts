// Which supplier a purchase suggestion goes to, from the item's
// material-supplier rows: the preferred one when active; otherwise the best
// active one (lowest price, then shortest lead time, then the rows' order),
// saying why; none active is a problem, never an exception.
import { problem, type Id, type PlanningProblem } from './types';

export interface SupplierOption {
  supplierId: Id;
  /** Unit price; null when unknown. */
  price?: number | null;
  leadTimeDays?: number | null;
  /** Minimum order quantity. */
  moq?: number | null;
  /** Orders in whole multiples of this quantity. */
  orderMultiple?: number | null;
  preferred?: boolean;
  /** Missing means active. */
  active?: boolean;
}

export type SupplierProblemCode = 'NO_SUPPLIER' | 'NO_ACTIVE_SUPPLIER' | 'PREFERRED_SUPPLIER_INACTIVE' | 'NO_PREFERRED_SUPPLIER';

export interface SupplierChoice {
  supplier: SupplierOption | null;
  /** 'preferred': the preferred, active row; 'fallback': another active one (problems say why). */
  reason: 'preferred' | 'fallback' | null;
  problems: PlanningProblem<SupplierProblemCode>[];
}

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Lower is better: a known price before an unknown one, then the cheaper, then the faster. */
function compare(a: SupplierOption, b: SupplierOption): number {
  const pa = known(a.price) ? a.price : Infinity;
  const pb = known(b.price) ? b.price : Infinity;
  if (pa !== pb) return pa < pb ? -1 : 1;
  const la = known(a.leadTimeDays) ? a.leadTimeDays : Infinity;
  const lb = known(b.leadTimeDays) ? b.leadTimeDays : Infinity;
  return la === lb ? 0 : la < lb ? -1 : 1;
}

export function chooseSupplier(options: readonly SupplierOption[], subject?: Id): SupplierChoice {
  if (options.length === 0) return { supplier: null, reason: null, problems: [problem('NO_SUPPLIER', 'error', subject)] };
  const active = options.filter((o) => o.active !== false);
  // Array.prototype.sort is stable: equal rows keep their order.
  const best = (rows: SupplierOption[]) => [...rows].sort(compare)[0];
  const preferredActive = active.filter((o) => o.preferred);
  if (preferredActive.length > 0) return { supplier: best(preferredActive), reason: 'preferred', problems: [] };
  const preferredInactive = options.find((o) => o.preferred && o.active === false);
  if (active.length === 0) {
    return {
      supplier: null,
      reason: null,
      problems: [problem('NO_ACTIVE_SUPPLIER', 'error', subject, { preferredSupplierId: preferredInactive?.supplierId ?? null })],
    };
  }
  const chosen = best(active);
  const why = preferredInactive
    ? problem('PREFERRED_SUPPLIER_INACTIVE', 'warning', subject, { preferredSupplierId: preferredInactive.supplierId, chosenSupplierId: chosen.supplierId })
    : problem('NO_PREFERRED_SUPPLIER', 'warning', subject, { chosenSupplierId: chosen.supplierId });
  return { supplier: chosen, reason: 'fallback', problems: [why] };
}
