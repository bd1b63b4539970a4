// projected-turnover: the consensus forecast (override, else statistical) of
// the current and coming months at the product's list price (plain SQL).
import type { Computation } from './registry';

export const projectedTurnover: Computation = {
  entityId: 'projected-turnover',
  sql: (company, table) => `SELECT f.id, f.company_id, f.product_id, f.customer_id, f.month, coalesce(f.override, f.statistical) AS quantity, p.price,
  coalesce(f.override, f.statistical) * p.price AS value
FROM ${table('forecast-value')} f JOIN ${table('product')} p ON p.id = f.product_id AND p.company_id = f.company_id
WHERE f.company_id = ${company} AND f.month >= date_trunc('month', current_date)::date`,
};
