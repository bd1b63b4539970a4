-- A series' months all zero (receipts, orders, forecast) are stored as NULL,
-- and its net forecast as NULL where it is the forecast (server/supply/plan/
-- write.ts); the stock-projection rows read them back as zeros and as the
-- forecast. Nine series in ten have no receipts: fewer bytes on every full
-- recomputation of the projection.
ALTER TABLE supply_series ALTER COLUMN receipts DROP NOT NULL, ALTER COLUMN orders DROP NOT NULL,
  ALTER COLUMN forecast DROP NOT NULL, ALTER COLUMN net_forecast DROP NOT NULL;
