-- Custom reports become saved report views: a user's name for a report view
-- (route id + view index of config/routes) and the state it opens with
-- (grouping, pivot, filters, sort, limit, visible measures), instead of a
-- static table of columns and rows.
--
-- Existing rows are dropped, not converted: they were fixed tables written by
-- the demo seed (the API had no call to create one), with no report view
-- behind them to open. A database created before this change starts with no
-- custom reports; fresh databases get the new demo definitions from the seed.
-- Favourites that pointed at the dropped reports go with them.
DELETE FROM favorites WHERE path LIKE 'custom-reports/%';
DELETE FROM custom_reports;

ALTER TABLE custom_reports
  DROP COLUMN columns,
  DROP COLUMN rows,
  ADD COLUMN route text NOT NULL CHECK (length(route) BETWEEN 1 AND 100),
  ADD COLUMN view_index integer NOT NULL DEFAULT 0 CHECK (view_index BETWEEN 0 AND 99),
  ADD COLUMN state jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- A user's reports have distinct names, ignoring case ("Sales" and "sales" clash).
CREATE UNIQUE INDEX custom_reports_user_name_key ON custom_reports (user_id, lower(name));
