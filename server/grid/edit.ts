// Edits of grid cells, all or nothing in one transaction. Each edit names a
// row (its levels), a month, the value the planner saw and the new one.
// First every cell's leaves are locked and its current value compared with
// what the planner saw: any difference refuses the whole batch with the
// current values (409), so two planners never overwrite each other unseen.
// Then each new value is spread to the leaves by the baseline (exact to the
// field's decimals; equal shares when the baseline is all zero), leaves only
// the baseline has are created, and every changed row is audited.
import type { GridConflict, GridEdit, RowFilter } from '../../engine/data/grid-api';
import { rowKey } from '../../engine/data/grid-rows';
import { roundTo, sameAtScale, SpreadError, spreadTotal } from '../../engine/data/grid-spread';
import { checkValue } from '../../engine/data/field-values';
import type { Caller } from '../access/caller';
import type { CallerAccess } from '../data-engine/access';
import type { HookRegistry } from '../data-engine/hooks/registry';
import type { Queryable } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { baselineByLeaf } from './baseline';
import { cellValue, lockLeaves, type Leaf } from './leaves';
import type { GridModel } from './model';
import { writeLeaves, type LeafWrites } from './write';

export class GridConflictError extends Error {
  constructor(readonly conflicts: GridConflict[]) {
    super(conflicts.length === 1
      ? `This cell was changed by someone else since you read it (${conflicts[0].month}): it is now ${conflicts[0].current ?? 'empty'}, not ${conflicts[0].from ?? 'empty'}. Nothing was saved; look at the current value and edit again.`
      : `${conflicts.length} cells were changed by someone else since you read them. Nothing was saved; look at the current values and edit again.`);
  }
}

export interface EditContext {
  model: GridModel;
  caller: Caller;
  access: CallerAccess;
  scopeValue: number | null;
  /** The user's filter, applied to every edited cell as to what the page shows. */
  filter: RowFilter;
  today: string;
  /** The edited entity's hooks (data-engine/hooks), run on the leaves written. */
  hooks: HookRegistry;
  /**
   * Whether the leaves are locked (FOR UPDATE) before they are compared: on PostgreSQL another
   * transaction could change them between the comparison and the write. PGlite runs one transaction
   * at a time (its adapter holds every other statement until COMMIT), so there nobody can, and a
   * lock of 5,000 rows only costs a heap write and a WAL record per row.
   */
  rowLocks?: boolean;
}

const scaleOf = (model: GridModel) => model.editField.scale ?? (model.editField.type === 'integer' ? 0 : 4);

/** The baseline comes with the locked rows when it is a plain field of the edited entity. */
function ownBaseline(model: GridModel): string | null {
  const m = model.grid.measures.find((x) => x.id === model.grid.baseline)!;
  return m.entity === model.entity.id && m.shift === 0 && m.where.length === 0 && m.field ? m.field : null;
}

function checkShare(model: GridModel, value: number) {
  const checked = checkValue({ ...model.editField, required: false }, value);
  if (!checked.ok) throw new ApiError('VALIDATION_ERROR', serverText('grid.notAValue', { value }), 'edits');
}

export async function applyEdits(tx: Queryable, ctx: EditContext, edits: readonly GridEdit[]): Promise<{ changed: number; created: number }> {
  const { model, caller, scopeValue } = ctx;
  const scale = scaleOf(model);
  const own = ownBaseline(model);
  // Pass 1: lock every cell's leaves and compare.
  const cells: Array<{ edit: GridEdit; index: number; row: RowFilter; leaves: Leaf[] }> = [];
  const conflicts: GridConflict[] = [];
  const owner = new Map<number, number>();
  for (const [index, edit] of canonicalOrder(edits)) {
    const row = [...ctx.filter.filter(([p]) => !edit.row.some(([q]) => q === p)), ...edit.row];
    const leaves = await lockLeaves(tx, model, caller.companyId, row, edit.month, scopeValue, own, ctx.rowLocks ?? true);
    const current = cellValue(leaves);
    if (!sameAtScale(current, edit.from === null ? null : edit.from, scale)) {
      conflicts.push({ index, row: edit.row, month: edit.month, from: edit.from, current: current === null ? null : roundTo(current, scale) });
    }
    for (const leaf of leaves) {
      const other = owner.get(leaf.id);
      if (other !== undefined) throw new ApiError('VALIDATION_ERROR', serverText('grid.sameRowTwice', { month: edit.month }), 'edits');
      owner.set(leaf.id, index);
    }
    cells.push({ edit, index, row, leaves });
  }
  if (conflicts.length) throw new GridConflictError(conflicts);

  // Pass 2: spread and write.
  const writes: LeafWrites[] = [];
  for (const { edit, row, leaves } of cells) {
    const write: LeafWrites = { month: edit.month, updates: [], inserts: [] };
    writes.push(write);
    if (edit.to === null) {
      if (model.editField.required) throw new ApiError('VALIDATION_ERROR', serverText('grid.cannotBeEmpty'), 'edits');
      for (const l of leaves) if (l.value !== null) write.updates.push({ id: l.id, keys: l.keys, from: l.value, to: null });
      continue;
    }
    const to = roundTo(edit.to, scale);
    checkShare(model, to);
    const byKey = new Map(leaves.map((l) => [l.keys.join('|'), l]));
    let targets: Array<{ key: string; leaf?: Leaf; weight: number | null }> = leaves.map((l) => ({ key: l.keys.join('|'), leaf: l, weight: l.baseline }));
    if (!own) {
      const baseline = await baselineByLeaf(tx, model, ctx.access, caller.companyId, row, edit.month, scopeValue, ctx.today);
      targets = targets.map((t) => ({ ...t, weight: baseline.get(t.key) ?? null }));
      // Leaves the baseline has and the entity not yet: a top-down edit creates them.
      for (const [key, weight] of baseline) if (!byKey.has(key) && weight !== null && weight > 0) targets.push({ key, weight });
    }
    if (targets.length === 0) {
      throw new ApiError('VALIDATION_ERROR', serverText('grid.noRowToCreate', { month: edit.month, value: to }), 'edits');
    }
    let shares: number[];
    try {
      shares = spreadTotal(to, targets.map((t) => t.weight), scale);
    } catch (error) {
      if (error instanceof SpreadError) throw new ApiError('VALIDATION_ERROR', serverText('grid.cannotSpread', { value: to }), 'edits');
      throw error;
    }
    targets.forEach((t, i) => {
      checkShare(model, shares[i]);
      if (t.leaf) {
        if (!sameAtScale(t.leaf.value, shares[i], scale) || t.leaf.value === null) write.updates.push({ id: t.leaf.id, keys: t.leaf.keys, from: t.leaf.value, to: shares[i] });
      } else write.inserts.push({ keys: t.key.split('|').map(Number), to: shares[i] });
    });
  }
  return writeLeaves(tx, model, caller, writes, scopeValue, ctx.today, ctx.hooks);
}

/** Edits with their index in a canonical order (month, then row), so two batches lock shared rows in the same order. */
export function canonicalOrder(edits: readonly GridEdit[]): Array<[number, GridEdit]> {
  const key = (e: GridEdit) => `${e.month} ${rowKey(e.row)}`;
  return edits.map((e, i): [number, GridEdit] => [i, e]).sort((a, b) => (key(a[1]) < key(b[1]) ? -1 : key(a[1]) > key(b[1]) ? 1 : a[0] - b[0]));
}
