-- The stock projection's series and suggestions are a cache of their inputs
-- (server/supply/plan): recomputable at any time, so not worth the write-ahead
-- log (a full rewrite logged 60 MB of WAL for 30,000 series). UNLOGGED tables
-- are emptied by crash recovery (and left out of base backups and standbys):
-- supply_cache_alive, unlogged too and emptied with them, holds one row per
-- company and cache written with the cache's rows; a cache state without its
-- row is not trusted (server/supply/cache.ts) and the cache is recomputed.
ALTER TABLE supply_series SET UNLOGGED;
ALTER TABLE supply_suggestions SET UNLOGGED;

CREATE UNLOGGED TABLE supply_cache_alive (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  cache text NOT NULL,
  PRIMARY KEY (company_id, cache)
);
