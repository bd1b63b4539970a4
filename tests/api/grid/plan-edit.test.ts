// Editing the plan safely, on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): the edited measure is the final plan (the
// statistical forecast where nobody changed it), +10 % on a family moves it
// and each product x customer by 10 %, a parent's value spreads by the basis
// the planner picks with locked rows kept, and refusals say why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridEditResult, GridPage, RowFilter } from '../../../engine/data/grid-api';
import { call, databaseKinds, loginAll, startTestServer, type TestServer } from '../helpers/server';
import { MONTHS, seedGridData, type GridFixture } from './fixture';

const FROM = MONTHS[0];
const TO = MONTHS.at(-1)!;

describe.each(databaseKinds())('plan edits on %s', (kind) => {
  let s: TestServer;
  let tokens: Record<string, string>;
  let f: GridFixture;
  const q = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  const rows = (params: Record<string, unknown>) => call<{ data: GridPage }>(s.app, 'GET', `/api/grid/forecasts-main/0/rows?${q({ from: FROM, to: TO, ...params })}`, { token: tokens.planner });
  const edit = (body: Record<string, unknown>, token = tokens.planner) => call<{ data: GridEditResult }>(s.app, 'POST', '/api/grid/forecasts-main/0/edit', { token, body: { hierarchy: 'products', from: FROM, to: TO, ...body } });
  const familyRow: () => RowFilter = () => [['product.family', f.family]];
  const productRow = (p: number): RowFilter => [['product.family', f.family], ['product', f.products[p]]];
  /** The plan of each product x customer (product, then customer order). */
  const plans = async (month: string) => (await s.db.query<{ plan: number }>(
    `SELECT coalesce(override, statistical)::float8 AS plan FROM data_forecast_values WHERE company_id = $1 AND month = $2::date AND product_id = ANY($3::int[]) ORDER BY product_id, customer_id`,
    [f.companyId, `${month}-01`, f.products])).map((r) => r.plan);
  const familyCell = async (month: string, measure: string) => {
    const page = (await rows({ hierarchy: 'products', level: '3', parent: familyRow() })).body.data;
    const at = page.meta.measures.findIndex((m) => m.id === measure);
    return page.parent.values[at][page.meta.months.indexOf(month)];
  };

  beforeAll(async () => {
    s = await startTestServer(kind);
    tokens = await loginAll(s.app);
    const companyOf = async (email: string) => (await s.db.query<{ id: number }>('SELECT company_id AS id FROM users WHERE email = $1', [email]))[0].id;
    f = await seedGridData(s.db, await companyOf('admin@demo.test'), await companyOf('newcomer@demo.test'));
  });
  afterAll(() => s?.close());

  it('+10 % on a family moves the family and each of its rows by 10 %; the override row is the difference a person made', async () => {
    const month = MONTHS[0];
    // One product x customer was changed by hand (10 -> 40); the others are the statistical forecast.
    await s.db.query('UPDATE data_forecast_values SET override = 40 WHERE company_id = $1 AND month = $2::date AND product_id = $3 AND customer_id = $4', [f.companyId, `${month}-01`, f.products[0], f.customers[0]]);
    expect(await plans(month)).toEqual([40, 15, 20, 25, 30, 35]);
    // The override row of the family is 30 (what was changed), not 40 shown as if it were the plan.
    expect(await familyCell(month, 'override')).toBe(30);
    expect(await familyCell(month, 'consensus')).toBe(165);
    const res = await edit({ edits: [{ row: familyRow(), month, from: 165, to: 181.5 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ changed: 6, cells: 1 });
    expect(await plans(month)).toEqual([44, 16.5, 22, 27.5, 33, 38.5]);
    expect(await familyCell(month, 'consensus')).toBe(181.5);
    expect(await familyCell(month, 'override')).toBe(46.5);
  });

  it('an absolute value spreads by the basis chosen (last year), the locked product keeping its plan', async () => {
    const month = MONTHS[1];
    const res = await edit({ basis: 'lastYear', locks: [{ row: productRow(1), month }], edits: [{ row: familyRow(), month, from: 135, to: 300 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Product 2 (20 + 25) locked; 255 left by last year's 1:2 (product 1) and 3:6 (product 3) of 12.
    expect(await plans(month)).toEqual([21.25, 42.5, 20, 25, 63.75, 127.5]);
  });

  it('the budget as basis weighs the products; within each, the customers share by their plan', async () => {
    const month = MONTHS[2];
    const [version] = await s.db.query<{ id: number }>(`INSERT INTO data_budget_versions (company_id, code, name, year, status) VALUES ($1, 'GRID-A', 'Approved', 2031, 'approved') RETURNING id`, [f.companyId]);
    for (const [p, quantity] of [100, 300, 600].entries()) {
      await s.db.query('INSERT INTO data_budget_lines (company_id, budget_id, product_id, month, quantity) VALUES ($1, $2, $3, $4::date, $5)', [f.companyId, version.id, f.products[p], `${month}-01`, quantity]);
    }
    const res = await edit({ basis: 'budget', edits: [{ row: familyRow(), month, from: 135, to: 2000 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await plans(month);
    // 200 : 600 : 1,200 by product; 200 by 10:15 -> 80, 120; 600 by 20:25; 1,200 by 30:35.
    expect(after.slice(0, 2)).toEqual([80, 120]);
    expect(after[2] + after[3]).toBeCloseTo(600, 6);
    expect(after[2]).toBeCloseTo(266.667, 3);
    expect(after[4]).toBeCloseTo(553.846, 3);
    expect(Math.round(after.reduce((a, b) => a + b, 0) * 1000)).toBe(2_000_000);
  });

  it('refuses, naming why, a total below the locked rows, an unknown basis, and a basis without the row\'s levels; nothing changes', async () => {
    const month = MONTHS[3];
    const before = await plans(month);
    const low = await edit({ locks: [{ row: productRow(2), month }], edits: [{ row: familyRow(), month, from: 135, to: 30 }] });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', MessageKey: 'grid.lockedExceed', MessageParams: { locked: 65, value: 30 } });
    const unknown = await edit({ basis: 'nope', edits: [{ row: familyRow(), month, from: 135, to: 300 }] });
    expect(unknown.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'basis' });
    const byChannel = (await rows({ hierarchy: 'channels', level: '0' })).body.data;
    const retail = byChannel.rows.find((r) => r.filter[0][1] === 'retail')!;
    const from = retail.values[byChannel.meta.measures.findIndex((m) => m.id === 'consensus')][byChannel.meta.months.indexOf(month)];
    const channel = await edit({ hierarchy: 'channels', basis: 'budget', edits: [{ row: [['customer.channel', 'retail']], month, from, to: 300 }] });
    expect(channel.body).toMatchObject({ MessageKey: 'grid.basisCannotSplit', Field: 'basis' });
    expect(channel.status).toBe(400);
    expect(await plans(month)).toEqual(before);
  });
  it('a bulk change says how many cells it changed: +5 % of three products, their reset to the statistical forecast, and 0 when there is nothing to reset', async () => {
    const month = MONTHS[3];
    const products = [0, 1, 2].map(productRow);
    const plus = await edit({ edits: products.map((row, p) => ({ row, month, from: [25, 45, 65][p], to: [26.25, 47.25, 68.25][p] })) });
    expect(plus.status, JSON.stringify(plus.body)).toBe(200);
    expect(plus.body.data).toMatchObject({ cells: 3, changed: 6 });
    expect(await plans(month)).toEqual([10.5, 15.75, 21, 26.25, 31.5, 36.75]);
    const reset = await edit({ edits: products.map((row, p) => ({ row, month, from: [26.25, 47.25, 68.25][p], to: null })) });
    expect(reset.body.data).toMatchObject({ cells: 3, changed: 6 });
    expect(await plans(month)).toEqual([10, 15, 20, 25, 30, 35]);
    const again = await edit({ edits: products.map((row, p) => ({ row, month, from: [25, 45, 65][p], to: null })) });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ cells: 0, changed: 0 });
  });

  it('separation of duties: whoever submitted a revision cannot approve it (refused, translated, nothing decided); another person can, and the decision is audited', async () => {
    const submitted = await call(s.app, 'POST', '/api/forecasting/revisions', { token: tokens.admin, body: { family: f.family, comment: 'Plan of the family' } });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const id = submitted.body.data.id as number;
    const detail = await call(s.app, 'GET', `/api/forecasting/revisions/${id}`, { token: tokens.admin });
    expect(detail.body.data.revision.submittedByMe).toBe(true);
    expect((await call(s.app, 'GET', `/api/forecasting/revisions/${id}`, { token: tokens.super })).body.data.revision.submittedByMe).toBe(false);
    const own = await call(s.app, 'POST', `/api/forecasting/revisions/${id}/approve`, { token: tokens.admin, body: {} });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ ok: false, ErrorCode: 'SEPARATION_OF_DUTIES', MessageKey: 'forecast.selfApproval', MessageParams: { code: submitted.body.data.code } });
    const [still] = await s.db.query<{ status: string }>('SELECT status FROM data_forecast_revisions WHERE id = $1', [id]);
    expect(still.status).toBe('submitted');
    // The viewer has not the revision right.
    expect((await call(s.app, 'POST', `/api/forecasting/revisions/${id}/approve`, { token: tokens.viewer, body: {} })).status).toBe(403);
    const other = await call(s.app, 'POST', `/api/forecasting/revisions/${id}/approve`, { token: tokens.super, body: {} });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const audit = await s.db.query<{ user_name: string; after: { status: string } }>(`SELECT user_name, after FROM data_audit WHERE entity = 'forecast-revision' AND row_id = $1`, [id]);
    expect(audit).toHaveLength(1);
    expect(audit[0].after.status).toBe('approved');
  });
  it('undo restores exactly what the last edit changed, redo puts it back, each one step with its cell count, and both are kept after a reload', async () => {
    const month = MONTHS[1];
    const stored = async () => s.db.query<{ override: number | null; version: number }>(
      'SELECT override::float8 AS override FROM data_forecast_values WHERE company_id = $1 AND month = $2::date AND product_id = ANY($3::int[]) ORDER BY product_id, customer_id', [f.companyId, `${month}-01`, f.products]);
    const step = (direction: 'undo' | 'redo', token = tokens.planner) => call(s.app, 'POST', `/api/grid/forecasts-main/0/${direction}`, { token, body: { hierarchy: 'products', from: FROM, to: TO, refresh: [familyRow()] } });
    const before = await stored();
    const plansBefore = await plans(month);
    expect(plansBefore).toEqual([21.25, 42.5, 20, 25, 63.75, 127.5]);
    expect((await edit({ edits: [{ row: familyRow(), month, from: 300, to: 600 }] })).status).toBe(200);
    expect(await plans(month)).toEqual(plansBefore.map((p) => p * 2));
    // What undo would take back, as a page reloaded reads it.
    const steps = await call(s.app, 'GET', '/api/grid/forecasts-main/0/steps', { token: tokens.planner });
    expect(steps.body.data.undo).toMatchObject({ cells: 1 });
    expect(steps.body.data.redo).toBeNull();
    const undone = await step('undo');
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data).toMatchObject({ cells: 1, changed: 6 });
    expect(undone.body.data.next.redo).toMatchObject({ cells: 1 });
    expect(undone.body.data.rows[0].values[3][1]).toBe(300);
    expect(await plans(month)).toEqual(plansBefore);
    // Exactly: the overrides nobody had set are empty again (their plan the statistical forecast).
    expect((await stored()).map((r) => r.override)).toEqual(before.map((r) => r.override));
    const redone = await step('redo');
    expect(redone.body.data).toMatchObject({ cells: 1, changed: 6 });
    expect(await plans(month)).toEqual(plansBefore.map((p) => p * 2));
    expect((await step('undo')).status).toBe(200);
    expect(await plans(month)).toEqual(plansBefore);
    // Another user's steps are theirs: the super administrator has nothing to undo here.
    expect((await step('undo', tokens.super)).body).toMatchObject({ ErrorCode: 'CONFLICT', MessageKey: 'grid.nothingToUndo' });
  });

  it('undo refuses, naming how many, when a row of the step was changed again since; nothing is restored', async () => {
    const month = MONTHS[1];
    const p0 = productRow(0);
    expect((await edit({ edits: [{ row: p0, month, from: 63.75, to: 70 }] })).status).toBe(200);
    const plansAfter = await plans(month);
    expect((await edit({ edits: [{ row: p0, month, from: 70, to: 90 }] }, tokens.admin)).status).toBe(200);
    const refused = await call(s.app, 'POST', '/api/grid/forecasts-main/0/undo', { token: tokens.planner, body: { hierarchy: 'products' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ MessageKey: 'grid.stepOverwritten', MessageParams: { count: 2 } });
    expect((await plans(month)).slice(0, 2).reduce((a, b) => a + b, 0)).toBe(90);
    expect(plansAfter.slice(2)).toEqual((await plans(month)).slice(2));
  });

  it('undo of a 5,000-row spread restores every row, measured server-side', async () => {
    const month = '2032-01';
    await s.db.query(
      `INSERT INTO data_forecast_values (company_id, product_id, customer_id, month, statistical)
       SELECT $1, p.id, c.id, $2::date, 1 + (p.id + c.id) % 7 FROM data_products p CROSS JOIN data_customers c
       WHERE p.company_id = $1 AND c.company_id = $1 ORDER BY p.id, c.id LIMIT 5000`, [f.companyId, `${month}-01`]);
    const [{ total }] = await s.db.query<{ total: number }>('SELECT sum(statistical)::float8 AS total FROM data_forecast_values WHERE company_id = $1 AND month = $2::date', [f.companyId, `${month}-01`]);
    const body = { hierarchy: 'products', from: month, to: month };
    const t0 = performance.now();
    const spread = await call(s.app, 'POST', '/api/grid/forecasts-main/0/edit', { token: tokens.planner, body: { ...body, edits: [{ row: [], month, from: total, to: total * 2 }] } });
    const spreadMs = performance.now() - t0;
    expect(spread.status, JSON.stringify(spread.body).slice(0, 300)).toBe(200);
    expect(spread.body.data.changed).toBe(5000);
    const started = performance.now();
    const undone = await call(s.app, 'POST', '/api/grid/forecasts-main/0/undo', { token: tokens.planner, body });
    const ms = performance.now() - started;
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ cells: 1, changed: 5000 });
    const [{ left }] = await s.db.query<{ left: number }>('SELECT count(*)::int AS left FROM data_forecast_values WHERE company_id = $1 AND month = $2::date AND override IS NOT NULL', [f.companyId, `${month}-01`]);
    expect(left).toBe(0);
    console.log(`on ${kind}: the 5,000-row spread ${spreadMs.toFixed(0)} ms, its undo ${ms.toFixed(0)} ms`);
    // The target is 300 ms on a quiet machine; the bound here leaves room for a busy one.
    expect(ms).toBeLessThan(5000);
  });
});
