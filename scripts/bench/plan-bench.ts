// npm run bench:plan [-- --smoke] [-- --products N]: the pure planning run
// (domain/supply planRun: netting, lot sizing, lead-time offset, explosion in
// low-level-code order) on a generated company: N products x 4 warehouses,
// 24 monthly buckets, 2-level recipes (finished goods made from two
// intermediates, each made from two bought materials). Full size 25,000
// products = 100,000 item-locations; --smoke 500 products. No database: the
// load and write of the server's run are measured by bench:supply.
// Printed with the machine's load, never asserted (target: <= 60 s at full
// size on 2 cores, issue 23, for the whole run including the database).
import { planRun, type ItemLocation, type RecipeLine } from '../../domain/supply';
import { loadAverage, machineLine } from './harness/load';

const SMOKE = process.argv.includes('--smoke');
const arg = process.argv.indexOf('--products');
const PRODUCTS = arg > 0 ? Number(process.argv[arg + 1]) : SMOKE ? 500 : 25_000;
const WAREHOUSES = 4;
const MONTHS = 24;
const ROUNDS = SMOKE ? 1 : 3;

/** A small deterministic generator (mulberry32): the same company every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function company(products: number) {
  const rnd = random(23);
  const finished = Math.floor(products * 0.6);
  const intermediates = Math.floor(products * 0.2);
  const kind = (p: number) => (p < finished ? 'finished' : p < finished + intermediates ? 'intermediate' : 'raw');
  const recipes: RecipeLine[] = [];
  const pick = (from: number, count: number) => from + Math.floor(rnd() * count);
  for (let p = 0; p < finished + intermediates; p++) {
    const [lo, n] = kind(p) === 'finished' ? [finished, intermediates] : [finished + intermediates, products - finished - intermediates];
    for (let k = 0; k < 2; k++) recipes.push({ parent: p, component: pick(lo, n), quantity: 0.5 + rnd() * 2, scrap: rnd() < 0.3 ? 0.02 : 0 });
  }
  const rows: ItemLocation[] = [];
  for (let p = 0; p < products; p++) {
    for (let w = 0; w < WAREHOUSES; w++) {
      const made = kind(p) !== 'raw';
      const rule = rnd();
      rows.push({
        itemId: p, locationId: w, source: made ? 'made' : 'bought', leadDays: made ? 7 + Math.floor(rnd() * 21) : 15 + Math.floor(rnd() * 75),
        lot: rule < 0.5 ? { rule: 'lot-for-lot', moq: 50 } : rule < 0.7 ? { rule: 'fixed', lotSize: 200 } : rule < 0.9 ? { rule: 'periods-of-supply', periods: 2 } : { rule: 'min-max', min: 100, max: 400 },
        safetyStock: Math.floor(rnd() * 50), opening: Math.floor(rnd() * 500), hasSource: rnd() > 0.002, unitCost: 1 + rnd() * 10,
      });
    }
  }
  const n = rows.length;
  const demand = new Float64Array(n * MONTHS);
  const scheduled = new Float64Array(n * MONTHS);
  for (let r = 0; r < n; r++) {
    const finishedRow = kind(rows[r].itemId as number) === 'finished';
    for (let t = 0; t < MONTHS; t++) {
      if (finishedRow) demand[r * MONTHS + t] = Math.floor(rnd() * 200);
      if (t < 3 && rnd() < 0.1) scheduled[r * MONTHS + t] = Math.floor(rnd() * 300);
    }
  }
  return { rows, recipes, demand, scheduled };
}

function main(): void {
  console.log(machineLine('bench:plan'));
  const started = performance.now();
  const c = company(PRODUCTS);
  const generated = performance.now() - started;
  console.log(`  company: ${PRODUCTS.toLocaleString('en')} products x ${WAREHOUSES} warehouses = ${c.rows.length.toLocaleString('en')} item-locations, ${MONTHS} months, ${c.recipes.length.toLocaleString('en')} recipe lines (generated in ${(generated / 1000).toFixed(1)} s)`);
  const today = '2026-12-07';
  for (let round = 1; round <= ROUNDS; round++) {
    const t0 = performance.now();
    const run = planRun({ horizon: { start: '2026-12', months: MONTHS }, today, rows: c.rows, demand: c.demand, scheduled: c.scheduled, recipes: c.recipes });
    const ms = performance.now() - t0;
    const late = run.orders.filter((o) => o.late).length;
    const short = run.reasons.filter((r) => r !== null).length;
    console.log(`  round ${round}: planRun ${(ms / 1000).toFixed(2)} s (${Math.round(c.rows.length / (ms / 1000)).toLocaleString('en')} item-locations/s), ${run.orders.length.toLocaleString('en')} planned orders, ${late.toLocaleString('en')} late, ${short.toLocaleString('en')} rows with a reason; load ${loadAverage(3)}`);
  }
}

main();
