// npx tsx scripts/bench/supply/profile-write.ts [--scale=0.1] [--backend=pglite|postgres] [--report]:
// where the stock projection's refresh spends its time, one backend in this
// process: load + compute once, then the write (build of the columns and the
// statements) repeated, wall and CPU time of this process (on PGlite that is
// the database's work too), and the tables the write analysed. --report: then
// the first stock-projections report after each refresh (its month totals
// rebuilt from the rows just written, with the statistics the write left).
import { withBenchServer } from '../harness/server';
import { benchCompany, sessionToken } from '../harness/company';
import { injector } from '../harness/inject';
import type { Backend } from '../harness/backends';
import { loadAverage } from '../harness/load';
import { fillSupplyCompany } from './fill';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SCALE = Number(arg('scale') ?? 0.1);
const BACKEND = (arg('backend') ?? 'pglite') as Backend;
const RUNS = Number(arg('runs') ?? 3);

async function main(): Promise<void> {
  const { ensureFresh } = await import('../../../server/supply/cache');
  const { projectionCache } = await import('../../../server/supply/plan/projection-cache');
  await withBenchServer(BACKEND, { name: 'supply_profile' }, async (server) => {
    const { db, config } = server;
    const company = await benchCompany(server, { alias: 'Bench Supply', tag: 'supply-profile' });
    const { companyId } = company;
    await db.query('INSERT INTO onboarding_configurations (company_id, completed_steps, finished_at) VALUES ($1, $2::int[], now())', [companyId, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]);
    const inject = injector(server.app, await sessionToken(server, company));
    await fillSupplyCompany(db, companyId, { products: Math.round(10_000 * SCALE), salesLines: Math.round(1_000_000 * SCALE), months: 24 });
    const ctx = { config, companyId, today: new Date().toISOString().slice(0, 10) };
    await ensureFresh(db, projectionCache, ctx, true);
    for (const mode of ['unchanged', 'every series new']) for (let i = 0; i < RUNS; i++) {
      if (mode !== 'unchanged') await db.query('DELETE FROM supply_series WHERE company_id = $1', [companyId]);
      const cpu = process.cpuUsage();
      const started = performance.now();
      const state = await ensureFresh(db, projectionCache, ctx, true);
      const used = process.cpuUsage(cpu);
      const wall = performance.now() - started;
      const summary = state.summary as { timings?: unknown; written?: unknown; analysed?: string[] };
      let report = '';
      if (process.argv.includes('--report')) {
        const r = await inject('/api/reports/stock-projections/0');
        report = `; first report ${Math.round(r.ms)} ms wall, ${Math.round(r.cpuMs)} ms cpu (${r.response.statusCode})`;
      }
      console.log(`${BACKEND} refresh (${mode}) ${Math.round(wall)} ms wall, ${Math.round((used.user + used.system) / 1000)} ms cpu`,
        JSON.stringify(summary.timings), JSON.stringify(summary.written), `analysed ${JSON.stringify(summary.analysed ?? [])}${report}`, `load ${loadAverage()}`);
    }
    const [size] = await db.query(`SELECT round(avg(pg_column_size(s.*))) AS "rowBytes", count(*) FILTER (WHERE pg_column_compression(s.projected) IS NOT NULL) AS compressed, count(*) AS rows
      FROM supply_series s WHERE company_id = $1`, [companyId]);
    console.log('supply_series', JSON.stringify(size));
    if (process.argv.includes('--explain')) {
      await ensureFresh(db, projectionCache, ctx, true);
      const sql = `SELECT t.month, sum(t.projected), sum(t.safety_stock), sum(t.demand), count(*) FILTER (WHERE t.stockout) FROM (${server.app.services.computed.sql('stock-projection', '$1')}) t GROUP BY t.month`;
      for (let i = 0; i < 3; i++) {
        const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, [companyId]);
        if (i === 2) console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }
  });
}

main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1); });
