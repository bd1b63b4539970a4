-- A fingerprint of each cached projection series and suggestion (server/supply/row-hash.ts):
-- a refresh rewrites only the series whose figures changed instead of the
-- company's every row (6.5 million month figures at 10,000 products x 3
-- warehouses x 24 months). Rows without one are rewritten on next refresh.
ALTER TABLE supply_series ADD COLUMN row_hash text NULL;
ALTER TABLE supply_suggestions ADD COLUMN row_hash text NULL;
