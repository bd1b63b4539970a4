// The leaf values an edit decided, written set-based: one UPDATE over
// unnest()ed arrays for the rows that exist (version bumped, so the data
// API's own optimistic check sees the change), one INSERT for the leaves only
// the baseline had, and the audit of every changed row in the same
// transaction (who, when, from, to: the cell's history reads it back).
// The entity's hooks (data-engine/hooks) see every leaf first, as the data
// API's writes do: a refusal writes nothing.
import { defaultValue, type FieldValue } from '../../engine/data/field-values';
import type { Caller } from '../access/caller';
import { writeAudit, type AuditWrite } from '../data-engine/audit/write';
import type { HookRegistry, RowChange } from '../data-engine/hooks/registry';
import type { Queryable, SqlParam } from '../db/adapter';
import { ident, paramCast, tableOf } from '../data-engine/sql';
import type { GridModel } from './model';

export interface LeafUpdate {
  id: number;
  keys: number[];
  from: number | null;
  to: number | null;
}

export interface LeafInsert {
  keys: number[];
  to: number;
}

export interface LeafWrites {
  month: string;
  updates: LeafUpdate[];
  inserts: LeafInsert[];
}

const titleOf = (model: GridModel, keys: number[], month: string) => {
  const i = model.grid.leaves.indexOf(model.entity.title);
  return i >= 0 ? String(keys[i]) : model.entity.title === model.grid.period ? month : '';
};

/** The leaves as the entity's hooks see them: keys, month and the edited field. */
export function leafChanges(model: GridModel, writes: readonly LeafWrites[], scopeValue: number | null): RowChange[] {
  const { grid, editField } = model;
  const keysOf = (month: string, keys: number[]): Record<string, FieldValue> => ({
    [grid.period]: month, ...Object.fromEntries(grid.leaves.map((l, i) => [l, keys[i]])), ...(model.scopeField ? { [model.scopeField.name]: scopeValue } : {}),
  });
  return writes.flatMap((w) => [
    ...w.updates.map((u): RowChange => ({ action: 'update', id: u.id, before: { ...keysOf(w.month, u.keys), [editField.name]: u.from }, after: { ...keysOf(w.month, u.keys), [editField.name]: u.to } })),
    ...w.inserts.map((x): RowChange => ({ action: 'create', id: null, before: null, after: { ...keysOf(w.month, x.keys), [editField.name]: x.to } })),
  ]);
}

/** A row an edit created: its id, for the undo step. */
export interface CreatedLeaf {
  id: number;
  keys: number[];
  month: string;
  to: number;
}

export async function writeLeaves(
  tx: Queryable, model: GridModel, caller: Caller, writes: readonly LeafWrites[], scopeValue: number | null, today: string, hooks: HookRegistry,
): Promise<{ changed: number; created: number; createdRows: CreatedLeaf[] }> {
  const { entity, editField, grid } = model;
  const hookCtx = { tx, entity, companyId: caller.companyId, path: 'grid' as const };
  const changes = leafChanges(model, writes, scopeValue);
  await hooks.beforeWrite(hookCtx, changes);
  const table = ident(tableOf(entity));
  const column = ident(editField.column!);
  const cast = paramCast(editField);
  const audit: AuditWrite[] = [];
  const values = writes.flatMap((w) => w.updates.filter((u) => u.to !== null));
  const cleared = writes.flatMap((w) => w.updates.filter((u) => u.to === null));
  // One statement per kind of change: the rows updated and, from the same arrays, their audit rows
  // (a JSON document of thousands of entries costs more to build and parse than the update itself).
  // The ids also as = ANY: the rows are then found by their primary key, where a join on the unnest()
  // alone let the planner merge-join by walking the whole primary key (300,000 entries for 5,000 rows).
  const titles = new Map<number, string>();
  for (const w of writes) for (const u of w.updates) titles.set(u.id, titleOf(model, u.keys, w.month));
  const update = async (rows: LeafUpdate[], set: string) => {
    if (rows.length === 0) return;
    await tx.query(
      `WITH u AS (SELECT * FROM unnest($3::int[], $4::${cast}[], $5::${cast}[], $6::text[]) AS u(id, v, f, title)),
       changed AS (UPDATE ${table} t SET ${set}, version = t.version + 1, updated_at = now(), updated_by = $2 FROM u WHERE t.id = ANY($3::int[]) AND t.id = u.id AND t.company_id = $1 RETURNING t.id)
       INSERT INTO data_audit (company_id, entity, row_id, row_title, action, user_id, user_name, before, after)
       SELECT $1, $7, u.id, u.title, 'update', $2, $8, jsonb_build_object($9::text, u.f), jsonb_build_object($9::text, u.v) FROM u JOIN changed ON changed.id = u.id`,
      [caller.companyId, caller.userId, rows.map((u) => u.id), rows.map((u) => u.to) as number[], rows.map((u) => u.from) as number[],
        rows.map((u) => titles.get(u.id)!.slice(0, 500)), entity.id, caller.name, editField.name],
    );
  };
  await update(values, `${column} = u.v`);
  await update(cleared, `${column} = NULL`);
  let created = 0;
  const createdRows: CreatedLeaf[] = [];
  for (const w of writes.filter((x) => x.inserts.length)) {
    const leafFields = grid.leaves.map((l) => entity.fields.find((f) => f.name === l)!);
    const given = new Set([grid.period, ...grid.leaves, editField.name, ...(model.scopeField ? [model.scopeField.name] : [])]);
    const defaults = entity.fields.filter((f) => f.column && !f.readOnly && !given.has(f.name) && f.default !== undefined);
    const params: SqlParam[] = [caller.companyId, caller.userId, `${w.month}-01`];
    const columns = ['company_id', 'created_by', 'updated_by', ident(entity.fields.find((f) => f.name === grid.period)!.column!)];
    const selects = ['$1', '$2', '$2', '$3::date'];
    if (model.scopeField) {
      params.push(scopeValue);
      columns.push(ident(model.scopeField.column!));
      selects.push(`$${params.length}::integer`);
    }
    for (const f of defaults) {
      params.push(defaultValue(f, today) as SqlParam);
      columns.push(ident(f.column!));
      selects.push(`$${params.length}::${paramCast(f)}`);
    }
    const arrays = leafFields.map((f, i) => {
      params.push(w.inserts.map((x) => x.keys[i]));
      columns.push(ident(f.column!));
      selects.push(`u.k${i}`);
      return `$${params.length}::int[]`;
    });
    params.push(w.inserts.map((x) => x.to));
    columns.push(column);
    selects.push('u.v');
    const rows = await tx.query<Record<string, unknown>>(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${selects.join(', ')}
       FROM unnest(${[...arrays, `$${params.length}::${cast}[]`].join(', ')}) AS u(${[...leafFields.map((_, i) => `k${i}`), 'v'].join(', ')})
       RETURNING id, ${leafFields.map((f, i) => `${ident(f.column!)} AS k${i}`).join(', ')}`,
      params,
    );
    const byKeys = new Map(w.inserts.map((x) => [x.keys.join('|'), x]));
    rows.forEach((r) => {
      const x = byKeys.get(leafFields.map((_, i) => Number(r[`k${i}`])).join('|'))!;
      const after: Record<string, FieldValue> = { [grid.period]: w.month, [editField.name]: x.to };
      grid.leaves.forEach((l, k) => { after[l] = x.keys[k]; });
      if (model.scopeField) after[model.scopeField.name] = scopeValue;
      audit.push({ entity: entity.id, rowId: Number(r.id), rowTitle: titleOf(model, x.keys, w.month), action: 'create', before: null, after });
      createdRows.push({ id: Number(r.id), keys: x.keys, month: w.month, to: x.to });
    });
    created += rows.length;
  }
  await writeAudit(tx, { companyId: caller.companyId, userId: caller.userId, userName: caller.name }, audit);
  await hooks.afterWrite(hookCtx, changes);
  return { changed: values.length + cleared.length, created, createdRows };
}
