// npm run bench:supply [-- --smoke]: the supply review at scale, on PGlite
// and on PostgreSQL, each in its own process. A company of its own gets
// 10,000 products x 3 warehouses with a 24-month horizon and 1,000,000
// sales lines (--smoke: 100 products, 5,000 lines), written with set-based
// SQL (scripts/bench/supply/fill.ts). Then, server-side through inject:
//   projection      a forced recomputation of the stock projection and its
//                   suggestions (load, compute, write), p50 of RUNS
//   analytics       the same for ABC/XYZ, profiles, look-alikes, indicators
//   each report     every supply report view (first page of the table plus
//                   the chart's data, caches fresh), p50 / p95 of RUNS
//   control tower   its first page of exceptions with counts
//   suggestions     the purchases page's first page
// Printed with the machine's load, never asserted. Targets (issue 12):
// projection <= 2 s; every report view <= 500 ms on PostgreSQL and <= 2 s
// on PGlite (p95 of 5 runs); the control tower <= 1 s.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test, in a fresh schema dropped after.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../../server/db/adapter';
import { fillSupplyCompany } from './supply/fill';

const SMOKE = process.argv.includes('--smoke');
const SIZE = SMOKE ? { products: 100, salesLines: 5_000, months: 24 } : { products: 10_000, salesLines: 1_000_000, months: 24 };
const RUNS = SMOKE ? 2 : 5;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
type Backend = 'pglite' | 'postgres';

const REPORTS: Array<[string, number]> = [
  ['stock-projections', 0], ['stock-projections', 1], ['advanced-procurement-analysis', 0], ['advanced-procurement-analysis', 1], ['abc', 0], ['abc', 1],
  ['forecast-vs-budget', 0], ['forecast-vs-orders', 0], ['sales-vs-forecast-vs-budget-report', 0], ['budget-comparison-report', 0], ['budget-comparison-report', 1],
  ['historical-projected-turnover-report', 0], ['compliance-by-quota-report', 0], ['compliance-by-offer-report', 0], ['stock-analysis-report', 0],
  ['stock-analysis-report', 1], ['stock-management-report', 0], ['breakage-risk-reference-report', 0], ['obsolete-risk-reference-report', 0],
  ['potential-new-releases-analisys-report', 0], ['potential-obsolete-analisys-report', 0], ['similar-products-report', 0], ['indicator-report', 0],
  ['abc-indicator-report', 0], ['discontinued-products-report', 0],
];

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const load = () => os.loadavg()[0].toFixed(1);

async function openDb(backend: Backend, cleanups: Array<() => Promise<unknown>>): Promise<Db> {
  const { openPglite } = await import('../../server/db/pglite');
  const { openPg, quoteIdent } = await import('../../server/db/pg');
  if (backend === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sop-supply-bench-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return openPglite({ dataDir: dir });
  }
  const schema = `bench_supply_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
  await admin.end();
  cleanups.push(async () => {
    const cleaner = new pg.Client({ connectionString: PG_URL });
    await cleaner.connect();
    await cleaner.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await cleaner.end();
  });
  return openPg({ connectionString: PG_URL, schema, max: 8 });
}

async function runChild(backend: Backend): Promise<void> {
  const { loadConfigOrThrow } = await import('../config/load');
  const { buildServer } = await import('../../server/app');
  const { migrate } = await import('../../server/db/migrate');
  const { syncSchema } = await import('../../server/data-engine/schema');
  const { openSession } = await import('../../server/accounts');
  const { ensureFresh } = await import('../../server/supply/cache');
  const { projectionCache } = await import('../../server/supply/plan/projection-cache');
  const { analyticsCache } = await import('../../server/supply/analytics/analytics-cache');

  const { config, translations } = await loadConfigOrThrow({ root: process.cwd() });
  const cleanups: Array<() => Promise<unknown>> = [];
  const db = await openDb(backend, cleanups);
  cleanups.unshift(() => db.close());
  try {
    await migrate(db);
    await syncSchema(db, config);
    const app = await buildServer({ config, db, jwtSecret: randomBytes(32).toString('base64url'), logger: false, translations });
    cleanups.unshift(() => app.close());
    const [{ id: companyId }] = await db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Bench Supply') RETURNING id`);
    await db.query('INSERT INTO onboarding_configurations (company_id, completed_steps, finished_at) VALUES ($1, $2::int[], now())', [companyId, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]);
    const [{ id: userId }] = await db.query<{ id: number }>(
      `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, 'Bench Admin', $2, 'en', '{0}', true) RETURNING id`,
      [companyId, `bench-supply-${process.pid}@bench.test`],
    );
    let t0 = performance.now();
    await fillSupplyCompany(db, companyId, SIZE);
    const filled = (performance.now() - t0) / 1000;
    const lines = [`supply bench on ${backend}: ${SIZE.products.toLocaleString('en')} products x 3 warehouses x ${SIZE.months} months, ${SIZE.salesLines.toLocaleString('en')} sales lines${SMOKE ? ' (smoke)' : ''}; data written in ${filled.toFixed(1)} s (load ${load()})`];
    const ctx = { config, companyId, today: new Date().toISOString().slice(0, 10) };
    for (const [name, cache] of [['projection', projectionCache], ['analytics', analyticsCache]] as const) {
      await ensureFresh(db, cache, ctx, true); // statistics and triggers once, as a first request would
      const times: number[] = [];
      let summary: Record<string, unknown> = {};
      for (let i = 0; i < RUNS; i++) {
        t0 = performance.now();
        const state = await ensureFresh(db, cache, ctx, true);
        times.push(performance.now() - t0);
        summary = state.summary ?? {};
      }
      const timings = Object.entries((summary.timings ?? {}) as Record<string, number>).map(([k, v]) => `${k.replace('Ms', '')} ${ms(v)}`).join(', ');
      lines.push(`  ${name.padEnd(16)} p50 ${ms(percentile(times, 50)).padStart(8)}, p95 ${ms(percentile(times, 95)).padStart(8)}  (${timings}; ${JSON.stringify({ ...summary, timings: undefined })}) load ${load()}`);
    }
    const token = (await openSession(db, app.services, userId, companyId)).token;
    const headers = { authorization: `Bearer ${token}` };
    const timed = async (url: string) => {
      const run = async () => {
        const t = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode >= 400) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        return performance.now() - t;
      };
      await run(); // prepare once
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await run());
      return { p50: percentile(times, 50), p95: percentile(times, 95) };
    };
    const target = backend === 'postgres' ? 500 : 2000;
    let worst = 0;
    for (const [route, view] of REPORTS) {
      const r = await timed(`/api/reports/${route}/${view}`);
      worst = Math.max(worst, r.p95);
      lines.push(`  ${`${route}/${view}`.padEnd(42)} p50 ${ms(r.p50).padStart(8)}, p95 ${ms(r.p95).padStart(8)}${r.p95 > target ? '  over target' : ''}`);
    }
    lines.push(`  every report view: worst p95 ${ms(worst)} [target ${ms(target)}] load ${load()}`);
    const tower = await timed('/api/supply/control-tower');
    lines.push(`  control tower                              p50 ${ms(tower.p50).padStart(8)}, p95 ${ms(tower.p95).padStart(8)} [target 1000 ms]`);
    const suggestions = await timed('/api/supply/suggestions');
    lines.push(`  suggestions page                           p50 ${ms(suggestions.p50).padStart(8)}, p95 ${ms(suggestions.p95).padStart(8)}`);
    console.log(lines.join('\n'));
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

async function main(): Promise<void> {
  console.log(`supply bench: ${os.cpus().length} CPUs, load average ${load()} at start; ${RUNS} runs of each`);
  for (const backend of ['pglite', 'postgres'] as const) {
    if (backend === 'postgres') {
      const probe = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
      const reachable = await probe.connect().then(() => true, () => false);
      await probe.end().catch(() => {});
      if (!reachable) {
        console.log(`supply bench on postgres: skipped (${PG_URL} is not reachable; set BENCH_DATABASE_URL)`);
        continue;
      }
    }
    const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--child', backend], { stdio: 'inherit' });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) {
      console.log(`supply bench on ${backend}: failed (exit ${code})`);
      process.exitCode = 1;
    }
  }
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) {
  runChild(process.argv[childIndex + 1] as Backend).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
