// A month of the S&OP cycle through the API, on PGlite and PostgreSQL: open
// the cycle, run the forecast of one subfamily as jobs (progress moves, every
// series gets a model and its horizon), refuse a second run and a close while
// it goes, close the cycle (the consensus is frozen with lags), then refuse
// edits of frozen months through the data API with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthIndex, monthKey } from '../../../engine/time/calendar';
import { call } from '../helpers/server';
import { databaseKinds } from '../helpers/database';
import { openCycle, startForecastServer, waitForRun, type ForecastTestServer } from './helpers';

describe.each(databaseKinds())('S&OP cycle and forecast run on %s', (kind) => {
  let server: ForecastTestServer;
  beforeAll(async () => {
    server = await startForecastServer(kind);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it('runs the forecast of a subfamily as jobs, then closes the cycle into snapshots and freezes its months', async () => {
    const planner = server.tokens.planner;
    expect((await call(server.app, 'POST', '/api/forecasting/runs', { token: planner, body: { family: server.family } })).status, 'no open cycle').toBe(409);
    const cycle = await openCycle(server);
    expect((await call(server.app, 'POST', '/api/forecasting/cycles/open', { token: planner, body: {} })).body.ErrorCode).toBe('CONFLICT');

    const started = await call(server.app, 'POST', '/api/forecasting/runs', { token: planner, body: { family: server.family } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const run = started.body.data as { id: number; series: number; batches: number };
    expect(run.series).toBeGreaterThan(10);
    expect((await call(server.app, 'POST', '/api/forecasting/runs', { token: planner, body: {} })).body.Message).toMatch(/still going/);
    expect((await call(server.app, 'POST', `/api/forecasting/cycles/${cycle.id}/close`, { token: planner })).body.Message).toMatch(/run is still going/);

    const { row, seen } = await waitForRun(server, run.id);
    expect(row).toMatchObject({ status: 'done', progress: 100, series_done: run.series });
    expect(seen.filter((p) => p > 0 && p < 100).length, `progress seen: ${seen.join(', ')}`).toBeGreaterThan(0);
    const [models] = await server.db.query<{ n: number; methods: number }>('SELECT count(*)::int AS n, count(DISTINCT method)::int AS methods FROM data_forecast_models WHERE run_id = $1', [run.id]);
    expect(models.n).toBe(run.series);
    // The horizon from the month after the frozen one (frozenMonths = 1) carries this run's statistical.
    const editable = monthKey(monthIndex(cycle.month) + 1);
    const [values] = await server.db.query<{ n: number; months: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT month)::int AS months FROM data_forecast_values WHERE run_id = $1 AND month >= $2::date`, [run.id, `${editable}-01`]);
    expect(values.months).toBe(17);
    const status = await call(server.app, 'GET', '/api/forecasting/status', { token: planner });
    expect(status.body.data).toMatchObject({ cycle: { status: 'open', month: cycle.month }, frozenFrom: editable, run: { status: 'done', progress: 100 } });

    // Close: the consensus of the horizon is frozen with its lags.
    const closed = await call(server.app, 'POST', `/api/forecasting/cycles/${cycle.id}/close`, { token: planner });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const [frozen] = await server.db.query<{ n: number; lags: number; max: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT lag)::int AS lags, max(lag)::int AS max FROM data_forecast_snapshots WHERE cycle_id = $1', [cycle.id]);
    expect(frozen.n).toBe(closed.body.data.snapshotRows);
    expect(frozen.max).toBe(17);
    const [lagOne] = await server.db.query<{ ok: boolean }>(
      `SELECT bool_and(s.quantity = coalesce(v.override, v.statistical)) AS ok FROM data_forecast_snapshots s
       JOIN data_forecast_values v ON v.company_id = s.company_id AND v.product_id = s.product_id AND v.customer_id = s.customer_id AND v.month = s.month
       WHERE s.cycle_id = $1 AND s.lag = 1`, [cycle.id]);
    expect(lagOne.ok).toBe(true);

    // Frozen months refuse edits through the data API, and nothing changes.
    const [cell] = await server.db.query<{ id: number; version: number; override: number | null }>(
      `SELECT id, version, override::float8 AS override FROM data_forecast_values WHERE company_id = $1 AND month = $2::date AND statistical IS NOT NULL ORDER BY id LIMIT 1`,
      [server.companyId, `${editable}-01`]);
    const before = await server.db.query('SELECT * FROM data_forecast_values WHERE id = $1', [cell.id]);
    const refused = await call(server.app, 'PATCH', `/api/data/forecast-value/${cell.id}`, { token: planner, body: { version: cell.version, values: { override: 123 } } });
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toMatch(/frozen by the S&OP cycle/);
    expect(await server.db.query('SELECT * FROM data_forecast_values WHERE id = $1', [cell.id])).toEqual(before);
    const removal = await call(server.app, 'DELETE', `/api/data/forecast-value/${cell.id}?version=${cell.version}`, { token: planner });
    expect(removal.status).toBe(409);
    // A month after the frozen ones can still change.
    const [later] = await server.db.query<{ id: number; version: number }>(
      `SELECT id, version FROM data_forecast_values WHERE company_id = $1 AND month = $2::date ORDER BY id LIMIT 1`, [server.companyId, `${monthKey(monthIndex(editable) + 2)}-01`]);
    const allowed = await call(server.app, 'PATCH', `/api/data/forecast-value/${later.id}`, { token: planner, body: { version: later.version, values: { override: 42 } } });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.data.row.consensus).toBe(42);
  });
});
