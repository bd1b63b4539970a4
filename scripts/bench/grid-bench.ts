// npm run bench:grid [-- --smoke]: the forecast grid (forecasts/main) over a
// company of its own, on PGlite and on PostgreSQL, each in its own process.
// 5,000 products (4 categories > 20 families > 100 subfamilies), 2 customers,
// forecast values for 36 months and sales for the 24 before (--smoke: 100
// products, 12 months), written with set-based SQL. Server side (inject):
//   rows top        the first level (categories), every measure
//   rows 5,000      the 5,000 products at once, one measure, payload size
//   spread 5,000    a family edited: its value spread to 5,000 leaf rows, saved and audited
// Browser side (PGlite only; the built app served by the same server, Chromium):
//   first render    navigation to the grid of 5,000 rows x 36 months on screen, and the rendering alone after the data came
//   scrolling       frame times while scrolling the 5,000 rows (requestAnimationFrame intervals; over 16.7 ms counts as dropped)
//   edit -> totals  Enter in a product's cell to the total row showing the new sum, and the page's own update (grid-local-edit)
// Figures are printed, never asserted. Targets (issue 11): first render
// <= 1 s, no dropped frames, edit -> totals <= 50 ms, spread of 5,000 <= 300 ms.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
// server, in a fresh schema dropped after; skipped when unreachable.
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../../server/db/adapter';
import { fillGridCompany, GRID_MONTHS, type GridBenchData } from './grid/fixture';
import { measureBrowser } from './grid/browser';

const SMOKE = process.argv.includes('--smoke');
const PRODUCTS = SMOKE ? 100 : 5_000;
const REPEAT = SMOKE ? 2 : 8;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = path.resolve(import.meta.dirname, '../..');
type Backend = 'pglite' | 'postgres';

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function openBackend(backend: Backend, cleanups: Array<() => Promise<unknown>>): Promise<Db> {
  const { openPglite } = await import('../../server/db/pglite');
  const { openPg, quoteIdent } = await import('../../server/db/pg');
  if (backend === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sop-grid-bench-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return openPglite({ dataDir: dir });
  }
  const schema = `bench_grid_${process.pid}_${randomBytes(3).toString('hex')}`;
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
  // Writing the bench's half a million rows takes longer than a request may.
  return openPg({ connectionString: PG_URL, schema, max: 8, timeouts: { statementMs: 600_000, queryMs: 600_000 } });
}

async function runChild(backend: Backend, distDir: string | null): Promise<void> {
  const { loadConfigOrThrow } = await import('../config/load');
  const { buildServer } = await import('../../server/app');
  const { migrate } = await import('../../server/db/migrate');
  const { syncSchema } = await import('../../server/data-engine/schema');
  const { openSession } = await import('../../server/accounts');
  const loaded = await loadConfigOrThrow({ root: ROOT });
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    const db = await openBackend(backend, cleanups);
    cleanups.unshift(() => db.close());
    await migrate(db);
    await syncSchema(db, loaded.config);
    const app = await buildServer({ config: loaded.config, db, jwtSecret: randomBytes(32).toString('base64url'), logger: false, translations: loaded.translations, ...(distDir ? { staticDir: distDir } : {}) });
    cleanups.unshift(() => app.close());
    const started = performance.now();
    const data: GridBenchData = await fillGridCompany(db, loaded.config, PRODUCTS);
    const filled = (performance.now() - started) / 1000;
    const token = (await openSession(db, app.services, data.userId, data.companyId)).token;
    const headers = { authorization: `Bearer ${token}` };
    const lines = [`grid bench on ${backend}: ${PRODUCTS.toLocaleString('en')} products x 2 customers, ${GRID_MONTHS} months (${data.rows.toLocaleString('en')} forecast and sales rows), ${REPEAT} runs each${SMOKE ? ' (smoke)' : ''}; data written in ${filled.toFixed(1)} s`];

    const get = async (url: string) => {
      const t0 = performance.now();
      const r = await app.inject({ method: 'GET', url, headers });
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 300)}`);
      return { ms: performance.now() - t0, kb: r.rawPayload.length / 1024 };
    };
    const q = (p: Record<string, string>) => new URLSearchParams({ from: data.months[0], to: data.months.at(-1)!, ...p }).toString();
    for (const [what, url] of [
      ['rows top', `/api/grid/forecasts-main/0/rows?${q({ hierarchy: 'products', level: '0', parent: '[]' })}`],
      [`rows ${PRODUCTS.toLocaleString('en')}`, `/api/grid/forecasts-main/0/rows?${q({ hierarchy: 'products', level: '3', parent: '[]', measures: 'override' })}`],
    ] as const) {
      await get(url);
      const runs: number[] = [];
      let kb = 0;
      for (let i = 0; i < REPEAT; i++) {
        const r = await get(url);
        runs.push(r.ms);
        kb = r.kb;
      }
      lines.push(`  ${what.padEnd(16)} p50 ${ms(percentile(runs, 50)).padStart(7)}, p95 ${ms(percentile(runs, 95)).padStart(7)}  (${Math.round(kb)} KB)`);
    }

    // The family with half the products: 2,500 products x 2 customers = 5,000 leaves in one month.
    const family: [string, number][] = [['product.family.parent', data.bigFamily]];
    const month = data.months[data.months.length - 6];
    const leaves = data.leavesOfBigFamily;
    let current: number | null = null;
    const spreads: number[] = [];
    let checked = '';
    for (let i = 0; i <= REPEAT; i++) {
      const to = 10_000 + i * 137.5;
      const t0 = performance.now();
      const r = await app.inject({ method: 'POST', url: '/api/grid/forecasts-main/0/edit', headers, payload: { hierarchy: 'products', edits: [{ row: family, month, from: current, to }] } });
      const took = performance.now() - t0;
      if (r.statusCode !== 200) throw new Error(`spread: ${r.statusCode} ${r.body.slice(0, 300)}`);
      if (i > 0) spreads.push(took);
      current = to;
      if (i === REPEAT) {
        const [sum] = await db.query<{ s: number; n: number }>(`SELECT sum(override)::float8 AS s, count(*)::int AS n FROM data_forecast_values v JOIN data_products p ON p.id = v.product_id JOIN data_product_families f ON f.id = p.family_id
          WHERE v.company_id = $1 AND v.month = $2::date AND f.parent_id = $3`, [data.companyId, `${month}-01`, data.bigFamily]);
        checked = `sum ${sum.s} = ${to}: ${Math.abs(sum.s - to) < 1e-6 ? 'exact' : 'OFF'}, ${sum.n} rows`;
      }
    }
    lines.push(`  spread ${leaves.toLocaleString('en')}     p50 ${ms(percentile(spreads, 50)).padStart(7)}, p95 ${ms(percentile(spreads, 95)).padStart(7)}  (${checked}; saved and audited, one transaction)`);
    lines.push('  [targets: spread of 5,000 <= 300 ms]');

    if (distDir) {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      lines.push(...(await measureBrowser(address, token, data, SMOKE)));
    }
    console.log(lines.join('\n'));
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

async function main(): Promise<void> {
  const [one] = os.loadavg();
  console.log(`grid bench: ${os.cpus().length} CPUs, load average ${one.toFixed(1)} at start`);
  // The built app for the browser measurements, in a folder of its own (nobody else's build is touched).
  const dist = await mkdtemp(path.join(os.tmpdir(), 'sop-grid-bench-dist-'));
  try {
    const t0 = performance.now();
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
    console.log(`grid bench: app built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    for (const backend of ['pglite', 'postgres'] as const) {
      if (backend === 'postgres') {
        const probe = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
        const reachable = await probe.connect().then(() => true, () => false);
        await probe.end().catch(() => {});
        if (!reachable) {
          console.log(`grid bench on postgres: skipped (${PG_URL} is not reachable; set BENCH_DATABASE_URL)`);
          continue;
        }
      }
      const args = [...process.argv.slice(2), '--child', backend, ...(backend === 'pglite' ? ['--dist', dist] : [])];
      const child = fork(fileURLToPath(import.meta.url), args, { stdio: 'inherit' });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      if (code !== 0) {
        console.log(`grid bench on ${backend}: failed (exit ${code})`);
        process.exitCode = 1;
      }
    }
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) {
  const distIndex = process.argv.indexOf('--dist');
  runChild(process.argv[childIndex + 1] as Backend, distIndex >= 0 ? process.argv[distIndex + 1] : null).then(() => process.exit(0), (error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
