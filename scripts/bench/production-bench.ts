// npm run bench:production [-- --smoke | --scale=0.1]: the production review
// over a big company, on PGlite and on PostgreSQL, each in its own process.
// A company of its own gets N made products (10,000; --smoke: 200; --scale=F:
// F times the products and the order lines) in 50 subfamilies, two
// operations each on 24 lines of two plants with their holidays and a full
// change matrix, stock in 3 warehouses, 24 months of forecast over a 24-month
// horizon (issue 12: 10,000 products x 3 warehouses x 24 months), 20,000
// open sales order lines (--smoke: 400) and two production orders for one
// product in ten, written with set-based SQL. Then, through the real server (inject):
//   plan refresh   the master schedule and line load recomputed (load, domain/planning, write)
//   report views   p50 / p95 of REPEAT runs of the table's first page and the chart, the plan already fresh: the MPS by product x month,
//                  the MPS by month, occupancy by line x month with its heatmap, over capacity by line
//   sequencing     preview of the busiest line's open orders, then apply (one transaction)
// Figures are printed, never asserted.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test, in a fresh schema dropped after;
// skipped with a message when unreachable.
import type { Db } from '../../server/db/adapter';
import type { Backend } from './harness/backends';
import { eachBackendInChild, runBench } from './harness/children';
import { benchCompany, sessionToken } from './harness/company';
import { injector } from './harness/inject';
import { loadAverage, machineLine } from './harness/load';
import { ms, p50p95 } from './harness/print';
import { warmThenRepeat } from './harness/repeat';
import { quantiles } from './harness/stats';
import { withBenchServer } from './harness/server';
import { explainReport } from './report-explain';

const SMOKE = process.argv.includes('--smoke');
const SCALE = Number(process.argv.find((a) => a.startsWith('--scale='))?.slice('--scale='.length) ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`--scale: a fraction of the full size, above 0 and at most 1 (got ${SCALE})`);
const PRODUCTS = SMOKE ? 200 : Math.round(10_000 * SCALE);
const ORDER_LINES = SMOKE ? 400 : Math.round(20_000 * SCALE);
const MONTHS = 24;
const REPEAT = SMOKE ? 2 : 5;
// --explain: after the timings, the report views' statements under EXPLAIN ANALYZE (PLAN_LINES lines; PLAN_SQL=1 prints them).
const EXPLAIN = process.argv.includes('--explain');

const month = (offset: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + offset);
  return d.toISOString().slice(0, 10);
};

/** Set-based rows of one company: the factory, the catalogue, demand and production orders. */
async function fill(db: Db, c: number): Promise<void> {
  const q = (sql: string, params: unknown[] = []) => db.query(sql, [c, ...params] as never);
  await q(`INSERT INTO data_locations (company_id, code, name, kind, city, country) SELECT $1, 'LOC' || i, 'Plant ' || i, 'factory', 'City', 'ES' FROM generate_series(1, 2) i`);
  await q(`INSERT INTO data_non_working_days (company_id, location_id, date, name, kind)
    SELECT $1, l.id, DATE '${month(0)}' + d * 17, 'Holiday', 'local-holiday' FROM data_locations l, generate_series(0, 30) d WHERE l.company_id = $1`);
  await q(`INSERT INTO data_factories (company_id, code, name, location_id, working_week, shifts_per_day, hours_per_shift, active)
    SELECT $1, 'F' || i, 'Factory ' || i, (SELECT id FROM data_locations WHERE company_id = $1 AND code = 'LOC' || i), 'monday-friday', 2, 8, true FROM generate_series(1, 2) i`);
  await q(`INSERT INTO data_production_lines (company_id, code, name, factory_id, process, capacity_per_hour, shifts_per_day, hours_per_shift, efficiency, active)
    SELECT $1, 'LN' || lpad(i::text, 2, '0'), 'Line ' || i, (SELECT id FROM data_factories WHERE company_id = $1 AND code = 'F' || (1 + i % 2)), 'packing', 1000, 2 + i % 2, 8, 85, true
    FROM generate_series(1, 24) i`);
  await q(`INSERT INTO data_product_families (company_id, code, name, level) SELECT $1, 'S' || i, 'Subfamily ' || i, 'subfamily' FROM generate_series(1, 50) i`);
  await q(`INSERT INTO data_products (company_id, sku, name, family_id, status, source, moq)
    SELECT $1, 'SKU-' || i, 'Product ' || i, (SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'S' || (1 + i % 50)), 'active', 'made', 100
    FROM generate_series(1, $2::int) i`, [PRODUCTS]);
  const lineOf = (k: string) => `(SELECT id FROM data_production_lines WHERE company_id = $1 AND code = 'LN' || lpad((${k})::text, 2, '0'))`;
  await q(`INSERT INTO data_process_steps (company_id, product_id, sequence, operation, line_id, minutes_per_unit)
    SELECT $1, p.id, s * 10, (ARRAY['mixing', 'packing'])[s], ${lineOf('1 + (p.n % 12) + (s - 1) * 12')}, 0.02 + (p.n % 10) / 500.0
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM data_products WHERE company_id = $1) p, generate_series(1, 2) s`);
  await q(`INSERT INTO data_changeovers (company_id, line_id, from_family_id, to_family_id, minutes, cleaning)
    SELECT $1, l.id, a.id, b.id, 10 + (a.id * 7 + b.id * 3) % 50, false
    FROM data_production_lines l, data_product_families a, data_product_families b
    WHERE l.company_id = $1 AND a.company_id = $1 AND b.company_id = $1 AND a.id <> b.id`);
  await q(`INSERT INTO data_warehouses (company_id, code, name, location_id, kind, temperature, active)
    SELECT $1, 'W' || i, 'Warehouse ' || i, id, 'own', 'ambient', true FROM data_locations, generate_series(1, 3) i WHERE company_id = $1 AND code = 'LOC1'`);
  await q(`INSERT INTO data_forecast_settings (company_id, name, horizon, consumption_backward, consumption_forward) VALUES ($1, 'default', $2, 1, 1)`, [MONTHS]);
  await q(`INSERT INTO data_stock_on_hand (company_id, product_id, warehouse_id, quantity, policy)
    SELECT $1, p.id, w.id, 500 + p.id % 1000, 'reorder-point' FROM data_products p, data_warehouses w WHERE p.company_id = $1 AND w.company_id = $1`);
  await q(`INSERT INTO data_customers (company_id, code, name, channel, segment, country, active) SELECT $1, 'CU1', 'Customer', 'retail', 'medium', 'ES', true`);
  await q(`INSERT INTO data_forecast_values (company_id, product_id, customer_id, month, override)
    SELECT $1, p.id, cu.id, DATE '${month(0)}' + make_interval(months => m), 300 + (p.id * 13 + m * 7) % 500
    FROM data_products p, data_customers cu, generate_series(0, ${MONTHS - 1}) m WHERE p.company_id = $1 AND cu.company_id = $1`);
  const orders = Math.max(1, Math.round(ORDER_LINES / 10));
  await q(`INSERT INTO data_sales_orders (company_id, number, customer_id, order_date, status)
    SELECT $1, 'SO-' || i, (SELECT id FROM data_customers WHERE company_id = $1), DATE '${month(0)}', 'confirmed' FROM generate_series(1, $2::int) i`, [orders]);
  await q(`INSERT INTO data_sales_order_lines (company_id, order_id, product_id, quantity, requested_date)
    SELECT $1, o.first + (i % $3::int), p.first + ((i / $3::int) + i * 7) % $4::int, 50 + i % 200, DATE '${month(0)}' + (i % 90)
    FROM generate_series(1, $2::int) i, (SELECT min(id) AS first FROM data_sales_orders WHERE company_id = $1) o,
      (SELECT min(id) AS first FROM data_products WHERE company_id = $1) p`, [ORDER_LINES, orders, PRODUCTS]);
  await q(`INSERT INTO data_production_orders (company_id, number, product_id, line_id, quantity, status, due_date)
    SELECT $1, 'MO-' || p.id || '-' || k, p.id, ${lineOf('1 + (p.n % 12)')}, 2000, 'planned', DATE '${month(0)}' + (p.n % 60)::int + k * 20
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM data_products WHERE company_id = $1) p, generate_series(0, 1) k WHERE p.n % 10 = 0`);
  await db.query('ANALYZE');
}

async function runChild(backend: Backend): Promise<void> {
  const { ensureProductionPlan } = await import('../../server/production/plan/cache');
  await withBenchServer(backend, { name: 'production' }, async (server) => {
    const { db, config } = server;
    const company = await benchCompany(server, { alias: 'Bench Production', tag: 'production', allPlugins: true });
    const { companyId } = company;
    let started = performance.now();
    await fill(db, companyId);
    const filled = (performance.now() - started) / 1000;
    const today = new Date().toISOString().slice(0, 10);

    started = performance.now();
    const state = await ensureProductionPlan(db, { config, companyId, today }, true);
    const refresh = performance.now() - started;

    const inject = injector(server.app, await sessionToken(server, company));
    // CPU time of this process beside the wall time: on PGlite it is the request's whole cost, whatever else the machine runs.
    const timed = async (url: string) => {
      const runs = await warmThenRepeat(REPEAT, () => inject(url));
      return { ...quantiles(runs.map((r) => r.ms)), cpu: quantiles(runs.map((r) => r.cpuMs)).p50, kb: Math.round(runs.at(-1)!.bytes / 1024) };
    };
    const lines = [
      `production bench on ${backend}: ${PRODUCTS.toLocaleString('en')} made products, 24 lines, 3 warehouses, ${MONTHS} months, ${ORDER_LINES.toLocaleString('en')} sales order lines, ${REPEAT} runs each${SMOKE ? ' (smoke)' : SCALE < 1 ? ` (scale ${SCALE})` : ''}; data written in ${filled.toFixed(1)} s (load ${loadAverage()})`,
      `  plan refresh      ${ms(refresh).padStart(8)}  (${JSON.stringify(state.summary)})`,
    ];
    // The table's first page (the view's page size) with the chart, as the view asks for it: issue 12's measure.
    const firstPage = (route: string, index: number) => {
      const pageSize = config.routes.find((r) => r.id === route)?.views[index]?.pageSize ?? 50;
      return `/api/reports/${route}/${index}?page=1&pageSize=${pageSize}`;
    };
    const views = [
      ['MPS product x month', firstPage('mps-report', 0)],
      ['MPS by month', firstPage('mps-report', 1)],
      ['occupancy', firstPage('production-lines-occupancy', 0)],
      ['over capacity', firstPage('production-lines-occupancy', 1)],
      ['analysis', firstPage('production-analysis', 0)],
    ] as const;
    for (const [what, url] of views) {
      const r = await timed(url);
      lines.push(`  ${what.padEnd(20)} ${p50p95(r, 8)}  cpu ${ms(r.cpu).padStart(8)}  (${r.kb} KB)`);
    }
    if (EXPLAIN) for (const [what, url] of views.slice(0, 2)) lines.push(`\n${what} on ${backend}:\n${await explainReport(db, () => inject(url))}`);
    const [busiest] = await db.query<{ line: number; n: number }>(
      `SELECT line_id AS line, count(*)::int AS n FROM data_production_orders WHERE company_id = $1 GROUP BY line_id ORDER BY n DESC LIMIT 1`, [companyId]);
    const body = { line: busiest.line, start: `${today}T06:00` };
    const preview = await inject('/api/production/sequence/preview', { method: 'POST', payload: body });
    const previewed = preview.response.json().data;
    const applied = await inject('/api/production/sequence', { method: 'POST', payload: { ...body, versions: previewed.versions } });
    lines.push(`  sequence preview    ${ms(preview.ms).padStart(8)}  (${busiest.n} orders on the line, changeover ${Math.round(previewed.before.changeoverMinutes)} -> ${Math.round(previewed.after.changeoverMinutes)} min)`);
    lines.push(`  sequence apply      ${ms(applied.ms).padStart(8)}  (${applied.response.json().data.written} orders written, audited)`);
    console.log(lines.join('\n'));
  });
}

async function main(): Promise<void> {
  console.log(machineLine('production bench'));
  await eachBackendInChild(import.meta.url, 'production bench');
}

runBench({ child: runChild, main });
