-- What the stock projection's input queries last answered, per company and
-- query (server/supply/load/load-cache.ts): the rows as one JSON text and
-- the mark they were read at (the change marks of the tables the query
-- reads, its SQL and parameters). A refresh re-reads only the inputs whose
-- tables changed; 12 months of a million sales lines stay one read of text.
CREATE TABLE supply_load_cache (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  mark text NOT NULL,
  rows text NOT NULL,
  PRIMARY KEY (company_id, name)
);
-- Megabytes of digits: compressing them costs more CPU on each write and read than the disk it saves.
ALTER TABLE supply_load_cache ALTER COLUMN rows SET STORAGE EXTERNAL;
