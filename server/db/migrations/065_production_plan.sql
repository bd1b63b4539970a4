-- The production review's computed results, cached per company
-- (server/production): the master production schedule per made product
-- (figures per month of the horizon as arrays, month t at index t + 1) and
-- the load against capacity per line and month. The computed entities
-- master-schedule and line-load read these; supply_cache_state (061) says
-- from which state of the inputs they were computed, so a read after any
-- change of their inputs recomputes them first. Never edited by hand.
CREATE TABLE production_mps (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  start_month date NOT NULL,
  opening float8 NULL,
  safety_stock float8 NOT NULL,
  lot_rule text NOT NULL,
  problem text NULL,
  orders float8[] NOT NULL,
  forecast float8[] NOT NULL,
  demand float8[] NOT NULL,
  scheduled float8[] NOT NULL,
  net_requirement float8[] NOT NULL,
  planned float8[] NOT NULL,
  projected float8[] NOT NULL,
  PRIMARY KEY (company_id, product_id)
);

CREATE TABLE production_line_load (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  line_id integer NOT NULL,
  month date NOT NULL,
  orders_hours float8 NOT NULL,
  planned_hours float8 NOT NULL,
  load_hours float8 NOT NULL,
  capacity_hours float8 NOT NULL,
  overload_hours float8 NOT NULL,
  utilization float8 NULL,
  over_capacity integer NOT NULL,
  working_days integer NOT NULL,
  problem text NULL,
  PRIMARY KEY (company_id, line_id, month)
);
