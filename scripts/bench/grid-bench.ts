// npm run bench:grid [-- --smoke]: the forecast grid (forecasts/main) over a
// company of its own, on PGlite and on PostgreSQL, each in its own process.
// 5,000 products (4 categories > 20 families > 100 subfamilies), 2 customers,
// forecast values for 36 months and sales for the 24 before (--smoke: 100
// products, 12 months), written with set-based SQL. Server side (inject):
//   rows top        the first level (categories), every measure
//   rows 5,000      the 5,000 products at once, one measure, payload size
//   ..., cold       the same after a write to the forecast values (PGlite answers unchanged tables from memory)
//   spread 5,000    a family edited: its value spread to 5,000 leaf rows, saved and audited
// Browser side (PGlite only; the built app served by the same server, Chromium):
//   first render    navigation to the grid of 5,000 rows x 36 months on screen, and the rendering alone after the data came
//   scrolling       frame times while scrolling the 5,000 rows (requestAnimationFrame intervals; over 16.7 ms counts as dropped)
//   edit -> totals  Enter in a product's cell to the total row showing the new sum, and the page's own update (grid-local-edit)
// Figures are printed, never asserted. Targets (issue 11): first render
// <= 1 s, no dropped frames, edit -> totals <= 50 ms, spread of 5,000 <= 300 ms.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
// server, in a fresh schema dropped after; skipped when unreachable.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fillGridCompany, GRID_MONTHS, type GridBenchData } from './grid/fixture';
import { measureBrowser } from './grid/browser';
import type { Backend } from './harness/backends';
import { eachBackendInChild, runBench } from './harness/children';
import { sessionToken } from './harness/company';
import { injector } from './harness/inject';
import { machineLine } from './harness/load';
import { p50p95 } from './harness/print';
import { warmThenRepeat } from './harness/repeat';
import { quantiles } from './harness/stats';
import { withBenchServer } from './harness/server';

const SMOKE = process.argv.includes('--smoke');
const PRODUCTS = SMOKE ? 100 : 5_000;
const REPEAT = SMOKE ? 2 : 8;
const ROOT = path.resolve(import.meta.dirname, '../..');

async function runChild(backend: Backend, distDir: string | null): Promise<void> {
  // Writing the bench's half a million rows takes longer than a request may.
  const options = { name: 'grid', timeouts: { statementMs: 600_000, queryMs: 600_000 }, build: distDir ? { staticDir: distDir } : {} };
  await withBenchServer(backend, options, async (server) => {
    const { db, app, config } = server;
    const started = performance.now();
    const data: GridBenchData = await fillGridCompany(db, config, PRODUCTS);
    const filled = (performance.now() - started) / 1000;
    const token = await sessionToken(server, data);
    const inject = injector(app, token);
    const lines = [`grid bench on ${backend}: ${PRODUCTS.toLocaleString('en')} products x 2 customers, ${GRID_MONTHS} months (${data.rows.toLocaleString('en')} forecast and sales rows), ${REPEAT} runs each${SMOKE ? ' (smoke)' : ''}; data written in ${filled.toFixed(1)} s`];

    const q = (p: Record<string, string>) => new URLSearchParams({ from: data.months[0], to: data.months.at(-1)!, ...p }).toString();
    // On PGlite a read of unchanged tables is answered from memory (server/grid/read-cache.ts): the
    // cold lines write to the forecast values (a statement changing no row) before each read, as an edit would.
    const touch = () => db.query('UPDATE data_forecast_values SET override = override WHERE false');
    const top = `/api/grid/forecasts-main/0/rows?${q({ hierarchy: 'products', level: '0', parent: '[]' })}`;
    const all = `/api/grid/forecasts-main/0/rows?${q({ hierarchy: 'products', level: '3', parent: '[]', measures: 'override' })}`;
    for (const [what, url, cold] of [
      ['rows top', top, false], ['rows top, cold', top, true],
      [`rows ${PRODUCTS.toLocaleString('en')}`, all, false], [`rows ${PRODUCTS.toLocaleString('en')}, cold`, all, true],
    ] as const) {
      const runs = await warmThenRepeat(REPEAT, async () => {
        if (cold) await touch();
        return inject(url);
      });
      const kb = runs.at(-1)!.bytes / 1024;
      lines.push(`  ${what.padEnd(22)} ${p50p95(quantiles(runs.map((r) => r.ms)), 7)}  (${Math.round(kb)} KB; this process's CPU p50 ${Math.round(quantiles(runs.map((r) => r.cpuMs)).p50)} ms${backend === 'pglite' ? ', the database included' : ''})`);
    }

    // The family with half the products: 2,500 products x 2 customers = 5,000 leaves in one month.
    const family: [string, number][] = [['product.family.parent', data.bigFamily]];
    const month = data.months[data.months.length - 6];
    const leaves = data.leavesOfBigFamily;
    const value = (i: number) => 10_000 + i * 137.5;
    // The plan edited is the consensus (the statistical forecast where nobody changed it): the first run edits from it,
    // each next one from the value the one before saved.
    const [plan] = await db.query<{ s: number }>(`SELECT sum(coalesce(override, statistical))::float8 AS s FROM data_forecast_values v JOIN data_products p ON p.id = v.product_id
      JOIN data_product_families f ON f.id = p.family_id WHERE v.company_id = $1 AND v.month = $2::date AND f.parent_id = $3`, [data.companyId, `${month}-01`, data.bigFamily]);
    const spreadCpu: number[] = [];
    const spreads = await warmThenRepeat(REPEAT, async (i) => {
      const edit = { row: family, month, from: i === 0 ? plan.s : value(i - 1), to: value(i) };
      const done = await inject('/api/grid/forecasts-main/0/edit', { method: 'POST', payload: { hierarchy: 'products', edits: [edit] } });
      spreadCpu.push(done.cpuMs);
      return done.ms;
    });
    const [sum] = await db.query<{ s: number; n: number }>(`SELECT sum(override)::float8 AS s, count(*)::int AS n FROM data_forecast_values v JOIN data_products p ON p.id = v.product_id JOIN data_product_families f ON f.id = p.family_id
      WHERE v.company_id = $1 AND v.month = $2::date AND f.parent_id = $3`, [data.companyId, `${month}-01`, data.bigFamily]);
    const checked = `sum ${sum.s} = ${value(REPEAT)}: ${Math.abs(sum.s - value(REPEAT)) < 1e-6 ? 'exact' : 'OFF'}, ${sum.n} rows`;
    lines.push(`  spread ${leaves.toLocaleString('en')}     ${p50p95(quantiles(spreads), 7)}  (${checked}; saved and audited, one transaction; CPU p50 ${Math.round(quantiles(spreadCpu.slice(-REPEAT)).p50)} ms)`);
    // Undo of the last spread, then its redo (one step each: every row back to the value before, audited).
    const undo = await inject('/api/grid/forecasts-main/0/undo', { method: 'POST', payload: { hierarchy: 'products' } });
    const redo = await inject('/api/grid/forecasts-main/0/redo', { method: 'POST', payload: { hierarchy: 'products' } });
    lines.push(`  undo ${leaves.toLocaleString('en')}       ${Math.round(undo.ms)} ms, redo ${Math.round(redo.ms)} ms (one step each, every row restored and audited)`);
    lines.push('  [targets: spread of 5,000 <= 300 ms; its undo <= 300 ms]');

    if (distDir) {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      lines.push(...(await measureBrowser(address, token, data, SMOKE)));
    }
    console.log(lines.join('\n'));
  });
}

async function main(): Promise<void> {
  console.log(machineLine('grid bench'));
  // The built app for the browser measurements, in a folder of its own (nobody else's build is touched).
  const dist = await mkdtemp(path.join(os.tmpdir(), 'sop-grid-bench-dist-'));
  try {
    const t0 = performance.now();
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
    console.log(`grid bench: app built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await eachBackendInChild(import.meta.url, 'grid bench', { args: (backend) => (backend === 'pglite' ? ['--dist', dist] : []) });
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}

runBench({
  child: (backend) => {
    const distIndex = process.argv.indexOf('--dist');
    return runChild(backend, distIndex >= 0 ? process.argv[distIndex + 1] : null);
  },
  main,
});
