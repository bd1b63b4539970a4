-- The supply review's computed results, cached per company (server/supply):
-- the stock projection per product x warehouse (figures per month of the
-- horizon as arrays), its purchase suggestions, and the product analytics
-- (ABC/XYZ, profiles, look-alikes, monthly indicators). The computed
-- entities of config/entities read these; supply_cache_state says from
-- which state of the inputs each cache was computed, so a read after any
-- change of its inputs recomputes it first. Never edited by hand.
CREATE TABLE supply_cache_state (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  cache text NOT NULL,
  -- The change marks of the input tables, the planning date and settings the cache was computed from.
  mark text NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  -- Set when other writers were still open while it was computed: trusted until then only.
  valid_until timestamptz NULL,
  duration_ms integer NOT NULL DEFAULT 0,
  summary jsonb NULL,
  PRIMARY KEY (company_id, cache)
);

CREATE TABLE supply_series (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id integer NOT NULL,
  product_id integer NOT NULL,
  warehouse_id integer NOT NULL,
  start_month date NOT NULL,
  on_hand float8 NOT NULL,
  has_stock boolean NOT NULL,
  unit_cost float8 NULL,
  policy text NOT NULL,
  min_quantity float8 NULL,
  max_quantity float8 NULL,
  safety_stock float8 NOT NULL,
  reorder_point float8 NOT NULL,
  max_stock float8 NULL,
  lead_time_days integer NULL,
  demand_mean float8 NOT NULL,
  demand_sd float8 NOT NULL,
  history_months integer NOT NULL,
  cover_days float8 NULL,
  cover_months float8 NULL,
  first_stockout integer NULL,
  first_below integer NULL,
  stockout_months integer NOT NULL,
  breakage_month integer NULL,
  breakage_shortage float8 NULL,
  obsolescence_reason text NULL,
  last_sale date NULL,
  months_since_last_sale integer NULL,
  turnover float8 NULL,
  days_of_inventory float8 NULL,
  supplier_id integer NULL,
  problem text NULL,
  receipts float8[] NOT NULL,
  orders float8[] NOT NULL,
  forecast float8[] NOT NULL,
  net_forecast float8[] NOT NULL,
  projected float8[] NOT NULL,
  cover float8[] NOT NULL,
  -- domain/planning projection.ts FLAG_* bits per month.
  flags integer[] NOT NULL,
  PRIMARY KEY (company_id, product_id, warehouse_id)
);

CREATE TABLE supply_suggestions (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id integer NOT NULL,
  reference text NOT NULL,
  product_id integer NOT NULL,
  warehouse_id integer NOT NULL,
  supplier_id integer NULL,
  preferred_supplier_id integer NULL,
  supplier_choice text NOT NULL,
  policy text NOT NULL,
  month date NOT NULL,
  need_date date NOT NULL,
  order_date date NULL,
  expected_date date NOT NULL,
  late boolean NOT NULL,
  requirement float8 NOT NULL,
  quantity float8 NOT NULL,
  moq float8 NULL,
  lead_time_days integer NULL,
  projected_before float8 NOT NULL,
  projected_after float8 NOT NULL,
  unit_price float8 NULL,
  value float8 NULL,
  problem text NULL,
  PRIMARY KEY (company_id, reference)
);

CREATE TABLE supply_products (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  rank integer NOT NULL,
  value float8 NOT NULL,
  quantity float8 NOT NULL,
  share float8 NOT NULL,
  cumulative_share float8 NOT NULL,
  abc text NOT NULL,
  xyz text NOT NULL,
  cv float8 NULL,
  months integer NOT NULL,
  sales12 float8 NOT NULL,
  sales_value12 float8 NOT NULL,
  sales_previous12 float8 NOT NULL,
  change float8 NULL,
  last_sale date NULL,
  months_since_last_sale integer NULL,
  forecast12 float8 NOT NULL,
  on_hand float8 NOT NULL,
  cover_months float8 NULL,
  age_months integer NULL,
  new_release boolean NOT NULL,
  like_id integer NULL,
  like_sales12 float8 NULL,
  like_ratio float8 NULL,
  obsolete_reason text NULL,
  PRIMARY KEY (company_id, product_id)
);

CREATE TABLE supply_similar (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  similar_id integer NOT NULL,
  rank integer NOT NULL,
  score float8 NOT NULL,
  same_subfamily boolean NOT NULL,
  shared_attributes integer NOT NULL,
  correlation float8 NULL,
  sales float8 NOT NULL,
  similar_sales float8 NOT NULL,
  PRIMARY KEY (company_id, product_id, similar_id)
);

CREATE TABLE supply_indicators (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  start_month date NOT NULL,
  sales float8[] NOT NULL,
  forecast float8[] NOT NULL,
  abs_error float8[] NOT NULL,
  stock float8[] NOT NULL,
  order_lines integer[] NOT NULL,
  on_time_lines integer[] NOT NULL,
  PRIMARY KEY (company_id, product_id)
);

-- Every write to a table a cache reads advances that table's sequence
-- (statement triggers installed at start-up by server/supply/changes):
-- comparing the sequences with a cache's mark costs one cheap query.
CREATE OR REPLACE FUNCTION supply_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval(TG_ARGV[0]::regclass);
  RETURN NULL;
END
$$;
