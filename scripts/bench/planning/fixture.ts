// bench:planning's company: P products x C customers, every pair sold for 36
// months ending last month (trend, a yearly season, noise; one series in ten
// intermittent), written straight into the entity tables in large batches
// and analysed as an import would, and an open S&OP cycle of the current month. Deterministic (mulberry32).
import { monthIndex, monthKey } from '../../../engine/time/calendar';
import type { Db } from '../../../server/db/adapter';
import { mulberry32 } from '../../../server/seed/demo-data/random';

export interface Fixture {
  companyId: number;
  userId: number;
  series: number;
  rows: number;
}

const MONTHS = 36;

export async function createFixture(db: Db, products: number, customers: number, today: string): Promise<Fixture> {
  const random = mulberry32(20_261_124);
  const [{ id: companyId }] = await db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Bench Planning Foods') RETURNING id`);
  const [{ id: userId }] = await db.query<{ id: number }>(
    `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, 'Bench Planner', $2, 'en', '{1}', true) RETURNING id`,
    [companyId, `bench-planning-${process.pid}@bench.test`],
  );
  const productIds = (await db.query<{ id: number }>(
    `INSERT INTO data_products (company_id, sku, name, status, source, launch_date, price)
     SELECT $1, 'P' || lpad(g::text, 6, '0'), 'Product ' || g, 'active', 'made', date '2015-01-01', 2 + g % 7 FROM generate_series(1, $2::int) g RETURNING id`,
    [companyId, products],
  )).map((r) => Number(r.id));
  const customerIds = (await db.query<{ id: number }>(
    `INSERT INTO data_customers (company_id, code, name, channel, region, segment, active)
     SELECT $1, 'C' || lpad(g::text, 5, '0'), 'Customer ' || g, 'retail', 'north', 'large', true FROM generate_series(1, $2::int) g RETURNING id`,
    [companyId, customers],
  )).map((r) => Number(r.id));
  const last = monthIndex(today) - 1;
  const first = last - MONTHS + 1;
  let rows = 0;
  const batch = { p: [] as number[], c: [] as number[], m: [] as string[], q: [] as number[] };
  const flush = async () => {
    if (batch.p.length === 0) return;
    await db.transaction(async (tx) => {
      await tx.exec(`DO $$ BEGIN SET LOCAL session_replication_role = replica; EXCEPTION WHEN insufficient_privilege THEN NULL; END $$`);
      await tx.query(
        `INSERT INTO data_sales_lines (company_id, product_id, customer_id, month, quantity, value)
         SELECT $1, p, c, m::date, q, q * 2 FROM unnest($2::int[], $3::int[], $4::text[], $5::float8[]) AS r(p, c, m, q)`,
        [companyId, batch.p, batch.c, batch.m, batch.q],
      );
    });
    rows += batch.p.length;
    batch.p = []; batch.c = []; batch.m = []; batch.q = [];
  };
  for (const p of productIds) {
    for (const c of customerIds) {
      const level = 20 + random() * 400;
      const trend = (random() - 0.4) * 0.02;
      const amplitude = random() * 0.5;
      const peak = Math.floor(random() * 12);
      const intermittent = random() < 0.1;
      for (let t = first; t <= last; t++) {
        const season = 1 + amplitude * Math.cos((2 * Math.PI * ((t % 12) - peak)) / 12);
        let q = level * season * (1 + trend * (t - first)) * (0.8 + 0.4 * random());
        if (intermittent) q = random() < 0.3 ? q / 0.3 : 0;
        if (q < 1) continue;
        batch.p.push(p); batch.c.push(c); batch.m.push(`${monthKey(t)}-01`); batch.q.push(Math.round(q));
        if (batch.p.length >= 20_000) await flush();
      }
    }
  }
  await flush();
  // As an import does (server/data-engine/import/run.ts): a table loaded in bulk is analysed, or the planner guesses one row.
  await db.exec('ANALYZE data_products, data_customers, data_sales_lines');
  await db.query(`INSERT INTO data_planning_cycles (company_id, month, status, opened_at, opened_by) VALUES ($1, $2::date, 'open', '2026-01-01 00:00:00', 'bench')`, [companyId, `${today.slice(0, 7)}-01`]);
  return { companyId, userId, series: productIds.length * customerIds.length, rows };
}
