// Where a grid request's time goes, statement by statement (a tool, not a
// bench): npx tsx scripts/bench/grid/profile.ts [pglite|postgres] [products]
// fills the grid bench's company, then runs the top-level read, the read of
// every product and a spread of the big family a few times each, printing
// each statement's wall time (its first 100 characters) beside the request's
// wall and CPU time; PROFILE_EXPLAIN=1 adds EXPLAIN ANALYZE of the slowest
// read and of the write (rolled back); PROFILE_MEASURES=override,consensus
// reads the measures the page asks for (the shown ones, the edited one and the baseline);
// PROFILE_SQL=1 prints the slowest statement whole.
import type { Backend } from '../harness/backends';
import { sessionToken } from '../harness/company';
import { injector } from '../harness/inject';
import { machineLine } from '../harness/load';
import { withBenchServer } from '../harness/server';
import { fillGridCompany } from './fixture';
import { recordStatements, type SeenStatement } from './record-statements';

const backend = (process.argv[2] ?? 'pglite') as Backend;
const products = Number(process.argv[3] ?? 5000);
const RUNS = Number(process.env.PROFILE_RUNS ?? 4);
const only = process.env.PROFILE_ONLY?.split(',');

await withBenchServer(backend, { name: 'grid_profile', timeouts: { statementMs: 600_000, queryMs: 600_000 } }, async ({ db, app, config }) => {
  console.log(machineLine('grid profile'));
  const data = await fillGridCompany(db, config, products);
  const inject = injector(app, await sessionToken({ db, app, config } as never, data));
  // An experiment: room left in the forecast values' pages for updates in place (PROFILE_FILLFACTOR=70).
  if (process.env.PROFILE_FILLFACTOR) {
    await db.query(`ALTER TABLE data_forecast_values SET (fillfactor = ${Number(process.env.PROFILE_FILLFACTOR)})`);
    await db.query('VACUUM FULL data_forecast_values');
    await db.query('ANALYZE data_forecast_values');
  }
  // An experiment: the planner's memory for sorts and hashes (PROFILE_WORK_MEM=64MB).
  if (process.env.PROFILE_WORK_MEM) await db.query(`SET work_mem = '${process.env.PROFILE_WORK_MEM.replace(/[^0-9A-Za-z]/g, '')}'`);
  const seen: SeenStatement[] = [];
  recordStatements(db, seen);
  const q = (p: Record<string, string>) => new URLSearchParams({ from: data.months[0], to: data.months.at(-1)!, ...p }).toString();
  const month = data.months[data.months.length - 6];
  let last: number | null = null;
  const cases: Array<[string, () => Promise<{ ms: number; cpuMs: number }>]> = [
    ['top', () => inject(`/api/grid/forecasts-main/0/rows?${q({ hierarchy: 'products', level: '0', parent: '[]' })}`)],
    ['rows', () => inject(`/api/grid/forecasts-main/0/rows?${q({ hierarchy: 'products', level: '3', parent: '[]', measures: process.env.PROFILE_MEASURES ?? 'override' })}`)],
    ['spread', async () => {
      const to = 10_000 + Math.round(Math.random() * 1000);
      const r = await inject('/api/grid/forecasts-main/0/edit', { method: 'POST', payload: { hierarchy: 'products', edits: [{ row: [['product.family.parent', data.bigFamily]], month, from: last, to }] } });
      last = to;
      return r;
    }],
  ];
  for (const [name, run] of cases.filter(([name]) => !only || only.includes(name))) {
    for (let i = 0; i < RUNS; i++) {
      // A write first: the read is computed, not answered from memory (server/grid/read-cache.ts).
      await db.query('UPDATE data_forecast_values SET override = override WHERE false');
      seen.length = 0;
      const r = await run();
      const parts = seen.map((s) => `${s.ms.toFixed(0).padStart(5)} ms  ${s.sql.replace(/\s+/g, ' ').slice(0, 100)}`);
      console.log(`${name} #${i}: ${r.ms.toFixed(0)} ms wall, ${r.cpuMs.toFixed(0)} ms CPU; statements ${seen.reduce((a, s) => a + s.ms, 0).toFixed(0)} ms`);
      if (i === RUNS - 1) {
        console.log(parts.join('\n'));
        const slow = [...seen].sort((a, b) => b.ms - a.ms)[0];
        if (process.env.PROFILE_SQL && slow) console.log(slow.sql);
        if (process.env.PROFILE_EXPLAIN && slow && /^\s*(WITH|SELECT)/i.test(slow.sql) && !/FOR UPDATE|INSERT|UPDATE /.test(slow.sql)) {
          // With the memory the request gives its statement (server/grid/read.ts), else its plan is not the one timed.
          const plan = await db.transaction(async (tx) => {
            await tx.query("SET LOCAL work_mem = '64MB'");
            return tx.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS OFF) ${slow.sql}`, slow.params);
          });
          console.log(plan.map((p) => Object.values(p)[0]).join('\n'));
        }
        // The write explained in a transaction rolled back (its triggers' times included).
        const write = seen.find((s) => /^\s*WITH u AS/.test(s.sql));
        if (process.env.PROFILE_EXPLAIN && write) {
          await db.transaction(async (tx) => {
            const plan = await tx.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS OFF) ${write.sql}`, write.params);
            console.log(plan.map((p) => Object.values(p)[0]).join('\n'));
            throw new Error('rolled back');
          }).catch(() => {});
        }
      }
    }
  }
});
process.exit(0);
