// GET /api/forecasting/detail on PGlite and PostgreSQL: a demo product's
// history, forecast and models, for all its customers and for one (with the
// editable cells), and the refusals (a missing or foreign product, a bad
// query, a user without forecasts). Once it answered 500 on PostgreSQL
// ("could not determine data type of parameter $3"): a statement given
// parameters it does not use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthIndex, monthKey } from '../../../engine/time/calendar';
import { forecastDetail } from '../../../server/forecast/detail';
import { call } from '../helpers/server';
import { databaseKinds } from '../helpers/database';
import { startDataServer, type DataTestServer } from '../data/helpers';

describe.each(databaseKinds())('forecast detail on %s', (kind) => {
  let server: DataTestServer;
  let product: { id: number; customer: number; customers: number };
  beforeAll(async () => {
    server = await startDataServer(kind);
    // A demo product with the last cycle's forecast and models for several customers.
    [product] = await server.db.query<{ id: number; customer: number; customers: number }>(
      `SELECT product_id AS id, min(customer_id) AS customer, count(*)::int AS customers FROM data_forecast_models
       WHERE company_id = $1 AND method <> 'none' GROUP BY product_id HAVING count(*) > 1 ORDER BY product_id LIMIT 1`,
      [server.companyId],
    );
  }, 240_000);
  afterAll(() => server?.close());

  const detail = (query: string, token = server.tokens.planner) => call(server.app, 'GET', `/api/forecasting/detail?${query}`, { token });

  it('answers a demo product month by month: history before the current month, forecast after, one model per customer', async () => {
    const answer = await detail(`product=${product.id}`);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const data = answer.body.data;
    expect(data.product.id).toBe(product.id);
    expect(data.customer).toBeNull();
    expect(data.models).toHaveLength(product.customers);
    const current = data.months.indexOf(data.current);
    expect(current).toBeGreaterThan(0);
    for (const series of ['history', 'fitted', 'statistical', 'override', 'consensus', 'lag1']) expect(data[series], series).toHaveLength(data.months.length);
    expect(data.history.slice(0, current).every((v: number | null) => typeof v === 'number')).toBe(true);
    expect(data.history.slice(current).every((v: number | null) => v === null)).toBe(true);
    expect(data.history.some((v: number | null) => (v ?? 0) > 0)).toBe(true);
    expect(data.statistical.slice(current).some((v: number | null) => (v ?? 0) > 0)).toBe(true);
    const [stored] = await server.db.query<{ q: number }>(
      `SELECT sum(statistical)::float8 AS q FROM data_forecast_values WHERE company_id = $1 AND product_id = $2 AND month = $3::date`,
      [server.companyId, product.id, `${data.current}-01`],
    );
    expect(data.statistical[current]).toBeCloseTo(stored.q, 6);
    expect(data.cells).toEqual([]);
  });

  it('leaves the month of today out of the history while it is not over, even when the planning month is later', async () => {
    const { data } = (await detail(`product=${product.id}`)).body;
    // The day before the planning month starts: a cycle opened for next month, this month's sales still to come.
    const before = monthKey(monthIndex(data.current) - 1);
    const early = await forecastDetail(server.db, server.companyId, product.id, null, `${before}-15`);
    const at = early.months.indexOf(before);
    expect(early.current).toBe(data.current);
    expect(early.history[at]).toBeNull();
    expect(early.history.slice(0, at).every((v) => typeof v === 'number')).toBe(true);
    expect(data.history[at], 'asked on the planning month, that month is over and counts').toEqual(expect.any(Number));
  });

  it('answers one customer with its editable cells', async () => {
    const answer = await detail(`product=${product.id}&customer=${product.customer}`);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const data = answer.body.data;
    expect(data.customer.id).toBe(product.customer);
    expect(data.models).toHaveLength(1);
    expect(data.models[0].customerId).toBe(product.customer);
    expect(data.cells.length).toBeGreaterThan(0);
    expect(data.cells[0]).toMatchObject({ id: expect.any(Number), version: expect.any(Number), month: expect.stringMatching(/^\d{4}-\d{2}$/) });
  });

  it('refuses a bad query with 400, an unknown or foreign product or customer with 404', async () => {
    for (const query of ['', 'product=abc', 'product=0', `product=${product.id}&customer=-1`, `product=${product.id}&other=1`]) {
      const answer = await detail(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.ok, query).toBe(false);
    }
    expect((await detail('product=99999999')).status).toBe(404);
    expect((await detail(`product=${product.id}&customer=99999999`)).status).toBe(404);
    const [foreign] = await server.db.query<{ id: number }>('SELECT id FROM data_products WHERE company_id <> $1 ORDER BY id LIMIT 1', [server.companyId]);
    if (foreign) expect((await detail(`product=${foreign.id}`)).status).toBe(404);
  });

  it('refuses a user without forecasts with 403, and no token with 401', async () => {
    const nobody = await server.roleToken([]);
    const refused = await detail(`product=${product.id}`, nobody);
    expect(refused.status).toBe(403);
    expect(refused.body.ErrorCode).toBe('FORBIDDEN');
    expect((await call(server.app, 'GET', `/api/forecasting/detail?product=${product.id}`)).status).toBe(401);
  });
});
