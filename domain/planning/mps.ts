// Master production schedule of one product over the horizon's months:
//   net requirement_t = max(0, SS + demand_t - (S_{t-1} + scheduled_t))
//   planned_t = lot rule (lot-size.ts) applied to the net requirement
//   S_t = S_{t-1} + scheduled_t + planned_t - demand_t
// Production is planned in the month it is needed (monthly buckets absorb
// the production lead time); scheduled receipts are production orders
// already released.
import { monthIndex, monthKey, type Horizon } from '../../engine/time/calendar';
import { applyLotRule, type LotRule } from './lot-size';
import { problem, type Id, type PlanningProblem } from './types';

export interface MpsItemInput {
  productId: Id;
  /** Stock at the start of the horizon; null counts as 0 and is reported. */
  opening: number | null;
  /** Demand per month (orders + net forecast). */
  demand: ArrayLike<number>;
  /** Released production orders per month. */
  scheduledReceipts?: ArrayLike<number>;
  safetyStock?: number;
  lotRule: LotRule;
}

export interface MpsRow {
  month: string;
  demand: number;
  scheduled: number;
  netRequirement: number;
  planned: number;
  /** Stock at the end of the month. */
  projected: number;
}

export interface MpsItem {
  productId: Id;
  rows: MpsRow[];
  /** Planned production per month, for line-load.ts. */
  planned: number[];
  problems: PlanningProblem<'NO_STOCK_RECORD' | 'INVALID_LOT_RULE'>[];
}

const num = (values: ArrayLike<number> | undefined, t: number): number => {
  const v = values && t < values.length ? values[t] : 0;
  return Number.isFinite(v) ? v : 0;
};

function validLotRule(rule: LotRule): boolean {
  if (rule.kind === 'fixed-lot') return rule.lotSize > 0;
  if (rule.kind === 'min-batch') return rule.minBatch >= 0 && (rule.multiple === undefined || rule.multiple >= 0);
  return rule.kind === 'lot-for-lot';
}

export function masterSchedule(horizon: Horizon, item: MpsItemInput): MpsItem {
  const problems: MpsItem['problems'] = [];
  if (!Number.isFinite(item.opening)) problems.push(problem('NO_STOCK_RECORD', 'warning', item.productId));
  let rule = item.lotRule;
  if (!validLotRule(rule)) {
    // A lot of 0 would loop or plan nothing: plan the bare need and say so.
    problems.push(problem('INVALID_LOT_RULE', 'warning', item.productId, { kind: rule.kind }));
    rule = { kind: 'lot-for-lot' };
  }
  const ss = Math.max(0, Number.isFinite(item.safetyStock) ? (item.safetyStock as number) : 0);
  const first = monthIndex(horizon.start);
  const rows: MpsRow[] = [];
  const planned: number[] = [];
  let stock = Number.isFinite(item.opening) ? (item.opening as number) : 0;
  for (let t = 0; t < horizon.months; t++) {
    const demand = num(item.demand, t);
    const scheduled = num(item.scheduledReceipts, t);
    const available = stock + scheduled - demand;
    const netRequirement = Math.max(0, ss - available);
    const make = applyLotRule(rule, netRequirement);
    stock = available + make;
    planned.push(make);
    rows.push({ month: monthKey(first + t), demand, scheduled, netRequirement, planned: make, projected: stock });
  }
  return { productId: item.productId, rows, planned, problems };
}
