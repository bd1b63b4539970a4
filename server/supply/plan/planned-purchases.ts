// The purchase suggestions ARE the run's planned purchases (netting.ts): one
// row per planned order of a bought product, with its supplier, dates and
// value, so the purchases page and the projection show the same supply.
import { bucketClock, leadOf, needDay } from '../../../domain/supply';
import { dateOfDay, monthIndex, monthKey } from '../../../domain/planning';
import type { AssembledSeries } from './assemble';
import type { SeriesFigures } from './compute';
import type { ProjectionInputs } from './inputs';
import type { SupplyRun } from './netting';
import { suggestionProblem, suggestionReference, type SuggestionRow } from './suggestions';

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

export function plannedPurchases(inputs: ProjectionInputs, s: AssembledSeries, f: SeriesFigures, supply: SupplyRun): SuggestionRow[] {
  const { settings } = inputs;
  const clock = bucketClock(settings.horizon, settings.today);
  const first = monthIndex(settings.horizon.start);
  const months = settings.horizon.months;
  const preferredOf = new Map<number, number>();
  for (const row of inputs.suppliers) if (row.preferred) preferredOf.set(row.productId, row.supplierId);
  const problemOf = new Map<number, (late: boolean) => string | null>();
  const out: SuggestionRow[] = [];
  for (const o of supply.run.orders) {
    const item = supply.rows[o.row];
    if (item.source !== 'bought' || o.firm) continue;
    const r = o.row;
    const productId = item.itemId as number;
    const warehouseId = item.locationId as number;
    const choice = f.supplier[r];
    const supplier = choice?.supplier ?? null;
    const lead = leadOf(item.leadDays);
    const need = needDay(clock, o.needed);
    const unitPrice = supplier && positive(supplier.price) ? supplier.price : positive(item.unitCost) ? item.unitCost : null;
    // The month of need: the first month short it covers (before the month it lands in when late).
    const month = monthKey(first + o.needed);
    const projectedAfter = supply.run.projected[r * months + o.due];
    let problem = problemOf.get(r);
    if (!problem) problemOf.set(r, (problem = suggestionProblem(new Set(f.problems[r]))));
    out.push({
      reference: suggestionReference(productId, warehouseId, month),
      productId, warehouseId,
      supplierId: (supplier?.supplierId as number | undefined) ?? null,
      preferredSupplierId: preferredOf.get(productId) ?? null,
      supplierChoice: choice?.reason ?? 'none',
      policy: s.stock[r]?.policy === 'min-max' ? 'min-max' : 'reorder-point',
      month,
      needDate: dateOfDay(need),
      // The ideal release: before today when late (the tower counts the days late from it).
      orderDate: dateOfDay(need - lead),
      expectedDate: dateOfDay(Math.max(needDay(clock, o.due), clock.today + lead)),
      late: o.late,
      requirement: supply.run.net[r * months + o.due],
      quantity: o.quantity,
      moq: supplier?.moq ?? null,
      leadTimeDays: supplier?.leadTimeDays ?? null,
      projectedBefore: projectedAfter - o.quantity,
      projectedAfter,
      unitPrice,
      value: unitPrice === null ? null : o.quantity * unitPrice,
      problem: problem(o.late),
    });
  }
  return out;
}
