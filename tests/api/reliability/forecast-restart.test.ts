// kill -9 of the server in the middle of a forecast run on PGlite, then a
// restart on the same data directory: the run goes on by itself (its batch
// left active by the dead process is put back at start-up, resumeOrphans),
// reaches 100%, writes every batch once (only the one running at the kill
// may redo its series), and stores what an uninterrupted run of the same
// input stores.
import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { openBackend, type Backend } from './support/backends';
import { loginOver } from '../../../scripts/soak/http';
import { startServerProcess, type ServerProcess } from '../../../scripts/soak/server-process';
import { batchJobs, familyId, checkWrittenOnce, modelVersions, openCycleAndRun, runRow, startRun, storedForecast, waitForStatus, withPglite } from './support/forecast-run';

// One worker thread: one batch at a time, so the run lasts long enough to be cut, and the machine's other core stays free.
const ENV = { FORECAST_WORKERS: '1' };

describe('kill -9 during a forecast run on PGlite', () => {
  let backend: Backend | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill9();
    await backend?.dispose();
  });

  it('resumes the run after a restart and stores what an uninterrupted run stores', async () => {
    backend = await openBackend('pglite', 'fc-restart');
    const dataDir = path.join(backend.env.DATA_DIR, 'pglite');
    const t0 = performance.now();
    const lap = () => Math.round(performance.now() - t0);
    const laps: string[] = [];
    const { versionsBefore, family } = await withPglite(dataDir, async (query) => ({ versionsBefore: await modelVersions(query), family: await familyId(query) }));
    laps.push(`read ${lap()}`);

    server = await startServerProcess({ env: { ...backend.env, ...ENV } });
    let token = await loginOver(server.url, 'planner@demo.test');
    const run = await openCycleAndRun(server.url, token, family);
    expect(run.batches).toBeGreaterThan(4);
    // Some batches written, not all: the kill lands mid-run (the API's view of it).
    const cut = await waitForStatus(server.url, token, (r) => r.id === run.id && (r.progress > 0 || r.status !== 'running' && r.status !== 'queued'), 60_000);
    expect(cut).toMatchObject({ status: 'running' });
    expect(cut.progress).toBeLessThan(100);
    // Halfway between two batches' ends a batch is running: the time one took, from the next progress step, halved.
    // Killed in the batch after that one, so some batches still wait even on a quiet machine (6 batches of 25 series:
    // one step more left a single batch waiting, and none when the batches ran faster than the status is polled).
    const cutAt = performance.now();
    const step = await waitForStatus(server.url, token, (r) => r.progress !== cut.progress, 30_000);
    expect(step.progress).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, (performance.now() - cutAt) / 2));
    laps.push(`kill ${lap()}`);
    await server.kill9();

    // What the dead process left (read from its directory): batches done, one running, the rest waiting.
    const atKill = await withPglite(dataDir, async (query) => ({ jobs: await batchJobs(query, 'pgboss', run.id), row: await runRow(query, run.id) }));
    const states = (state: string) => atKill.jobs.filter((j) => j.state === state).length;
    expect(atKill.jobs.length).toBe(run.batches);
    expect(states('completed'), 'batches done before the kill').toBeGreaterThan(0);
    expect(states('active'), 'a batch running at the kill').toBeGreaterThan(0);
    expect(states('created') + states('retry'), 'batches not started').toBeGreaterThan(0);
    expect(atKill.row).toMatchObject({ status: 'running' });
    expect(atKill.row.progress).toBeGreaterThan(0);

    laps.push(`read ${lap()}`);
    const restarted = performance.now();
    server = await startServerProcess({ env: { ...backend.env, ...ENV } });
    token = await loginOver(server.url, 'planner@demo.test');
    const finished = await waitForStatus(server.url, token, (r) => r.id === run.id && r.status !== 'running' && r.status !== 'queued', 60_000);
    const resumeMs = performance.now() - restarted;
    laps.push(`resumed ${lap()}`);
    expect(finished).toMatchObject({ status: 'done', progress: 100 });
    await server.stop();

    const interrupted = await withPglite(dataDir, async (query) => ({
      row: await runRow(query, run.id), jobs: await batchJobs(query, 'pgboss', run.id), versions: await modelVersions(query), stored: await storedForecast(query),
    }));
    expect(interrupted.row).toMatchObject({ status: 'done', progress: 100, series_done: run.series, attempts: 2 });
    expect(interrupted.jobs.every((j) => j.state === 'completed')).toBe(true);
    const { rewritten } = checkWrittenOnce(versionsBefore, interrupted.versions, atKill.jobs);

    // The reference: the same forecast again, uninterrupted, on the same data; it must change nothing.
    server = await startServerProcess({ env: { ...backend.env, ...ENV } });
    token = await loginOver(server.url, 'planner@demo.test');
    const again = await startRun(server.url, token, family);
    expect(again.series).toBe(run.series);
    expect(await waitForStatus(server.url, token, (r) => r.id === again.id && r.status !== 'running' && r.status !== 'queued', 60_000)).toMatchObject({ status: 'done', progress: 100 });
    await server.stop();
    laps.push(`reference ${lap()}`);
    const reference = await withPglite(dataDir, storedForecast);
    laps.push(`read ${lap()}`);
    console.log(
      `[forecast restart on PGlite] ${run.series} series in ${run.batches} batches; killed at ${atKill.row.progress}% ` +
        `(${states('completed')} batches done, ${states('active')} running, ${states('created') + states('retry')} waiting); ` +
        `${rewritten} series of the running batch written again; restart to done ${Math.round(resumeMs)} ms; ` +
        `${interrupted.stored.values.length} values, ${interrupted.stored.models.length} models compared with an uninterrupted run; ms: ${laps.join(', ')}`,
    );
    expect(interrupted.stored.values.length).toBeGreaterThan(run.series);
    expect(reference.values).toEqual(interrupted.stored.values);
    expect(reference.models).toEqual(interrupted.stored.models);
  }, 150_000);
});
