// One line's open production orders sequenced and timed by
// domain/planning/scheduling.ts, with what the planner compares: the
// proposal next to the current schedule (changeover minutes, late orders,
// tardiness). Orders already running keep their place: the line is free
// after them and set up for their family. Pure (tests/unit/production).
import {
  dayNumber, MINUTES_PER_DAY, minuteOf, scheduleOrders,
  type PlanningProblem, type ProductionOrderInput, type ScheduledOrder,
} from '../../../domain/planning';
import { lineCalendar } from '../calendar';
import type { ChangeoverRow } from '../load/master';
import { effectiveMinutes } from '../plan/line-load';
import type { ProposedRow as ProposedOrder, ScheduleTotals } from '../../../engine/data/schedule-api';
import type { LineOrderRow, ScheduledLine } from './load';

export interface LinePlanInput {
  line: ScheduledLine;
  holidays: readonly string[];
  orders: readonly LineOrderRow[];
  changeovers: readonly ChangeoverRow[];
  /** Family of the last order the line finished; null when unknown. */
  lastFamily: number | null;
  /** 'YYYY-MM-DDTHH:mm' plant-local: nothing is planned before it. */
  start: string;
}

export interface LinePlan {
  lineId: number;
  start: string;
  /** Orders placed by the sequencer, in run order. */
  orders: ProposedOrder[];
  /** Running orders kept where they are. */
  kept: number[];
  /** Orders the sequencer could not place (see problems). */
  unplaced: number[];
  problems: PlanningProblem[];
  before: ScheduleTotals;
  after: ScheduleTotals;
  /** Every open order of the line as read (id -> version): what applying the proposal must send back. */
  versions: Record<string, number>;
}

/** Minutes late of an end against a due day (due by the end of that day); NaN when either is malformed. */
export function latenessOf(end: string, dueDate: string): number {
  return minuteOf(end) - (dayNumber(dueDate) + 1) * MINUTES_PER_DAY;
}

const familyOf = (o: Pick<LineOrderRow, 'familyId' | 'productId'>) => o.familyId ?? `product-${o.productId}`;

export function currentTotals(orders: readonly LineOrderRow[]): ScheduleTotals {
  const totals: ScheduleTotals = { orders: orders.length, changeoverMinutes: 0, lateOrders: 0, tardinessMinutes: 0, unscheduled: 0, end: null };
  for (const o of orders) {
    if (!o.plannedStart || !o.plannedEnd) {
      totals.unscheduled++;
      continue;
    }
    totals.changeoverMinutes += o.changeoverMinutes ?? 0;
    const late = latenessOf(o.plannedEnd, o.dueDate);
    if (late > 0) { totals.lateOrders++; totals.tardinessMinutes += late; }
    if (totals.end === null || o.plannedEnd > totals.end) totals.end = o.plannedEnd;
  }
  return totals;
}

export function planLine(input: LinePlanInput): LinePlan {
  const { line } = input;
  const running = input.orders.filter((o) => o.status === 'in-progress' && o.plannedStart && o.plannedEnd);
  const queue = input.orders.filter((o) => !running.includes(o));
  const last = running.reduce<LineOrderRow | null>((a, o) => (a === null || (o.plannedEnd as string) > (a.plannedEnd as string) ? o : a), null);
  const orders: ProductionOrderInput[] = queue.map((o) => ({
    orderId: o.id, lineId: line.id, productId: o.productId, family: familyOf(o),
    quantity: Math.max(0, o.quantity - o.produced),
    minutesPerUnit: o.minutesPerUnit === null ? null : effectiveMinutes(o.minutesPerUnit, line.efficiency),
    due: o.dueDate,
    release: o.earliestStart,
  }));
  const result = scheduleOrders({
    start: input.start,
    orders,
    lines: [{
      lineId: line.id,
      calendar: lineCalendar(line, input.holidays),
      initialFamily: last ? familyOf(last) : input.lastFamily,
      availableFrom: last?.plannedEnd ?? null,
    }],
    changeovers: input.changeovers.filter((c) => c.lineId === line.id),
  });
  const byId = new Map(queue.map((o) => [o.id, o]));
  const proposed = result.orders.map((s: ScheduledOrder): ProposedOrder => {
    const o = byId.get(Number(s.orderId)) as LineOrderRow;
    return {
      id: o.id, version: o.version, number: o.number, sku: o.sku, status: o.status, quantity: Math.max(0, o.quantity - o.produced),
      sequence: s.sequence + running.length, changeoverMinutes: s.changeoverMinutes, start: s.start, end: s.end, dueDate: o.dueDate,
      latenessMinutes: s.latenessMinutes, late: s.late,
      current: { sequence: o.sequence, start: o.plannedStart, end: o.plannedEnd, changeoverMinutes: o.changeoverMinutes },
    };
  });
  const placed = new Set(proposed.map((p) => p.id));
  const summary = result.lines[0];
  const kept = currentTotals(running);
  return {
    lineId: line.id,
    start: input.start,
    orders: proposed,
    kept: running.map((o) => o.id),
    unplaced: queue.filter((o) => !placed.has(o.id)).map((o) => o.id),
    problems: result.problems,
    before: currentTotals(input.orders),
    after: {
      orders: input.orders.length,
      changeoverMinutes: kept.changeoverMinutes + (summary?.changeoverMinutes ?? 0),
      lateOrders: kept.lateOrders + (summary?.lateOrders ?? 0),
      tardinessMinutes: kept.tardinessMinutes + (summary?.tardinessMinutes ?? 0),
      unscheduled: queue.length - proposed.length,
      end: summary?.end ?? kept.end,
    },
    versions: Object.fromEntries(input.orders.map((o) => [String(o.id), o.version])),
  };
}
