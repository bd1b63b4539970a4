// Edits of grid cells, all or nothing in one transaction. Each edit names a
// row (its levels), a month, the value the planner saw and the new one.
// First every cell's leaves are locked and its current value compared with
// what the planner saw: any difference refuses the whole batch with the
// current values (409), so two planners never overwrite each other unseen.
// Then each new value is spread to the leaves by the basis the planner chose
// (the grid's baseline, the current plan, by default; exact to the field's
// decimals; equal shares when the basis is all zero), leaves under a cell the
// planner locked keep their value and the others absorb the change, leaves
// only the basis has are created, and every changed row is audited.
import type { CompiledMeasure } from '../../engine/config/compiled';
import type { GridConflict, GridEdit, RowFilter } from '../../engine/data/grid-api';
import { covers, rowKey } from '../../engine/data/grid-rows';
import { roundTo, sameAtScale } from '../../engine/data/grid-spread';
import { spreadPlan, SpreadRefused } from '../../engine/data/grid-plan-spread';
import { checkValue } from '../../engine/data/field-values';
import type { Caller } from '../access/caller';
import type { CallerAccess } from '../data-engine/access';
import type { HookRegistry } from '../data-engine/hooks/registry';
import type { Queryable } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { baselineByLeaf } from './baseline';
import { cellValue, lockLeaves, type Leaf } from './leaves';
import { basisLeaves, type GridModel } from './model';
import { reachesSame } from './read';
import { writeLeaves, type CreatedLeaf, type LeafWrites } from './write';

export class GridConflictError extends Error {
  constructor(readonly conflicts: GridConflict[]) {
    super(conflicts.length === 1
      ? `This cell was changed by someone else since you read it (${conflicts[0].month}): it is now ${conflicts[0].current ?? 'empty'}, not ${conflicts[0].from ?? 'empty'}. Nothing was saved; look at the current value and edit again.`
      : `${conflicts.length} cells were changed by someone else since you read them. Nothing was saved; look at the current values and edit again.`);
  }
}

/** A cell the planner locked: an edit of a row above it leaves its rows as they are. */
export interface GridLock {
  row: RowFilter;
  month: string;
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
  /** The measure a parent's new value is spread by (model.bases; default the grid's baseline, the current plan). */
  basis?: string;
  locks?: readonly GridLock[];
  /**
   * Whether the leaves are locked (FOR UPDATE) before they are compared: on PostgreSQL another
   * transaction could change them between the comparison and the write. PGlite runs one transaction
   * at a time (its adapter holds every other statement until COMMIT), so there nobody can, and a
   * lock of 5,000 rows only costs a heap write and a WAL record per row.
   */
  rowLocks?: boolean;
}

export interface EditOutcome {
  /** Leaf rows changed and created. */
  changed: number;
  created: number;
  /** Grid cells (row x month) whose rows changed. */
  cells: number;
  /** What was written, for the undo step. */
  writes: LeafWrites[];
  createdRows: CreatedLeaf[];
}

const scaleOf = (model: GridModel) => model.editField.scale ?? (model.editField.type === 'integer' ? 0 : 4);

/** The basis comes with the locked rows when it is a plain field (or a formula) of the edited entity. */
function ownBasis(model: GridModel, basis: string): string | null {
  const m = model.grid.measures.find((x) => x.id === basis)!;
  return m.entity === model.entity.id && m.shift === 0 && m.where.length === 0 && m.field ? m.field : null;
}

function checkShare(model: GridModel, value: number) {
  const checked = checkValue({ ...model.editField, required: false }, value);
  if (!checked.ok) throw new ApiError('VALIDATION_ERROR', serverText('grid.notAValue', { value }), 'edits');
}

const REFUSALS: Record<SpreadRefused['reason'], 'grid.cannotSpread' | 'grid.allLocked' | 'grid.lockedExceed'> = {
  'no-children': 'grid.cannotSpread', 'not-a-number': 'grid.cannotSpread', 'too-large': 'grid.cannotSpread', 'all-locked': 'grid.allLocked', 'locked-exceed': 'grid.lockedExceed',
};

/** Leaf ids under the locked cells below an edited row in its month. */
async function lockedIds(tx: Queryable, ctx: EditContext, edit: GridEdit): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const lock of ctx.locks ?? []) {
    if (lock.month !== edit.month || !covers(edit.row, lock.row)) continue;
    const row = [...ctx.filter.filter(([p]) => !lock.row.some(([q]) => q === p)), ...lock.row];
    for (const l of await lockLeaves(tx, ctx.model, ctx.caller.companyId, row, edit.month, ctx.scopeValue, null, false)) ids.add(l.id);
  }
  return ids;
}

export async function applyEdits(tx: Queryable, ctx: EditContext, edits: readonly GridEdit[]): Promise<EditOutcome> {
  const { model, caller, scopeValue } = ctx;
  const scale = scaleOf(model);
  const basis = ctx.basis ?? model.grid.baseline;
  const own = ownBasis(model, basis);
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
  let changedCells = 0;
  for (const { edit, row, leaves } of cells) {
    const write: LeafWrites = { month: edit.month, updates: [], inserts: [] };
    writes.push(write);
    if (edit.to === null) {
      if (model.editField.required) throw new ApiError('VALIDATION_ERROR', serverText('grid.cannotBeEmpty'), 'edits');
      for (const l of leaves) if (l.stored !== null) write.updates.push({ id: l.id, keys: l.keys, from: l.stored, to: null });
    } else {
      await spreadCell(tx, ctx, { edit, row, leaves, write, basis, own, scale });
    }
    if (write.updates.length || write.inserts.length) changedCells++;
  }
  const done = await writeLeaves(tx, model, caller, writes, scopeValue, ctx.today, ctx.hooks);
  return { ...done, cells: changedCells, writes };
}

async function spreadCell(tx: Queryable, ctx: EditContext, cell: { edit: GridEdit; row: RowFilter; leaves: Leaf[]; write: LeafWrites; basis: string; own: string | null; scale: number }) {
  const { model, caller, scopeValue } = ctx;
  const { edit, row, leaves, write, scale } = cell;
  const to = roundTo(edit.to!, scale);
  checkShare(model, to);
  const byKey = new Map(leaves.map((l) => [l.keys.join('|'), l]));
  let targets: Array<{ key: string; leaf?: Leaf; weight: number | null }> = leaves.map((l) => ({ key: l.keys.join('|'), leaf: l, weight: l.baseline }));
  if (!cell.own) {
    const measure = model.measures.find((m) => m.id === cell.basis)!;
    const has = basisLeaves(model.grid, model.entity, model.entities.get(measure.entity!));
    if (!basisReaches(model, measure, row)) throw new ApiError('VALIDATION_ERROR', serverText('grid.basisCannotSplit'), 'basis');
    const baseline = await baselineByLeaf(tx, model, ctx.access, caller.companyId, row, edit.month, scopeValue, ctx.today, cell.basis, has);
    if (has.length === model.grid.leaves.length) {
      targets = targets.map((t) => ({ ...t, weight: baseline.get(t.key) ?? null }));
      // Leaves the basis has and the entity not yet: a top-down edit creates them.
      for (const [key, weight] of baseline) if (!byKey.has(key) && weight !== null && weight > 0) targets.push({ key, weight });
    } else {
      targets = partialWeights(leaves, has, baseline).map((weight, i) => ({ ...targets[i], weight }));
    }
  }
  if (targets.length === 0) {
    throw new ApiError('VALIDATION_ERROR', serverText('grid.noRowToCreate', { month: edit.month, value: to }), 'edits');
  }
  const locked = leaves.length > 1 ? await lockedIds(tx, ctx, edit) : new Set<number>();
  let shares: number[];
  try {
    shares = spreadPlan(to, targets.map((t) => (t.leaf && locked.has(t.leaf.id) ? { basis: t.weight, locked: t.leaf.value } : { basis: t.weight })), scale, model.editField.min ?? null);
  } catch (error) {
    if (error instanceof SpreadRefused) {
      const lockedSum = targets.reduce((a, t) => a + (t.leaf && locked.has(t.leaf.id) ? t.leaf.value ?? 0 : 0), 0);
      throw new ApiError('VALIDATION_ERROR', serverText(REFUSALS[error.reason], { value: to, locked: roundTo(lockedSum, scale), month: edit.month }), 'edits');
    }
    throw error;
  }
  targets.forEach((t, i) => {
    checkShare(model, shares[i]);
    const leaf = t.leaf;
    if (!leaf) {
      write.inserts.push({ keys: t.key.split('|').map(Number), to: shares[i] });
      return;
    }
    // A leaf whose plan is already the share is left alone; so is an empty one that gets nothing from a parent.
    if (leaf.value !== null && sameAtScale(leaf.value, shares[i], scale)) return;
    if (leaf.value === null && shares[i] === 0 && targets.length > 1) return;
    write.updates.push({ id: leaf.id, keys: leaf.keys, from: leaf.stored, to: shares[i] });
  });
}

/**
 * Weights from a basis that has only some of the leaves (a budget by product, the leaves product x
 * customer): each group's basis shared among its leaves by their current plan (equally when none).
 */
function partialWeights(leaves: readonly Leaf[], has: readonly number[], basis: ReadonlyMap<string, number | null>): number[] {
  const group = (l: Leaf) => has.map((i) => l.keys[i]).join('|');
  const plan = new Map<string, { sum: number; n: number }>();
  for (const l of leaves) {
    const g = plan.get(group(l)) ?? { sum: 0, n: 0 };
    plan.set(group(l), { sum: g.sum + Math.max(0, l.value ?? 0), n: g.n + 1 });
  }
  return leaves.map((l) => {
    const g = plan.get(group(l))!;
    const total = basis.get(group(l)) ?? 0;
    return g.sum > 0 ? (total * Math.max(0, l.value ?? 0)) / g.sum : total / g.n;
  });
}

/** Can the basis's entity be filtered by every level of the row (a budget has no customer channel)? */
function basisReaches(model: GridModel, measure: CompiledMeasure, row: RowFilter): boolean {
  const entity = model.entities.get(measure.entity!)!;
  return row.every(([path]) => reachesSame(model, entity, path));
}

/** Edits with their index in a canonical order (month, then row), so two batches lock shared rows in the same order. */
export function canonicalOrder(edits: readonly GridEdit[]): Array<[number, GridEdit]> {
  const key = (e: GridEdit) => `${e.month} ${rowKey(e.row)}`;
  return edits.map((e, i): [number, GridEdit] => [i, e]).sort((a, b) => (key(a[1]) < key(b[1]) ? -1 : key(a[1]) > key(b[1]) ? 1 : a[0] - b[0]));
}
