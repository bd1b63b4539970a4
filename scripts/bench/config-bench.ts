// npm run bench:config — check + build time of synthetic configs of 100,
// 1,000 and 10,000 routes (5 languages each): read from a temp dir, parse,
// validate, run every rule, compile and serialize the outputs. Median of 3.
// Target: 10,000 routes under 3 s on the 2-core dev machine, growing about
// linearly with the route count. --smoke: 100 routes, one run (npm run
// bench:smoke checks that the bench still runs; the figures mean little).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { serializeCompiledConfig, serializeTranslations } from '../config/build.ts';
import { formatProblem, loadConfig } from '../config/load.ts';
import { schemaSet } from '../config/schemas.ts';
import { SYNTHETIC_PAGES, syntheticConfig } from './synthetic-config.ts';

const SMOKE = process.argv.includes('--smoke');
const SIZES = (SMOKE ? '100' : (process.env.BENCH_SIZES ?? '100,1000,10000')).split(',').map(Number);
const RUNS = SMOKE ? 1 : 3;
const TARGET_MS = 3000;

/** Wall-clock and CPU milliseconds: on a busy shared machine the CPU figure is the steadier one. */
async function checkAndBuild(root: string): Promise<{ ms: number; cpuMs: number }> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const result = await loadConfig({ root, pages: SYNTHETIC_PAGES });
  if (!result.config) throw new Error(`synthetic config is invalid:\n${result.problems.slice(0, 20).map(formatProblem).join('\n')}`);
  let bytes = serializeCompiledConfig(result.config).length;
  for (const lang of Object.keys(result.translations)) bytes += serializeTranslations(result.translations[lang]).length;
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  if (bytes === 0) throw new Error('nothing serialized');
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  // Compiling the schemas is a one-off per process, not per route: keep it out of the figures.
  for (const kind of ['app', 'roles', 'features', 'plugins', 'sections', 'routes', 'onboarding', 'errors', 'i18n'] as const) schemaSet().validate(kind);
  const base = await mkdtemp(path.join(tmpdir(), 'config-bench-'));
  const rows: Array<{ routes: number; ms: number; cpuMs: number; megabytes: number }> = [];
  try {
    for (const routes of SIZES) {
      const root = path.join(base, String(routes));
      const files = syntheticConfig(routes);
      let megabytes = 0;
      for (const [file, text] of files) {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
        megabytes += Buffer.byteLength(text) / 1e6;
      }
      // One untimed run first, so JIT warm-up does not land on the smallest size.
      if (rows.length === 0 && !SMOKE) await checkAndBuild(root);
      const runs: Array<{ ms: number; cpuMs: number }> = [];
      for (let run = 0; run < RUNS; run++) runs.push(await checkAndBuild(root));
      rows.push({ routes, ms: median(runs.map((r) => r.ms)), cpuMs: median(runs.map((r) => r.cpuMs)), megabytes });
    }
  } finally {
    await rm(base, { recursive: true, force: true });
  }

  console.log(`config check+build (load, validate, rules, compile, serialize), ${RUNS === 1 ? 'one run' : `median of ${RUNS}`}`);
  console.log(`${'routes'.padStart(8)} ${'YAML MB'.padStart(8)} ${'ms'.padStart(8)} ${'ms/1000 routes'.padStart(15)} ${'cpu ms'.padStart(8)}`);
  for (const row of rows) {
    console.log(
      `${String(row.routes).padStart(8)} ${row.megabytes.toFixed(1).padStart(8)} ${row.ms.toFixed(0).padStart(8)} ${((row.ms / row.routes) * 1000).toFixed(0).padStart(15)} ${row.cpuMs.toFixed(0).padStart(8)}`,
    );
  }
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1];
    const b = rows[i];
    console.log(`growth ${a.routes} -> ${b.routes} routes (x${b.routes / a.routes}): time x${(b.ms / a.ms).toFixed(1)}`);
  }
  const largest = rows[rows.length - 1];
  if (largest.routes >= 10_000) {
    console.log(`${largest.routes} routes: ${largest.ms.toFixed(0)} ms (target < ${TARGET_MS} ms): ${largest.ms < TARGET_MS ? 'ok' : 'OVER TARGET'}`);
    console.log(`machine load average (1 min) during the run: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
