// Safety stock and reorder point (DOMAIN.md, Formulas):
//   SS = z * sqrt(L * s_d^2 + d^2 * s_L^2),   ROP = d * L + SS
// with d and s_d per month, so L and s_L are converted from days to months
// (days / 30.4375). Converting demand to days instead gives the same figure:
// the formula is unit-consistent as long as both sides use one unit.
import { DAYS_PER_MONTH } from '../../engine/time/calendar';
import { inverseNormal } from './normal';
import { seriesStats } from './statistics';
import { problem, type Id, type PlanningProblem } from './types';

export type SafetyStockProblemCode = 'NO_LEAD_TIME' | 'INVALID_SERVICE_LEVEL' | 'NO_DEMAND_HISTORY';

export interface SafetyStockInput {
  /** d: mean demand per month (units). */
  demandPerMonth: number;
  /** s_d: standard deviation of monthly demand (units). */
  demandSdPerMonth: number;
  /** L: lead time in days; null or <= 0 when unknown. */
  leadTimeDays: number | null | undefined;
  /** s_L: standard deviation of the lead time in days (0 when unknown). */
  leadTimeSdDays?: number | null;
  /** Cycle service level, strictly between 0 and 1 (0.95 = 95 %). */
  serviceLevel: number;
  /** Named in problems. */
  subject?: Id;
}

export interface SafetyStockResult {
  safetyStock: number;
  reorderPoint: number;
  z: number;
  leadTimeMonths: number;
  problems: PlanningProblem<SafetyStockProblemCode>[];
}

export function leadTimeMonths(days: number): number {
  return days / DAYS_PER_MONTH;
}

/** The formula on plain numbers (d and s_d already clamped), after the problems found so far. */
function compute(
  d: number, sd: number, leadTimeDays: number | null | undefined, leadTimeSdDays: number | null | undefined, sl: number,
  subject: Id | undefined, problems: PlanningProblem<SafetyStockProblemCode>[],
): SafetyStockResult {
  let leadDays = leadTimeDays;
  if (typeof leadDays !== 'number' || !Number.isFinite(leadDays) || leadDays <= 0) {
    // Without a lead time only the lead-time variability term (if any) remains.
    problems.push(problem('NO_LEAD_TIME', 'warning', subject));
    leadDays = 0;
  }
  const sdLeadDays = Math.max(0, Number.isFinite(leadTimeSdDays ?? 0) ? (leadTimeSdDays ?? 0) : 0);
  const L = leadTimeMonths(leadDays);
  const sL = leadTimeMonths(sdLeadDays);
  if (!(sl > 0 && sl < 1)) {
    problems.push(problem('INVALID_SERVICE_LEVEL', 'error', subject, { serviceLevel: Number.isFinite(sl) ? sl : null }));
    return { safetyStock: 0, reorderPoint: d * L, z: NaN, leadTimeMonths: L, problems };
  }
  const z = inverseNormal(sl);
  // A service level under 50 % gives a negative z: no buffer rather than a negative stock target.
  const ss = Math.max(0, z * Math.sqrt(L * sd * sd + d * d * sL * sL));
  return { safetyStock: ss, reorderPoint: d * L + ss, z, leadTimeMonths: L, problems };
}

const clampDemand = (v: number) => Math.max(0, Number.isFinite(v) ? v : 0);

export function safetyStock(input: SafetyStockInput): SafetyStockResult {
  return compute(clampDemand(input.demandPerMonth), clampDemand(input.demandSdPerMonth), input.leadTimeDays, input.leadTimeSdDays, input.serviceLevel, input.subject, []);
}

export interface SafetyStockFromHistoryInput extends Omit<SafetyStockInput, 'demandPerMonth' | 'demandSdPerMonth'> {
  /** Monthly demand history (units), oldest first; NaN months are skipped. */
  history: ArrayLike<number>;
  /** d from the forecast when given (the demand the stock must cover); else the history mean. */
  forecastPerMonth?: number | null;
}

/** SS and ROP with d and s_d taken from monthly history; fewer than 2 months -> s_d = 0 and NO_DEMAND_HISTORY. */
export function safetyStockFromHistory(input: SafetyStockFromHistoryInput): SafetyStockResult & { demandPerMonth: number; demandSdPerMonth: number } {
  // No spread copy of the input per series (the projection calls this 30,000 times at full size).
  const stats = seriesStats(input.history);
  const d = typeof input.forecastPerMonth === 'number' && Number.isFinite(input.forecastPerMonth) ? input.forecastPerMonth : stats.mean;
  const problems: PlanningProblem<SafetyStockProblemCode>[] = [];
  if (stats.count < 2) problems.push(problem('NO_DEMAND_HISTORY', 'warning', input.subject, { months: stats.count }));
  const result = compute(clampDemand(d), clampDemand(stats.sd), input.leadTimeDays, input.leadTimeSdDays, input.serviceLevel, input.subject, problems);
  return { ...result, demandPerMonth: Math.max(0, d), demandSdPerMonth: stats.sd };
}
