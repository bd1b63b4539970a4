-- Saved filters (the `filter` page and the tables' "Saved filters" menu): a
-- user's name for the filters, sort and search of one table view (route id
-- + view index of config/routes), private to its owner or shared with the
-- whole company. The owner may go (user deleted): a shared filter stays for
-- the company, changed from then on only by holders of FILTERS write.
CREATE TABLE saved_filters (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
  route text NOT NULL CHECK (length(route) BETWEEN 1 AND 100),
  view_index integer NOT NULL DEFAULT 0 CHECK (view_index BETWEEN 0 AND 99),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  shared boolean NOT NULL DEFAULT false,
  state jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The toolbar asks for one route's filters: mine and the shared ones.
CREATE INDEX saved_filters_company_route_idx ON saved_filters (company_id, route);
-- One owner's filters of one page have distinct names, ignoring case.
CREATE UNIQUE INDEX saved_filters_owner_name_key ON saved_filters (company_id, user_id, route, lower(name));
