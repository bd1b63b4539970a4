// Load vs capacity per production line and month. Load = planned units x
// minutes per unit of every operation the product's routing puts on the
// line (process configuration); capacity = working days of the month x shift
// hours (work-calendar.ts, non-working days removed). Alternative lines are
// not chosen here: every routing row is an operation that is performed.
import { monthIndex, monthKey, type Horizon } from '../../engine/time/calendar';
import { compileCalendar, workingHoursInMonth, type WorkCalendarInput } from './work-calendar';
import { problem, type Id, type PlanningProblem } from './types';

export interface RoutingRow {
  productId: Id;
  lineId: Id;
  minutesPerUnit: number;
}

export interface LineInput {
  lineId: Id;
  calendar?: WorkCalendarInput;
}

export interface PlannedProduction {
  productId: Id;
  /** Units per month of the horizon (mps.ts `planned`). */
  planned: ArrayLike<number>;
}

export interface LineLoadMonth {
  month: string;
  loadHours: number;
  capacityHours: number;
  /** load / capacity; null when the line has no capacity that month. */
  utilization: number | null;
  overCapacity: boolean;
}

export interface LineLoad {
  lineId: Id;
  months: LineLoadMonth[];
}

export type LineLoadProblemCode = 'NO_ROUTING' | 'NO_TIME_PER_UNIT' | 'UNKNOWN_LINE' | 'INVALID_SHIFT' | 'INVALID_DATE' | 'NO_WORKING_TIME';

export function lineLoad(input: {
  horizon: Horizon;
  lines: readonly LineInput[];
  routings: readonly RoutingRow[];
  plans: readonly PlannedProduction[];
}): { lines: LineLoad[]; problems: PlanningProblem<LineLoadProblemCode>[] } {
  const { horizon } = input;
  const first = monthIndex(horizon.start);
  const problems: PlanningProblem<LineLoadProblemCode>[] = [];
  const lineRow = new Map<Id, number>();
  const load: Float64Array[] = [];
  const lines: LineLoad[] = input.lines.map((line, i) => {
    lineRow.set(line.lineId, i);
    load.push(new Float64Array(horizon.months));
    const calendar = compileCalendar(line.calendar, line.lineId);
    problems.push(...calendar.problems);
    return {
      lineId: line.lineId,
      months: Array.from({ length: horizon.months }, (_, t) => ({
        month: monthKey(first + t), loadHours: 0, capacityHours: workingHoursInMonth(calendar, first + t), utilization: 0, overCapacity: false,
      })),
    };
  });

  const routesOf = new Map<Id, RoutingRow[]>();
  for (const row of input.routings) {
    if (!lineRow.has(row.lineId)) {
      problems.push(problem('UNKNOWN_LINE', 'error', row.productId, { lineId: row.lineId }));
      continue;
    }
    const list = routesOf.get(row.productId);
    if (list) list.push(row);
    else routesOf.set(row.productId, [row]);
  }

  for (const plan of input.plans) {
    const routes = routesOf.get(plan.productId);
    let any = false;
    for (let t = 0; t < horizon.months && t < plan.planned.length; t++) if (plan.planned[t] > 0) any = true;
    if (!routes) {
      if (any) problems.push(problem('NO_ROUTING', 'error', plan.productId));
      continue;
    }
    for (const route of routes) {
      const minutes = Number.isFinite(route.minutesPerUnit) && route.minutesPerUnit > 0 ? route.minutesPerUnit : 0;
      if (minutes === 0 && any) problems.push(problem('NO_TIME_PER_UNIT', 'warning', plan.productId, { lineId: route.lineId }));
      const row = load[lineRow.get(route.lineId) as number];
      for (let t = 0; t < horizon.months && t < plan.planned.length; t++) {
        const units = plan.planned[t];
        if (units > 0) row[t] += (units * minutes) / 60;
      }
    }
  }

  lines.forEach((line, i) => {
    line.months.forEach((m, t) => {
      m.loadHours = load[i][t];
      m.utilization = m.capacityHours > 0 ? m.loadHours / m.capacityHours : null;
      m.overCapacity = m.loadHours > m.capacityHours + 1e-9;
    });
  });
  return { lines, problems };
}
