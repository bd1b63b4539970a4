// Inventory indicators of the stock reports (DOMAIN.md, Formulas):
// - turnover = cost of sales / average stock value (days of inventory = period days / turnover);
// - obsolescence risk: stock with cover over 24 months, or with no sales for N months;
// - breakage (stock-out) risk: projected stock below safety stock within the lead time.
import { dayNumber, daysInMonth, monthIndex, monthKey, monthStartDay, type Horizon } from '../../engine/time/calendar';
import { FLAG_BELOW_SAFETY, FLAG_STOCKOUT, type ProjectionBatch, type ProjectionResult } from './projection';
import { problem, type Id, type PlanningProblem } from './types';

export interface Turnover {
  averageStockValue: number;
  /** null when there was no stock value to turn. */
  turnover: number | null;
  /** periodDays / turnover; null when nothing was sold or nothing stocked. */
  daysOfInventory: number | null;
  problems: PlanningProblem<'NO_STOCK_VALUE'>[];
}

/** Turnover over a period of `periodDays` (default a year) from its cost of sales and stock value snapshots (e.g. 13 month-ends). */
export function inventoryTurnover(costOfSales: number, stockValues: ArrayLike<number>, periodDays = 365, subject?: Id): Turnover {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < stockValues.length; i++) if (Number.isFinite(stockValues[i])) { sum += stockValues[i]; count++; }
  const average = count > 0 ? sum / count : 0;
  if (!(average > 0)) return { averageStockValue: average, turnover: null, daysOfInventory: null, problems: [problem('NO_STOCK_VALUE', 'warning', subject)] };
  const cost = Number.isFinite(costOfSales) && costOfSales > 0 ? costOfSales : 0;
  const turnover = cost / average;
  return { averageStockValue: average, turnover, daysOfInventory: turnover > 0 ? periodDays / turnover : null, problems: [] };
}

export type ObsolescenceReason = 'COVER_OVER_LIMIT' | 'NO_RECENT_SALES' | 'NEVER_SOLD';

export interface ObsolescenceInput {
  onHand: number;
  /** Months of cover of the stock on hand (cover.ts). */
  coverMonths: number;
  /** Month of the last sale ('YYYY-MM', a date, or a month index as calendar.ts's monthIndex gives); null when never sold. */
  lastSale: string | number | null;
  /** 'YYYY-MM-DD' or 'YYYY-MM'. */
  today: string;
  /** Default 24. */
  maxCoverMonths?: number;
  /** Months without sales that make stock suspect; default 12. */
  noSalesMonths?: number;
}

export function obsolescenceRisk(input: ObsolescenceInput): { atRisk: boolean; monthsSinceLastSale: number | null; reasons: ObsolescenceReason[] } {
  const reasons: ObsolescenceReason[] = [];
  // A month index as is: the projection knows the month as a number, and a text would only be parsed back.
  const last = input.lastSale === null ? NaN : typeof input.lastSale === 'number' ? input.lastSale : monthIndex(input.lastSale);
  const since = Number.isNaN(last) ? null : monthIndex(input.today) - last;
  if (input.onHand > 0) {
    if (input.coverMonths > (input.maxCoverMonths ?? 24)) reasons.push('COVER_OVER_LIMIT');
    if (since === null) reasons.push('NEVER_SOLD');
    else if (since >= (input.noSalesMonths ?? 12)) reasons.push('NO_RECENT_SALES');
  }
  return { atRisk: reasons.length > 0, monthsSinceLastSale: since, reasons };
}

/**
 * Months t of the horizon within the lead time from today: the month holding
 * today through the month holding today + lead time (exclusive of a month
 * starting exactly then). A missing lead time still watches today's month.
 */
export function leadTimeWindow(horizon: Horizon, today: string, leadTimeDays: number): { from: number; to: number } {
  const first = monthIndex(horizon.start);
  const day = Math.max(dayNumber(today), monthStartDay(first));
  const lead = Number.isFinite(leadTimeDays) && leadTimeDays > 0 ? leadTimeDays : 0;
  let from = 0;
  while (from < horizon.months && monthStartDay(first + from) + daysInMonth(first + from) <= day) from++;
  let to = from + 1;
  while (to < horizon.months && monthStartDay(first + to) < day + lead) to++;
  return { from, to: Math.min(to, horizon.months) };
}

export interface BreakageRisk {
  atRisk: boolean;
  /** First month below safety stock within the lead time, 'YYYY-MM'. */
  firstMonth: string | null;
  /** Whether the stock goes negative (not only below safety) within the lead time. */
  stockout: boolean;
  /** Largest gap to the safety stock within the lead time. */
  shortage: number;
  problems: PlanningProblem<'NO_LEAD_TIME'>[];
}

/** Breakage risk of one series from its projected end-of-month stock. */
export function breakageRisk(input: { horizon: Horizon; today: string; projected: ArrayLike<number>; safetyStock: number; leadTimeDays: number | null; subject?: Id }): BreakageRisk {
  const problems: BreakageRisk['problems'] = [];
  const lead = input.leadTimeDays ?? 0;
  if (!(lead > 0)) problems.push(problem('NO_LEAD_TIME', 'warning', input.subject));
  const { from, to } = leadTimeWindow(input.horizon, input.today, lead);
  const first = monthIndex(input.horizon.start);
  let firstMonth: string | null = null;
  let stockout = false;
  let shortage = 0;
  for (let t = from; t < to && t < input.projected.length; t++) {
    const p = input.projected[t];
    if (p < input.safetyStock) {
      firstMonth ??= monthKey(first + t);
      shortage = Math.max(shortage, input.safetyStock - p);
      if (p < 0) stockout = true;
    }
  }
  return { atRisk: firstMonth !== null, firstMonth, stockout, shortage, problems };
}

/** Per series of a projection: the first month at risk within its lead time (days, one per series), or -1. */
export function breakageRiskBatch(batch: ProjectionBatch, result: ProjectionResult, leadTimeDays: ArrayLike<number>, today: string): Int32Array {
  const risk = new Int32Array(batch.series).fill(-1);
  // Windows depend on the lead time only: compute each distinct one once.
  const windows = new Map<number, { from: number; to: number }>();
  for (let r = 0; r < batch.series; r++) {
    const lead = Number.isFinite(leadTimeDays[r]) && leadTimeDays[r] > 0 ? leadTimeDays[r] : 0;
    let w = windows.get(lead);
    if (!w) windows.set(lead, (w = leadTimeWindow(batch.horizon, today, lead)));
    for (let t = w.from; t < w.to; t++) {
      if (result.flags[r * batch.months + t] & (FLAG_STOCKOUT | FLAG_BELOW_SAFETY)) { risk[r] = t; break; }
    }
  }
  return risk;
}
