// Line load (hours of line time at the line's efficiency against its
// working hours less non-working days and the days of the current month
// already gone) and one line's sequence proposal (running orders kept,
// changeovers, lateness, the versions it was read at), on hand-built lines.
import { describe, expect, it } from 'vitest';
import { effectiveMinutes, planLineLoad, type LineLoadInputs } from '../../../server/production/plan/line-load';
import { currentTotals, latenessOf, planLine } from '../../../server/production/schedule/plan';
import type { LineOrderRow, ScheduledLine } from '../../../server/production/schedule/load';
import type { LineRow } from '../../../server/production/load/master';

const line: LineRow = { id: 10, code: 'L1', name: 'Line 1', active: true, shiftsPerDay: 1, hoursPerShift: 8, efficiency: 80, workingWeek: 'monday-friday', locationId: 3 };

describe('planLineLoad', () => {
  // February 2026: 1st a Sunday, 20 weekdays; the 16th (a Monday) is a holiday: 19 days x 8 h = 152 h.
  const inputs: LineLoadInputs = {
    horizon: { start: '2026-02', months: 2 },
    lines: [line],
    holidays: new Map([[3, ['2026-02-16']]]),
    routings: [{ productId: 1, lineId: 10, minutesPerUnit: 6, sequence: 10 }],
    orders: [{ id: 1, productId: 1, date: '2026-02-20', loadDate: '2026-02-20', quantity: 400 }],
    planned: [{ productId: 1, planned: [200, 0] }],
  };

  it('loads orders and proposed production at the line\'s efficiency against its working hours', () => {
    expect(effectiveMinutes(6, 80)).toBe(7.5);
    const [feb, mar] = planLineLoad(inputs);
    // 400 x 7.5 min = 50 h of orders, 200 x 7.5 = 25 h proposed.
    expect(feb).toMatchObject({ lineId: 10, t: 0, ordersHours: 50, plannedHours: 25, loadHours: 75, capacityHours: 152, workingDays: 19, overCapacity: false, overloadHours: 0, problem: null });
    expect(feb.utilization).toBeCloseTo((75 / 152) * 100, 9);
    // March 2026: 22 weekdays.
    expect(mar).toMatchObject({ loadHours: 0, capacityHours: 176, workingDays: 22, utilization: 0 });
  });

  it('counts only the working days left of the current month, and flags the load above capacity', () => {
    // On Wednesday the 11th, 7 working days of February are gone: 12 left, 96 h; 125 h of load is over by 29 h.
    const [feb] = planLineLoad({ ...inputs, today: '2026-02-11', orders: [{ id: 1, productId: 1, date: '2026-02-20', loadDate: '2026-02-20', quantity: 800 }] });
    expect(feb).toMatchObject({ capacityHours: 96, workingDays: 12, loadHours: 125, overCapacity: true, overloadHours: 29 });
    expect(feb.utilization).toBeCloseTo(125 / 96 * 100, 9);
  });

  it('a line without working time has no capacity and says why; its utilization is empty', () => {
    const [feb] = planLineLoad({ ...inputs, lines: [{ ...line, shiftsPerDay: null }] });
    expect(feb).toMatchObject({ capacityHours: 0, utilization: null, overCapacity: true, overloadHours: 75, problem: 'no-working-time' });
  });
});

const scheduled: ScheduledLine = { ...line, efficiency: 100, timeZone: 'Europe/Madrid' };
const order = (o: Partial<LineOrderRow> & { id: number }): LineOrderRow => ({
  version: 1, number: `MO-${o.id}`, productId: o.id, sku: `P${o.id}`, familyId: 1, quantity: 60, produced: 0, status: 'planned', dueDate: '2026-02-03',
  earliestStart: null, plannedStart: null, plannedEnd: null, sequence: null, changeoverMinutes: null, minutesPerUnit: 2, ...o,
});

describe('planLine', () => {
  // Monday 2 February 2026, the line works 06:00-14:00; 30 minutes to change between families 1 and 2.
  const changeovers = [{ lineId: 10, fromFamily: 1, toFamily: 2, minutes: 30 }, { lineId: 10, fromFamily: 2, toFamily: 1, minutes: 30 }];
  const a = order({ id: 1, familyId: 1, quantity: 60, dueDate: '2026-02-03' });
  const b = order({ id: 2, familyId: 2, quantity: 30, dueDate: '2026-02-02', version: 4 });

  it('runs the earliest due first and charges the changeover between families', () => {
    const plan = planLine({ line: scheduled, holidays: [], orders: [a, b], changeovers, lastFamily: null, start: '2026-02-02T06:00' });
    expect(plan.orders.map((o) => [o.number, o.sequence, o.changeoverMinutes, o.start, o.end])).toEqual([
      ['MO-2', 1, 0, '2026-02-02T06:00', '2026-02-02T07:00'],
      ['MO-1', 2, 30, '2026-02-02T07:30', '2026-02-02T09:30'],
    ]);
    // MO-2 due by the end of the 2nd: 17 h early.
    expect(plan.orders[0]).toMatchObject({ latenessMinutes: -17 * 60, late: false });
    expect(plan.after).toMatchObject({ orders: 2, changeoverMinutes: 30, lateOrders: 0, unscheduled: 0, end: '2026-02-02T09:30' });
    expect(plan.before).toMatchObject({ unscheduled: 2, changeoverMinutes: 0 });
    expect(plan.versions).toEqual({ 1: 1, 2: 4 });
  });

  it('keeps a running order where it is: the line is free after it and set up for its family', () => {
    const running = order({ id: 3, familyId: 1, status: 'in-progress', plannedStart: '2026-02-02T06:00', plannedEnd: '2026-02-02T10:00', sequence: 1, changeoverMinutes: 0 });
    const plan = planLine({ line: scheduled, holidays: [], orders: [running, a, b], changeovers, lastFamily: null, start: '2026-02-02T06:00' });
    expect(plan.kept).toEqual([3]);
    // Family 1 first (no changeover) beats the earlier due date of family 2: both stay on time.
    expect(plan.orders.map((o) => [o.number, o.sequence, o.changeoverMinutes, o.start, o.end])).toEqual([
      ['MO-1', 2, 0, '2026-02-02T10:00', '2026-02-02T12:00'],
      ['MO-2', 3, 30, '2026-02-02T12:30', '2026-02-02T13:30'],
    ]);
    expect(plan.after).toMatchObject({ changeoverMinutes: 30, lateOrders: 0, end: '2026-02-02T13:30' });
  });

  it('leaves out what it cannot time and says why', () => {
    const plan = planLine({ line: scheduled, holidays: [], orders: [a, order({ id: 5, minutesPerUnit: null })], changeovers, lastFamily: null, start: '2026-02-02' });
    expect(plan.unplaced).toEqual([5]);
    expect(plan.problems).toContainEqual({ code: 'NO_DURATION', severity: 'error', subject: 5 });
    expect(plan.after.unscheduled).toBe(1);
  });

  it('reads the current schedule\'s figures', () => {
    expect(latenessOf('2026-02-04T02:00', '2026-02-03')).toBe(120);
    const totals = currentTotals([
      order({ id: 1, plannedStart: '2026-02-02T06:00', plannedEnd: '2026-02-04T02:00', changeoverMinutes: 20 }),
      order({ id: 2, plannedStart: '2026-02-02T06:00', plannedEnd: '2026-02-02T08:00', changeoverMinutes: 10 }),
      order({ id: 3 }),
    ]);
    expect(totals).toEqual({ orders: 3, changeoverMinutes: 30, lateOrders: 1, tardinessMinutes: 120, unscheduled: 1, end: '2026-02-04T02:00' });
  });
});
