-- Every write through the generic data API (create, update, delete, import),
-- written in the same transaction as the write itself: who, when, which row,
-- and the fields before and after (wire format of engine/data/field-values.ts).
-- The modifications page and each record's history read it.
CREATE TABLE data_audit (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The entity id of config/entities (not the table: ids are what the API names).
  entity text NOT NULL,
  row_id integer NOT NULL,
  -- The row's title when it was written, so a deleted row still reads well.
  row_title text NOT NULL DEFAULT '',
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'import')),
  user_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
  -- The user's name when they wrote, kept after the user is deleted.
  user_name text NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now(),
  -- Only the fields that changed (create: before is null; delete: after is null).
  before jsonb NULL,
  after jsonb NULL
);
CREATE INDEX data_audit_company_at_idx ON data_audit (company_id, at DESC, id DESC);
CREATE INDEX data_audit_row_idx ON data_audit (company_id, entity, row_id, at DESC);
CREATE INDEX data_audit_user_idx ON data_audit (company_id, user_id, at DESC);
