-- The onboarding wizard's product attributes (step 8) and products (step 10)
-- now live in the declared entities' tables (data_product_attribute_definitions,
-- data_products, data_product_attribute_values), which the attributes and
-- products pages show. The entity tables are created by the schema sync,
-- which runs after these migrations, so the rows are copied at start-up
-- (server/data/onboarding-legacy.ts) and marked here as they go: a row
-- with moved_at is in the entity tables; nothing writes these tables any
-- more. They are kept, not dropped, so a copy can be checked or redone.
ALTER TABLE product_attributes ADD COLUMN moved_at timestamptz NULL;
ALTER TABLE products ADD COLUMN moved_at timestamptz NULL;
