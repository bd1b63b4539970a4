-- The planning run (server/supply/plan/netting.ts, domain/supply): the
-- projection counts planned supply. Per series its planned receipts (by the
-- month they land) and net requirements (NULL when all zero), and the reason
-- its projection still goes short (late-to-order, no-supplier, ...).
ALTER TABLE supply_series ADD COLUMN planned_receipts float8[] NULL, ADD COLUMN net_requirement float8[] NULL,
  ADD COLUMN shortage_reason text NULL;
-- The stock-projection rollup keeps the planned receipts summed like the other figures.
ALTER TABLE report_projection_months ADD COLUMN planned_receipts float8 NULL, ADD COLUMN planned_receipts_n integer NOT NULL DEFAULT 0;
DELETE FROM report_rollup_state WHERE rollup = 'report_projection_months';
