// forecast-error: the snapshots of closed cycles met with the sales of the
// month they forecast, cell by cell (product x customer x month) for lags 1
// to 6 and months already over. Both sides are kept: a forecast nobody
// bought counts with actual 0, a sale nobody forecast with forecast 0 (as
// long as that month was forecast at that lag at all). The same pairing as
// server/forecast/accuracy.ts pairCells, whose formulas the report applies.
//
// Both sides are stacked (UNION ALL) and summed per cell rather than joined:
// one hash aggregate whatever the planner knows, where a join of CTE scans
// fell into a nested loop on PGlite (no statistics: ~5 minutes instead of
// ~0.5 s).
import type { Computation } from './registry';

export const MAX_ACCURACY_LAG = 6;

export const forecastError: Computation = {
  entityId: 'forecast-error',
  sql: (company, table) => `WITH snap AS MATERIALIZED (
  SELECT cycle_id, lag, product_id, customer_id, month, quantity::float8 AS f
  FROM ${table('forecast-snapshot')}
  WHERE company_id = ${company} AND lag BETWEEN 1 AND ${MAX_ACCURACY_LAG} AND month < date_trunc('month', now())::date
),
slots AS MATERIALIZED (SELECT DISTINCT cycle_id, lag, month FROM snap),
cells AS (
  SELECT x.cycle_id, x.lag, x.month, x.product_id, x.customer_id, sum(x.f) AS forecast, sum(x.a) AS actual
  FROM (
    SELECT cycle_id, lag, month, product_id, customer_id, f, 0::float8 AS a FROM snap
    UNION ALL
    SELECT sl.cycle_id, sl.lag, s.month, s.product_id, s.customer_id, 0::float8, s.quantity::float8
    FROM ${table('sales-line')} s JOIN slots sl ON sl.month = s.month
    WHERE s.company_id = ${company}
  ) x
  GROUP BY x.cycle_id, x.lag, x.month, x.product_id, x.customer_id
)
SELECT row_number() OVER (ORDER BY c.lag, c.month, c.product_id, c.customer_id)::int AS id, ${company} AS company_id,
  c.cycle_id, c.lag, c.product_id, c.customer_id, c.month, c.forecast, c.actual,
  c.forecast - c.actual AS error,
  abs(c.forecast - c.actual) AS abs_error,
  CASE WHEN c.actual > 0 THEN 100 * abs(c.forecast - c.actual) / c.actual END AS ape
FROM cells c`,
};
