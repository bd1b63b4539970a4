// Where the grid page's first request goes on a first visit (a tool, not a
// bench): npx tsx scripts/bench/grid/first-visit.ts [pglite|postgres] [products]
// fills the grid bench's company, edits the big family as the bench does
// (FIRST_VISIT_SPREADS times, 9 by default: the bench's warm-up and 8 runs),
// then asks what the page asks first (the products level, the measures the
// page loads: override and consensus) a few times, timing each statement.
// FIRST_VISIT_MEASURES changes the measures; FIRST_VISIT_VACUUM=1 vacuums the
// forecast values before the first read (outside the timing) to compare.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { Backend } from '../harness/backends';
import { sessionToken } from '../harness/company';
import { injector } from '../harness/inject';
import { machineLine } from '../harness/load';
import { withBenchServer } from '../harness/server';
import { fillGridCompany } from './fixture';
import { recordStatements, type SeenStatement } from './record-statements';

const backend = (process.argv[2] ?? 'pglite') as Backend;
const products = Number(process.argv[3] ?? 5000);
const spreads = Number(process.env.FIRST_VISIT_SPREADS ?? 9);
const measures = process.env.FIRST_VISIT_MEASURES ?? 'override,consensus';
// FIRST_VISIT_MONTHS=<first>,<last>: indexes of the bench's 36 months the timed reads ask (default all), to compare a narrower window.
const window = process.env.FIRST_VISIT_MONTHS?.split(',').map(Number);

await withBenchServer(backend, { name: 'grid_first_visit', timeouts: { statementMs: 600_000, queryMs: 600_000 } }, async ({ db, app, config }) => {
  console.log(machineLine('grid first visit'));
  const data = await fillGridCompany(db, config, products);
  const inject = injector(app, await sessionToken({ db, app, config } as never, data));
  const q = (p: Record<string, string>) => new URLSearchParams({ from: data.months[0], to: data.months.at(-1)!, ...p }).toString();
  const month = data.months[data.months.length - 6];
  // The bench reads every product before it edits (the original rows' hint bits are set then).
  await inject(`/api/grid/forecasts-main/0/rows?${q({ hierarchy: 'products', level: '3', parent: '[]', measures: 'override' })}`);
  let last: number | null = null;
  for (let i = 0; i < spreads; i++) {
    const to = 10_000 + i * 137.5;
    const r = await inject('/api/grid/forecasts-main/0/edit', { method: 'POST', payload: { hierarchy: 'products', edits: [{ row: [['product.family.parent', data.bigFamily]], month, from: last, to }] } });
    last = to;
    if (i === spreads - 1) console.log(`spread #${i}: ${r.ms.toFixed(0)} ms wall`);
  }
  if (process.env.FIRST_VISIT_VACUUM) {
    const t = performance.now();
    await db.query('VACUUM data_forecast_values');
    console.log(`VACUUM data_forecast_values: ${(performance.now() - t).toFixed(0)} ms (not in the reads' timing)`);
  }
  const seen: SeenStatement[] = [];
  recordStatements(db, seen);
  const months: Record<string, string> = window ? { from: data.months[window[0]], to: data.months[window[1]] } : {};
  const url = `/api/grid/forecasts-main/0/rows?${q({ hierarchy: 'products', level: '3', parent: '[]', measures, ...months })}`;
  console.log(`timed reads: ${measures}, months ${months.from ?? data.months[0]}..${months.to ?? data.months.at(-1)}`);
  // FIRST_VISIT_PROF=<file.cpuprofile>: this process's CPU profile of the reads alone (the database's WebAssembly included on PGlite).
  const profiler = process.env.FIRST_VISIT_PROF ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  for (let i = 0; i < 3; i++) {
    // A write first (after the first read): computed, not answered from memory (server/grid/read-cache.ts).
    if (i > 0) await db.query('UPDATE data_forecast_values SET override = override WHERE false');
    seen.length = 0;
    const r = await inject(url);
    console.log(`rows ${measures} #${i}: ${r.ms.toFixed(0)} ms wall, ${r.cpuMs.toFixed(0)} ms CPU, ${Math.round(r.bytes / 1024)} KB; statements ${seen.reduce((a, s) => a + s.ms, 0).toFixed(0)} ms`);
    console.log(seen.filter((s) => s.ms >= 2).map((s) => `${s.ms.toFixed(0).padStart(6)} ms  ${s.sql.replace(/\s+/g, ' ').slice(0, 110)}`).join('\n'));
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(process.env.FIRST_VISIT_PROF!, JSON.stringify(profile));
  }
});
process.exit(0);
