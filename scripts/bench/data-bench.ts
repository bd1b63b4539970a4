// npm run bench:data [-- --smoke]: the generic data API with many products,
// on PGlite and on PostgreSQL, each in its own process (so one backend's
// memory does not count against the other):
//   import   a CSV of N products through POST /api/data/product/import (time, peak RSS)
//   page     the first page of the products table view, p50/p95 server-side (inject, no socket)
//   sort     every column of that view, both directions, p95 (worst column named)
//   filter   the view's filters and a free-text search, p95
//   export   every row as CSV and as XLSX (time, peak RSS over the start)
// N = 100,000 (--smoke: 2,000, fewer repetitions). Figures are printed, never
// asserted. Besides wall time, the CPU time of the server's process is shown:
// on PGlite the database runs in it, so that figure holds on a busy machine. Targets: first page p95 <= 50 ms; sort/filter p95 <= 100 ms;
// import <= 15 s under 300 MB; export <= 5 s in constant memory.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test, in a fresh schema dropped after;
// skipped with a message when unreachable.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/adapter';

const SMOKE = process.argv.includes('--smoke');
/** BENCH_DATA_ROWS overrides the size (exploring a curve). */
const ROWS = Number(process.env.BENCH_DATA_ROWS) || (SMOKE ? 2_000 : 100_000);
const REPEAT = SMOKE ? 5 : 20;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
type Backend = 'pglite' | 'postgres';

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Peak RSS while fn runs, sampled every 20 ms. */
async function measured<T>(fn: () => Promise<T>): Promise<{ result: T; seconds: number; cpuSeconds: number; startRss: number; peakRss: number }> {
  const startRss = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  let peakRss = startRss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const result = await fn();
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const used = process.cpuUsage(cpu);
    return { result, seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6, startRss, peakRss };
  } finally {
    clearInterval(timer);
  }
}

/** A deterministic products file: three family levels, a few units, every typed column of the products view. */
function productsCsv(rows: number, families: string[]): string {
  const lines = ['sku,name,family,unit,status,source,price,unitCost,launchDate,leadTimeDays,moq'];
  const statuses = ['active', 'active', 'active', 'phase-out', 'discontinued'];
  const words = ['Café', 'Leche', 'Yogur', 'Agua', 'Zumo', 'Galletas', 'Aceite', 'Arroz', 'Pasta', 'Queso'];
  for (let i = 1; i <= rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (i % 12)).padStart(2, '0');
    lines.push([
      `SKU-${String(i).padStart(6, '0')}`, `${words[i % 10]} ${['natural', 'bio', 'light', 'premium'][i % 4]} ${i}`,
      families[i % families.length], ['UN', 'KG', 'L'][i % 3], statuses[i % 5], i % 3 ? 'made' : 'bought',
      ((i * 7919) % 10000) / 100, ((i * 104729) % 5000) / 100, `20${10 + (i % 15)}-${month}-${day}`, i % 120, (i % 50) + 1,
    ].join(','));
  }
  return lines.join('\n');
}

async function runChild(backend: Backend): Promise<void> {
  const { loadConfigOrThrow } = await import('../config/load');
  const { buildServer } = await import('../../server/app');
  const { migrate } = await import('../../server/db/migrate');
  const { syncSchema } = await import('../../server/data-engine/schema');
  const { openPglite } = await import('../../server/db/pglite');
  const { openPg, quoteIdent } = await import('../../server/db/pg');
  const { openSession } = await import('../../server/accounts');

  const { config, translations } = await loadConfigOrThrow({ root: process.cwd() });
  const cleanups: Array<() => Promise<unknown>> = [];
  let db: Db;
  if (backend === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sop-data-bench-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    db = await openPglite({ dataDir: dir });
  } else {
    const schema = `bench_data_${process.pid}_${randomBytes(3).toString('hex')}`;
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
    db = await openPg({ connectionString: PG_URL, schema, max: 8 });
  }
  const opened = db;
  cleanups.unshift(() => opened.close());
  try {
    await migrate(db);
    await syncSchema(db, config);
    const app = await buildServer({ config, db, jwtSecret: randomBytes(32).toString('base64url'), logger: false, translations });
    cleanups.unshift(() => app.close());
    // A company and an administrator of its own: no demo data in the figures.
    const [{ id: companyId }] = await db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Bench Foods') RETURNING id`);
    const [{ id: userId }] = await db.query<{ id: number }>(
      `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, 'Bench Admin', $2, 'en', '{1}', true) RETURNING id`,
      [companyId, `bench-data-${process.pid}@bench.test`],
    );
    const token = (await openSession(db, app.services, userId, companyId)).token;
    await report(backend, app, token);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

async function report(backend: Backend, app: FastifyInstance, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const inject = async (url: string, body?: { payload: string | Buffer; type: string }) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await app.inject({ method: body ? 'POST' : 'GET', url, headers: body ? { ...headers, 'content-type': body.type } : headers, ...(body ? { payload: body.payload } : {}) });
    if (response.statusCode >= 400) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, response };
  };
  const upload = (entity: string, text: string) => inject(`/api/data/${entity}/import?dryRun=false`, { payload: text, type: 'text/csv' });

  const units = 'code,name,kind\nUN,Unit,count\nKG,Kilogram,weight\nL,Litre,volume';
  await upload('unit', units);
  const familyLines = ['code,name,level,parent', 'C1,Food,category,', 'C2,Drinks,category,'];
  const families: string[] = [];
  for (let f = 1; f <= 20; f++) {
    familyLines.push(`F${f},Family ${f},family,C${(f % 2) + 1}`);
    for (let s = 1; s <= 5; s++) {
      familyLines.push(`S${f}-${s},Subfamily ${f}.${s},subfamily,F${f}`);
      families.push(`S${f}-${s}`);
    }
  }
  await upload('product-family', familyLines.join('\n'));

  const csv = productsCsv(ROWS, families);
  global.gc?.();
  const imported = await measured(() => upload('product', csv));
  const importReport = imported.result.response.json().data;
  if (!importReport.imported) throw new Error(`import refused: ${JSON.stringify(importReport.problems.slice(0, 3))}`);
  const lines = [
    `data bench on ${backend}: ${ROWS.toLocaleString('en')} products${SMOKE ? ' (smoke)' : ''}`,
    `  import CSV (${mb(csv.length)}): ${imported.seconds.toFixed(1)} s (CPU of this process ${imported.cpuSeconds.toFixed(1)} s), peak RSS ${mb(imported.peakRss)} (${mb(imported.startRss)} before)   [target <= 15 s, < 300 MB]`,
  ];

  const route = app.services.config.routes.find((r) => r.views.some((v) => v.kind === 'table' && v.entity === 'product'));
  const index = route ? route.views.findIndex((v) => v.kind === 'table' && v.entity === 'product') : -1;
  const view = route ? route.views[index] : undefined;
  const viewParam = view ? `&view=${route!.id}:${index}` : '';
  const columns = view?.columns ?? app.services.config.entities.find((e) => e.id === 'product')!.order;
  const fields = `&fields=${columns.join(',')}`;
  // Wall time, and this process's CPU time: on PGlite the database runs in this process, so its CPU time is
  // the request's cost whatever else the machine is doing (on PostgreSQL only wall time says it all).
  const timed = async (url: string) => {
    const times: number[] = [];
    const cpu: number[] = [];
    await inject(url); // prepare once
    for (let i = 0; i < REPEAT; i++) {
      const run = await inject(url);
      times.push(run.ms);
      cpu.push(run.cpuMs);
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), cpu95: percentile(cpu, 95) };
  };
  const cpuNote = (t: { cpu95: number }) => (backend === 'pglite' ? ` (CPU p95 ${ms(t.cpu95)})` : '');
  const first = await timed(`/api/data/product?page=1&pageSize=${view?.pageSize ?? 50}${viewParam}${fields}`);
  lines.push(`  first page: p50 ${ms(first.p50)}, p95 ${ms(first.p95)}${cpuNote(first)}   [target p95 <= 50 ms]`);

  const sorts: Array<{ what: string; p95: number; cpu95: number }> = [];
  for (const column of columns) {
    for (const dir of ['', '-']) sorts.push({ what: `${dir}${column}`, ...(await timed(`/api/data/product?pageSize=50&sort=${dir}${column}${viewParam}${fields}`)) });
  }
  const worstSort = sorts.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const worstCpu = sorts.reduce((a, b) => (b.cpu95 > a.cpu95 ? b : a));
  lines.push(`  sort by ${columns.length} columns x 2 directions: worst p95 ${ms(worstSort.p95)} (${worstSort.what}), median of p95s ${ms(percentile(sorts.map((s) => s.p95), 50))}${backend === 'pglite' ? `, worst CPU p95 ${ms(worstCpu.cpu95)} (${worstCpu.what})` : ''}   [target <= 100 ms]`);

  const filterCases: Array<[string, unknown[]]> = [
    ['status in', [{ field: 'status', op: 'in', value: ['phase-out', 'discontinued'] }]],
    ['price between', [{ field: 'price', op: 'between', value: [10, 20] }]],
    ['name contains', [{ field: 'name', op: 'contains', value: 'premium 99' }]],
    ['launchDate range', [{ field: 'launchDate', op: 'between', value: ['2015-01-01', '2016-12-31'] }]],
    ['family.code eq', [{ field: 'family.code', op: 'eq', value: 'S3-2' }]],
    ['status eq + sort -price', [{ field: 'status', op: 'eq', value: 'active' }]],
  ];
  const filters: Array<{ what: string; p95: number; cpu95: number }> = [];
  for (const [what, filter] of filterCases) {
    const sort = what.includes('sort') ? '&sort=-price' : '';
    filters.push({ what, ...(await timed(`/api/data/product?pageSize=50${sort}&filter=${encodeURIComponent(JSON.stringify(filter))}${viewParam}${fields}`)) });
  }
  filters.push({ what: 'q (free text)', ...(await timed(`/api/data/product?pageSize=50&q=${encodeURIComponent('cafe bio 1')}${viewParam}${fields}`)) });
  lines.push(`  filters: ${filters.map((f) => `${f.what} ${ms(f.p95)}${backend === 'pglite' ? ` (CPU ${ms(f.cpu95)})` : ''}`).join(', ')}   [p95, target <= 100 ms]`);

  for (const format of ['csv', 'xlsx'] as const) {
    global.gc?.();
    const exported = await measured(() => inject(`/api/data/product/export?format=${format}${fields}`));
    lines.push(`  export ${format.toUpperCase()} (${mb(exported.result.response.rawPayload.length)}): ${exported.seconds.toFixed(1)} s (CPU ${exported.cpuSeconds.toFixed(1)} s), RSS ${mb(exported.startRss)} -> peak ${mb(exported.peakRss)}   [target <= 5 s, constant memory]`);
  }
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const [one, five] = os.loadavg();
  console.log(`data bench: ${os.cpus().length} CPUs, load average ${one.toFixed(1)} (1 min) ${five.toFixed(1)} (5 min) at start`);
  for (const backend of ['pglite', 'postgres'] as const) {
    if (backend === 'postgres') {
      const probe = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
      const reachable = await probe.connect().then(() => true, () => false);
      await probe.end().catch(() => {});
      if (!reachable) {
        console.log(`data bench on postgres: skipped (${PG_URL} is not reachable; set BENCH_DATABASE_URL)`);
        continue;
      }
    }
    // fork() inherits this process's execArgv, i.e. tsx's loader; --expose-gc lets the child start measures from a collected heap.
    const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--child', backend], { stdio: 'inherit', execArgv: [...process.execArgv, '--expose-gc'] });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) console.log(`data bench on ${backend}: failed (exit ${code})`);
  }
  console.log(`load average at the end: ${os.loadavg()[0].toFixed(1)} (1 min)`);
}

const childAt = process.argv.indexOf('--child');
if (childAt >= 0) {
  runChild(process.argv[childAt + 1] as Backend).then(() => process.exit(0), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
