// The production review through the API, on a small company built here
// (one line, three products, hand-computed figures): the master schedule
// and the line load as the report views return them, sequencing that
// writes exactly what domain/planning computes (one transaction, audited,
// 409 on a stale version), moving an order, and who may do what: the
// production planner writes, the viewer reads, the demand planner does not
// schedule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { FieldValue } from '../../../engine/data/field-values';
import type { ReportResult } from '../../../engine/data/report-api';
import { isoDate } from '../../../engine/data/relative-dates';
import { addMonths, scheduleOrders } from '../../../domain/planning';
import { openSession } from '../../../server/accounts';
import { insertRow } from '../../../server/data-engine/records/store';
import { lineCalendar } from '../../../server/production/calendar';
import { databaseKinds } from '../helpers/database';
import { call, startTestServer, type TestServer } from '../helpers/server';

const M0 = isoDate(new Date()).slice(0, 7);
const M1 = addMonths(M0, 1);
const M2 = addMonths(M0, 2);

/** Monday to Friday of a month less the given days. */
function workingDays(month: string, holidays: string[]): number {
  let n = 0;
  for (let d = new Date(`${month}-01T00:00:00Z`); d.toISOString().slice(0, 7) === month; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.getUTCDay();
    if (day >= 1 && day <= 5 && !holidays.includes(d.toISOString().slice(0, 10))) n++;
  }
  return n;
}

/** The first weekday from a day on that is not a holiday. */
function workdayFrom(day: string, holidays: string[]): string {
  const d = new Date(`${day}T00:00:00Z`);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6 || holidays.includes(d.toISOString().slice(0, 10))) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The first Monday of a month. */
function firstMonday(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe.each(databaseKinds())('production review on %s', (kind) => {
  let s: TestServer;
  let companyId: number;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const entity = (id: string) => s.config.entities.find((e) => e.id === id) as CompiledEntity;
  const add = async (entityId: string, values: Record<string, FieldValue>) => insertRow(s.db, entity(entityId), companyId, null as unknown as number, values);
  const api = (method: 'GET' | 'POST', url: string, token: string, body?: unknown) => call(s.app, method, url, { token, body });
  const reportRows = async (route: string, view: number, query: Record<string, string>) => {
    const res = await api('GET', `/api/reports/${route}/${view}?${new URLSearchParams(query)}`, tokens.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as ReportResult);
  };
  const holiday = firstMonday(M1);

  beforeAll(async () => {
    s = await startTestServer(kind);
    [{ id: companyId }] = await s.db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Production test') RETURNING id`);
    await s.db.query(`INSERT INTO onboarding_configurations (company_id, completed_steps, finished_at) VALUES ($1, '{1,2,3,4,5,6,7,8,9,10,11}', now())`, [companyId]);
    for (const plugin of ['PRODUCTION', 'GANTT_SCHEDULING']) await s.db.query('INSERT INTO company_plugins (company_id, plugin_id) VALUES ($1, $2)', [companyId, plugin]);
    for (const [name, roles] of [['admin', [1]], ['production', [4]], ['viewer', [5]], ['demand', [2]]] as const) {
      const [user] = await s.db.query<{ id: number }>(
        `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, $2, $3, 'en', $4::int[], true) RETURNING id`,
        [companyId, `${name} user`, `${name}-${kind}@production.test`, roles as unknown as number[]]);
      ids[`user-${name}`] = user.id;
      tokens[name] = (await openSession(s.db, s.app.services, user.id, companyId)).token;
    }
    ids.location = await add('location', { code: 'L1', name: 'Plant', kind: 'factory', city: 'Madrid', country: 'ES' });
    await add('non-working-day', { location: ids.location, date: holiday, name: 'Holiday', kind: 'local-holiday' });
    ids.factory = await add('factory', { code: 'F1', name: 'Plant 1', location: ids.location, workingWeek: 'monday-friday', shiftsPerDay: 1, hoursPerShift: 8 });
    ids.line = await add('production-line', { code: 'LN1', name: 'Line 1', factory: ids.factory, process: 'packing', capacityPerHour: 100, shiftsPerDay: 1, hoursPerShift: 8, efficiency: 80 });
    ids.idle = await add('production-line', { code: 'LN2', name: 'Idle line', factory: ids.factory, process: 'packing', capacityPerHour: 100, shiftsPerDay: 1, hoursPerShift: 8, efficiency: 100 });
    ids.famA = await add('product-family', { code: 'FA', name: 'Family A', level: 'subfamily' });
    ids.famB = await add('product-family', { code: 'FB', name: 'Family B', level: 'subfamily' });
    ids.p1 = await add('product', { sku: 'P1', name: 'Product 1', family: ids.famA, source: 'made', status: 'active' });
    ids.p2 = await add('product', { sku: 'P2', name: 'Product 2', family: ids.famB, source: 'made', status: 'active' });
    ids.p3 = await add('product', { sku: 'P3', name: 'Product 3 (no routing)', family: ids.famA, source: 'made', status: 'active' });
    await add('process-step', { product: ids.p1, sequence: 10, operation: 'packing', line: ids.line, minutesPerUnit: 6 });
    await add('process-step', { product: ids.p2, sequence: 10, operation: 'packing', line: ids.line, minutesPerUnit: 6 });
    await add('changeover', { line: ids.line, fromFamily: ids.famA, toFamily: ids.famB, minutes: 30 });
    await add('changeover', { line: ids.line, fromFamily: ids.famB, toFamily: ids.famA, minutes: 45 });
    ids.warehouse = await add('warehouse', { code: 'W1', name: 'Warehouse', location: ids.location });
    await add('stock-on-hand', { product: ids.p1, warehouse: ids.warehouse, quantity: 100 });
    await add('production-policy', { product: ids.p1, lotRule: 'fixed-lot', lotSize: 50, safetyStock: 20 });
    await add('recipe', { code: 'R1', name: 'Recipe 1', product: ids.p1, revision: 1, batchSize: 10, status: 'active' });
    ids.customer = await add('customer', { code: 'C1', name: 'Customer', channel: 'retail', segment: 'medium', country: 'ES' });
    for (const month of [M0, M1, M2]) await add('forecast-value', { product: ids.p1, customer: ids.customer, month, override: 80 });
    await add('forecast-value', { product: ids.p3, customer: ids.customer, month: M1, override: 10 });
    const so1 = await add('sales-order', { number: 'SO1', customer: ids.customer, orderDate: `${M0}-01`, status: 'confirmed' });
    await add('sales-order-line', { order: so1, product: ids.p1, quantity: 30, requestedDate: `${M0}-15` });
    const so2 = await add('sales-order', { number: 'SO2', customer: ids.customer, orderDate: `${M0}-01`, status: 'confirmed' });
    await add('sales-order-line', { order: so2, product: ids.p1, quantity: 100, requestedDate: `${M1}-10` });
    // Four open orders on the line, one cancelled: P1 family A, P2 family B.
    ids.mo1 = await add('production-order', { number: 'MO1', product: ids.p1, line: ids.line, quantity: 40, status: 'planned', dueDate: `${M1}-20` });
    ids.mo2 = await add('production-order', { number: 'MO2', product: ids.p2, line: ids.line, quantity: 2000, status: 'planned', dueDate: `${M2}-10` });
    ids.mo3 = await add('production-order', { number: 'MO3', product: ids.p2, line: ids.line, quantity: 20, status: 'released', dueDate: `${M1}-05`, earliestStart: `${M1}-02` });
    ids.mo4 = await add('production-order', { number: 'MO4', product: ids.p1, line: ids.line, quantity: 24, status: 'planned', dueDate: `${M1}-06` });
    await add('production-order', { number: 'MO5', product: ids.p1, line: ids.line, quantity: 999, status: 'cancelled', dueDate: `${M1}-06` });
  }, 120_000);
  afterAll(() => s?.close());

  it('the master schedule: demand from orders and the forecast they left, production ordered, lots on top, projected stock', async () => {
    const data = await reportRows('mps-report', 1, { group: 'month', filter: JSON.stringify([{ field: 'product', op: 'eq', value: ids.p1 }]) });
    const byMonth = new Map(data.rows.map((r) => [r.keys.month, r.values]));
    // The order of M1 (100) takes M1's forecast (80) and 20 of M0's; the M0 order (30) took 30 of M0's.
    expect([M0, M1, M2].map((m) => byMonth.get(m)?.orders)).toEqual([30, 100, 0]);
    expect([M0, M1, M2].map((m) => byMonth.get(m)?.forecast)).toEqual([30, 0, 80]);
    expect([M0, M1, M2].map((m) => byMonth.get(m)?.demand)).toEqual([60, 100, 80]);
    // MO1 (40) and MO4 (24) are due in M1; the cancelled MO5 does not count.
    expect([M0, M1, M2].map((m) => byMonth.get(m)?.scheduled)).toEqual([0, 64, 0]);
    // M0: 100 - 60 = 40. M1: 40 + 64 - 100 = 4 < SS 20: one lot of 50 -> 54. M2: 54 - 80 = -26: needs 46, one lot -> 24.
    expect([M0, M1, M2].map((m) => byMonth.get(m)?.planned)).toEqual([0, 50, 50]);
    expect([M0, M1, M2].map((m) => byMonth.get(m)?.projected)).toEqual([40, 54, 24]);
  });

  it('names the product planned without a routing and without a stock record', async () => {
    const data = await reportRows('mps-report', 2, {});
    const p3 = data.rows.find((r) => r.keys.product === ids.p3);
    expect(p3?.keys.problem).toBe('no-routing');
    expect(p3?.values.demand).toBe(10);
    expect(data.rows.some((r) => r.keys.product === ids.p1)).toBe(false);
  });

  it('line load: hours at the line\'s efficiency against working hours less holidays; a month over capacity', async () => {
    const data = await reportRows('production-lines-occupancy', 0, { group: 'line,month', filter: JSON.stringify([{ field: 'line', op: 'eq', value: ids.line }]) });
    const m1 = data.rows.find((r) => r.keys.month === M1)!.values;
    const m2 = data.rows.find((r) => r.keys.month === M2)!.values;
    // 7.5 min a unit at 80 %: orders due in M1 = MO1 40 + MO3 20 + MO4 24 = 84 units = 10.5 h; the lot of 50 proposed = 6.25 h.
    expect(m1.orders).toBeCloseTo(10.5, 9);
    expect(m1.planned).toBeCloseTo(6.25, 9);
    expect(m1.capacity).toBe(workingDays(M1, [holiday]) * 8);
    expect(m1.overload).toBe(0);
    // MO2: 2,000 units = 250 h in M2, over any month's 8-hour weekdays.
    expect(m2.load).toBeCloseTo(250 + 6.25, 9);
    expect(m2.capacity).toBe(workingDays(M2, []) * 8);
    expect(m2.utilization).toBeCloseTo((256.25 / (workingDays(M2, []) * 8)) * 100, 6);
    expect(m2.overload).toBeCloseTo(256.25 - workingDays(M2, []) * 8, 6);
    const over = await reportRows('production-lines-occupancy', 1, {});
    expect(over.rows[0].keys.line).toBe(ids.line);
    expect(over.rows[0].values.overMonths).toBe(1);
  });

  it('sequencing writes exactly the schedule domain/planning computes, audited, in one transaction', async () => {
    const start = `${M1}-01T06:00`;
    const preview = await api('POST', '/api/production/sequence/preview', tokens.production, { line: ids.line, start });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const expected = scheduleOrders({
      start,
      orders: [
        { orderId: ids.mo1, lineId: ids.line, family: ids.famA, quantity: 40, minutesPerUnit: 7.5, due: `${M1}-20` },
        { orderId: ids.mo2, lineId: ids.line, family: ids.famB, quantity: 2000, minutesPerUnit: 7.5, due: `${M2}-10` },
        { orderId: ids.mo3, lineId: ids.line, family: ids.famB, quantity: 20, minutesPerUnit: 7.5, due: `${M1}-05`, release: `${M1}-02` },
        { orderId: ids.mo4, lineId: ids.line, family: ids.famA, quantity: 24, minutesPerUnit: 7.5, due: `${M1}-06` },
      ],
      lines: [{ lineId: ids.line, calendar: lineCalendar({ workingWeek: 'monday-friday', shiftsPerDay: 1, hoursPerShift: 8 }, [holiday]) }],
      changeovers: [{ lineId: ids.line, fromFamily: ids.famA, toFamily: ids.famB, minutes: 30 }, { lineId: ids.line, fromFamily: ids.famB, toFamily: ids.famA, minutes: 45 }],
    });
    const proposed = preview.body.data.orders as Array<{ id: number; sequence: number; start: string; end: string; changeoverMinutes: number }>;
    expect(proposed.map((o) => [o.id, o.sequence, o.start, o.end, o.changeoverMinutes])).toEqual(expected.orders.map((o) => [o.orderId, o.sequence, o.start, o.end, o.changeoverMinutes]));
    // MO2's 250 hours run far past its due date: the proposal says so.
    expect(preview.body.data.orders.find((o: { id: number }) => o.id === ids.mo2).late).toBe(true);

    const versions = preview.body.data.versions as Record<string, number>;
    const applied = await api('POST', '/api/production/sequence', tokens.production, { line: ids.line, start, versions });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.written).toBe(4);
    const rows = await s.db.query<{ id: number; plannedStart: string; plannedEnd: string; sequence: number; changeover: number; version: number; by: number }>(
      `SELECT id, planned_start AS "plannedStart", planned_end AS "plannedEnd", sequence, changeover_minutes AS changeover, version, updated_by AS by
       FROM data_production_orders WHERE company_id = $1 AND status <> 'cancelled' ORDER BY sequence`, [companyId]);
    expect(rows.map((r) => [r.id, r.sequence, r.plannedStart, r.plannedEnd, r.changeover])).toEqual(expected.orders.map((o) => [o.orderId, o.sequence, o.start, o.end, o.changeoverMinutes]));
    expect(rows.every((r) => r.version === versions[String(r.id)] + 1 && r.by === ids['user-production'])).toBe(true);
    const audit = await s.db.query<{ row: number; user: number; after: Record<string, unknown> }>(
      `SELECT row_id AS row, user_id AS user, after FROM data_audit WHERE company_id = $1 AND entity = 'production-order' ORDER BY row_id`, [companyId]);
    expect(audit.map((a) => a.row).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(audit.every((a) => a.user === ids['user-production'] && typeof a.after.plannedStart === 'string')).toBe(true);

    // The same versions again are stale now: 409, and nothing changes.
    const stale = await api('POST', '/api/production/sequence', tokens.production, { line: ids.line, start: `${M1}-03T06:00`, versions });
    expect(stale.status).toBe(409);
    expect(stale.body.ErrorCode).toBe('CONFLICT');
    const after = await s.db.query<{ plannedStart: string }>(`SELECT planned_start AS "plannedStart" FROM data_production_orders WHERE company_id = $1 AND status <> 'cancelled' ORDER BY sequence`, [companyId]);
    expect(after.map((r) => r.plannedStart)).toEqual(rows.map((r) => r.plannedStart));
  });

  it('a line without open orders sequences nothing; an order its line cannot make is left out and named', async () => {
    const idle = await api('POST', '/api/production/sequence/preview', tokens.production, { line: ids.idle, start: `${M1}-01` });
    expect(idle.status).toBe(200);
    expect(idle.body.data.orders).toEqual([]);
    const p3 = await add('production-order', { number: 'MO6', product: ids.p3, line: ids.idle, quantity: 10, status: 'planned', dueDate: `${M1}-20` });
    const preview = await api('POST', '/api/production/sequence/preview', tokens.production, { line: ids.idle, start: `${M1}-01` });
    expect(preview.body.data.unplaced).toEqual([p3]);
    expect(preview.body.data.problems).toContainEqual({ code: 'NO_DURATION', severity: 'error', subject: p3 });
    expect((await api('POST', '/api/production/sequence/preview', tokens.production, { line: 999_999 })).status).toBe(404);
  });

  it('moving an order re-times it on the line\'s calendar, never before its earliest start; a stale version is refused', async () => {
    const [row] = await s.db.query<{ version: number }>('SELECT version FROM data_production_orders WHERE id = $1', [ids.mo3]);
    // Asked for the 1st at 05:00: the order may not start before the 2nd, and the line opens at 06:00.
    const moved = await api('POST', `/api/production/orders/${ids.mo3}/move`, tokens.production, { version: row.version, start: `${M1}-01T05:00` });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.start).toBe(`${workdayFrom(`${M1}-02`, [holiday])}T06:00`);
    // 20 units x 7.5 min = 150 min later.
    expect(moved.body.data.end).toBe(`${workdayFrom(`${M1}-02`, [holiday])}T08:30`);
    expect(moved.body.data.version).toBe(row.version + 1);
    const again = await api('POST', `/api/production/orders/${ids.mo3}/move`, tokens.production, { version: row.version, start: `${M1}-10T06:00` });
    expect(again.status).toBe(409);
    const bad = await api('POST', `/api/production/orders/${ids.mo3}/move`, tokens.production, { version: row.version + 1, start: 'tomorrow' });
    expect(bad.status).toBe(400);
  });

  it('the production planner writes, the viewer reads, the demand planner does not schedule', async () => {
    const body = { line: ids.line, start: `${M1}-01T06:00` };
    expect((await api('POST', '/api/production/sequence/preview', tokens.viewer, body)).status).toBe(200);
    const viewerApply = await api('POST', '/api/production/sequence', tokens.viewer, { ...body, versions: {} });
    expect(viewerApply.status).toBe(403);
    expect(viewerApply.body.ErrorCode).toBe('FORBIDDEN');
    expect((await api('POST', `/api/production/orders/${ids.mo1}/move`, tokens.viewer, { version: 1, start: `${M1}-10T06:00` })).status).toBe(403);
    expect((await api('POST', '/api/production/sequence/preview', tokens.demand, body)).status).toBe(403);
    // The data API agrees: the planner creates orders, the viewer lists them but may not.
    const values = { number: 'MO9', product: ids.p1, line: ids.line, quantity: 5, dueDate: `${M2}-01` };
    expect((await api('POST', '/api/data/production-order', tokens.production, { values })).status).toBe(201);
    expect((await api('POST', '/api/data/production-order', tokens.viewer, { values: { ...values, number: 'MO10' } })).status).toBe(403);
    expect((await api('GET', '/api/data/production-order', tokens.viewer)).status).toBe(200);
    // The scheduler sets times: a form or import cannot.
    const times = await api('POST', '/api/data/production-order', tokens.production, { values: { ...values, number: 'MO11', plannedStart: `${M2}-01T06:00` } });
    expect(times.status).toBe(400);
    // The viewer reads the master schedule; the report of another company's rows stays empty for it.
    const mps = await api('GET', '/api/reports/mps-report/0', tokens.viewer);
    expect(mps.status).toBe(200);
    expect((mps.body.data as ReportResult).rows.map((r) => r.keys.product).sort()).toEqual([ids.p1, ids.p2, ids.p3].sort());
  });
});
