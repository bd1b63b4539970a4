// The stock projection of every series, with domain/planning doing the
// figures: forecast consumption by open orders, safety stock and reorder
// point from the sales history and the (chosen supplier's or product's)
// lead time, S_t = S_{t-1} + receipts - demand with cover and flags, the
// stock-out risk within the lead time, obsolescence risk and turnover.
// Shaping only here: which inputs feed which formula, and what is missing.
import {
  breakageRisk, breakageRiskBatch, chooseSupplier, consumeForecastMonths, DAYS_PER_MONTH, FLAG_EXCESS, FLAG_STOCKOUT,
  inventoryTurnover, monthIndex, obsolescenceRisk, projectStock, safetyStockFromHistory,
  type ProjectionResult, type SupplierChoice,
} from '../../../domain/planning';
import { EXCESS_COVER_MONTHS, HISTORY_MONTHS, NO_SALES_MONTHS, OBSOLETE_COVER_MONTHS } from '../settings';
import type { AssembledSeries } from './assemble';
import type { ProjectionInputs } from './inputs';

export interface SeriesFigures {
  result: ProjectionResult;
  net: Float64Array;
  reorderPoint: Float64Array;
  demandMean: Float64Array;
  demandSd: Float64Array;
  historyMonths: Int32Array;
  /** Lead time in days; NaN when unknown. */
  leadTimeDays: Float64Array;
  breakage: Int32Array;
  breakageShortage: Float64Array;
  obsolescence: Array<string | null>;
  /** Month index of the last sale within the history window; -1 when none. */
  lastSale: Int32Array;
  turnover: Float64Array;
  daysOfInventory: Float64Array;
  supplier: Array<SupplierChoice | null>;
  /** Problem codes per series, most important first. */
  problems: string[][];
}

/** The order problems are named in when a series has several (what blocks planning first). */
export const PROBLEM_ORDER = [
  'NO_ACTIVE_SUPPLIER', 'NO_SUPPLIER', 'NO_STOCK_RECORD', 'NO_DEMAND_HISTORY', 'NO_LEAD_TIME', 'ZERO_COST',
  'PREFERRED_SUPPLIER_INACTIVE', 'NO_PREFERRED_SUPPLIER', 'INVALID_MIN_MAX',
];

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

// A series' problems as bits in PROBLEM_ORDER's order (a Set and a filtered array per series were most of the shaping's garbage).
const PROBLEM_BIT = new Map(PROBLEM_ORDER.map((code, i) => [code, 1 << i]));
const bitOf = (code: string) => PROBLEM_BIT.get(code) ?? 0;
const NO_PROBLEMS: string[] = [];

/** The codes of `bits` (PROBLEM_BIT), most important first. */
export function problemCodes(bits: number): string[] {
  if (bits === 0) return NO_PROBLEMS;
  const codes: string[] = [];
  for (let i = 0; i < PROBLEM_ORDER.length; i++) if (bits & (1 << i)) codes.push(PROBLEM_ORDER[i]);
  return codes;
}

/**
 * `supply`, when given, is the planning run: called once demand, safety
 * stock, lead time and supplier are known, it answers the planned receipts
 * per cell, which the projection counts beside the scheduled ones.
 */
export function computeSeries(inputs: ProjectionInputs, s: AssembledSeries, supply?: (f: SeriesFigures) => Float64Array): SeriesFigures {
  const { settings } = inputs;
  const { batch, index } = s;
  const n = index.size;
  const months = batch.months;
  const first = monthIndex(settings.horizon.start);
  const historyStart = first - HISTORY_MONTHS;
  const todayIndex = monthIndex(settings.today);
  const suppliersOf = new Map<number, ProjectionInputs['suppliers']>();
  for (const row of inputs.suppliers) {
    const list = suppliersOf.get(row.productId);
    if (list) list.push(row);
    else suppliersOf.set(row.productId, [row]);
  }

  const choiceOf = new Map<number, SupplierChoice>();

  const f: SeriesFigures = {
    result: undefined as unknown as ProjectionResult,
    net: new Float64Array(n * months), reorderPoint: new Float64Array(n), demandMean: new Float64Array(n), demandSd: new Float64Array(n),
    historyMonths: new Int32Array(n), leadTimeDays: new Float64Array(n).fill(NaN), breakage: new Int32Array(n), breakageShortage: new Float64Array(n),
    obsolescence: new Array(n).fill(null), lastSale: new Int32Array(n).fill(-1), turnover: new Float64Array(n).fill(NaN),
    daysOfInventory: new Float64Array(n).fill(NaN), supplier: new Array(n).fill(null), problems: new Array(n).fill(NO_PROBLEMS),
  };
  const maxCover = new Float64Array(n);

  for (let r = 0; r < n; r++) {
    const base = r * months;
    const product = s.products.get(index.productIds[r] as number)!;
    let problems = 0;
    // Demand: open orders plus the forecast they did not consume (the forecast itself where no order is open).
    const dated = s.datedOrders.get(r);
    if (dated && dated.length) {
      consumeForecastMonths(s.forecast, f.net, base, months, dated, settings.consumptionBackward, settings.consumptionForward);
    } else {
      for (let t = 0; t < months; t++) f.net[base + t] = s.forecast[base + t];
    }
    let forecastTotal = 0;
    for (let t = 0; t < months; t++) {
      batch.demand[base + t] = s.orders[base + t] + f.net[base + t];
      forecastTotal += s.forecast[base + t];
    }
    // History since launch only: months before it are not zero sales.
    const launch = product.launchDate ? monthIndex(product.launchDate) : -Infinity;
    const from = Math.min(HISTORY_MONTHS, Math.max(0, launch - historyStart));
    const hb = r * HISTORY_MONTHS;
    const history = s.history.subarray(hb + from, hb + HISTORY_MONTHS);
    f.historyMonths[r] = HISTORY_MONTHS - from;
    // Lead time: the chosen supplier's for bought products, else the product's own.
    let leadDays = positive(product.leadTimeDays) ? product.leadTimeDays : NaN;
    let leadSd = 0;
    if (product.source === 'bought') {
      // One choice per product, not per warehouse: it depends on the product's supplier rows only.
      let choice = choiceOf.get(product.id);
      if (!choice) choiceOf.set(product.id, (choice = chooseSupplier(suppliersOf.get(product.id) ?? [], product.id)));
      f.supplier[r] = choice;
      for (const p of choice.problems) problems |= bitOf(p.code);
      if (choice.supplier) {
        if (positive(choice.supplier.leadTimeDays)) leadDays = choice.supplier.leadTimeDays;
        leadSd = inputs.leadTimeSd.get(choice.supplier.supplierId as number) ?? 0;
      }
    }
    f.leadTimeDays[r] = leadDays;
    const ss = safetyStockFromHistory({
      history, forecastPerMonth: forecastTotal > 0 ? forecastTotal / months : null,
      leadTimeDays: Number.isNaN(leadDays) ? null : leadDays, leadTimeSdDays: leadSd, serviceLevel: settings.serviceLevel, subject: r,
    });
    for (const p of ss.problems) problems |= bitOf(p.code);
    // Months without a single sale are no history either: the buffer would rest on nothing.
    let sold = 0;
    for (let k = 0; k < history.length; k++) sold += history[k];
    if (f.historyMonths[r] === 0 || !(sold > 0)) problems |= bitOf('NO_DEMAND_HISTORY');
    batch.safetyStock[r] = ss.safetyStock;
    f.reorderPoint[r] = ss.reorderPoint;
    f.demandMean[r] = ss.demandPerMonth;
    f.demandSd[r] = ss.demandSdPerMonth;
    const stock = s.stock[r];
    if (!stock) problems |= bitOf('NO_STOCK_RECORD');
    if (!positive(product.unitCost)) problems |= bitOf('ZERO_COST');
    if (stock?.policy === 'min-max' && !(positive(stock.maxQuantity) && (stock.minQuantity ?? 0) <= stock.maxQuantity)) problems |= bitOf('INVALID_MIN_MAX');
    maxCover[r] = positive(stock?.maxQuantity) ? Infinity : EXCESS_COVER_MONTHS;
    f.problems[r] = problemCodes(problems);
  }

  const planned = supply?.(f);
  const projecting = planned ? { ...batch, receipts: withPlanned(batch.receipts, planned) } : batch;
  const result = projectStock(projecting, { maxCoverMonths: maxCover });
  f.result = result;
  f.breakage = breakageRiskBatch(projecting, result, f.leadTimeDays, settings.today);

  for (let r = 0; r < n; r++) {
    const base = r * months;
    const stock = s.stock[r];
    // An item's own maximum marks excess instead of the months of cover.
    if (positive(stock?.maxQuantity)) {
      for (let t = 0; t < months; t++) if (result.projected[base + t] > stock.maxQuantity) result.flags[base + t] |= FLAG_EXCESS;
    }
    if (f.breakage[r] >= 0) {
      f.breakageShortage[r] = breakageRisk({
        horizon: settings.horizon, today: settings.today, projected: result.projected.subarray(base, base + months),
        safetyStock: batch.safetyStock[r], leadTimeDays: Number.isNaN(f.leadTimeDays[r]) ? null : f.leadTimeDays[r],
      }).shortage;
    }
    // Last sale within the window; a product launched since counts from its launch, older sales as "over a year ago".
    const hb = r * HISTORY_MONTHS;
    let last = -1;
    for (let t = HISTORY_MONTHS - 1; t >= 0; t--) if (s.history[hb + t] > 0) { last = historyStart + t; break; }
    f.lastSale[r] = last;
    const product = s.products.get(index.productIds[r] as number)!;
    const launch = product.launchDate ? monthIndex(product.launchDate) : NaN;
    const notLaunched = launch > todayIndex;
    const lastKnown = last >= 0 ? last : launch >= historyStart ? launch : historyStart - 1;
    const risk = obsolescenceRisk({
      onHand: batch.opening[r], coverMonths: result.openingCoverDays[r] / DAYS_PER_MONTH, lastSale: lastKnown, today: settings.today,
      maxCoverMonths: OBSOLETE_COVER_MONTHS, noSalesMonths: NO_SALES_MONTHS,
    });
    f.obsolescence[r] = notLaunched || !risk.atRisk ? null : risk.reasons.includes('COVER_OVER_LIMIT') ? 'cover-over-limit' : 'no-recent-sales';
    let sold = 0;
    for (let t = 0; t < HISTORY_MONTHS; t++) sold += s.history[hb + t];
    const turnover = inventoryTurnover(sold, s.snapshots.subarray(hb, hb + HISTORY_MONTHS));
    if (turnover.turnover !== null) f.turnover[r] = turnover.turnover;
    if (turnover.daysOfInventory !== null) f.daysOfInventory[r] = turnover.daysOfInventory;
  }
  return f;
}

/** Scheduled plus planned receipts per cell (a new array: the scheduled ones are written on their own). */
function withPlanned(scheduled: Float64Array, planned: Float64Array): Float64Array {
  const all = new Float64Array(scheduled.length);
  for (let i = 0; i < all.length; i++) all[i] = scheduled[i] + planned[i];
  return all;
}

/** Months of the series flagged as a stock-out. */
export function stockoutMonths(result: ProjectionResult, r: number, months: number): number {
  let count = 0;
  for (let t = 0; t < months; t++) if (result.flags[r * months + t] & FLAG_STOCKOUT) count++;
  return count;
}
