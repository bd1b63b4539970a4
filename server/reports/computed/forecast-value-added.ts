// forecast-value-added: for the lag-1 month of every closed cycle, each
// product x customer with what was sold (A) and what each step of the
// forecasting process forecast for it: naive (the sales of the month
// before), statistical (the snapshot's statistical), the planners'
// override (the last approved revision line of that cycle, else the
// statistical) and the consensus (the snapshot's quantity), with each
// step's |F - A|. The report sums them and divides by sum A (WAPE, FVA:
// domain/forecast/fva.ts). The cells are those of forecast-error at lag 1
// (so the consensus WAPE is the accuracy report's) plus the cells only the
// naive step forecast, which count against it with A = 0.
//
// Every source is stacked (UNION ALL) and summed per cell rather than
// joined, for the reason forecast-error.ts gives (PGlite has no statistics).
import type { Computation } from './registry';

export const forecastValueAdded: Computation = {
  entityId: 'forecast-value-added',
  sql: (company) => `WITH snap AS MATERIALIZED (
  SELECT cycle_id, product_id, customer_id, month, quantity::float8 AS q, statistical::float8 AS s
  FROM data_forecast_snapshots
  WHERE company_id = ${company} AND lag = 1 AND month < date_trunc('month', now())::date
),
slots AS MATERIALIZED (SELECT DISTINCT cycle_id, month FROM snap),
approved AS (
  SELECT DISTINCT ON (r.cycle_id, l.product_id, l.customer_id, l.month) r.cycle_id, l.product_id, l.customer_id, l.month, l."to"::float8 AS o
  FROM data_forecast_revision_lines l
  JOIN data_forecast_revisions r ON r.id = l.revision_id AND r.company_id = ${company} AND r.status = 'approved'
  JOIN slots sl ON sl.cycle_id = r.cycle_id AND sl.month = l.month
  WHERE l.company_id = ${company} AND l."to" IS NOT NULL
  ORDER BY r.cycle_id, l.product_id, l.customer_id, l.month, r.id DESC
),
cells AS (
  SELECT x.cycle_id, x.month, x.product_id, x.customer_id,
    sum(x.a) AS actual, sum(x.n) AS naive, sum(x.s) AS statistical, sum(x.q) AS consensus, sum(x.o) AS approved, sum(x.has_o) AS has_o
  FROM (
    SELECT cycle_id, month, product_id, customer_id, 0::float8 AS a, 0::float8 AS n, coalesce(s, 0) AS s, coalesce(q, 0) AS q, 0::float8 AS o, 0 AS has_o FROM snap
    UNION ALL
    SELECT cycle_id, month, product_id, customer_id, 0, 0, 0, 0, o, 1 FROM approved
    UNION ALL
    SELECT sl.cycle_id, sl.month, s.product_id, s.customer_id, s.quantity::float8, 0, 0, 0, 0, 0
    FROM data_sales_lines s JOIN slots sl ON sl.month = s.month
    WHERE s.company_id = ${company}
    UNION ALL
    SELECT sl.cycle_id, sl.month, s.product_id, s.customer_id, 0, s.quantity::float8, 0, 0, 0, 0
    FROM data_sales_lines s JOIN slots sl ON sl.month = (s.month + interval '1 month')::date
    WHERE s.company_id = ${company}
  ) x
  GROUP BY x.cycle_id, x.month, x.product_id, x.customer_id
),
steps AS (
  SELECT c.*, CASE WHEN c.has_o > 0 THEN c.approved ELSE c.statistical END AS override FROM cells c
)
SELECT row_number() OVER (ORDER BY c.month, c.product_id, c.customer_id)::int AS id, ${company} AS company_id,
  c.cycle_id, c.product_id, c.customer_id, c.month, c.actual, c.naive, c.statistical, c.override, c.consensus,
  abs(c.naive - c.actual) AS naive_error,
  abs(c.statistical - c.actual) AS statistical_error,
  abs(c.override - c.actual) AS override_error,
  abs(c.consensus - c.actual) AS consensus_error
FROM steps c`,
};
