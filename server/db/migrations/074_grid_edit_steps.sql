-- The planning grid's edits as undoable steps (server/grid/steps.ts): each
-- edit (typed, pasted, bulk, spread) of one user in one grid is one step,
-- beside the audit rows it wrote, with every row it changed: the value before
-- and after, the row's leaf keys and month (an undo is audited like any write
-- and titled like the edit), and whether the step created the row. Undo and
-- redo read them back after a reload.
CREATE TABLE grid_edit_steps (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NULL REFERENCES users (id) ON DELETE CASCADE,
  -- route id and view index: routeId:index
  grid text NOT NULL,
  -- Grid cells (row x month) the edit changed, as the planner counts them.
  cells integer NOT NULL,
  row_ids integer[] NOT NULL,
  -- The leaf keys of each row, flattened (the grid's leaves per row).
  row_keys integer[] NOT NULL,
  row_months text[] NOT NULL,
  befores numeric[] NOT NULL,
  afters numeric[] NOT NULL,
  created boolean[] NOT NULL,
  state text NOT NULL DEFAULT 'done' CHECK (state IN ('done', 'undone', 'dropped')),
  at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz NULL
);
CREATE INDEX grid_edit_steps_user_idx ON grid_edit_steps (company_id, grid, user_id, state, id DESC);
