// Two instances share a forecast run's batches on one PostgreSQL; the one
// that started it is killed (-9) in the middle of a batch. Its batch stays
// active until it expires (FORECAST_JOB_EXPIRE_SECONDS, short in the test);
// then pg-boss's maintenance puts it back and the survivor finishes the run:
// 100%, every batch written once but the ones running at the kill, and the
// same stored values and models as an uninterrupted run. Run last in
// two-instances.test.ts: it reuses that file's two seeded instances (seeding
// the demo twice on PostgreSQL costs ~45 s on a loaded machine) and kills one.
import { expect } from 'vitest';
import { loginOver } from '../../../../scripts/soak/http';
import type { ServerProcess } from '../../../../scripts/soak/server-process';
import type { PgSchema } from '../../../../scripts/soak/pg-schema';
import { batchJobs, checkWrittenOnce, familyId, modelVersions, openCycleAndRun, runRow, startRun, storedForecast, waitForStatus, type Query } from './forecast-run';

export const EXPIRE_SECONDS = 8;
/** One batch at a time per instance (two running means each has one); a dead instance's batch is retried within ~10 s. */
export const FAILOVER_ENV = { FORECAST_WORKERS: '1', FORECAST_JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS), FORECAST_JOB_MAINTENANCE_SECONDS: '1' };

/** pg-boss's schema beside the server's (server/jobs/runner.ts bossSchemaFor). */
export const bossSchemaOf = (schema: PgSchema) => `"${schema.name}_jobs"`;

const done = (id: number) => (r: { id: number; status: string }) => r.id === id && r.status !== 'running' && r.status !== 'queued';

/** Kills `a` mid-run; `b` must finish the run. */
export async function killOneMidRun(a: ServerProcess, b: ServerProcess, schema: PgSchema): Promise<void> {
  const t0 = performance.now();
  const laps: string[] = [];
  const lap = () => Math.round(performance.now() - t0);
  const query: Query = (sql, params) => schema.query(sql, params);
  const bossSchema = bossSchemaOf(schema);
  // One login (a session is a row, valid on both instances): the file's rate-limit test counts logins per e-mail.
  const token = await loginOver(b.url, 'planner@demo.test');
  const versionsBefore = await modelVersions(query);
  const family = await familyId(query);

  const run = await openCycleAndRun(a.url, token, family);
  expect(run.batches).toBeGreaterThan(4);
  // The kill lands when both instances hold a batch none of whose series is written yet (some batches done, some
  // waiting): A dies in the middle of one, and the run cannot reach 100% without it.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const jobs = await batchJobs(query, bossSchema, run.id);
    const count = (state: string) => jobs.filter((j) => j.state === state).length;
    if (count('active') === 2 && count('completed') > 0 && count('created') > 0) {
      const written = new Set((await query<{ k: string }>(`SELECT product_id || ':' || customer_id AS k FROM data_forecast_models WHERE run_id = $1`, [run.id])).map((r) => r.k));
      if (jobs.filter((j) => j.state === 'active').every((j) => j.series.every(([p, c]) => !written.has(`${p}:${c}`)))) break;
    }
    if (Date.now() > deadline || count('completed') === run.batches) throw new Error(`no moment with both instances busy: ${jobs.map((j) => j.state).join(' ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  laps.push(`kill ${lap()}`);
  await a.kill9();
  const killedAt = performance.now();
  const atKill = await batchJobs(query, bossSchema, run.id);
  const rowAtKill = await runRow(query, run.id);
  const states = (state: string) => atKill.filter((j) => j.state === state).length;
  expect(rowAtKill).toMatchObject({ status: 'running' });
  expect(rowAtKill.progress).toBeLessThan(100);

  expect(await waitForStatus(b.url, token, done(run.id), 60_000)).toMatchObject({ status: 'done', progress: 100 });
  const failoverMs = performance.now() - killedAt;
  laps.push(`done ${lap()}`);
  // pg-boss marks a job completed after its handler returns: the last one may lag the run's row by a moment.
  let after = await batchJobs(query, bossSchema, run.id);
  for (let i = 0; i < 50 && after.some((j) => j.state !== 'completed'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await batchJobs(query, bossSchema, run.id);
  }
  expect(after.map((j) => j.state)).toEqual(after.map(() => 'completed'));
  const retried = after.filter((j) => j.retryCount > 0);
  expect(retried.length, 'the dead instance\'s batch was retried').toBe(1);
  expect(atKill[retried[0].batch].state).toBe('active');
  expect(await runRow(query, run.id)).toMatchObject({ status: 'done', progress: 100, series_done: run.series, attempts: 2 });
  const { rewritten } = checkWrittenOnce(versionsBefore, await modelVersions(query), atKill);
  const interrupted = await storedForecast(query);

  // The reference: the same forecast again on B, uninterrupted; it must change nothing stored.
  const again = await startRun(b.url, token, family);
  expect(again.series).toBe(run.series);
  expect(await waitForStatus(b.url, token, done(again.id), 60_000)).toMatchObject({ status: 'done', progress: 100 });
  const reference = await storedForecast(query);
  laps.push(`reference ${lap()}`);
  console.log(
    `[forecast failover on PostgreSQL] ${run.series} series in ${run.batches} batches; A killed at ${rowAtKill.progress}% ` +
      `(${states('completed')} batches done, ${states('active')} running, ${states('created') + states('retry')} waiting); ` +
      `batches retried after the kill ${retried.map((j) => j.batch).join(', ')}; ${rewritten} series written again; ` +
      `kill to done on B ${Math.round(failoverMs)} ms (expiry ${EXPIRE_SECONDS} s); ${interrupted.values.length} values, ${interrupted.models.length} models compared; ms: ${laps.join(', ')}`,
  );
  expect(interrupted.values.length).toBeGreaterThan(run.series);
  expect(reference.values).toEqual(interrupted.values);
  expect(reference.models).toEqual(interrupted.models);
}
