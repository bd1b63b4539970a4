// Data of the grid API tests, written straight into the demo company's
// tables in months far ahead (2030-2031), so whatever the demo seed adds for
// the current months never meets them: forecast values of three products of
// one subfamily for two customers, their sales a year earlier, a budget
// version, and a product of the other company that no edit may reach.
import type { Db } from '../../../server/db/adapter';

export const MONTHS = ['2031-09', '2031-10', '2031-11', '2031-12'];
export const FROZEN_CYCLE = '2031-03';

export interface GridFixture {
  companyId: number;
  otherCompanyId: number;
  family: number;
  parentFamily: number;
  category: number;
  products: number[];
  customers: number[];
  /** A product of the same company in another subfamily (forecast rows too). */
  outsider: number;
  otherProduct: number;
  otherCustomer: number;
  version: number;
  /** statistical[p][c] (the same every month). */
  statistical: number[][];
}

export async function seedGridData(db: Db, companyId: number, otherCompanyId: number): Promise<GridFixture> {
  const [fam] = await db.query<{ family: number; parent: number; category: number }>(
    `SELECT f.id AS family, f.parent_id AS parent, pf.parent_id AS category FROM data_product_families f JOIN data_product_families pf ON pf.id = f.parent_id
     WHERE f.company_id = $1 AND pf.parent_id IS NOT NULL AND (SELECT count(*) FROM data_products p WHERE p.family_id = f.id) >= 3 ORDER BY f.id LIMIT 1`, [companyId]);
  const products = (await db.query<{ id: number }>('SELECT id FROM data_products WHERE company_id = $1 AND family_id = $2 ORDER BY id LIMIT 3', [companyId, fam.family])).map((r) => r.id);
  const [outsider] = await db.query<{ id: number }>('SELECT id FROM data_products WHERE company_id = $1 AND family_id <> $2 ORDER BY id LIMIT 1', [companyId, fam.family]);
  const customers = (await db.query<{ id: number }>('SELECT id FROM data_customers WHERE company_id = $1 ORDER BY id LIMIT 2', [companyId])).map((r) => r.id);
  const statistical = products.map((_, p) => customers.map((__, c) => 10 * (p + 1) + 5 * c));
  for (const month of MONTHS) {
    for (const [p, product] of products.entries()) {
      for (const [c, customer] of customers.entries()) {
        await db.query(`INSERT INTO data_forecast_values (company_id, product_id, customer_id, month, statistical) VALUES ($1, $2, $3, $4::date, $5)`,
          [companyId, product, customer, `${month}-01`, statistical[p][c]]);
        // Last year's sales: the product's share differs from the forecast's, so the budget split is told apart.
        await db.query(`INSERT INTO data_sales_lines (company_id, product_id, customer_id, month, quantity, value) VALUES ($1, $2, $3, $4::date, $5, $6)`,
          [companyId, product, customer, `${Number(month.slice(0, 4)) - 1}${month.slice(4)}-01`, (p + 1) * (c + 1), 10]);
      }
    }
    await db.query(`INSERT INTO data_forecast_values (company_id, product_id, customer_id, month, statistical) VALUES ($1, $2, $3, $4::date, 7)`, [companyId, outsider.id, customers[0], `${month}-01`]);
  }
  const [version] = await db.query<{ id: number }>(`INSERT INTO data_budget_versions (company_id, code, name, year, status) VALUES ($1, 'GRID-T', 'Grid test budget', 2031, 'draft') RETURNING id`, [companyId]);
  const [otherFamily] = await db.query<{ id: number }>(`INSERT INTO data_product_families (company_id, code, name, level) VALUES ($1, 'OTHER', 'Other company family', 'subfamily') RETURNING id`, [otherCompanyId]);
  const [otherProduct] = await db.query<{ id: number }>(`INSERT INTO data_products (company_id, sku, name, family_id, status, source) VALUES ($1, 'OTHER-1', 'Other company product', $2, 'active', 'made') RETURNING id`, [otherCompanyId, otherFamily.id]);
  const [otherCustomer] = await db.query<{ id: number }>(`INSERT INTO data_customers (company_id, code, name, channel, segment, country) VALUES ($1, 'OC', 'Other customer', 'retail', 'small', 'ES') RETURNING id`, [otherCompanyId]);
  for (const month of MONTHS) {
    await db.query(`INSERT INTO data_forecast_values (company_id, product_id, customer_id, month, statistical, override) VALUES ($1, $2, $3, $4::date, 50, 60)`, [otherCompanyId, otherProduct.id, otherCustomer.id, `${month}-01`]);
  }
  await db.query(`INSERT INTO data_planning_cycles (company_id, month, status) VALUES ($1, $2::date, 'open')`, [companyId, `${FROZEN_CYCLE}-01`]);
  return {
    companyId, otherCompanyId, family: fam.family, parentFamily: fam.parent, category: fam.category, products, customers, outsider: outsider.id,
    otherProduct: otherProduct.id, otherCustomer: otherCustomer.id, version: version.id, statistical,
  };
}
