import { describe, expect, it } from 'vitest';
import { scheduleOrders, type ScheduleInput } from '../../../domain/planning/scheduling';

// Default calendar: Monday to Friday, 08:00-16:00. 2025-06-02 is a Monday.
const AB = [
  { lineId: 'L1', fromFamily: 'A', toFamily: 'B', minutes: 60 },
  { lineId: 'L1', fromFamily: 'B', toFamily: 'A', minutes: 60 },
];
const base: ScheduleInput = { start: '2025-06-02T08:00', lines: [{ lineId: 'L1', initialFamily: 'A' }], changeovers: AB, orders: [] };

describe('scheduling orders on lines', () => {
  it('times a sequence across the night, with changeovers and lateness', () => {
    // EDD: O2 (due Mon 12:00), O1 (due by end of Tue), O3 (by end of Wed)
    // O2: family A = line's family, no changeover; 08:00-10:00 (120 min); 120 min early
    // O1: A -> B 60 min 10:00-11:00; runs 11:00-15:00 (240 min); due Wed 00:00
    // O3: B -> B none; 15:00-16:00 Monday (60), Tuesday 08:00-10:00 (120) -> ends Tue 10:00
    // nearest neighbour from A gives the same order; 2-opt finds nothing cheaper than 60 min of changeover
    const r = scheduleOrders({
      ...base,
      orders: [
        { orderId: 'O1', lineId: 'L1', family: 'B', quantity: 120, minutesPerUnit: 2, due: '2025-06-03' },
        { orderId: 'O2', lineId: 'L1', family: 'A', durationMinutes: 120, due: '2025-06-02T12:00' },
        { orderId: 'O3', lineId: 'L1', family: 'B', durationMinutes: 180, due: '2025-06-04', productId: 'P3' },
      ],
    });
    expect(r.problems).toEqual([]);
    expect(r.orders.map((o) => [o.orderId, o.sequence, o.changeoverMinutes, o.changeoverStart, o.start, o.end, o.latenessMinutes])).toEqual([
      ['O2', 1, 0, '2025-06-02T08:00', '2025-06-02T08:00', '2025-06-02T10:00', -120],
      ['O1', 2, 60, '2025-06-02T10:00', '2025-06-02T11:00', '2025-06-02T15:00', -(9 * 60 + 24 * 60)],
      ['O3', 3, 0, '2025-06-02T15:00', '2025-06-02T15:00', '2025-06-03T10:00', -(14 * 60 + 24 * 60)],
    ]);
    expect(r.orders[2]).toMatchObject({ productId: 'P3', due: '2025-06-05T00:00', late: false });
    expect(r.lines).toEqual([{ lineId: 'L1', orders: 3, method: 'earliest-due-date', improved: false, changeoverMinutes: 60, tardinessMinutes: 0, lateOrders: 0, end: '2025-06-03T10:00' }]);
  });

  it('nearest neighbour groups families when due dates allow', () => {
    // all due Friday; EDD by due date alternates A, B, A, B: 0 + 60 + 60 + 60 = 180 min of changeover
    // nearest neighbour from A: X1, X2 (A), Y1, Y2 (B): one changeover of 60
    const orders = [
      { orderId: 'X1', lineId: 'L1', family: 'A', durationMinutes: 60, due: '2025-06-06T10:00' },
      { orderId: 'Y1', lineId: 'L1', family: 'B', durationMinutes: 60, due: '2025-06-06T11:00' },
      { orderId: 'X2', lineId: 'L1', family: 'A', durationMinutes: 60, due: '2025-06-06T12:00' },
      { orderId: 'Y2', lineId: 'L1', family: 'B', durationMinutes: 60, due: '2025-06-06T13:00' },
    ];
    const r = scheduleOrders({ ...base, orders });
    expect(r.orders.map((o) => o.orderId)).toEqual(['X1', 'X2', 'Y1', 'Y2']);
    expect(r.lines[0]).toMatchObject({ method: 'nearest-neighbour', changeoverMinutes: 60, lateOrders: 0 });
    // with a one-hour window nearest neighbour must take the urgent orders first: EDD order, 180 min
    const narrow = scheduleOrders({ ...base, orders, sequencing: { windowMinutes: 30, maxEvaluations: 0 } });
    expect(narrow.lines[0].changeoverMinutes).toBe(180);
  });

  it('a tight due date beats grouping: the urgent order goes first', () => {
    // O1 (B) due 09:30, O2 (A) due Friday; line set up for A, A <-> B 30 min.
    // grouping (O2, O1): O1 ends 08:00 + 60 + 30 + 60 = 10:30, 60 min late: cost 60 + 30 = 90
    // EDD (O1, O2): setup 08:00-08:30, O1 08:30-09:30 on time, setup 09:30-10:00, O2 10:00-11:00: cost 60
    const r = scheduleOrders({
      ...base,
      changeovers: [{ lineId: 'L1', fromFamily: 'A', toFamily: 'B', minutes: 30 }, { lineId: 'L1', fromFamily: 'B', toFamily: 'A', minutes: 30 }],
      orders: [
        { orderId: 'O2', lineId: 'L1', family: 'A', durationMinutes: 60, due: '2025-06-06' },
        { orderId: 'O1', lineId: 'L1', family: 'B', durationMinutes: 60, due: '2025-06-02T09:30' },
      ],
    });
    expect(r.orders.map((o) => [o.orderId, o.start, o.end, o.late])).toEqual([
      ['O1', '2025-06-02T08:30', '2025-06-02T09:30', false],
      ['O2', '2025-06-02T10:00', '2025-06-02T11:00', false],
    ]);
  });

  it('2-opt repairs a greedy choice that costs more later', () => {
    // from A: A->B 10, A->C 20, B->C 100, C->B 15; equal due dates
    // greedy and EDD (input order): B then C = 10 + 100 = 110; reversed: C then B = 20 + 15 = 35
    const r = scheduleOrders({
      ...base,
      changeovers: [
        { lineId: 'L1', fromFamily: 'A', toFamily: 'B', minutes: 10 }, { lineId: 'L1', fromFamily: 'A', toFamily: 'C', minutes: 20 },
        { lineId: 'L1', fromFamily: 'B', toFamily: 'C', minutes: 100 }, { lineId: 'L1', fromFamily: 'C', toFamily: 'B', minutes: 15 },
      ],
      orders: [
        { orderId: 'OB', lineId: 'L1', family: 'B', durationMinutes: 30, due: '2025-06-06' },
        { orderId: 'OC', lineId: 'L1', family: 'C', durationMinutes: 30, due: '2025-06-06' },
      ],
    });
    expect(r.orders.map((o) => o.orderId)).toEqual(['OC', 'OB']);
    expect(r.lines[0]).toMatchObject({ improved: true, changeoverMinutes: 35 });
  });

  it('release dates, non-working days, late orders and missing data', () => {
    // L2 works 06:00-14:00 Mon-Fri, Tuesday 3rd off; R1 released Monday 13:00, 180 min:
    // Monday 13:00-14:00 (60), Wednesday 06:00-08:00 (120) -> due Tuesday 12:00: 20 h late
    const r = scheduleOrders({
      ...base,
      lines: [...base.lines, { lineId: 'L2', calendar: { shifts: [{ from: '06:00', to: '14:00' }], nonWorkingDays: ['2025-06-03'] } }, { lineId: 'L3', calendar: { workingWeekdays: [] } }],
      orders: [
        { orderId: 'R1', lineId: 'L2', family: 'A', durationMinutes: 180, due: '2025-06-03T12:00', release: '2025-06-02T13:00' },
        { orderId: 'N1', lineId: null, family: 'A', durationMinutes: 10, due: '2025-06-03' },
        { orderId: 'N2', lineId: 'L1', family: 'A', quantity: 5, due: '2025-06-03' },
        { orderId: 'N3', lineId: 'L1', family: 'A', durationMinutes: 5, due: 'tomorrow' },
        { orderId: 'N4', lineId: 'L3', family: 'A', durationMinutes: 5, due: '2025-06-03' },
        { orderId: 'C1', lineId: 'L1', family: 'Z', durationMinutes: 30, due: '2025-06-03' },
      ],
      defaultChangeoverMinutes: 15,
    });
    const r1 = r.orders.find((o) => o.orderId === 'R1');
    expect(r1).toMatchObject({ start: '2025-06-02T13:00', end: '2025-06-04T08:00', latenessMinutes: 20 * 60, late: true });
    // C1: A -> Z is not in the matrix: 15 min charged and reported
    expect(r.orders.find((o) => o.orderId === 'C1')).toMatchObject({ changeoverMinutes: 15, start: '2025-06-02T08:15' });
    expect(r.problems.map((p) => [p.code, p.subject])).toEqual([
      ['NO_LINE', 'N1'], ['NO_DURATION', 'N2'], ['INVALID_DUE_DATE', 'N3'], ['MISSING_CHANGEOVER', 'L1'], ['NO_WORKING_TIME', 'L3'],
    ]);
    expect(r.lines.find((l) => l.lineId === 'L2')).toMatchObject({ lateOrders: 1, tardinessMinutes: 1200 });
    expect(scheduleOrders({ ...base, start: 'now' }).problems.map((p) => p.code)).toEqual(['INVALID_START']);
  });
});
