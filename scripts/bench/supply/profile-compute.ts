// npx tsx scripts/bench/supply/profile-compute.ts [--scale=0.1] [--backend=pglite|postgres] [--runs=5] [--inputs=file.json]:
// what computing the stock projection costs without the database: the
// inputs are read once (from a filled bench company, then saved to
// --inputs when given, or from that file when it exists), then assemble,
// compute, suggestions and planned stock run RUNS times, CPU time of each
// step (p50 and min), with the machine's load. For a profile by line, bundle it
// unminified (esbuild) and run that with node --cpu-prof.
import fs from 'node:fs';
import type { ProjectionInputs } from '../../../server/supply/plan/inputs';
import { flowsOf, rowsOf, type FlowRow } from '../../../server/supply/load/flow-text';

const FLOWS = ['forecast', 'orders', 'receipts', 'history', 'snapshots'] as const;
type FlowName = (typeof FLOWS)[number];
import { withBenchServer } from '../harness/server';
import { benchCompany } from '../harness/company';
import type { Backend } from '../harness/backends';
import { loadAverage } from '../harness/load';
import { fillSupplyCompany } from './fill';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SCALE = Number(arg('scale') ?? 0.1);
const BACKEND = (arg('backend') ?? 'pglite') as Backend;
const RUNS = Number(arg('runs') ?? 5);
const FILE = arg('inputs');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// The least of the runs too: on a loaded machine other processes only ever add time.
const least = (xs: number[]) => Math.min(...xs);

async function readInputs(): Promise<ProjectionInputs> {
  if (FILE && fs.existsSync(FILE)) {
    const raw = JSON.parse(fs.readFileSync(FILE, 'utf8')) as ProjectionInputs & { leadTimeSd: Array<[number, number]> } & Record<FlowName, FlowRow[]>;
    return { ...raw, leadTimeSd: new Map(raw.leadTimeSd), ...Object.fromEntries(FLOWS.map((k) => [k, flowsOf(raw[k])])) };
  }
  const { loadProjectionInputs } = await import('../../../server/supply/plan/inputs');
  const { loadSettings } = await import('../../../server/supply/settings');
  let inputs: ProjectionInputs | undefined;
  await withBenchServer(BACKEND, { name: 'supply_compute' }, async (server) => {
    const { db, config } = server;
    const { companyId } = await benchCompany(server, { alias: 'Bench Supply', tag: 'supply-compute' });
    await fillSupplyCompany(db, companyId, { products: Math.round(10_000 * SCALE), salesLines: Math.round(1_000_000 * SCALE), months: 24 });
    const settings = await loadSettings(db, config, companyId, new Date().toISOString().slice(0, 10));
    inputs = await loadProjectionInputs(db, config, settings, companyId);
  });
  // Flows (typed arrays) saved as rows of pairs.
  if (FILE) fs.writeFileSync(FILE, JSON.stringify({ ...inputs!, leadTimeSd: [...inputs!.leadTimeSd], ...Object.fromEntries(FLOWS.map((k) => [k, rowsOf(inputs![k])])) }));
  return inputs!;
}

async function main(): Promise<void> {
  const { assembleSeries } = await import('../../../server/supply/plan/assemble');
  const { computeSeries } = await import('../../../server/supply/plan/compute');
  const { planSupply } = await import('../../../server/supply/plan/netting');
  const { plannedPurchases } = await import('../../../server/supply/plan/planned-purchases');
  const inputs = await readInputs();
  const steps: Record<string, number[]> = { assemble: [], compute: [], suggestions: [], all: [] };
  let size = '';
  for (let i = 0; i < RUNS; i++) {
    const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
    const t0 = cpu();
    const series = assembleSeries(inputs);
    const t1 = cpu();
    // compute includes the planning run (netting.ts), as the projection cache does.
    let supply: ReturnType<typeof planSupply> | undefined;
    const figures = computeSeries(inputs, series, (f) => (supply = planSupply(inputs, series, f.leadTimeDays, f.supplier)).run.planned);
    const t2 = cpu();
    const suggestions = plannedPurchases(inputs, series, figures, supply!);
    const t3 = cpu();
    steps.assemble.push(t1 - t0); steps.compute.push(t2 - t1); steps.suggestions.push(t3 - t2); steps.all.push(t3 - t0);
    size = `${series.index.size} series, ${suggestions.length} suggestions`;
  }
  console.log(`compute (${size}), CPU of ${RUNS} p50 / min: ${Object.entries(steps).map(([k, v]) => `${k} ${median(v).toFixed(0)} / ${least(v).toFixed(0)} ms`).join(', ')}; load ${loadAverage()}`);
}

main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1); });
