// A run whose batches all ended without finishing it (pg-boss fails a job
// whose last retry was spent on an expiry: its instance died each time, and no
// handler ever sees it) is shown failed with the reason, and no longer refuses
// a new run or the cycle's close. A run with a batch still waiting is left
// alone. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_QUEUE, batchJobIds, createRun } from '../../../server/forecast/runs';
import { call } from '../helpers/server';
import { databaseKinds } from '../helpers/database';
import { openCycle, runRow, startForecastServer, type ForecastTestServer } from './helpers';

describe.each(databaseKinds())('a forecast run with no batch left to run, on %s', (kind) => {
  let server: ForecastTestServer;
  beforeAll(async () => {
    server = await startForecastServer(kind);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is failed with its reason when every batch ended, and stays going while one may still run', async () => {
    const planner = server.tokens.planner;
    await openCycle(server);
    // The queue without this instance's workers: the batches stay where the test puts them.
    const runner = server.forecasting.runner;
    await runner.start();
    const run = await createRun(server.db, runner, { companyId: server.companyId, userId: null, userName: 'Test', scope: { family: server.family }, today: server.forecasting.today() });
    expect(run.batches).toBeGreaterThan(1);
    const ids = batchJobIds(run.id, run.batches);
    const setStates = (state: string, which: string[]) => server.db.query(`UPDATE "${runner.schema}".job SET state = $1::"${runner.schema}".job_state WHERE name = $2 AND id = ANY($3::uuid[])`, [state, BATCH_QUEUE, which]);
    const status = async () => (await call(server.app, 'GET', '/api/forecasting/status', { token: planner })).body.data.run as { status: string; message: string | null };

    // One batch failed for good, the others still waiting: the run goes on.
    await setStates('failed', ids.slice(0, 1));
    expect(await status()).toMatchObject({ status: 'queued' });
    expect((await call(server.app, 'POST', '/api/forecasting/runs', { token: planner, body: { family: server.family } })).body.MessageKey).toBe('forecast.runGoing');

    // The others completed or failed too, as after expiries on dead instances: nothing will finish it.
    await setStates('completed', ids.slice(1, -1));
    await setStates('failed', ids.slice(-1));
    expect(await status()).toMatchObject({ status: 'failed', message: expect.stringMatching(/stopped without finishing it/) });
    expect(await runRow(server, run.id)).toMatchObject({ status: 'failed' });
    // A new run is no longer refused.
    const again = await call(server.app, 'POST', '/api/forecasting/runs', { token: planner, body: { family: server.family } });
    expect(again.status, JSON.stringify(again.body)).toBe(202);
  });
});
