// Firming an MPS cell (config/entities/mps-firm.yaml, PLANNING.md): the
// planner fixes a product-month's planned production; the next run keeps
// it and nets it first, so the MPS, the projection's planned receipts and
// the line load show it; the change is audited; a viewer is refused and
// another company's product is not accepted. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, loginAll, startTestServer, type TestServer } from '../helpers/server';
import { createSupplyCompany } from '../supply/helpers';

describe.each(databaseKinds())('firming an MPS cell on %s', (kind) => {
  let s: TestServer;
  let tokens: Awaited<ReturnType<typeof loginAll>>;
  let companyId: number;
  let product: number;
  let month: string;
  const mpsCell = async () => {
    const res = await call(s.app, 'GET', '/api/reports/mps-report/0', { token: tokens.admin });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const [row] = await s.db.query<{ planned: number; projected: number }>(
      `SELECT m.planned[(date_part('year', age($3::date, m.start_month)) * 12 + date_part('month', age($3::date, m.start_month)))::int + 1]::float8 AS planned
       FROM production_mps m WHERE m.company_id = $1 AND m.product_id = $2`, [companyId, product, `${month}-01`]);
    return row.planned;
  };

  beforeAll(async () => {
    s = await startTestServer(kind);
    tokens = await loginAll(s.app);
    [{ id: companyId }] = await s.db.query<{ id: number }>(`SELECT company_id AS id FROM users WHERE email = 'admin@demo.test'`);
    expect((await call(s.app, 'GET', '/api/reports/mps-report/0', { token: tokens.admin })).status).toBe(200);
    // A made product with production planned in the third month of the horizon.
    [{ product, month }] = await s.db.query<{ product: number; month: string }>(
      `SELECT product_id AS product, to_char(start_month + interval '2 month', 'YYYY-MM') AS month FROM production_mps
       WHERE company_id = $1 AND planned[3] > 0 ORDER BY product_id LIMIT 1`, [companyId]);
  });
  afterAll(() => s?.close());

  it('keeps the firm quantity in the next run: MPS and projection show it, audited', async () => {
    const before = await mpsCell();
    const firm = Math.round(before * 1.5) + 7;
    const started = performance.now();
    const res = await call(s.app, 'POST', '/api/data/mps-firm', { token: tokens.admin, body: { values: { product, month, quantity: firm } } });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect(await mpsCell()).toBeCloseTo(firm, 3);
    const replanMs = performance.now() - started;
    const [{ planned }] = await s.db.query<{ planned: number }>(
      `SELECT sum(s.planned_receipts[(date_part('year', age($3::date, s.start_month)) * 12 + date_part('month', age($3::date, s.start_month)))::int + 1])::float8 AS planned
       FROM supply_series s WHERE s.company_id = $1 AND s.product_id = $2`, [companyId, product, `${month}-01`]);
    expect(planned).toBeCloseTo(firm, 3);
    const audit = await s.db.query(`SELECT action FROM data_audit WHERE company_id = $1 AND entity = 'mps-firm'`, [companyId]);
    expect(audit.length).toBeGreaterThan(0);
    console.log(kind, JSON.stringify({ product, month, before, firm, replanMs: Math.round(replanMs) }));
  });

  it('refuses the viewer, and a product of another company', async () => {
    const viewer = await call(s.app, 'POST', '/api/data/mps-firm', { token: tokens.viewer, body: { values: { product, month, quantity: 1 } } });
    expect(viewer.status).toBe(403);
    const otherCompany = await createSupplyCompany(s, 'Another company (MPS firm)');
    const other = await otherCompany.insert('product', { sku: 'X1', name: 'Not yours', status: 'active', source: 'made', launchDate: '2020-01-01', unitCost: 1, price: 2 });
    const foreign = await call(s.app, 'POST', '/api/data/mps-firm', { token: tokens.admin, body: { values: { product: other, month, quantity: 1 } } });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
  });
});
