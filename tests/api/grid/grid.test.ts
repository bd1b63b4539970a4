// The planning grid on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): rows by level checked against plain SQL, a
// parent's plan spread exactly to its leaves by their current plan, a stale edit
// refused with the current value and nothing lost, frozen months refused,
// the viewer refused, another company's rows never touched, the history and
// comments of a cell, and the budget's top-down split creating lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridEditResult, GridPage, RowFilter } from '../../../engine/data/grid-api';
import { addMonths, monthRange } from '../../../engine/data/grid-buckets';
import { restRanges, spanPage, withMonths } from '../../../engine/data/grid-months';
import { treeOf } from '../../../engine/data/grid-tree';
import { call, databaseKinds, loginAll, startTestServer, type TestServer } from '../helpers/server';
import { FROZEN_CYCLE, MONTHS, seedGridData, type GridFixture } from './fixture';

const FROM = MONTHS[0];
const TO = MONTHS.at(-1)!;

describe.each(databaseKinds())('planning grid on %s', (kind) => {
  let s: TestServer;
  let tokens: Record<string, string>;
  let f: GridFixture;
  const q = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  const rows = (params: Record<string, unknown>, token = tokens.planner, route = 'forecasts-main') => call<{ data: GridPage }>(s.app, 'GET', `/api/grid/${route}/0/rows?${q({ from: FROM, to: TO, ...params })}`, { token });
  const edit = (body: Record<string, unknown>, token = tokens.planner, route = 'forecasts-main') => call<{ data: GridEditResult; Conflicts?: Array<{ current: number | null }> }>(s.app, 'POST', `/api/grid/${route}/0/edit`, { token, body: { hierarchy: 'products', from: FROM, to: TO, ...body } });
  const one = async <T>(sql: string, params: unknown[] = []) => (await s.db.query<T>(sql, params as never))[0];
  const overrides = async (month: string, products = f.products) => s.db.query<{ product: number; customer: number; override: number | null; statistical: number; version: number }>(
    `SELECT product_id AS product, customer_id AS customer, override::float8 AS override, statistical::float8 AS statistical, version FROM data_forecast_values
     WHERE company_id = $1 AND month = $2::date AND product_id = ANY($3::int[]) ORDER BY product_id, customer_id`, [f.companyId, `${month}-01`, products]);
  const familyRow: () => RowFilter = () => [['product.family', f.family]];
  const cell = async (row: RowFilter, month: string, measure = 'consensus') => {
    const parent = row.slice(0, -1);
    const level = ['product.family.parent.parent', 'product.family.parent', 'product.family', 'product'].indexOf(row.at(-1)![0]);
    const page = (await rows({ hierarchy: 'products', level: String(level), parent })).body.data;
    const found = page.rows.find((r) => JSON.stringify(r.filter) === JSON.stringify(row));
    return found?.values[page.meta.measures.findIndex((m) => m.id === measure)][page.meta.months.indexOf(month)] ?? null;
  };

  beforeAll(async () => {
    s = await startTestServer(kind);
    tokens = await loginAll(s.app);
    const companyOf = async (email: string) => (await one<{ id: number }>('SELECT company_id AS id FROM users WHERE email = $1', [email])).id;
    f = await seedGridData(s.db, await companyOf('admin@demo.test'), await companyOf('newcomer@demo.test'));
  });
  afterAll(() => s?.close());

  it('rows of a level add up to the SQL sums, with the parent\'s total, months, measures and frozen months', async () => {
    const res = await rows({ hierarchy: 'products', level: '2', parent: [['product.family.parent.parent', f.category], ['product.family.parent', f.parentFamily]] });
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    const page = res.body.data;
    expect(page.meta.months).toEqual(MONTHS);
    expect(page.meta.measures.map((m) => m.id)).toEqual(['history', 'lastYear', 'statistical', 'consensus', 'override', 'budget']);
    // The plan is what a planner edits; the override row is the difference they made.
    expect(page.meta.measures.filter((m) => m.editable).map((m) => m.id)).toEqual(['consensus']);
    expect(page.meta.bases).toEqual(['consensus', 'history', 'lastYear', 'statistical', 'budget']);
    expect(page.meta.frozen!.start).toBe(FROZEN_CYCLE);
    const row = page.rows.find((r) => r.filter.at(-1)![1] === f.family)!;
    expect(row.label).toBeTruthy();
    const stat = page.meta.measures.findIndex((m) => m.id === 'statistical');
    const lastYear = page.meta.measures.findIndex((m) => m.id === 'lastYear');
    const { sum } = await one<{ sum: number }>(`SELECT sum(v.statistical)::float8 AS sum FROM data_forecast_values v JOIN data_products p ON p.id = v.product_id
      WHERE v.company_id = $1 AND p.family_id = $2 AND v.month = $3::date`, [f.companyId, f.family, `${FROM}-01`]);
    expect(row.values[stat][0]).toBeCloseTo(sum, 6);
    expect(row.values[stat][0]).toBe(f.statistical.flat().reduce((a, b) => a + b, 0));
    // Last year's sales shifted twelve months: (1+2+3) * (1+2).
    expect(row.values[lastYear][0]).toBe(18);
    const parentStat = page.parent.values[stat][0]!;
    expect(parentStat).toBeCloseTo(page.rows.reduce((a, r) => a + (r.values[stat][0] ?? 0), 0), 6);
  });

  it('window=first reads the months around the first changeable one; the rest asked after and merged by month equals one read of every month', async () => {
    const span = { from: '2029-01', to: '2033-12' };
    let later = 0;
    for (const [level, parent, measures] of [['0', [], undefined], ['3', [], 'override,history'], ['2', [['product.family.parent.parent', f.category], ['product.family.parent', f.parentFamily]], 'consensus']] as const) {
      const ask = { hierarchy: 'products', level, parent, measures, ...span };
      const full = (await rows(ask)).body.data;
      const res = await rows({ ...ask, window: 'first' });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      const first = res.body.data;
      expect(first.meta.months).toEqual(monthRange(addMonths(first.meta.frozenBefore!, -2), addMonths(first.meta.frozenBefore!, 14)));
      expect(first.meta.span).toEqual(span);
      const { page } = spanPage(first);
      let tree = treeOf(page.parent, page.rows);
      for (const range of restRanges(first.meta.months, span)) {
        const rest = (await rows({ ...ask, ...range })).body.data;
        expect(rest.meta.span).toBeUndefined();
        later += rest.parent.values.flat().filter((v) => v !== null).length;
        tree = withMonths(tree, page.meta.months, rest) ?? treeOf(full.parent, []);
      }
      expect(JSON.stringify([...tree.nodes])).toBe(JSON.stringify([...treeOf(full.parent, full.rows).nodes]));
      expect({ ...page.meta, comments: null }).toEqual({ ...full.meta, comments: null });
    }
    // The months either side held numbers (the history before, last year's sales after), merged at their places.
    expect(later).toBeGreaterThan(0);
    expect((await rows({ hierarchy: 'products', window: 'all' })).status).toBe(400);
  });

  it('a family\'s plan is spread to its leaves by their current plan (the statistical forecast), exact to the last decimal, audited, and read back', async () => {
    const month = MONTHS[1];
    const before = await overrides(month);
    expect(before.every((r) => r.override === null)).toBe(true);
    const audits = (await one<{ n: number }>(`SELECT count(*)::int AS n FROM data_audit WHERE company_id = $1 AND entity = 'forecast-value'`, [f.companyId])).n;
    // Nobody changed it: the family's plan is its statistical forecast, 135.
    const res = await edit({ edits: [{ row: familyRow(), month, from: 135, to: 1000 }], refresh: [familyRow(), []] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.changed).toBe(6);
    const after = await overrides(month);
    const total = f.statistical.flat().reduce((a, b) => a + b, 0);
    expect(Math.round(after.reduce((a, r) => a + (r.override ?? 0) * 1000, 0))).toBe(1000 * 1000);
    for (const r of after) expect(Math.abs(r.override! - (1000 * r.statistical) / total)).toBeLessThanOrEqual(0.001);
    expect(after.every((r, i) => r.version === before[i].version + 1)).toBe(true);
    const audited = (await one<{ n: number }>(`SELECT count(*)::int AS n FROM data_audit WHERE company_id = $1 AND entity = 'forecast-value'`, [f.companyId])).n;
    expect(audited - audits).toBe(6);
    const refreshed = res.body.data.rows.find((r) => r.filter.length === 1)!;
    expect(refreshed.values[3][1]).toBeCloseTo(1000, 6);
    expect(res.body.data.rows.find((r) => r.filter.length === 0)).toBeTruthy();
    expect(await cell(familyRow(), month, 'consensus')).toBeCloseTo(1000, 6);
  });

  it('an edit whose baseline is zero everywhere splits equally', async () => {
    const month = MONTHS[2];
    await s.db.query(`UPDATE data_forecast_values SET statistical = 0 WHERE company_id = $1 AND month = $2::date AND product_id = ANY($3::int[])`, [f.companyId, `${month}-01`, f.products]);
    const res = await edit({ edits: [{ row: familyRow(), month, from: 0, to: 10 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const values = (await overrides(month)).map((r) => r.override);
    expect(values.reduce((a: number, b) => a + (b ?? 0), 0)).toBeCloseTo(10, 9);
    expect(values).toEqual([1.667, 1.667, 1.667, 1.667, 1.666, 1.666]);
  });

  it('a stale edit is refused with the current value and nothing is overwritten; a batch is all or nothing', async () => {
    const month = MONTHS[3];
    const product: RowFilter = [['product.family', f.family], ['product', f.products[0]]];
    const first = await edit({ edits: [{ row: product, month, from: 25, to: 40 }] });
    expect(first.status).toBe(200);
    // Another planner saw the empty cell too and edits the family from it.
    const stale = await edit({ edits: [{ row: familyRow(), month, from: 135, to: 500 }] }, tokens.admin);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ ok: false, ErrorCode: 'CONFLICT' });
    expect(stale.body.Conflicts![0].current).toBe(150);
    const values = await overrides(month);
    expect(values.filter((r) => r.product === f.products[0]).reduce((a, r) => a + (r.override ?? 0), 0)).toBe(40);
    expect(values.filter((r) => r.product !== f.products[0]).every((r) => r.override === null)).toBe(true);
    // A batch with one stale cell saves none of its cells.
    const other: RowFilter = [['product.family', f.family], ['product', f.products[1]]];
    const batch = await edit({ edits: [{ row: other, month, from: 45, to: 5 }, { row: product, month, from: 25, to: 1 }] });
    expect(batch.status).toBe(409);
    expect((await overrides(month)).filter((r) => r.product === f.products[1]).every((r) => r.override === null)).toBe(true);
    // From the current value, the family edit goes through.
    expect((await edit({ edits: [{ row: familyRow(), month, from: 150, to: 500 }] }, tokens.admin)).status).toBe(200);
  });

  it('two planners at the same moment: one wins, the other is told, nothing is lost', async () => {
    const month = MONTHS[0];
    const row: RowFilter = [['product.family', f.family], ['product', f.products[2]]];
    const from = await cell(row, month);
    const [a, b] = await Promise.all([
      edit({ edits: [{ row, month, from, to: 111 }] }),
      edit({ edits: [{ row, month, from, to: 222 }] }, tokens.admin),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 111 : 222;
    expect(await cell(row, month)).toBeCloseTo(winner, 6);
  });

  it('frozen months are refused with their reason and nothing changes', async () => {
    const page = (await rows({ from: '2031-01', to: '2031-12', hierarchy: 'products', level: '3', parent: [['product.family', f.family]] })).body.data;
    expect(page.meta.frozenBefore! > FROZEN_CYCLE).toBe(true);
    await s.db.query(`INSERT INTO data_forecast_values (company_id, product_id, customer_id, month, statistical) VALUES ($1, $2, $3, $4::date, 9)`, [f.companyId, f.products[0], f.customers[0], `${FROZEN_CYCLE}-01`]);
    const audits = (await one<{ n: number }>(`SELECT count(*)::int AS n FROM data_audit WHERE company_id = $1`, [f.companyId])).n;
    const res = await edit({ edits: [{ row: [['product.family', f.family], ['product', f.products[0]]], month: FROZEN_CYCLE, from: null, to: 3 }], from: '2031-01', to: '2031-12' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'month' });
    expect((res.body as unknown as { Message: string }).Message).toMatch(new RegExp(`^Frozen months: ${FROZEN_CYCLE}\\. Months before \\d{4}-\\d{2} cannot be changed`));
    // The browser says it in the user's language from the key and its parameters.
    expect(res.body).toMatchObject({ MessageKey: 'grid.frozen', MessageParams: { months: FROZEN_CYCLE } });
    expect((await overrides(FROZEN_CYCLE, [f.products[0]]))[0].override).toBeNull();
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM data_audit WHERE company_id = $1`, [f.companyId])).n).toBe(audits);
  });

  it('the viewer reads but cannot edit; other companies\' rows are never reached', async () => {
    const seen = await rows({ hierarchy: 'products', level: '3', parent: [['product.family', f.family]] }, tokens.viewer);
    expect(seen.status).toBe(200);
    expect(seen.body.data.meta.measures.every((m) => !m.editable)).toBe(true);
    const refused = await edit({ edits: [{ row: familyRow(), month: MONTHS[0], from: null, to: 1 }] }, tokens.viewer);
    expect(refused.status).toBe(403);
    // Naming the other company's product matches no row of the caller's company: refused, and its row is as it was.
    const foreign = await edit({ edits: [{ row: [['product', f.otherProduct]], month: MONTHS[0], from: null, to: 1 }] });
    expect(foreign.status).toBe(400);
    const other = await one<{ override: number }>(`SELECT override::float8 AS override FROM data_forecast_values WHERE company_id = $1 AND product_id = $2 AND month = $3::date`, [f.otherCompanyId, f.otherProduct, `${MONTHS[0]}-01`]);
    expect(other.override).toBe(60);
    // The other company's rows never add to this company's totals.
    const total = (await rows({ hierarchy: 'products', level: '0' })).body.data.parent;
    const stat = await one<{ sum: number }>(`SELECT sum(statistical)::float8 AS sum FROM data_forecast_values WHERE company_id = $1 AND month = $2::date`, [f.companyId, `${MONTHS[0]}-01`]);
    expect(total.values[2][0]).toBeCloseTo(stat.sum, 6);
    // The other company sees its own row only.
    const theirs = await rows({ hierarchy: 'products', level: '0' }, tokens.newcomer);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.parent.values[2][0]).toBe(50);
  });

  it('bad requests name the field: unknown hierarchy, a level the grid has not, a bad month, overlapping edits', async () => {
    expect((await rows({ hierarchy: 'nope' })).body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'hierarchy' });
    expect((await rows({ parent: [['product.price', 1]] })).body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'parent' });
    expect((await rows({ from: '2031-13', to: '2031-14' })).body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR' });
    const overlap = await edit({ edits: [{ row: familyRow(), month: MONTHS[0], from: null, to: 1 }, { row: [...familyRow(), ['product', f.products[0]]], month: MONTHS[0], from: null, to: 1 }] });
    expect(overlap.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'edits' });
  });

  it('the history of a cell: who, when, how many rows and their sums; comments per cell with marks on the rows', async () => {
    const res = await call(s.app, 'GET', `/api/grid/forecasts-main/0/history?${q({ row: familyRow(), month: MONTHS[1] })}`, { token: tokens.planner });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ userName: 'Paula Planner', rows: 6, from: 0 });
    expect(res.body.data[0].to).toBeCloseTo(1000, 6);
    const posted = await call(s.app, 'POST', '/api/grid/forecasts-main/0/comments', { token: tokens.planner, body: { row: familyRow(), month: MONTHS[1], measure: 'override', text: 'Promotion in week 2' } });
    expect(posted.status).toBe(201);
    const list = await call(s.app, 'GET', `/api/grid/forecasts-main/0/comments?${q({ row: familyRow(), month: MONTHS[1] })}`, { token: tokens.viewer });
    expect(list.body.data).toMatchObject([{ text: 'Promotion in week 2', author: 'Paula Planner', measure: 'override' }]);
    const viewerPost = await call(s.app, 'POST', '/api/grid/forecasts-main/0/comments', { token: tokens.viewer, body: { row: familyRow(), month: MONTHS[1], measure: 'override', text: 'no' } });
    expect(viewerPost.status).toBe(403);
    const page = (await rows({ hierarchy: 'products', level: '2', parent: [['product.family.parent.parent', f.category], ['product.family.parent', f.parentFamily]] })).body.data;
    expect(page.comments).toContainEqual({ row: `product.family=${f.family}`, month: MONTHS[1], measure: 'override', count: 1 });
  });

  it('budgeting: a family\'s budget is split top-down by last year\'s sales mix, creating the lines', async () => {
    const page = await rows({ scope: String(f.version), from: undefined, to: undefined, hierarchy: 'products', level: '2', parent: [['product.family.parent.parent', f.category], ['product.family.parent', f.parentFamily]] }, tokens.planner, 'budgeting');
    expect(page.status, JSON.stringify(page.body).slice(0, 300)).toBe(200);
    expect(page.body.data.meta.months).toHaveLength(12);
    expect(page.body.data.meta.months[0]).toBe('2031-01');
    expect(page.body.data.meta.scope!.value).toBe(f.version);
    const res = await edit({ scope: f.version, from: '2031-01', to: '2031-12', edits: [{ row: familyRow(), month: '2031-10', from: null, to: 600 }] }, tokens.planner, 'budgeting');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.created).toBe(3);
    const lines = await s.db.query<{ product: number; quantity: number }>(`SELECT product_id AS product, quantity::float8 AS quantity FROM data_budget_lines WHERE company_id = $1 AND budget_id = $2 ORDER BY product_id`, [f.companyId, f.version]);
    // Last year: product shares 1:2:3 over both customers -> 100, 200, 300.
    expect(lines.map((l) => l.quantity)).toEqual([100, 200, 300]);
  });
});
