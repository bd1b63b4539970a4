// The grid bench's company, written with set-based SQL: 4 categories, 20
// families (the first one holds half the products, so editing it spreads to
// as many leaf rows as there are products), 100 subfamilies, N products, 2
// customers, forecast values for 36 months (12 past, 24 to come) and sales
// for the 24 months before the current one (history and last year).
import type { CompiledConfig } from '../../../engine/config/compiled';
import { bucketWindow, monthRange } from '../../../engine/data/grid-buckets';
import type { Db } from '../../../server/db/adapter';

export const GRID_MONTHS = 36;

export interface GridBenchData {
  companyId: number;
  userId: number;
  bigFamily: number;
  months: string[];
  leavesOfBigFamily: number;
  rows: number;
}

export async function fillGridCompany(db: Db, config: CompiledConfig, products: number): Promise<GridBenchData> {
  const [{ id: c }] = await db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Bench Grid') RETURNING id`);
  const [{ id: userId }] = await db.query<{ id: number }>(
    `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, 'Bench Planner', $2, 'en', '{1}', true) RETURNING id`, [c, `bench-grid-${process.pid}@bench.test`]);
  for (const plugin of config.plugins) await db.query('INSERT INTO company_plugins (company_id, plugin_id) VALUES ($1, $2)', [c, plugin.id]);
  await db.query(`INSERT INTO data_product_families (company_id, code, name, level) SELECT $1, 'C' || i, 'Category ' || i, 'category' FROM generate_series(1, 4) i`, [c]);
  await db.query(`INSERT INTO data_product_families (company_id, code, name, level, parent_id)
    SELECT $1, 'F' || i, 'Family ' || i, 'family', (SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'C' || (1 + i % 4)) FROM generate_series(1, 20) i`, [c]);
  // Subfamilies 1-25 in family 1, the other 75 across families 2-20.
  await db.query(`INSERT INTO data_product_families (company_id, code, name, level, parent_id)
    SELECT $1, 'S' || i, 'Subfamily ' || i, 'subfamily', (SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'F' || CASE WHEN i <= 25 THEN 1 ELSE 2 + i % 19 END)
    FROM generate_series(1, 100) i`, [c]);
  const half = Math.floor(products / 2);
  await db.query(`INSERT INTO data_products (company_id, sku, name, family_id, status, source, price)
    SELECT $1, 'SKU-' || lpad(i::text, 5, '0'), 'Product ' || i,
      (SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'S' || CASE WHEN i <= $3 THEN 1 + (i - 1) % 25 ELSE 26 + (i - 1) % 75 END),
      'active', 'made', 1 + (i % 97) / 10.0
    FROM generate_series(1, $2::int) i`, [c, products, half]);
  await db.query(`INSERT INTO data_customers (company_id, code, name, channel, segment, country, active)
    SELECT $1, 'CU-' || i, 'Customer ' || i, (ARRAY['retail', 'online'])[i], 'medium', 'ES', true FROM generate_series(1, 2) i`, [c]);
  const w = bucketWindow(new Date().toISOString().slice(0, 10), 12, GRID_MONTHS - 12);
  const months = monthRange(w.from, w.to);
  await db.query(`INSERT INTO data_forecast_values (company_id, product_id, customer_id, month, statistical)
    SELECT $1, p.id, cu.id, m::date, 10 + (p.id * 7 + cu.id * 3 + extract(month FROM m)::int * 11) % 90
    FROM data_products p, data_customers cu, generate_series($2::date, $3::date, interval '1 month') m
    WHERE p.company_id = $1 AND cu.company_id = $1`, [c, `${months[0]}-01`, `${months.at(-1)}-01`]);
  await db.query(`INSERT INTO data_sales_lines (company_id, product_id, customer_id, month, quantity, value)
    SELECT $1, p.id, cu.id, m::date, 8 + (p.id * 5 + extract(month FROM m)::int * 13) % 95, 100
    FROM data_products p, data_customers cu, generate_series($2::date - interval '24 months', $2::date - interval '1 month', interval '1 month') m
    WHERE p.company_id = $1 AND cu.company_id = $1 AND cu.code = 'CU-1'`, [c, `${months[12]}-01`]);
  for (const table of ['data_product_families', 'data_products', 'data_customers', 'data_forecast_values', 'data_sales_lines', 'data_budget_lines', 'data_budget_versions']) await db.query(`ANALYZE ${table}`);
  const [{ id: bigFamily }] = await db.query<{ id: number }>(`SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'F1'`, [c]);
  const [{ n }] = await db.query<{ n: number }>(`SELECT (SELECT count(*) FROM data_forecast_values WHERE company_id = $1) + (SELECT count(*) FROM data_sales_lines WHERE company_id = $1) AS n`, [c]);
  return { companyId: c, userId, bigFamily, months, leavesOfBigFamily: half * 2, rows: Number(n) };
}
