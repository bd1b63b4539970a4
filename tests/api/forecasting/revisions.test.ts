// Submitting a forecast revision on PGlite and PostgreSQL lists only the
// cells that changed: in a newly opened cycle the overrides the last cycle
// froze (its snapshot equals them) are no change, nor is an override equal
// to the statistical; an edited cell is, with what it was and what it is.
// Once every carried override was listed, unchanged (392 cells, 0% change).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthIndex, monthKey } from '../../../engine/time/calendar';
import { call } from '../helpers/server';
import { databaseKinds } from '../helpers/database';
import { openCycle, startForecastServer, type ForecastTestServer } from './helpers';

describe.each(databaseKinds())('forecast revision submit on %s', (kind) => {
  let server: ForecastTestServer;
  beforeAll(async () => {
    server = await startForecastServer(kind);
  }, 300_000);
  afterAll(() => server?.close());

  const submit = () => call(server.app, 'POST', '/api/forecasting/revisions', { token: server.tokens.planner, body: {} });

  it('lists the edited cells only, not the overrides carried over unchanged', async () => {
    const cycle = await openCycle(server);
    const editable = `${monthKey(monthIndex(cycle.month) + 1)}-01`;
    const [carried] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM data_forecast_values WHERE company_id = $1 AND month >= $2::date AND override IS NOT NULL`, [server.companyId, editable]);
    expect(carried.n, 'the demo carries overrides of the last cycle into the editable months').toBeGreaterThan(0);
    const nothing = await submit();
    expect(nothing.status, JSON.stringify(nothing.body)).toBe(409);
    expect(nothing.body.Message).toMatch(/Nothing to submit/);

    // One cell edited, and one set to its own statistical (no change).
    const cells = await server.db.query<{ id: number; version: number; statistical: number }>(
      `SELECT id, version, statistical::float8 AS statistical FROM data_forecast_values
       WHERE company_id = $1 AND month >= $2::date AND override IS NULL AND statistical > 10 ORDER BY id LIMIT 2`, [server.companyId, editable]);
    const edit = (cell: { id: number; version: number }, override: number) =>
      call(server.app, 'PATCH', `/api/data/forecast-value/${cell.id}`, { token: server.tokens.planner, body: { version: cell.version, values: { override } } });
    expect((await edit(cells[0], cells[0].statistical + 5)).status).toBe(200);
    expect((await edit(cells[1], cells[1].statistical)).status).toBe(200);
    const submitted = await submit();
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body.data.lines).toBe(1);
    const lines = await server.db.query<{ from: number; to: number }>(
      `SELECT "from"::float8 AS "from", "to"::float8 AS "to" FROM data_forecast_revision_lines WHERE revision_id = $1`, [submitted.body.data.id]);
    expect(lines).toEqual([{ from: cells[0].statistical, to: cells[0].statistical + 5 }]);
    // Submitted: nothing changed since.
    expect((await submit()).status).toBe(409);
  });
});
