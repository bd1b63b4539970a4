// npm run bench:planning [-- --smoke]: a forecast run of every series of a
// company as jobs (pg-boss, worker threads), on PGlite and on PostgreSQL,
// while a client keeps asking GET /api/profile at a steady rate:
//   run      seconds from the POST to the run done, series per second, progress updates seen
//   profile  p50 / p99 of GET /api/profile before the run and during it
// Size: 10,000 series (200 products x 50 customers) x 36 months (--smoke:
// 120 series); BENCH_PLANNING_SERIES=P,C overrides. --stalls[=ms] (PGlite)
// lists every hold of the connection and every event-loop block over 50 ms
// (or ms) of main-thread CPU during the run (planning/stalls.ts). Targets (printed, never
// asserted): the run <= 60 s on 2 cores, profile p99 < 100 ms during it.
// The server runs in a child process (as `npm start` would); the client here.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
// server, in a fresh schema dropped after; skipped when unreachable.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { PG_URL, postgresProblem, type Backend } from './harness/backends';
import { runBench } from './harness/children';
import { sessionToken } from './harness/company';
import { loadAverage } from './harness/load';
import { withBenchServer } from './harness/server';
import { withServerFlags } from '../../server/node-flags';

interface CannonResult { latency: { p50: number; p99: number }; requests: { total: number }; errors: number; non2xx: number }
interface CannonInstance { stop(): void }
type Cannon = (options: Record<string, unknown>, done: (error: unknown, result: CannonResult) => void) => CannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const SMOKE = process.argv.includes('--smoke');
/** --stalls[=ms]: the threshold of main-thread CPU a hold or a block is listed from (default 50). */
const STALLS_ARG = process.argv.find((a) => a === '--stalls' || a.startsWith('--stalls='));
const STALLS = STALLS_ARG ? Number(STALLS_ARG.split('=')[1] ?? 50) : null;
const [PRODUCTS, CUSTOMERS] = (process.env.BENCH_PLANNING_SERIES ?? (SMOKE ? '12,10' : '200,50')).split(',').map(Number);
/** Requests per second of the probing client: a few users clicking, not a load test. */
const PROBE_RATE = 50;

type ToParent = { type: 'ready'; port: number; token: string; series: number; rows: number; setupSeconds: number } | { type: 'done'; status: string; seconds: number; settled: number; series: number; updates: number; attempts: number; stalls: string | null };

async function runChild(backend: Backend): Promise<void> {
  const { startForecasting } = await import('../../server/forecast/service');
  const { BATCH_QUEUE } = await import('../../server/forecast/runs');
  const { createFixture } = await import('./planning/fixture');
  const send = (message: ToParent) => process.send!(message);

  const started = performance.now();
  // pg-boss keeps its jobs in a schema beside the run's own.
  await withBenchServer(backend, { name: 'planning', alsoDrop: ['_jobs'] }, async (server) => {
    const { db, app } = server;
    const today = new Date().toISOString().slice(0, 10);
    const fixture = await createFixture(db, PRODUCTS, CUSTOMERS, today);
    const service = await startForecasting(app.services);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await sessionToken(server, fixture);
    send({ type: 'ready', port: Number(new URL(address).port), token, series: fixture.series, rows: fixture.rows, setupSeconds: (performance.now() - started) / 1000 });
    await new Promise<void>((resolve) => process.once('message', () => resolve()));
    const { watchHolds, watchLoop, formatStalls } = await import('./planning/stalls');
    const watch = STALLS !== null && backend === 'pglite' ? { holds: watchHolds(db, STALLS), loop: watchLoop(STALLS) } : null;
    const begun = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/forecasting/runs', headers: { authorization: `Bearer ${token}` }, payload: {} });
    if (response.statusCode !== 202) throw new Error(`run refused: ${response.body}`);
    const runId = response.json().data.id as number;
    let updates = 0;
    let last = -1;
    for (;;) {
      const [row] = await db.query<{ status: string; progress: number; series_done: number; attempts: number }>('SELECT status, progress::float8 AS progress, series_done, attempts FROM data_forecast_runs WHERE id = $1', [runId]);
      if (row.progress !== last) { updates++; last = row.progress; }
      if (row.status !== 'queued' && row.status !== 'running') {
        const seconds = (performance.now() - begun) / 1000;
        // The batch that finished the run then analyses and refreshes the operative forecast: probed too, until its job completes.
        const open = `SELECT count(*)::int AS n FROM ${service.runner.schema}.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`;
        while ((await db.query<{ n: number }>(open, [BATCH_QUEUE]))[0].n > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        const settled = (performance.now() - begun) / 1000;
        const stalls = watch ? formatStalls(watch.holds.stop(), watch.loop.stop(), STALLS!) : null;
        send({ type: 'done', status: row.status, seconds, settled, series: row.series_done, updates, attempts: row.attempts, stalls });
        // Serve until the client has stopped probing: a closed port would read as failed requests.
        await new Promise<void>((resolve) => process.once('message', () => resolve()));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
}

function probe(port: number, token: string, seconds: number | null): { done: Promise<CannonResult>; stop(): void } {
  let instance: CannonInstance;
  const done = new Promise<CannonResult>((resolve, reject) => {
    instance = autocannon({
      url: `http://127.0.0.1:${port}/api/profile`, headers: { authorization: `Bearer ${token}` },
      connections: 2, overallRate: PROBE_RATE, duration: seconds ?? 3600,
    }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return { done, stop: () => instance.stop() };
}

async function measure(backend: Backend): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--child', backend], { stdio: 'inherit', execArgv: withServerFlags(process.execArgv) });
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const next = () => new Promise<ToParent>((resolve, reject) => { child.once('message', (m) => resolve(m as ToParent)); void exit.then((code) => reject(new Error(`the server exited (${code})`))); });
  const ready = await next();
  if (ready.type !== 'ready') throw new Error('unexpected message');
  const before = await probe(ready.port, ready.token, SMOKE ? 1 : 5).done;
  const during = probe(ready.port, ready.token, null);
  child.send('start');
  const done = await next();
  during.stop();
  const load = await during.done;
  child.send('finish');
  await exit;
  if (done.type !== 'done') throw new Error('unexpected message');
  const f = (n: number) => `${Math.round(n)} ms`;
  console.log(`[${backend}] ${ready.series.toLocaleString('en')} series (${ready.rows.toLocaleString('en')} sales rows; setup ${ready.setupSeconds.toFixed(0)} s)`);
  console.log(`  run      ${done.status} in ${done.seconds.toFixed(1)} s (its jobs all completed at ${done.settled.toFixed(1)} s): ${(done.series / done.seconds).toFixed(0)} series/s, ${done.updates} progress updates seen, ${os.availableParallelism()} cores${done.attempts > 1 ? `, resumed ${done.attempts - 1}x` : ''}`);
  console.log(`  profile  before: p50 ${f(before.latency.p50)} p99 ${f(before.latency.p99)}; during the run: p50 ${f(load.latency.p50)} p99 ${f(load.latency.p99)} (${load.requests.total} requests at ${PROBE_RATE}/s, ${load.errors + load.non2xx} failed)`);
  console.log(`  load     ${loadAverage(3)} (1, 5, 15 min)`);
  if (done.stalls) console.log(done.stalls);
}

runBench({
  child: runChild,
  main: async () => {
    console.log(`bench:planning: a forecast run of ${(PRODUCTS * CUSTOMERS).toLocaleString('en')} series x 36 months, GET /api/profile probed at ${PROBE_RATE}/s (targets: <= 60 s, p99 < 100 ms; printed, not asserted)`);
    await measure('pglite');
    if (!(await postgresProblem())) await measure('postgres');
    else console.log(`[postgres] skipped: ${PG_URL} does not answer`);
  },
});
