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
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Backend } from './harness/backends';
import { eachBackendInChild, runBench } from './harness/children';
import { benchCompany, sessionToken } from './harness/company';
import { injector } from './harness/inject';
import { loadAverage } from './harness/load';
import { mb, ms } from './harness/print';
import { warmThenRepeat } from './harness/repeat';
import { percentile, quantiles } from './harness/stats';
import { withBenchServer } from './harness/server';

const SMOKE = process.argv.includes('--smoke');
/** BENCH_DATA_ROWS overrides the size (exploring a curve). */
const ROWS = Number(process.env.BENCH_DATA_ROWS) || (SMOKE ? 2_000 : 100_000);
const REPEAT = SMOKE ? 5 : 20;

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
  await withBenchServer(backend, { name: 'data' }, async (server) => {
    const token = await sessionToken(server, await benchCompany(server, { alias: 'Bench Foods', tag: 'data' }));
    await report(backend, server.app, token);
  });
}

async function report(backend: Backend, app: FastifyInstance, token: string): Promise<void> {
  const inject = injector(app, token);
  const upload = (entity: string, text: string) => inject(`/api/data/${entity}/import?dryRun=false`, { method: 'POST', payload: text, headers: { 'content-type': 'text/csv' } });

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
    const runs = await warmThenRepeat(REPEAT, () => inject(url));
    return { ...quantiles(runs.map((r) => r.ms)), cpu95: percentile(runs.map((r) => r.cpuMs), 95) };
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
  // --expose-gc lets the child start measures from a collected heap.
  await eachBackendInChild(import.meta.url, 'data bench', { execArgv: [...process.execArgv, '--expose-gc'] });
  console.log(`load average at the end: ${loadAverage()} (1 min)`);
}

runBench({ child: runChild, main });
