// npx tsx scripts/bench/supply/profile-load.ts [--scale=0.1] [--backend=pglite|postgres] [--runs=3] [--cold] [--refresh]:
// what reading the stock projection's inputs costs, each load query on its
// own (one after the other, as PGlite runs them anyway): p50 wall and CPU
// time of this process (on PGlite the database's work too) and rows, then
// the whole loadProjectionInputs, with the machine's load. The flows are
// read as kept from the last read (load-cache.ts), or with --cold afresh
// (the kept rows deleted before each run), then kept. --refresh: then forced refreshes.
import { withBenchServer } from '../harness/server';
import { benchCompany } from '../harness/company';
import type { Backend } from '../harness/backends';
import { loadAverage } from '../harness/load';
import { fillSupplyCompany } from './fill';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SCALE = Number(arg('scale') ?? 0.1);
const BACKEND = (arg('backend') ?? 'pglite') as Backend;
const RUNS = Number(arg('runs') ?? 3);
const COLD = process.argv.includes('--cold');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const flows = await import('../../../server/supply/load/flows');
  const master = await import('../../../server/supply/load/master');
  const { loadProjectionInputs } = await import('../../../server/supply/plan/inputs');
  const { loadSettings, HISTORY_MONTHS } = await import('../../../server/supply/settings');
  const { ensureFresh } = await import('../../../server/supply/cache');
  const { projectionCache } = await import('../../../server/supply/plan/projection-cache');
  await withBenchServer(BACKEND, { name: 'supply_load' }, async (server) => {
    const { db, config } = server;
    const { companyId } = await benchCompany(server, { alias: 'Bench Supply', tag: 'supply-load' });
    const t0 = performance.now();
    await fillSupplyCompany(db, companyId, { products: Math.round(10_000 * SCALE), salesLines: Math.round(1_000_000 * SCALE), months: 24 });
    console.log(`${BACKEND} scale ${SCALE}: filled in ${((performance.now() - t0) / 1000).toFixed(1)} s, load ${loadAverage()}`);
    const ctx = { config, companyId, today: new Date().toISOString().slice(0, 10) };
    // The first refresh installs the change triggers (and whatever a refresh maintains) and analyses the tables.
    await ensureFresh(db, projectionCache, ctx, true);
    const settings = await loadSettings(db, config, companyId, ctx.today);
    const queries: Array<[string, () => Promise<unknown[] | Map<number, number> | { size: number }>]> = [
      ['products', () => master.loadProducts(db, config, companyId)],
      ['stock', () => master.loadStock(db, config, companyId)],
      ['suppliers', () => master.loadSuppliers(db, config, companyId)],
      ['leadTimeSd', () => master.loadLeadTimeDeviation(db, config, companyId, settings.today)],
      ['forecast', () => flows.loadForecast(db, config, settings, companyId)],
      ['orders', () => flows.loadOrders(db, config, settings, companyId)],
      ['receipts', () => flows.loadReceipts(db, config, settings, companyId)],
      ['history', () => flows.loadHistory(db, config, settings, companyId, HISTORY_MONTHS)],
      ['snapshots', () => flows.loadSnapshots(db, config, settings, companyId, HISTORY_MONTHS)],
      ['all (loadProjectionInputs)', () => loadProjectionInputs(db, config, settings, companyId).then((i) => [i])],
    ];
    for (const cold of COLD ? [true, false] : [false]) for (const [name, run] of queries) {
      const wall: number[] = [];
      const cpu: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS; i++) {
        if (cold) await db.query('DELETE FROM supply_load_cache WHERE company_id = $1', [companyId]);
        const used = process.cpuUsage();
        const started = performance.now();
        const result = await run();
        wall.push(performance.now() - started);
        const u = process.cpuUsage(used);
        cpu.push((u.user + u.system) / 1000);
        rows = Array.isArray(result) ? result.length : result.size;
      }
      console.log(`  ${cold ? 'cold' : 'kept'} ${name.padEnd(28)} ${median(wall).toFixed(0).padStart(6)} ms wall ${median(cpu).toFixed(0).padStart(6)} ms cpu  ${rows} rows`);
    }
    console.log(`load ${loadAverage()}`);
    if (process.argv.includes('--refresh')) {
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const used = process.cpuUsage();
        const state = await ensureFresh(db, projectionCache, ctx, true);
        const u = process.cpuUsage(used);
        console.log(`  refresh ${Math.round(performance.now() - started)} ms wall ${Math.round((u.user + u.system) / 1000)} ms cpu`, JSON.stringify({ ...state.summary, written: undefined }), JSON.stringify((state.summary as { written?: unknown }).written));
      }
    }
  });
}

main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1); });
