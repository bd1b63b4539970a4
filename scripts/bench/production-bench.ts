// npm run bench:production [-- --smoke]: the production review over a big
// company, on PGlite and on PostgreSQL, each in its own process. A company
// of its own gets N made products (10,000; --smoke: 200) in 50 subfamilies,
// two operations each on 24 lines of two plants with their holidays and a
// full change matrix, stock, 18 months of forecast, 20,000 open sales order
// lines (--smoke: 400) and two production orders for one product in ten,
// written with set-based SQL. Then, through the real server (inject):
//   plan refresh   the master schedule and line load recomputed (load, engine/planning, write)
//   report views   p50 / p95 of REPEAT runs, the plan already fresh: the MPS by product x month,
//                  the MPS by month, occupancy by line x month with its heatmap, over capacity by line
//   sequencing     preview of the busiest line's open orders, then apply (one transaction)
// Figures are printed, never asserted.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test, in a fresh schema dropped after;
// skipped with a message when unreachable.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../../server/db/adapter';

const SMOKE = process.argv.includes('--smoke');
const PRODUCTS = SMOKE ? 200 : 10_000;
const ORDER_LINES = SMOKE ? 400 : 20_000;
const REPEAT = SMOKE ? 2 : 5;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
type Backend = 'pglite' | 'postgres';

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

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
    SELECT $1, 'W1', 'Warehouse', id, 'own', 'ambient', true FROM data_locations WHERE company_id = $1 AND code = 'LOC1'`);
  await q(`INSERT INTO data_stock_on_hand (company_id, product_id, warehouse_id, quantity, policy)
    SELECT $1, p.id, w.id, 500 + p.id % 1000, 'reorder-point' FROM data_products p, data_warehouses w WHERE p.company_id = $1 AND w.company_id = $1`);
  await q(`INSERT INTO data_customers (company_id, code, name, channel, segment, country, active) SELECT $1, 'CU1', 'Customer', 'retail', 'medium', 'ES', true`);
  await q(`INSERT INTO data_forecast_values (company_id, product_id, customer_id, month, override)
    SELECT $1, p.id, cu.id, DATE '${month(0)}' + make_interval(months => m), 300 + (p.id * 13 + m * 7) % 500
    FROM data_products p, data_customers cu, generate_series(0, 17) m WHERE p.company_id = $1 AND cu.company_id = $1`);
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
  const { loadConfigOrThrow } = await import('../config/load');
  const { buildServer } = await import('../../server/app');
  const { migrate } = await import('../../server/db/migrate');
  const { syncSchema } = await import('../../server/data-engine/schema');
  const { openPglite } = await import('../../server/db/pglite');
  const { openPg, quoteIdent } = await import('../../server/db/pg');
  const { openSession } = await import('../../server/accounts');
  const { ensureProductionPlan } = await import('../../server/production/plan/cache');

  const loaded = await loadConfigOrThrow({ root: process.cwd() });
  const config = loaded.config;
  const cleanups: Array<() => Promise<unknown>> = [];
  let db: Db;
  if (backend === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sop-production-bench-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    db = await openPglite({ dataDir: dir });
  } else {
    const schema = `bench_production_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
    await admin.end();
    cleanups.push(async () => {
      const cleaner = new pg.Client({ connectionString: PG_URL });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await cleaner.end();
    });
    db = await openPg({ connectionString: PG_URL, schema, max: 8 });
  }
  const opened = db;
  cleanups.unshift(() => opened.close());
  try {
    await migrate(db);
    await syncSchema(db, config);
    const app = await buildServer({ config, db, jwtSecret: randomBytes(32).toString('base64url'), logger: false, translations: loaded.translations });
    cleanups.unshift(() => app.close());
    const [{ id: companyId }] = await db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Bench Production') RETURNING id`);
    const [{ id: userId }] = await db.query<{ id: number }>(
      `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, 'Bench Admin', $2, 'en', '{1}', true) RETURNING id`,
      [companyId, `bench-production-${process.pid}@bench.test`],
    );
    for (const plugin of config.plugins) await db.query('INSERT INTO company_plugins (company_id, plugin_id) VALUES ($1, $2)', [companyId, plugin.id]);
    let started = performance.now();
    await fill(db, companyId);
    const filled = (performance.now() - started) / 1000;
    const today = new Date().toISOString().slice(0, 10);

    started = performance.now();
    const state = await ensureProductionPlan(db, { config, companyId, today }, true);
    const refresh = performance.now() - started;

    const token = (await openSession(db, app.services, userId, companyId)).token;
    const headers = { authorization: `Bearer ${token}` };
    const inject = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const t0 = performance.now();
      const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode >= 400) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      return { ms: performance.now() - t0, bytes: response.rawPayload.length, body: response.json() };
    };
    const timed = async (url: string) => {
      await inject('GET', url); // prepare once
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < REPEAT; i++) {
        const r = await inject('GET', url);
        times.push(r.ms);
        bytes = r.bytes;
      }
      return { p50: percentile(times, 50), p95: percentile(times, 95), kb: Math.round(bytes / 1024) };
    };
    const lines = [
      `production bench on ${backend}: ${PRODUCTS.toLocaleString('en')} made products, 24 lines, ${ORDER_LINES.toLocaleString('en')} sales order lines, ${REPEAT} runs each${SMOKE ? ' (smoke)' : ''}; data written in ${filled.toFixed(1)} s`,
      `  plan refresh      ${ms(refresh).padStart(8)}  (${JSON.stringify(state.summary)})`,
    ];
    for (const [what, url] of [
      ['MPS product x month', '/api/reports/mps-report/0'],
      ['MPS by month', '/api/reports/mps-report/1'],
      ['occupancy', '/api/reports/production-lines-occupancy/0'],
      ['over capacity', '/api/reports/production-lines-occupancy/1'],
      ['analysis', '/api/reports/production-analysis/0'],
    ] as const) {
      const r = await timed(url);
      lines.push(`  ${what.padEnd(20)} p50 ${ms(r.p50).padStart(8)}, p95 ${ms(r.p95).padStart(8)}  (${r.kb} KB)`);
    }
    const [busiest] = await db.query<{ line: number; n: number }>(
      `SELECT line_id AS line, count(*)::int AS n FROM data_production_orders WHERE company_id = $1 GROUP BY line_id ORDER BY n DESC LIMIT 1`, [companyId]);
    const body = { line: busiest.line, start: `${today}T06:00` };
    const preview = await inject('POST', '/api/production/sequence/preview', body);
    const applied = await inject('POST', '/api/production/sequence', { ...body, versions: preview.body.data.versions });
    lines.push(`  sequence preview    ${ms(preview.ms).padStart(8)}  (${busiest.n} orders on the line, changeover ${Math.round(preview.body.data.before.changeoverMinutes)} -> ${Math.round(preview.body.data.after.changeoverMinutes)} min)`);
    lines.push(`  sequence apply      ${ms(applied.ms).padStart(8)}  (${applied.body.data.written} orders written, audited)`);
    console.log(lines.join('\n'));
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

async function main(): Promise<void> {
  const [one] = os.loadavg();
  console.log(`production bench: ${os.cpus().length} CPUs, load average ${one.toFixed(1)} at start`);
  for (const backend of ['pglite', 'postgres'] as const) {
    if (backend === 'postgres') {
      const probe = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
      const reachable = await probe.connect().then(() => true, () => false);
      await probe.end().catch(() => {});
      if (!reachable) {
        console.log(`production bench on postgres: skipped (${PG_URL} is not reachable; set BENCH_DATABASE_URL)`);
        continue;
      }
    }
    const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--child', backend], { stdio: 'inherit' });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) {
      console.log(`production bench on ${backend}: failed (exit ${code})`);
      process.exitCode = 1;
    }
  }
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) {
  runChild(process.argv[childIndex + 1] as Backend).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
