// npm run bench:supply [-- --smoke | --scale=0.1]: the supply review at
// scale, on PGlite and on PostgreSQL, each in its own process. A company of
// its own gets 10,000 products x 3 warehouses with a 24-month horizon and
// 1,000,000 sales lines (--smoke: 100 products, 5,000 lines; --scale=F: F
// times the products and the lines, to look for hot spots without the full
// run), written with set-based SQL (scripts/bench/supply/fill.ts). Then, server-side through inject:
//   projection      a forced recomputation of the stock projection and its
//                   suggestions (load, compute, write), p50 of RUNS: with
//                   the inputs unchanged (no row rewritten), and with every
//                   series new (the cached rows deleted first, untimed: a
//                   first computation, or the horizon moving a month)
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
import { fillSupplyCompany } from './supply/fill';
import type { Backend } from './harness/backends';
import { eachBackendInChild, runBench } from './harness/children';
import { benchCompany, sessionToken } from './harness/company';
import { injector } from './harness/inject';
import { loadAverage, machineLine } from './harness/load';
import { ms, p50p95 } from './harness/print';
import { warmThenRepeat } from './harness/repeat';
import { quantiles } from './harness/stats';
import { withBenchServer } from './harness/server';
import { explainReport } from './report-explain';

const SMOKE = process.argv.includes('--smoke');
const SCALE = Number(process.argv.find((a) => a.startsWith('--scale='))?.slice('--scale='.length) ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`--scale: a fraction of the full size, above 0 and at most 1 (got ${SCALE})`);
const SIZE = SMOKE ? { products: 100, salesLines: 5_000, months: 24 } : { products: Math.round(10_000 * SCALE), salesLines: Math.round(1_000_000 * SCALE), months: 24 };
const RUNS = SMOKE ? 2 : 5;
// --only=reports: time the report views alone (the caches still fill, untimed, on the first request); --reports=a,b: only those routes.
const ONLY_REPORTS = process.argv.includes('--only=reports');
const ROUTES = process.argv.find((a) => a.startsWith('--reports='))?.slice('--reports='.length).split(',');
// --explain: after the timings, each report's statement under EXPLAIN ANALYZE (PLAN_LINES lines; PLAN_SQL=1 prints the statement).
const EXPLAIN = process.argv.includes('--explain');

const REPORTS: Array<[string, number]> = [
  ['stock-projections', 0], ['stock-projections', 1], ['advanced-procurement-analysis', 0], ['advanced-procurement-analysis', 1], ['abc', 0], ['abc', 1],
  ['forecast-vs-budget', 0], ['forecast-vs-orders', 0], ['sales-vs-forecast-vs-budget-report', 0], ['budget-comparison-report', 0], ['budget-comparison-report', 1],
  ['historical-projected-turnover-report', 0], ['compliance-by-quota-report', 0], ['compliance-by-offer-report', 0], ['stock-analysis-report', 0],
  ['stock-analysis-report', 1], ['stock-management-report', 0], ['breakage-risk-reference-report', 0], ['obsolete-risk-reference-report', 0],
  ['potential-new-releases-analisys-report', 0], ['potential-obsolete-analisys-report', 0], ['similar-products-report', 0], ['indicator-report', 0],
  ['abc-indicator-report', 0], ['discontinued-products-report', 0],
];

async function runChild(backend: Backend): Promise<void> {
  const { ensureFresh } = await import('../../server/supply/cache');
  const { projectionCache } = await import('../../server/supply/plan/projection-cache');
  const { analyticsCache } = await import('../../server/supply/analytics/analytics-cache');

  await withBenchServer(backend, { name: 'supply' }, async (server) => {
    const { db, config } = server;
    const company = await benchCompany(server, { alias: 'Bench Supply', tag: 'supply', role: 0 });
    const { companyId } = company;
    await db.query('INSERT INTO onboarding_configurations (company_id, completed_steps, finished_at) VALUES ($1, $2::int[], now())', [companyId, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]);
    const t0 = performance.now();
    await fillSupplyCompany(db, companyId, SIZE);
    const filled = (performance.now() - t0) / 1000;
    const lines = [`supply bench on ${backend}: ${SIZE.products.toLocaleString('en')} products x 3 warehouses x ${SIZE.months} months, ${SIZE.salesLines.toLocaleString('en')} sales lines${SMOKE ? ' (smoke)' : SCALE < 1 ? ` (scale ${SCALE})` : ''}; data written in ${filled.toFixed(1)} s (load ${loadAverage()})`];
    const ctx = { config, companyId, today: new Date().toISOString().slice(0, 10) };
    const clearSeries = () => db.query('DELETE FROM supply_series WHERE company_id = $1', [companyId]);
    const caches = [['projection', projectionCache, null], ['projection, all new', projectionCache, clearSeries], ['analytics', analyticsCache, null]] as const;
    for (const [name, cache, before] of ONLY_REPORTS ? [] : caches) {
      // The first run computes statistics and triggers once, as a first request would.
      const runs = await warmThenRepeat(RUNS, async () => {
        await before?.();
        const started = performance.now();
        const state = await ensureFresh(db, cache, ctx, true);
        return { ms: performance.now() - started, summary: (state.summary ?? {}) as Record<string, unknown> };
      });
      const summary = runs.at(-1)!.summary;
      const timings = Object.entries((summary.timings ?? {}) as Record<string, number>).map(([k, v]) => `${k.replace('Ms', '')} ${ms(v)}`).join(', ');
      lines.push(`  ${name.padEnd(19)} ${p50p95(quantiles(runs.map((r) => r.ms)), 8)}  (${timings}; ${JSON.stringify({ ...summary, timings: undefined })}) load ${loadAverage()}`);
    }
    const inject = injector(server.app, await sessionToken(server, company));
    // CPU time of this process beside the wall time: on PGlite it is the request's whole cost, whatever else the machine runs.
    const timed = async (url: string) => {
      const runs = await warmThenRepeat(RUNS, () => inject(url));
      return { ...quantiles(runs.map((r) => r.ms)), cpu: quantiles(runs.map((r) => r.cpuMs)).p50 };
    };
    const target = backend === 'postgres' ? 500 : 2000;
    let worst = 0;
    for (const [route, view] of REPORTS.filter(([r]) => !ROUTES || ROUTES.includes(r))) {
      // The first page of the table, of the size the view opens with (its pageSize), as the browser asks for it.
      const pageSize = config.routes.find((x) => x.id === route)?.views[view]?.pageSize ?? 50;
      const r = await timed(`/api/reports/${route}/${view}?page=1&pageSize=${pageSize}`);
      worst = Math.max(worst, r.p95);
      lines.push(`  ${`${route}/${view}`.padEnd(42)} ${p50p95(r, 8)}  cpu ${ms(r.cpu).padStart(8)}${r.p95 > target ? '  over target' : ''}`);
    }
    lines.push(`  every report view: worst p95 ${ms(worst)} [target ${ms(target)}] load ${loadAverage()}`);
    if (EXPLAIN) {
      for (const [route, view] of REPORTS.filter(([r]) => !ROUTES || ROUTES.includes(r))) {
        const pageSize = config.routes.find((x) => x.id === route)?.views[view]?.pageSize ?? 50;
        lines.push(`\n${route}/${view} on ${backend}:\n${await explainReport(db, () => inject(`/api/reports/${route}/${view}?page=1&pageSize=${pageSize}`))}`);
      }
    }
    if (ONLY_REPORTS) return console.log(lines.join('\n'));
    const tower = await timed('/api/supply/control-tower');
    lines.push(`  control tower                              ${p50p95(tower, 8)}  cpu ${ms(tower.cpu).padStart(8)} [target 1000 ms]`);
    const suggestions = await timed('/api/supply/suggestions');
    lines.push(`  suggestions page                           ${p50p95(suggestions, 8)}  cpu ${ms(suggestions.cpu).padStart(8)}`);
    console.log(lines.join('\n'));
  });
}

async function main(): Promise<void> {
  console.log(`${machineLine('supply bench')}; ${RUNS} runs of each`);
  await eachBackendInChild(import.meta.url, 'supply bench');
}

runBench({ child: runChild, main });
