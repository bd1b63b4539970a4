// Production orders on lines, for the scheduling page and the Gantt chart:
// per line, a sequence (sequencing.ts) timed on the line's calendar
// (line-timing.ts), with start and end per order and its lateness. A due
// date 'YYYY-MM-DD' means by the end of that day; moments are plant-local
// 'YYYY-MM-DDTHH:mm' (calendar.ts). Orders that cannot be placed are left
// out with a problem naming them.
import { formatMinute, MINUTES_PER_DAY, minuteOf } from '../../engine/time/calendar';
import { changeoverLookup, type ChangeoverRow } from './changeover';
import { createLineTimes, timeSequence, type LineJobs } from './line-timing';
import { sequenceLine, type SequencingOptions } from './sequencing';
import { compileCalendar, type WorkCalendarInput } from './work-calendar';
import { problem, type Id, type PlanningProblem } from './types';

export interface ProductionOrderInput {
  orderId: Id;
  lineId: Id | null | undefined;
  productId?: Id;
  family: Id;
  quantity?: number;
  minutesPerUnit?: number | null;
  /** Run time in working minutes; when absent, quantity x minutesPerUnit. */
  durationMinutes?: number | null;
  /** 'YYYY-MM-DD' (by the end of that day) or 'YYYY-MM-DDTHH:mm'. */
  due: string;
  /** Not before this moment (materials, quality release). */
  release?: string | null;
}

export interface SchedulingLineInput {
  lineId: Id;
  calendar?: WorkCalendarInput;
  /** Family the line is set up for now; null when unknown (the first order then has no changeover). */
  initialFamily?: Id | null;
  /** When the line is free, if later than the schedule start. */
  availableFrom?: string | null;
}

export interface ScheduleInput {
  /** Moment the schedule starts, 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DD'. */
  start: string;
  orders: readonly ProductionOrderInput[];
  lines: readonly SchedulingLineInput[];
  changeovers: readonly ChangeoverRow[];
  /** Minutes charged for a family pair the matrix does not name; default 0. */
  defaultChangeoverMinutes?: number;
  /** Weight of a minute late against a minute of changeover; default 1. */
  tardinessWeight?: number;
  sequencing?: SequencingOptions;
}

export interface ScheduledOrder {
  orderId: Id;
  lineId: Id;
  productId: Id | null;
  family: Id;
  /** Position on the line, from 1. */
  sequence: number;
  changeoverMinutes: number;
  changeoverStart: string;
  start: string;
  end: string;
  due: string;
  changeoverStartMinute: number;
  startMinute: number;
  endMinute: number;
  dueMinute: number;
  /** end - due in minutes: negative is early. */
  latenessMinutes: number;
  late: boolean;
}

export interface LineSchedule {
  lineId: Id;
  orders: number;
  method: 'earliest-due-date' | 'nearest-neighbour';
  improved: boolean;
  changeoverMinutes: number;
  tardinessMinutes: number;
  lateOrders: number;
  /** End of the last order; null for an idle line. */
  end: string | null;
}

export type ScheduleProblemCode =
  | 'INVALID_START' | 'NO_LINE' | 'NO_DURATION' | 'INVALID_DUE_DATE' | 'INVALID_DATE'
  | 'MISSING_CHANGEOVER' | 'NO_WORKING_TIME' | 'INVALID_SHIFT';

/** A bare date is due by the end of the day. */
function dueMinute(text: string): number {
  const m = minuteOf(text);
  return text.length === 10 ? m + MINUTES_PER_DAY : m;
}

export function scheduleOrders(input: ScheduleInput): { orders: ScheduledOrder[]; lines: LineSchedule[]; problems: PlanningProblem<ScheduleProblemCode>[] } {
  const problems: PlanningProblem<ScheduleProblemCode>[] = [];
  const start = minuteOf(input.start);
  if (Number.isNaN(start)) return { orders: [], lines: [], problems: [problem('INVALID_START', 'error', undefined, { start: input.start })] };
  const lookup = changeoverLookup(input.changeovers);
  const defaultChangeover = Math.max(0, input.defaultChangeoverMinutes ?? 0);
  const byLine = new Map<Id, ProductionOrderInput[]>(input.lines.map((l) => [l.lineId, []]));

  for (const order of input.orders) {
    const list = order.lineId === null || order.lineId === undefined ? undefined : byLine.get(order.lineId);
    const duration = order.durationMinutes ?? (order.quantity ?? NaN) * (order.minutesPerUnit ?? NaN);
    if (!list) problems.push(problem('NO_LINE', 'error', order.orderId, { lineId: order.lineId ?? null }));
    else if (!(Number.isFinite(duration) && duration >= 0)) problems.push(problem('NO_DURATION', 'error', order.orderId));
    else if (Number.isNaN(dueMinute(order.due))) problems.push(problem('INVALID_DUE_DATE', 'error', order.orderId, { due: order.due }));
    else list.push(order);
  }

  const orders: ScheduledOrder[] = [];
  const lines: LineSchedule[] = [];
  for (const line of input.lines) {
    const list = byLine.get(line.lineId) as ProductionOrderInput[];
    const calendar = compileCalendar(line.calendar, line.lineId);
    problems.push(...calendar.problems.filter((p) => p.code !== 'NO_WORKING_TIME' || list.length > 0));
    const summary: LineSchedule = { lineId: line.lineId, orders: 0, method: 'earliest-due-date', improved: false, changeoverMinutes: 0, tardinessMinutes: 0, lateOrders: 0, end: null };
    lines.push(summary);
    if (list.length === 0 || !calendar.working) continue;

    const familyIds: Id[] = [];
    const familyOf = (id: Id) => { const k = familyIds.indexOf(id); return k >= 0 ? k : familyIds.push(id) - 1; };
    const n = list.length;
    const family = new Int32Array(n);
    const release = new Float64Array(n);
    list.forEach((o, i) => {
      family[i] = familyOf(o.family);
      const r = o.release ? minuteOf(o.release) : -Infinity;
      if (Number.isNaN(r)) problems.push(problem('INVALID_DATE', 'warning', o.orderId, { release: o.release ?? null }));
      release[i] = Number.isNaN(r) ? -Infinity : r;
    });
    const initialFamily = line.initialFamily === null || line.initialFamily === undefined ? -1 : familyOf(line.initialFamily);
    const F = familyIds.length;
    const changeover = new Float64Array(F * F);
    const unknown = new Uint8Array(F * F);
    for (let a = 0; a < F; a++) for (let b = 0; b < F; b++) {
      const m = lookup(line.lineId, familyIds[a], familyIds[b]);
      changeover[a * F + b] = m ?? defaultChangeover;
      unknown[a * F + b] = m === null ? 1 : 0;
    }
    const from = line.availableFrom ? minuteOf(line.availableFrom) : NaN;
    const jobs: LineJobs = {
      n, family, release, families: F, changeover, initialFamily, calendar,
      duration: Float64Array.from(list, (o) => o.durationMinutes ?? (o.quantity as number) * (o.minutesPerUnit as number)),
      due: Float64Array.from(list, (o) => dueMinute(o.due)),
      start: Number.isNaN(from) ? start : Math.max(start, from),
      tardinessWeight: input.tardinessWeight ?? 1,
    };
    const result = sequenceLine(jobs, input.sequencing);
    const times = createLineTimes(n);
    if (Number.isNaN(timeSequence(jobs, result.sequence, { out: times }))) {
      problems.push(problem('NO_WORKING_TIME', 'error', line.lineId));
      continue;
    }
    summary.method = result.method;
    summary.improved = result.improved;
    let previous = initialFamily;
    result.sequence.forEach((i, position) => {
      const o = list[i];
      if (previous >= 0 && unknown[previous * F + family[i]] === 1) {
        unknown[previous * F + family[i]] = 2; // reported once per pair
        problems.push(problem('MISSING_CHANGEOVER', 'warning', line.lineId, { fromFamily: familyIds[previous], toFamily: o.family, minutes: defaultChangeover }));
      }
      previous = family[i];
      const lateness = times.end[i] - jobs.due[i];
      orders.push({
        orderId: o.orderId, lineId: line.lineId, productId: o.productId ?? null, family: o.family, sequence: position + 1,
        changeoverMinutes: times.changeoverMinutes[i],
        changeoverStart: formatMinute(times.changeoverStart[i]), start: formatMinute(times.start[i]), end: formatMinute(times.end[i]), due: formatMinute(jobs.due[i]),
        changeoverStartMinute: times.changeoverStart[i], startMinute: times.start[i], endMinute: times.end[i], dueMinute: jobs.due[i],
        latenessMinutes: lateness, late: lateness > 0,
      });
      summary.orders++;
      summary.changeoverMinutes += times.changeoverMinutes[i];
      if (lateness > 0) { summary.lateOrders++; summary.tardinessMinutes += lateness; }
      summary.end = formatMinute(times.end[i]);
    });
  }
  return { orders, lines, problems };
}
