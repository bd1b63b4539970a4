-- The stock projection's series and suggestions (server/supply/plan) no
-- longer check their company on every row inserted: a foreign key checks
-- each row against companies (a lookup and a row lock per row): ~0.35 s of
-- the 30,000 series of a full rewrite on PGlite and on PostgreSQL, and more
-- for the 121,000 suggestions of a first computation. The refresh that writes them also writes the
-- company's supply_cache_state row, whose foreign key still stands: a
-- refresh for a company deleted meanwhile fails as a whole. What ON DELETE
-- CASCADE did, removing a deleted company's rows, this trigger does.
ALTER TABLE supply_series DROP CONSTRAINT IF EXISTS supply_series_company_id_fkey;
ALTER TABLE supply_suggestions DROP CONSTRAINT IF EXISTS supply_suggestions_company_id_fkey;

CREATE OR REPLACE FUNCTION supply_forget_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM supply_series WHERE company_id = OLD.id;
  DELETE FROM supply_suggestions WHERE company_id = OLD.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER supply_forget_company AFTER DELETE ON companies FOR EACH ROW EXECUTE FUNCTION supply_forget_company();
