// Undo and redo of the grid's edits. Each edit of a user in a grid (typed,
// pasted, bulk, spread) is one step (grid_edit_steps): the rows it changed
// with their value before and after. Undo puts the values before back, redo
// the values after, in one statement through the grid's own write (versions
// bumped, audited), and says how many cells it restored. A row changed again
// since (by anyone) refuses the undo with their number rather than overwrite
// it; a frozen month refuses like an edit. Steps live in the database, so
// they outlast a reload.
import { isFrozen } from '../../engine/data/grid-buckets';
import { sameAtScale } from '../../engine/data/grid-spread';
import type { Caller } from '../access/caller';
import { writeAudit } from '../data-engine/audit/write';
import type { HookRegistry, RowChange } from '../data-engine/hooks/registry';
import { ident, tableOf } from '../data-engine/sql';
import type { Queryable } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import type { EditOutcome } from './edit';
import type { FrozenWindow } from './frozen';
import type { GridModel } from './model';
import { leafChanges, writeLeaves, type LeafUpdate, type LeafWrites } from './write';

export type StepDirection = 'undo' | 'redo';

interface StepRow {
  id: number;
  cells: number;
  row_ids: number[];
  row_keys: number[];
  row_months: string[];
  befores: Array<string | number | null>;
  afters: Array<string | number | null>;
  created: boolean[];
  at: string;
}

export interface StepInfo {
  id: number;
  cells: number;
  at: string;
}

const gridOf = (model: GridModel) => `${model.route.id}:${model.index}`;
const num = (v: string | number | null) => (v === null ? null : Number(v));

/** Records an edit as the user's newest step in this grid; the steps they had undone can no longer be redone. */
export async function recordStep(tx: Queryable, model: GridModel, caller: Caller, outcome: EditOutcome): Promise<void> {
  const ids: number[] = [];
  const keys: number[] = [];
  const months: string[] = [];
  const befores: Array<number | null> = [];
  const afters: Array<number | null> = [];
  const created: boolean[] = [];
  for (const w of outcome.writes) {
    for (const u of w.updates) {
      ids.push(u.id); keys.push(...u.keys); months.push(w.month); befores.push(u.from); afters.push(u.to); created.push(false);
    }
  }
  for (const c of outcome.createdRows) {
    ids.push(c.id); keys.push(...c.keys); months.push(c.month); befores.push(null); afters.push(c.to); created.push(true);
  }
  if (ids.length === 0) return;
  await tx.query(`UPDATE grid_edit_steps SET state = 'dropped' WHERE company_id = $1 AND grid = $2 AND user_id = $3 AND state = 'undone'`, [caller.companyId, gridOf(model), caller.userId]);
  await tx.query(
    `INSERT INTO grid_edit_steps (company_id, user_id, grid, cells, row_ids, row_keys, row_months, befores, afters, created)
     VALUES ($1, $2, $3, $4, $5::int[], $6::int[], $7::text[], $8::numeric[], $9::numeric[], $10::boolean[])`,
    [caller.companyId, caller.userId, gridOf(model), outcome.cells, ids, keys, months, befores as number[], afters as number[], created.map(String)],
  );
}

/** The step an undo (redo) would take back (put back), or null. */
export async function nextStep(db: Queryable, model: GridModel, caller: Caller, direction: StepDirection, lock = false): Promise<StepRow | null> {
  const [row] = await db.query<StepRow>(
    `SELECT id, cells, row_ids, row_keys, row_months, befores, afters, created, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
     FROM grid_edit_steps WHERE company_id = $1 AND grid = $2 AND user_id = $3 AND state = $4
     ORDER BY ${direction === 'undo' ? 'id DESC' : 'undone_at DESC, id DESC'} LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [caller.companyId, gridOf(model), caller.userId, direction === 'undo' ? 'done' : 'undone'],
  );
  return row ?? null;
}

/** What undo and redo would do now: one statement, without the steps' rows. */
export async function stepInfo(db: Queryable, model: GridModel, caller: Caller): Promise<{ undo: StepInfo | null; redo: StepInfo | null }> {
  const pick = (state: string, order: string) => `(SELECT json_build_object('id', id, 'cells', cells, 'at', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
    FROM grid_edit_steps WHERE company_id = $1 AND grid = $2 AND user_id = $3 AND state = '${state}' ORDER BY ${order} LIMIT 1)`;
  const [row] = await db.query<{ undo: StepInfo | string | null; redo: StepInfo | string | null }>(
    `SELECT ${pick('done', 'id DESC')} AS undo, ${pick('undone', 'undone_at DESC, id DESC')} AS redo`, [caller.companyId, gridOf(model), caller.userId],
  );
  const parse = (v: StepInfo | string | null) => (typeof v === 'string' ? JSON.parse(v) as StepInfo : v);
  return { undo: parse(row.undo), redo: parse(row.redo) };
}

/** Takes the user's newest step back (undo) or puts the last one undone back (redo); returns what it restored. */
/** rowLocks: lock the rows before comparing them (PostgreSQL; PGlite runs one transaction at a time, edit.ts). */
export async function moveStep(
  tx: Queryable, model: GridModel, caller: Caller, direction: StepDirection, frozen: FrozenWindow | null, scopeValue: number | null, today: string, hooks: HookRegistry, rowLocks = true,
): Promise<{ step: StepInfo; cells: number; changed: number }> {
  const step = await nextStep(tx, model, caller, direction, true);
  if (!step) throw new ApiError('CONFLICT', serverText(direction === 'undo' ? 'grid.nothingToUndo' : 'grid.nothingToRedo'));
  const refused = frozen ? [...new Set(step.row_months.filter((m) => isFrozen(m, frozen.before)))].sort() : [];
  if (refused.length) {
    throw new ApiError('VALIDATION_ERROR', serverText('grid.frozen', { months: refused.join(', '), before: frozen!.before, count: frozen!.months, start: frozen!.start }), 'month');
  }
  const scale = model.editField.scale ?? (model.editField.type === 'integer' ? 0 : 4);
  const [expected, wanted] = direction === 'undo' ? [step.afters, step.befores] : [step.befores, step.afters];
  const table = ident(tableOf(model.entity));
  const column = ident(model.editField.column!);
  const current = new Map((await tx.query<{ id: number; v: number | null }>(
    `SELECT id, ${column}::float8 AS v FROM ${table} WHERE company_id = $1 AND id = ANY($2::int[])${rowLocks ? ' FOR UPDATE' : ''}`, [caller.companyId, step.row_ids],
  )).map((r) => [Number(r.id), r.v === null ? null : Number(r.v)]));
  const n = model.grid.leaves.length;
  const byMonth = new Map<string, LeafWrites>();
  const deletes: Array<{ id: number; keys: number[]; month: string; value: number | null }> = [];
  let changedSince = 0;
  step.row_ids.forEach((id, i) => {
    const keys = step.row_keys.slice(i * n, (i + 1) * n);
    const month = step.row_months[i];
    const write = byMonth.get(month) ?? { month, updates: [], inserts: [] };
    byMonth.set(month, write);
    const exists = current.has(id);
    const now = exists ? current.get(id)! : null;
    // A created row deleted by its undo (a required field cannot go back to empty) is created again by the redo.
    if (!exists) {
      if (direction === 'redo' && step.created[i]) write.inserts.push({ keys, to: num(wanted[i])! });
      else changedSince++;
      return;
    }
    if (!sameAtScale(now, num(expected[i]), scale)) { changedSince++; return; }
    const to = num(wanted[i]);
    if (to === null && model.editField.required) deletes.push({ id, keys, month, value: now });
    else write.updates.push({ id, keys, from: now, to } satisfies LeafUpdate);
  });
  if (changedSince > 0) throw new ApiError('CONFLICT', serverText('grid.stepOverwritten', { count: changedSince }));
  const written = await writeLeaves(tx, model, caller, [...byMonth.values()], scopeValue, today, hooks);
  if (deletes.length) await deleteCreated(tx, model, caller, deletes, hooks);
  // Rows created again have new ids: the step keeps them, for the next undo.
  const ids = [...step.row_ids];
  for (const c of written.createdRows) {
    const at = step.row_ids.findIndex((id, i) => step.created[i] && !current.has(id) && step.row_months[i] === c.month && step.row_keys.slice(i * n, (i + 1) * n).join() === c.keys.join());
    if (at >= 0) ids[at] = c.id;
  }
  await tx.query(
    `UPDATE grid_edit_steps SET state = $2, undone_at = CASE WHEN $2 = 'undone' THEN now() ELSE undone_at END, row_ids = $3::int[] WHERE id = $1`,
    [step.id, direction === 'undo' ? 'undone' : 'done', ids],
  );
  return { step: { id: step.id, cells: step.cells, at: step.at }, cells: step.cells, changed: written.changed + written.created + deletes.length };
}

/** Rows the step created, whose field may not be empty: undone by deleting them (audited). */
async function deleteCreated(tx: Queryable, model: GridModel, caller: Caller, rows: ReadonlyArray<{ id: number; keys: number[]; month: string; value: number | null }>, hooks: HookRegistry) {
  // A delete like any other: the entity's hooks (the frozen months...) see it first.
  const hookCtx = { tx, entity: model.entity, companyId: caller.companyId, path: 'grid' as const };
  const changes = leafChanges(model, [...groupByMonth(rows)].map(([month, rs]) => ({ month, updates: rs.map((r) => ({ id: r.id, keys: r.keys, from: r.value, to: null })), inserts: [] })), null)
    .map((c): RowChange => ({ ...c, action: 'delete', after: null }));
  await hooks.beforeWrite(hookCtx, changes);
  await tx.query(`DELETE FROM ${ident(tableOf(model.entity))} WHERE company_id = $1 AND id = ANY($2::int[])`, [caller.companyId, rows.map((r) => r.id)]);
  await writeAudit(tx, { companyId: caller.companyId, userId: caller.userId, userName: caller.name }, rows.map((r) => ({
    entity: model.entity.id, rowId: r.id, rowTitle: '', action: 'delete' as const, before: { [model.editField.name]: r.value }, after: null,
  })));
  await hooks.afterWrite(hookCtx, changes);
}

function groupByMonth<T extends { month: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(r.month, [...(out.get(r.month) ?? []), r]);
  return out;
}
