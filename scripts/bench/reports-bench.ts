// npm run bench:reports [-- --smoke | --scale=0.1]: report views over many
// rows, on PGlite and on PostgreSQL, each in its own process. A company of
// its own gets P products in a 3-level hierarchy, 300 customers, offers over
// 24 months and N offer lines (issue 12's size: P = 10,000, N = 1,000,000;
// --smoke: 2,000 and 2,000; --scale=F: F times both), written with set-based
// SQL (the bench measures reports, not imports). Then, server-side through
// inject (no socket), p50 / p95 of REPEAT runs of the table's first page
// (the view's page size, as the view asks for it) with the chart:
//   family x month   offer lines by product family, months spread into columns, with the chart
//                    (again without its countDistinct, which alone needs every row in the grouping sets)
//   channel > family two refs away (offer.customer.channel), subtotals per channel
//   two entities     offer lines and products met on family and status (FULL JOIN)
//   top 10 products  by value, of every product
//   filtered         one channel and one year, by family
//   export CSV       the family x month table as a file
// --explain: after the timings, each case's report statement under EXPLAIN
// ANALYZE (its plan and where the time goes), the top lines of the plan.
// Each request is one SQL statement (tests/api/reports prove it). Figures are
// printed, never asserted. Targets (issue 12): every report view <= 500 ms
// on PostgreSQL and <= 2 s on PGlite (p95).
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test, in a fresh schema dropped after;
// skipped with a message when unreachable.
import type { CompiledConfig, CompiledMeasure, CompiledRoute, CompiledView } from '../../engine/config/compiled';
import type { Db } from '../../server/db/adapter';
import { explainReport } from './report-explain';
import type { Backend } from './harness/backends';
import { eachBackendInChild, runBench } from './harness/children';
import { benchCompany, sessionToken } from './harness/company';
import { injector } from './harness/inject';
import { loadAverage, machineLine } from './harness/load';
import { ms, p50p95 } from './harness/print';
import { warmThenRepeat } from './harness/repeat';
import { quantiles } from './harness/stats';
import { withBenchServer } from './harness/server';

const SMOKE = process.argv.includes('--smoke');
const SCALE = Number(process.argv.find((a) => a.startsWith('--scale='))?.slice('--scale='.length) ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`--scale: a fraction of the full size, above 0 and at most 1 (got ${SCALE})`);
const LINES = SMOKE ? 2_000 : Math.round(1_000_000 * SCALE);
const PRODUCTS = SMOKE ? 2_000 : Math.max(100, Math.round(10_000 * SCALE));
const REPEAT = SMOKE ? 3 : 10;
const EXPLAIN = process.argv.includes('--explain');
/** The bench views' page size (view.pageSize): the first page of the table is what the view asks for first. */
const PAGE_SIZE = 50;

const measure = (m: Partial<CompiledMeasure> & { id: string }): CompiledMeasure => ({ agg: 'sum', where: [], format: 'number', ...m });
function view(report: NonNullable<CompiledView['report']>): CompiledView {
  return { kind: 'report', entity: '', columns: [], filters: [], where: [], sort: [], pageSize: PAGE_SIZE, form: [], detail: [], actions: [], card: [], singleton: false, report };
}

/** The bench's report views over the demo entities (offer lines, products, customers). */
function benchConfig(config: CompiledConfig): CompiledConfig {
  const lines = view({
    measures: [
      measure({ id: 'quantity', entity: 'offer-line', field: 'quantity' }),
      measure({ id: 'value', entity: 'offer-line', field: 'lineTotal', format: 'money' }),
      measure({ id: 'offers', entity: 'offer-line', field: 'offer', agg: 'countDistinct', format: 'integer' }),
      measure({ id: 'price', entity: 'offer-line', field: 'unitPrice', agg: 'avg', format: 'money' }),
      measure({ id: 'accepted', entity: 'offer-line', field: 'lineTotal', where: [{ field: 'offer.status', op: 'eq', value: 'accepted' }], format: 'money' }),
      measure({ id: 'rate', formula: 'accepted / value * 100', format: 'percent' }),
    ],
    dimensions: [
      { id: 'family', paths: { 'offer-line': 'product.family' } },
      { id: 'parent', paths: { 'offer-line': 'product.family.parent' } },
      { id: 'product', paths: { 'offer-line': 'product' } },
      { id: 'month', paths: { 'offer-line': 'offer.issueDate' }, grain: 'month' },
      { id: 'year', paths: { 'offer-line': 'offer.issueDate' }, grain: 'year' },
      { id: 'channel', paths: { 'offer-line': 'offer.customer.channel' } },
    ],
    group: ['family'],
    pivot: 'month',
    chart: { kind: 'line', x: 'month', y: ['value'], series: 'channel' },
  });
  const both = view({
    measures: [
      measure({ id: 'quantity', entity: 'offer-line', field: 'quantity' }),
      measure({ id: 'products', entity: 'product', agg: 'count', format: 'integer' }),
      measure({ id: 'perProduct', formula: 'quantity / products' }),
    ],
    dimensions: [
      { id: 'family', paths: { 'offer-line': 'product.family', product: 'family' } },
      { id: 'status', paths: { 'offer-line': 'product.status', product: 'status' } },
    ],
    group: ['family', 'status'],
    chart: { kind: 'bar', x: 'family', y: ['quantity'] },
  });
  const route = (id: string, v: CompiledView): CompiledRoute => ({
    id, path: `bench/${id}`, page: null, views: [v], menu: false, enabled: true, public: false, section: 'REPORTS', subSection: null, group: null,
    permissions: { features: [], level: 'read', plugins: [] }, source: 'scripts/bench/reports-bench.ts',
  });
  return { ...config, routes: [...config.routes, route('bench-lines', lines), route('bench-both', both)] };
}

/** Set-based demo rows of one company: hierarchy, products, customers, offers and offer lines. */
async function fill(db: Db, companyId: number): Promise<void> {
  const c = companyId;
  await db.query(`INSERT INTO data_product_families (company_id, code, name, level) SELECT $1, 'C' || i, 'Category ' || i, 'category' FROM generate_series(1, 4) i`, [c]);
  await db.query(`INSERT INTO data_product_families (company_id, code, name, level, parent_id)
    SELECT $1, 'F' || i, 'Family ' || i, 'family', (SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'C' || (1 + i % 4)) FROM generate_series(1, 20) i`, [c]);
  await db.query(`INSERT INTO data_product_families (company_id, code, name, level, parent_id)
    SELECT $1, 'S' || i, 'Subfamily ' || i, 'subfamily', (SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'F' || (1 + i % 20)) FROM generate_series(1, 100) i`, [c]);
  await db.query(`INSERT INTO data_products (company_id, sku, name, family_id, status, source, price, unit_cost)
    SELECT $1, 'SKU-' || i, 'Product ' || i, (SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'S' || (1 + i % 100)),
      (ARRAY['active', 'active', 'active', 'phase-out', 'discontinued'])[1 + i % 5], 'made', 1 + (i % 97) / 10.0, 0.5 + (i % 53) / 10.0
    FROM generate_series(1, $2::int) i`, [c, PRODUCTS]);
  await db.query(`INSERT INTO data_customers (company_id, code, name, channel, region, segment, country, active)
    SELECT $1, 'CU-' || i, 'Customer ' || i, (ARRAY['retail', 'wholesale', 'horeca', 'online'])[1 + i % 4], (ARRAY['north', 'south', 'east', 'west'])[1 + i % 4], 'medium', 'ES', true
    FROM generate_series(1, 300) i`, [c]);
  const offers = Math.max(100, Math.round(LINES / 10));
  await db.query(`INSERT INTO data_offers (company_id, code, name, customer_id, issue_date, valid_until, status)
    SELECT $1, 'OF-' || i, 'Offer ' || i, (SELECT min(id) FROM data_customers WHERE company_id = $1) + i % 300,
      DATE '2024-01-01' + (i % 730), DATE '2024-01-01' + (i % 730) + 30, (ARRAY['draft', 'sent', 'accepted', 'rejected', 'expired'])[1 + i % 5]
    FROM generate_series(1, $2::int) i`, [c, offers]);
  // An offer's lines (i, i + offers, i + 2 * offers...) name different products: (offer, product) is the key.
  await db.query(`INSERT INTO data_offer_lines (company_id, offer_id, product_id, quantity, unit_price, discount)
    SELECT $1, o.first + (i % $3::int), p.first + ((i / $3::int) + i * 7) % $4::int, 10 + i % 490, 1 + (i % 300) / 10.0, (i % 4) * 2
    FROM generate_series(1, $2::int) i,
      (SELECT min(id) AS first FROM data_offers WHERE company_id = $1) o,
      (SELECT min(id) AS first FROM data_products WHERE company_id = $1) p`, [c, LINES, offers, PRODUCTS]);
  await db.query('ANALYZE');
}

async function runChild(backend: Backend): Promise<void> {
  await withBenchServer(backend, { name: 'reports', serverConfig: benchConfig }, async (server) => {
    const company = await benchCompany(server, { alias: 'Bench Reports', tag: 'reports', allPlugins: true });
    const started = performance.now();
    await fill(server.db, company.companyId);
    const filled = (performance.now() - started) / 1000;
    const inject = injector(server.app, await sessionToken(server, company));
    const timed = async (url: string) => {
      const runs = await warmThenRepeat(REPEAT, () => inject(url));
      return { ...quantiles(runs.map((r) => r.ms)), cpu: quantiles(runs.map((r) => r.cpuMs)).p50, kb: Math.round(runs.at(-1)!.bytes / 1024) };
    };
    const filter = encodeURIComponent(JSON.stringify([{ field: 'channel', op: 'in', value: ['horeca'] }, { field: 'year', op: 'eq', value: '2025' }]));
    // The table's first page, as the view opens it (its page size), with the chart: issue 12's measure.
    const page = `page=1&pageSize=${PAGE_SIZE}`;
    const cases: Array<[string, string]> = [
      ['family x month', `/api/reports/bench-lines/0?${page}`],
      ['  without distinct', `/api/reports/bench-lines/0?measures=quantity,value,price,accepted,rate&${page}`],
      ['channel > family', `/api/reports/bench-lines/0?group=channel,family&pivot=&${page}`],
      ['two entities', `/api/reports/bench-both/0?${page}`],
      ['top 10 products', `/api/reports/bench-lines/0?group=product&pivot=&sort=-value&limit=10&${page}`],
      ['filtered', `/api/reports/bench-lines/0?group=family&pivot=&filter=${filter}&${page}`],
      ['export CSV', '/api/reports/bench-lines/0/export?format=csv'],
    ];
    const lines = [`reports bench on ${backend}: ${LINES.toLocaleString('en')} offer lines, ${PRODUCTS.toLocaleString('en')} products, ${REPEAT} runs each${SMOKE ? ' (smoke)' : SCALE < 1 ? ` (scale ${SCALE})` : ''}; data written in ${filled.toFixed(1)} s (load ${loadAverage()})`];
    for (const [what, url] of cases) {
      const r = await timed(url);
      lines.push(`  ${what.padEnd(17)} ${p50p95(r, 7)}  cpu ${ms(r.cpu).padStart(7)}  (${r.kb} KB)`);
    }
    lines.push(`  [target p95 <= ${backend === 'postgres' ? '500 ms' : '2 s'}]`);
    console.log(lines.join('\n'));
    if (EXPLAIN) for (const [what, url] of cases) console.log(`\n${what.trim()} on ${backend}:\n${await explainReport(server.db, () => inject(url))}`);
  });
}

async function main(): Promise<void> {
  console.log(machineLine('reports bench'));
  await eachBackendInChild(import.meta.url, 'reports bench');
}

runBench({ child: runChild, main });
