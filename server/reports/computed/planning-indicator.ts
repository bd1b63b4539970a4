// planning-indicator: per product and past month, the cached indicators
// (server/supply/analytics) unnested from their arrays; months where the
// product neither sold, nor was forecast, stocked or ordered are left out.
import { analyticsCache } from '../../supply/analytics/analytics-cache';
import type { Computation } from './registry';
import { preparing } from './supply-prepare';

export const planningIndicator: Computation = {
  entityId: 'planning-indicator',
  prepare: preparing(analyticsCache),
  sql: (company) => `SELECT i.product_id * 100 + c.t AS id, i.company_id, i.product_id, (i.start_month + (c.t - 1) * interval '1 month')::date AS month,
  c.sales, c.forecast, c.abs_error AS absolute_error, c.stock, c.order_lines, c.on_time_lines
FROM supply_indicators i
CROSS JOIN LATERAL unnest(i.sales, i.forecast, i.abs_error, i.stock, i.order_lines, i.on_time_lines) WITH ORDINALITY AS c(sales, forecast, abs_error, stock, order_lines, on_time_lines, t)
WHERE i.company_id = ${company} AND (c.sales <> 0 OR c.forecast <> 0 OR c.stock <> 0 OR c.order_lines <> 0)`,
};
