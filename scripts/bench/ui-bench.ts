// npm run bench:ui — the shell in a real browser with the real config and
// with 1,000 and 10,000 routes: setup (ui/setup.ts: a temp copy of the project
// per size, built and served by the real server), measurements (ui/measure.ts:
// initial JS, cold load, index opening; ui/keystrokes.ts: the searcher's
// keystrokes next to a control, a plain input on the same page) and the report
// (ui/report.ts). Targets (issue 10): initial JS <= 150 KB gzip with no growth
// with the number of routes; keystroke p95 < 16 ms at 10,000 routes. Timings
// are printed, never asserted.
//
// --smoke: the real config only, one round of each measurement (npm run
// bench:smoke; checks the bench still runs, the figures mean little).
// Environment: UI_BENCH_SIZES (default real,1000,10000; 'real' = the
// project's own routes), UI_BENCH_CPU (CDP CPU throttling rate, default 1),
// UI_BENCH_KEEP=1 keeps the temp projects, UI_BENCH_VERBOSE=1 prints every keystroke.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';
import { BUNDLE_BUDGET } from '../budget/bundle-sizes.ts';
import { keystrokes } from './ui/keystrokes';
import { coldLoad, initialChunks, lazyChunks, newPage, openIndexOnce, preloadedJson, signIn } from './ui/measure';
import { printReport, type Row } from './ui/report';
import { buildProject, countRealRoutes, freePort, prepareProject, startServer, stopServer } from './ui/setup';

const SMOKE = process.argv.includes('--smoke');
const SIZES = (SMOKE ? 'real' : (process.env.UI_BENCH_SIZES ?? 'real,1000,10000')).split(',').map((s) => s.trim()).filter(Boolean);
const CPU_RATE = Number(process.env.UI_BENCH_CPU ?? 1);
const KEEP = process.env.UI_BENCH_KEEP === '1';
const VERBOSE = process.env.UI_BENCH_VERBOSE === '1';
const USER = { Email: 'super@demo.test', Password: 'demo1234' }; // role 0: sees every route
/** Typed into the searcher one character at a time (the super user reads English). */
const QUERIES = ['forecast', 'sales report', 'stock', 'purchase', 'prevision', 'zzz'];
/** The queries are typed this many times (into the control, then the searcher): more samples, a steadier p95 on a busy machine. */
const ROUNDS = SMOKE ? 1 : 3;
const COLD_LOADS = SMOKE ? 1 : 3;
const WARM_OPENS = SMOKE ? 1 : 5;
const LOAD_AT_START = loadavg();

async function measureSize(browser: Browser, routes: number, realCount: number): Promise<Row> {
  const project = await mkdtemp(path.join(tmpdir(), `ui-bench-${routes}-`));
  let server: ChildProcess | null = null;
  try {
    const listed = await prepareProject(project, routes, realCount);
    process.stdout.write(`  ${routes} routes: config ok (${listed} routes), building…`);
    const buildSeconds = await buildProject(project);
    process.stdout.write(` built in ${buildSeconds.toFixed(1)} s, serving…`);

    const port = await freePort();
    server = await startServer(project, port);
    const origin = `http://127.0.0.1:${port}`;
    const token = await signIn(origin, USER);
    process.stdout.write(' measuring…');

    const coldLoadMs: number[] = [];
    for (let i = 0; i < COLD_LOADS; i++) coldLoadMs.push(await coldLoad(browser, origin, token, CPU_RATE));

    const page = await newPage(browser, origin, token, CPU_RATE);
    await page.goto('/home');
    await page.getByTestId('menu-bar').waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(500);
    const firstOpen = await openIndexOnce(page);
    const indexWarmMs: number[] = [];
    const indexFullMs: number[] = [];
    for (let i = 0; i < WARM_OPENS; i++) {
      const open = await openIndexOnce(page);
      indexWarmMs.push(open.paint);
      indexFullMs.push(open.full);
    }
    const keys = await keystrokes(page, QUERIES, ROUNDS, VERBOSE);
    await page.context().close();
    process.stdout.write(' done\n');

    const dist = path.join(project, 'dist');
    return {
      routes: listed,
      initial: await initialChunks(dist),
      config: await preloadedJson(dist),
      lazy: await lazyChunks(dist, ['IndexOverlay', 'Searcher']),
      buildSeconds,
      coldLoadMs,
      indexFirstMs: firstOpen.paint,
      indexWarmMs,
      indexFullMs,
      indexLinks: firstOpen.links,
      keys,
    };
  } finally {
    if (server) await stopServer(server);
    if (!KEEP) await rm(project, { recursive: true, force: true });
    else console.log(`  kept ${project}`);
  }
}

async function launchOptions(): Promise<LaunchOptions> {
  // playwright.config.ts makes a temp data dir for its web server unless told one; this script starts its own.
  process.env.E2E_DATA_DIR ||= path.join(tmpdir(), 'ui-bench-unused');
  const config = (await import('../../playwright.config')).default as { use?: { launchOptions?: LaunchOptions } };
  return { ...(config.use?.launchOptions ?? {}), headless: true };
}

async function main() {
  const realCount = await countRealRoutes();
  const sizes = SIZES.map((s) => (s === 'real' ? realCount : Math.max(Number(s), realCount))).filter((n) => Number.isFinite(n) && n > 0);
  const browser = await chromium.launch(await launchOptions());
  const rows: Row[] = [];
  try {
    console.log(`bench:ui${SMOKE ? ' --smoke' : ''} — sizes ${sizes.join(', ')} (the real config has ${realCount} routes; synthetic ones fill up to each size)`);
    for (const routes of sizes) rows.push(await measureSize(browser, routes, realCount));
  } finally {
    await browser.close();
  }
  printReport(rows, { cpuRate: CPU_RATE, user: USER.Email, loadAtStart: LOAD_AT_START, targetJsKb: BUNDLE_BUDGET.initialJs / 1000, targetKeyMs: 16 });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
