-- The stock projection's rows rolled up by subfamily, source, warehouse,
-- month and status (server/reports/computed/stock-projection.ts): a report
-- grouped by family and month reads some tens of thousands of these instead
-- of unnesting 720,000 product x warehouse x month rows at 10,000 products.
-- Each sum keeps beside it how many values it adds (<column>_n), so an
-- average or a count rolls up again. report_rollup_state says which state of
-- the source (the projection cache's mark and time) the rows were built from.
CREATE TABLE report_rollup_state (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  rollup text NOT NULL,
  source_key text NOT NULL,
  PRIMARY KEY (company_id, rollup)
);

CREATE TABLE report_projection_months (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  family_id integer NULL,
  source text NULL,
  warehouse_id integer NULL,
  month date NULL,
  status text NULL,
  stockout boolean NULL,
  below_safety boolean NULL,
  excess boolean NULL,
  row_count integer NOT NULL,
  opening float8 NULL, opening_n integer NOT NULL,
  receipts float8 NULL, receipts_n integer NOT NULL,
  orders float8 NULL, orders_n integer NOT NULL,
  forecast float8 NULL, forecast_n integer NOT NULL,
  net_forecast float8 NULL, net_forecast_n integer NOT NULL,
  demand float8 NULL, demand_n integer NOT NULL,
  projected float8 NULL, projected_n integer NOT NULL,
  safety_stock float8 NULL, safety_stock_n integer NOT NULL,
  reorder_point float8 NULL, reorder_point_n integer NOT NULL,
  max_stock float8 NULL, max_stock_n integer NOT NULL,
  shortage float8 NULL, shortage_n integer NOT NULL,
  cover_days float8 NULL, cover_days_n integer NOT NULL,
  projected_value float8 NULL, projected_value_n integer NOT NULL
);
CREATE INDEX report_projection_months_company ON report_projection_months (company_id);
