// Load against capacity of every production line per month of the horizon,
// shaped for domain/planning/line-load.ts: the calendars of the lines
// (calendar.ts), the routings at the line's efficiency (a line at 80 % OEE
// needs 1 / 0.8 of the standard minutes per unit), and two plans loaded
// separately so the page can tell them apart: the open production orders
// (in the month they are due) and the master schedule's proposed production.
// The current month only counts the working days left from the planning date.
// Pure: rows in, rows out (tests/unit/production).
import {
  bucketByMonth, compileCalendar, dateOfDay, dayNumber, daysInMonth, isWorkingDay, lineLoad, monthIndex, monthStartDay,
  type Horizon, type LineLoadMonth, type PlannedProduction, type RoutingRow as EngineRouting,
} from '../../../domain/planning';
import { lineCalendar } from '../calendar';
import type { LineRow, RoutingRow } from '../load/master';
import type { ProductionReceipt } from '../load/flows';

export type LineProblem = 'no-working-time' | 'invalid-shift';

export interface LineLoadInputs {
  horizon: Horizon;
  /** The planning date, YYYY-MM-DD: the days of the first month before it are gone, so they give no capacity. */
  today?: string;
  lines: readonly LineRow[];
  /** location id -> non-working days. */
  holidays: ReadonlyMap<number, readonly string[]>;
  routings: readonly RoutingRow[];
  /** Open production orders (their remaining quantity). */
  orders: readonly ProductionReceipt[];
  /** The master schedule's proposed production per product and month. */
  planned: ReadonlyArray<{ productId: number; planned: ArrayLike<number> }>;
}

export interface LineLoadRow {
  lineId: number;
  t: number;
  ordersHours: number;
  plannedHours: number;
  loadHours: number;
  capacityHours: number;
  overloadHours: number;
  /** % of capacity; null when the line has no working time that month. */
  utilization: number | null;
  overCapacity: boolean;
  workingDays: number;
  problem: LineProblem | null;
}

/** Minutes per unit at the line's efficiency (OEE %); a missing or invalid efficiency counts as 100 %. */
export function effectiveMinutes(minutesPerUnit: number | null, efficiency: number | null): number {
  const minutes = typeof minutesPerUnit === 'number' && Number.isFinite(minutesPerUnit) && minutesPerUnit > 0 ? minutesPerUnit : 0;
  const oee = typeof efficiency === 'number' && efficiency > 0 && efficiency <= 100 ? efficiency : 100;
  return (minutes * 100) / oee;
}

export function planLineLoad(inputs: LineLoadInputs): LineLoadRow[] {
  const { horizon } = inputs;
  const first = monthIndex(horizon.start);
  const gone: string[] = [];
  if (inputs.today && inputs.today.slice(0, 7) === horizon.start) {
    for (let d = dayNumber(`${horizon.start}-01`), end = dayNumber(inputs.today); d < end; d++) gone.push(dateOfDay(d));
  }
  const calendars = inputs.lines.map((line) => ({ lineId: line.id, calendar: lineCalendar(line, [...gone, ...(inputs.holidays.get(line.locationId ?? -1) ?? [])]) }));
  const efficiency = new Map(inputs.lines.map((l) => [l.id, l.efficiency]));
  const routings: EngineRouting[] = inputs.routings
    .filter((r) => efficiency.has(r.lineId))
    .map((r) => ({ productId: r.productId, lineId: r.lineId, minutesPerUnit: effectiveMinutes(r.minutesPerUnit, efficiency.get(r.lineId) ?? null) }));

  const byProduct = new Map<number, Array<{ date: string; quantity: number }>>();
  for (const o of inputs.orders) {
    const list = byProduct.get(o.productId);
    const entry = { date: o.loadDate, quantity: o.quantity };
    if (list) list.push(entry);
    else byProduct.set(o.productId, [entry]);
  }
  const orderPlans: PlannedProduction[] = [...byProduct].map(([productId, dated]) => ({ productId, planned: bucketByMonth(horizon, dated).buckets }));
  const fromOrders = lineLoad({ horizon, lines: calendars, routings, plans: orderPlans });
  const fromPlan = lineLoad({ horizon, lines: calendars, routings, plans: inputs.planned.map((p) => ({ productId: p.productId, planned: p.planned })) });

  const lineProblem = new Map<number, LineProblem>();
  for (const p of fromOrders.problems) {
    if (p.subject === undefined) continue;
    if (p.code === 'NO_WORKING_TIME') lineProblem.set(Number(p.subject), 'no-working-time');
    else if (p.code === 'INVALID_SHIFT' && !lineProblem.has(Number(p.subject))) lineProblem.set(Number(p.subject), 'invalid-shift');
  }

  const rows: LineLoadRow[] = [];
  fromOrders.lines.forEach((line, i) => {
    const compiled = compileCalendar(calendars[i].calendar);
    line.months.forEach((m: LineLoadMonth, t) => {
      const planned = fromPlan.lines[i].months[t].loadHours;
      const load = m.loadHours + planned;
      const month = first + t;
      let workingDays = 0;
      if (compiled.working) for (let d = monthStartDay(month), end = d + daysInMonth(month); d < end; d++) if (isWorkingDay(compiled, d)) workingDays++;
      rows.push({
        lineId: Number(line.lineId), t,
        ordersHours: m.loadHours, plannedHours: planned, loadHours: load, capacityHours: m.capacityHours,
        overloadHours: Math.max(0, load - m.capacityHours),
        utilization: m.capacityHours > 0 ? (load / m.capacityHours) * 100 : null,
        overCapacity: load > m.capacityHours + 1e-9,
        workingDays,
        problem: lineProblem.get(Number(line.lineId)) ?? null,
      });
    });
  });
  return rows;
}
