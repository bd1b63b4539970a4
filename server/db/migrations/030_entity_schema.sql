-- What the schema sync (server/data-engine/schema) last applied for each
-- entity table, and every change it applied. At start-up the server compares
-- the entities of config/entities with these definitions and applies the
-- additive changes in one transaction; the tables data_<table> themselves are
-- created by that sync, not by migrations, because they follow the YAML.
CREATE TABLE entity_schema (
  -- The declared table name (the SQL table is data_<table_name>).
  table_name text PRIMARY KEY,
  entity_id text NOT NULL,
  -- The CompiledEntity as applied (engine/config/compiled.ts).
  definition jsonb NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE entity_schema_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_name text NOT NULL,
  -- create-table, add-column, rename-column, alter-type, add-index, ...
  kind text NOT NULL,
  detail text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX entity_schema_changes_table_idx ON entity_schema_changes (table_name, applied_at);
