// The supply bench's company, written with set-based SQL (generate_series):
// a 4 > 20 > 100 product tree, N products (half bought, two suppliers
// each), 3 warehouses, 300 customers (each served by one warehouse through
// its orders), S sales lines over 36 months, the forecast of 24 months
// ahead, stock and twelve month-ends per product x warehouse, open purchase
// and sales orders, a year of receipts, quotas, offers, a budget and lag-1
// snapshots: every table the supply computations and reports read.
import pg from 'pg';
import type { Db, Queryable } from '../../../server/db/adapter';

export interface BenchSize {
  products: number;
  salesLines: number;
  months: number;
}

export async function fillSupplyCompany(db: Db, c: number, size: BenchSize): Promise<void> {
  // On PostgreSQL a connection of its own, in one transaction, without the server's timeouts (30 s per statement,
  // and node-pg's 35 s per query: they are meant for requests, and the 1,000,000 sales lines outlast them on a
  // loaded machine); the server's pool keeps its own.
  if (db.kind === 'postgres' && 'pool' in db) {
    const client = new pg.Client({ ...(db.pool as pg.Pool).options, statement_timeout: 0, query_timeout: undefined, idle_in_transaction_session_timeout: 0 });
    await client.connect();
    try {
      await client.query('BEGIN');
      await fill({ query: async (sql, params) => (await client.query(sql, params as unknown[])).rows, exec: async (sql) => { await client.query(sql); } }, c, size);
      await client.query('COMMIT');
      await client.query('ANALYZE');
    } finally {
      await client.end();
    }
  } else {
    await db.transaction((tx) => fill(tx, c, size));
    await db.query('ANALYZE');
  }
}

async function fill(db: Queryable, c: number, size: BenchSize): Promise<void> {
  const q = (sql: string, params: unknown[] = []) => db.query(sql, [c, ...params] as never);
  const N = size.products;
  await q(`INSERT INTO data_plugin_settings (company_id, name, abc_cutoff_a, abc_cutoff_b, xyz_cutoff_x, xyz_cutoff_y, service_level, container_fill_target,
      tower_stockout_horizon_days, tower_late_container_days, tower_bias_threshold, promotion_default_uplift, offer_validity_days)
    VALUES ($1, 'default', 80, 95, 0.5, 1, 95, 85, 30, 3, 15, 20, 30)`);
  await q(`INSERT INTO data_forecast_settings (company_id, name, horizon, history_months, season_length, seasonality, outlier_rule, outlier_threshold,
      selection, selection_metric, backtest_origins, frozen_months, consumption_backward, consumption_forward)
    VALUES ($1, 'default', $2, 36, 12, 'auto', 'clip', 5, 'combine', 'auto', 3, 1, 1, 1)`, [size.months]);
  await q(`INSERT INTO data_product_families (company_id, code, name, level) SELECT $1, 'C' || i, 'Category ' || i, 'category' FROM generate_series(1, 4) i`);
  await q(`INSERT INTO data_product_families (company_id, code, name, level, parent_id)
    SELECT $1, 'F' || i, 'Family ' || i, 'family', (SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'C' || (1 + i % 4)) FROM generate_series(1, 20) i`);
  await q(`INSERT INTO data_product_families (company_id, code, name, level, parent_id)
    SELECT $1, 'S' || i, 'Subfamily ' || i, 'subfamily', (SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'F' || (1 + i % 20)) FROM generate_series(1, 100) i`);
  await q(`INSERT INTO data_products (company_id, sku, name, family_id, status, source, price, unit_cost, lead_time_days, launch_date)
    SELECT $1, 'SKU-' || i, 'Product ' || i, f.first + i % 100, (ARRAY['active', 'active', 'active', 'active', 'phase-out', 'discontinued'])[1 + i % 6],
      CASE WHEN i % 2 = 0 THEN 'bought' ELSE 'made' END, 2 + (i % 97) / 10.0, 1 + (i % 53) / 10.0, 3 + i % 20, DATE '2020-01-01' + (i % 2000)
    FROM generate_series(1, $2::int) i, (SELECT min(id) AS first FROM data_product_families WHERE company_id = $1 AND level = 'subfamily') f`, [N]);
  await q(`INSERT INTO data_locations (company_id, code, name, kind, city, country) SELECT $1, 'L' || i, 'Site ' || i, 'warehouse', 'City ' || i, 'ES' FROM generate_series(1, 3) i`);
  await q(`INSERT INTO data_warehouses (company_id, code, name, location_id, kind, temperature, active)
    SELECT $1, 'W' || i, 'Warehouse ' || i, (SELECT min(id) FROM data_locations WHERE company_id = $1) + i - 1, 'own', 'ambient', true FROM generate_series(1, 3) i`);
  await q(`INSERT INTO data_customers (company_id, code, name, channel, region, segment, country, active)
    SELECT $1, 'CU-' || i, 'Customer ' || i, (ARRAY['retail', 'wholesale', 'horeca', 'online'])[1 + i % 4], (ARRAY['north', 'south', 'east', 'west'])[1 + i % 4],
      (ARRAY['key-account', 'large', 'medium', 'small'])[1 + i % 4], 'ES', true FROM generate_series(1, 300) i`);
  await q(`INSERT INTO data_suppliers (company_id, code, name, country, currency, active) SELECT $1, 'SU-' || i, 'Supplier ' || i, 'ES', 'EUR', i % 10 <> 0 FROM generate_series(1, 20) i`);
  const ids = `(SELECT min(id) AS p FROM data_products WHERE company_id = $1) p, (SELECT min(id) AS cu FROM data_customers WHERE company_id = $1) cu,
    (SELECT min(id) AS w FROM data_warehouses WHERE company_id = $1) w, (SELECT min(id) AS s FROM data_suppliers WHERE company_id = $1) s`;
  // Sales: product i % N in month (i / N) % 36 to customer (k * 97 + product) % 300, k = i / (36 N): (product, customer, month) stays unique.
  await q(`INSERT INTO data_sales_lines (company_id, month, product_id, customer_id, quantity, value)
    SELECT $1, (date_trunc('month', current_date) - interval '36 months' + ((i / $2::int) % 36) * interval '1 month')::date, p.p + i % $2::int,
      cu.cu + ((i / ($2::int * 36)) * 97 + i % $2::int) % 300, 20 + (i::bigint * 7919) % 80 + 15 * ((i / $2::int) % 12 = 6)::int, (20 + (i::bigint * 7919) % 80) * 3.1
    FROM generate_series(0, $3::int - 1) i, ${ids}`, [N, size.salesLines]);
  await q(`INSERT INTO data_forecast_values (company_id, product_id, customer_id, month, statistical)
    SELECT $1, p.p + i % $2::int, cu.cu + ((i / ($2::int * $3::int)) * 97 + i % $2::int) % 300,
      (date_trunc('month', current_date) + ((i / $2::int) % $3::int) * interval '1 month')::date, 25 + (i * 31) % 60
    FROM generate_series(0, $2::int * $3::int * 2 - 1) i, ${ids}`, [N, size.months]);
  await q(`INSERT INTO data_sales_orders (company_id, number, customer_id, order_date, status, warehouse_id)
    SELECT $1, 'SO-' || i, cu.cu + i % 300, current_date - 5, (ARRAY['confirmed', 'draft', 'shipped'])[1 + i % 3], w.w + (i % 300) % 3
    FROM generate_series(0, 2999) i, ${ids}`);
  await q(`INSERT INTO data_sales_order_lines (company_id, order_id, product_id, quantity, requested_date, promised_date)
    SELECT $1, o.first + i % 3000, p.p + (i * 13) % $2::int, 10 + i % 40, current_date + i % 45, CASE WHEN i % 7 = 0 THEN current_date + i % 45 + 2 END
    FROM generate_series(0, $2::int * 3 - 1) i, ${ids}, (SELECT min(id) AS first FROM data_sales_orders WHERE company_id = $1) o
    ON CONFLICT DO NOTHING`, [N]);
  await q(`INSERT INTO data_stock_on_hand (company_id, product_id, warehouse_id, quantity, policy, min_quantity, max_quantity)
    SELECT $1, p.p + i / 3, w.w + i % 3, (i * 37) % 400, CASE WHEN i % 9 = 0 THEN 'min-max' ELSE 'reorder-point' END,
      CASE WHEN i % 9 = 0 THEN 50 END, CASE WHEN i % 9 = 0 THEN 300 END
    FROM generate_series(0, $2::int * 3 - 1) i, ${ids}`, [N]);
  await q(`INSERT INTO data_stock_snapshots (company_id, product_id, warehouse_id, month, quantity, value)
    SELECT $1, p.p + (i / 12) / 3, w.w + (i / 12) % 3, (date_trunc('month', current_date) - (1 + i % 12) * interval '1 month')::date, (i * 41) % 500, ((i * 41) % 500) * 1.5
    FROM generate_series(0, $2::int * 36 - 1) i, ${ids}`, [N]);
  await q(`INSERT INTO data_product_suppliers (company_id, product_id, supplier_id, price, lead_time_days, moq, order_multiple, preferred, active)
    SELECT $1, p.p + (i / 2) * 2 + 1, s.s + (i + i / 2) % 20, 1 + (i % 50) / 10.0, 7 + i % 50, 50, 10, i % 2 = 0, true
    FROM generate_series(0, $2::int - 2) i, ${ids}`, [N]);
  await q(`INSERT INTO data_purchase_orders (company_id, number, supplier_id, warehouse_id, order_date, expected_date, status, origin)
    SELECT $1, 'PO-B-' || i, s.s + i % 20, w.w + i % 3, current_date - 400 + i % 400, current_date - 400 + i % 400 + 20 + i % 30,
      CASE WHEN i % 400 > 360 THEN 'confirmed' ELSE 'received' END, 'manual'
    FROM generate_series(0, 3999) i, ${ids}`);
  await q(`INSERT INTO data_purchase_order_lines (company_id, order_id, product_id, quantity, unit_price)
    SELECT $1, o.first + i % 4000, p.p + ((i * 17) % ($2::int / 2)) * 2 + 1, 100 + i % 300, 2.5
    FROM generate_series(0, 11999) i, ${ids}, (SELECT min(id) AS first FROM data_purchase_orders WHERE company_id = $1) o
    ON CONFLICT DO NOTHING`, [N]);
  await q(`INSERT INTO data_purchase_receipts (company_id, number, order_id, product_id, date, quantity)
    SELECT $1, 'GR-' || l.id, l.order_id, l.product_id, o.expected_date + (l.id % 9) - 3, l.quantity
    FROM data_purchase_order_lines l JOIN data_purchase_orders o ON o.id = l.order_id WHERE l.company_id = $1 AND o.status = 'received'`);
  await q(`INSERT INTO data_sales_quotas (company_id, customer_id, family_id, month, quantity, value)
    SELECT $1, cu.cu + i % 300, f.first + (i / 300) % 20, (date_trunc('month', current_date) - (1 + (i / 6000) % 12) * interval '1 month')::date, 500, 1500
    FROM generate_series(0, 71999) i, ${ids}, (SELECT min(id) AS first FROM data_product_families WHERE company_id = $1 AND level = 'family') f`);
  await q(`INSERT INTO data_offers (company_id, code, name, customer_id, issue_date, valid_until, status)
    SELECT $1, 'OF-' || i, 'Offer ' || i, cu.cu + i % 300, current_date - i % 300, current_date - i % 300 + 60, (ARRAY['sent', 'accepted', 'rejected'])[1 + i % 3]
    FROM generate_series(0, 999) i, ${ids}`);
  await q(`INSERT INTO data_offer_lines (company_id, offer_id, product_id, quantity, unit_price, discount)
    SELECT $1, o.first + i % 1000, p.p + (i * 7) % $2::int, 100, 3, 0 FROM generate_series(0, 4999) i, ${ids}, (SELECT min(id) AS first FROM data_offers WHERE company_id = $1) o
    ON CONFLICT DO NOTHING`, [N]);
  await q(`INSERT INTO data_budget_versions (company_id, code, name, year, status) VALUES ($1, 'B1', 'Budget', extract(year FROM current_date)::int, 'approved')`);
  await q(`INSERT INTO data_budget_lines (company_id, budget_id, product_id, month, quantity, price)
    SELECT $1, b.id, p.p + i % $2::int, (date_trunc('year', current_date) + ((i / $2::int) % 12) * interval '1 month')::date, 90, 3
    FROM generate_series(0, $2::int * 12 - 1) i, ${ids}, (SELECT id FROM data_budget_versions WHERE company_id = $1) b`, [N]);
  await q(`INSERT INTO data_planning_cycles (company_id, month, status) VALUES ($1, (date_trunc('month', current_date) - interval '1 month')::date, 'closed')`);
  await q(`INSERT INTO data_forecast_snapshots (company_id, cycle_id, product_id, customer_id, month, lag, quantity)
    SELECT $1, cy.id, p.p + i % $2::int, cu.cu + (i % $2::int) % 300, (date_trunc('month', current_date) - (1 + (i / $2::int) % 12) * interval '1 month')::date, 1, 60 + i % 50
    FROM generate_series(0, $2::int * 12 - 1) i, ${ids}, (SELECT id FROM data_planning_cycles WHERE company_id = $1) cy`, [N]);
  for (const plugin of ['ABC_ANALYSIS', 'SUPPLY_CHAIN_CONTROL_TOWER', 'ADVANCED_PROCUREMENT', 'OFFERS', 'PRICE_RATES']) {
    await q('INSERT INTO company_plugins (company_id, plugin_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [plugin]);
  }
}
