// Production orders of the last two months and the next two: about two per
// made product a month, each half a month of its recent sales rounded up to
// whole recipe batches, on the line of its slowest operation, into the
// warehouse next to its plant. They are timed by the scheduler itself
// (domain/planning) from two months ago, so the demo's schedule is one the
// sequencing action would give: what ended before today is done (output a
// little off plan), what spans today is in progress, the rest released or
// planned. Next month the pizza line gets a promotion build-up well beyond
// its capacity, so occupancy shows a line over capacity and the Gantt its
// late orders. A few lot rules, one order without a line and two cancelled
// orders give the pages their edge cases.
import { scheduleOrders, type ChangeoverRow, type ProductionOrderInput } from '../../../../domain/planning';
import { lineCalendar } from '../../../production/calendar';
import { effectiveMinutes } from '../../../production/plan/line-load';
import { addDays, addMonths } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { groupBy } from '../model';

/** The plant's warehouse: finished goods go to the nearest one. */
const PLANT_WAREHOUSE: Record<string, string> = { 'F-ALC': 'WH-GTF', 'F-MOL': 'WH-BCN' };
/** The line loaded beyond its capacity next month. */
export const OVERLOADED_LINE = 'L-MOL-PIZZA';
const HISTORY_DAYS = 60;
const FUTURE_DAYS = 62;

export const productionOrdersModule: DemoModule = {
  name: 'production-orders',
  generate(ctx) {
    const r = ctx.random;
    const today = ctx.today;
    const made = ctx.rows('product').filter((p) => p.source === 'made' && p.status !== 'discontinued');
    const lines = new Map(ctx.rows('production-line').map((l) => [String(l.code), l]));
    const factories = new Map(ctx.rows('factory').map((f) => [String(f.code), f]));
    const steps = groupBy(ctx.rows('process-step'), 'product');
    const batch = new Map(ctx.rows('recipe').filter((x) => x.status === 'active').map((x) => [String(x.product), Number(x.batchSize)]));
    const holidays = groupBy(ctx.rows('non-working-day'), 'location');
    const lastMonths = [...new Set(ctx.rows('sales-line').map((s) => String(s.month)))].sort().slice(-3);
    const monthly = new Map<string, number>();
    for (const s of ctx.rows('sales-line')) {
      if (lastMonths.includes(String(s.month))) monthly.set(String(s.product), (monthly.get(String(s.product)) ?? 0) + Number(s.quantity) / lastMonths.length);
    }
    const effective = (line: DemoRow, minutes: number) => effectiveMinutes(minutes, Number(line.efficiency));
    /** Whole batches (and at least the MOQ). */
    const lot = (p: DemoRow, need: number) => {
      const size = batch.get(String(p.sku)) ?? 1;
      return Math.max(Number(p.moq ?? 0), Math.ceil(need / size) * size);
    };

    const orders: DemoRow[] = [];
    const inputs: ProductionOrderInput[] = [];
    let n = 0;
    const add = (p: DemoRow, lineCode: string | null, quantity: number, due: string, extra: Partial<DemoRow> = {}) => {
      n++;
      const number = `MO-${today.slice(0, 4)}-${String(n).padStart(5, '0')}`;
      const line = lineCode ? lines.get(lineCode) : undefined;
      const factory = line ? String(line.factory) : 'F-ALC';
      // Made in the last two weeks before it is due, not earlier.
      const earliest = addDays(due, -14);
      orders.push({ number, product: p.sku, line: lineCode, warehouse: PLANT_WAREHOUSE[factory], quantity, status: 'planned', dueDate: due, earliestStart: earliest, producedQuantity: 0, ...extra });
      const step = (steps.get(String(p.sku)) ?? []).find((s) => s.line === lineCode);
      if (line && step && extra.status !== 'cancelled') {
        inputs.push({ orderId: number, lineId: lineCode!, productId: String(p.sku), family: String(p.family), quantity, minutesPerUnit: effective(line, Number(step.minutesPerUnit)), due, release: earliest });
      }
    };

    for (const p of made) {
      const demand = monthly.get(String(p.sku)) ?? 0;
      const routing = steps.get(String(p.sku)) ?? [];
      if (demand <= 0 || routing.length === 0) continue;
      // The slowest operation paces the order: it runs on that line.
      const main = routing.reduce((a, b) => (effective(lines.get(String(b.line))!, Number(b.minutesPerUnit)) > effective(lines.get(String(a.line))!, Number(a.minutesPerUnit)) ? b : a));
      for (let day = -HISTORY_DAYS + r.int(0, 14); day < FUTURE_DAYS; day += r.int(13, 17)) {
        add(p, String(main.line), lot(p, (demand / 2) * r.between(0.8, 1.2, 3)), addDays(today, day));
      }
      if (main.line === OVERLOADED_LINE) {
        // The promotion build-up: three weeks of extra volume due mid next month.
        add(p, OVERLOADED_LINE, lot(p, demand * 3.5), `${addMonths(today, 1).slice(0, 7)}-${String(r.int(10, 20)).padStart(2, '0')}`, { notes: 'Promotion build-up' });
      }
    }
    // Edge cases: an order nobody put on a line yet, two cancelled ones.
    const some = made.filter((p) => (monthly.get(String(p.sku)) ?? 0) > 0);
    if (some.length > 2) {
      add(some[0], null, lot(some[0], monthly.get(String(some[0].sku))!), addDays(today, 20), { notes: 'Line to be decided' });
      for (const p of [some[1], some[2]]) add(p, (steps.get(String(p.sku)) ?? [])[0] ? String(steps.get(String(p.sku))![0].line) : null, lot(p, monthly.get(String(p.sku))!), addDays(today, r.int(5, 25)), { status: 'cancelled' });
    }

    // Time every order on its line as the scheduler would, from two months ago.
    const changeovers: ChangeoverRow[] = ctx.rows('changeover').map((c) => ({ lineId: String(c.line), fromFamily: String(c.fromFamily), toFamily: String(c.toFamily), minutes: Number(c.minutes) }));
    const locationOf = (code: string) => String(factories.get(String(lines.get(code)!.factory))!.location);
    const schedule = scheduleOrders({
      // A little before the first due date, so the first orders are not all late.
      start: `${addDays(today, -HISTORY_DAYS - 10)}T06:00`,
      orders: inputs,
      lines: [...lines.values()].map((l) => ({
        lineId: String(l.code),
        calendar: lineCalendar({ workingWeek: String(factories.get(String(l.factory))!.workingWeek), shiftsPerDay: Number(l.shiftsPerDay), hoursPerShift: Number(l.hoursPerShift) },
          (holidays.get(locationOf(String(l.code))) ?? []).map((h) => String(h.date))),
      })),
      changeovers,
    });
    const byNumber = new Map(orders.map((o) => [String(o.number), o]));
    const now = `${today}T12:00`;
    for (const s of schedule.orders) {
      const o = byNumber.get(String(s.orderId))!;
      Object.assign(o, { plannedStart: s.start, plannedEnd: s.end, sequence: s.sequence, changeoverMinutes: Math.round(s.changeoverMinutes) });
      const quantity = Number(o.quantity);
      if (s.end <= now) {
        // Output a little off plan: scrap, a short run, sometimes a bit more.
        Object.assign(o, { status: 'done', producedQuantity: Math.round(quantity * r.between(0.86, 1.03, 3)), completedOn: s.end.slice(0, 10) });
      } else if (s.start <= now) {
        Object.assign(o, { status: 'in-progress', producedQuantity: Math.round(quantity * r.between(0.2, 0.6, 2)) });
      } else {
        o.status = s.start <= `${addDays(today, 7)}T00:00` ? 'released' : 'planned';
      }
    }

    // Positions on each line count the orders still to run (finished ones keep none), as the sequencing action writes them.
    const open = orders.filter((o) => o.plannedStart && ['released', 'planned', 'in-progress'].includes(String(o.status)));
    for (const o of orders) if (o.status === 'done') o.sequence = null;
    for (const list of groupBy(open, 'line').values()) {
      list.sort((a, b) => String(a.plannedStart).localeCompare(String(b.plannedStart))).forEach((o, i) => { o.sequence = i + 1; });
    }

    // Lot rules of a few products; the others are sized by MOQ and recipe batches.
    const policies: DemoRow[] = r.sample(made, Math.min(made.length, 24)).map((p, i): DemoRow => {
      const size = batch.get(String(p.sku)) ?? 1000;
      return i % 3 === 0
        ? { product: p.sku, lotRule: 'fixed-lot', lotSize: size * r.int(2, 5), safetyStock: Math.round((monthly.get(String(p.sku)) ?? 0) * 0.25) }
        : i % 3 === 1
          ? { product: p.sku, lotRule: 'min-batch', minBatch: size * r.int(2, 4), multiple: size, safetyStock: Math.round((monthly.get(String(p.sku)) ?? 0) * 0.2) }
          : { product: p.sku, lotRule: 'lot-for-lot', safetyStock: Math.round((monthly.get(String(p.sku)) ?? 0) * 0.15) };
    });
    return [
      { entity: 'production-order', rows: orders },
      { entity: 'production-policy', rows: policies },
    ];
  },
};
