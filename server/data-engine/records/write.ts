// Writes of declared data for one caller, each in one transaction with its
// audit: values checked with the rules the forms use (validate-record.ts),
// references checked to be rows of the caller's company, optimistic
// concurrency on the version, and children rows replaced with their parent.
// Every row written, children included, passes its entity's hooks first
// (hooks/registry.ts): a refusal rolls the whole write back.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import type { ChildWrite, WriteBody } from '../../../engine/data/api';
import type { FieldValue } from '../../../engine/data/field-values';
import { isoDate } from '../../../engine/data/relative-dates';
import { validateRecord, type RecordProblem } from '../../../engine/data/validate-record';
import type { Caller } from '../../access/caller';
import type { Db, Queryable } from '../../db/adapter';
import { ApiError } from '../../errors/api-error';
import { serverText } from '../../errors/texts';
import { changedFields, filled, writeAudit, type AuditWrite, type Author } from '../audit/write';
import type { DataEngine } from '../engine';
import type { RowChange, WritePath } from '../hooks/registry';
import { validationError } from './problems';
import { titleOf } from './read';
import { deleteRow, deleteRows, existingIds, insertRow, referencesTo, storedChildren, storedRow, updateRow } from './store';
import { asWriteError } from './write-errors';
import { ident, tableOf } from '../sql';

interface WriteContext {
  tx: Queryable;
  engine: DataEngine;
  caller: Caller;
  audit: AuditWrite[];
  path: WritePath;
}

const author = (caller: Caller): Author => ({ companyId: caller.companyId, userId: caller.userId, userName: caller.name });

/** Writes rows of `entity` between its hooks: refused before anything is written, told after. */
async function hooked<T>(ctx: WriteContext, entity: CompiledEntity, changes: RowChange[], write: () => Promise<T>, withId?: (result: T) => RowChange[]): Promise<T> {
  const hookCtx = { tx: ctx.tx, entity, companyId: ctx.caller.companyId, path: ctx.path };
  await ctx.engine.hooks.beforeWrite(hookCtx, changes);
  const result = await write();
  await ctx.engine.hooks.afterWrite(hookCtx, withId ? withId(result) : changes);
  return result;
}

const creating = (after: Record<string, FieldValue>, id: number | null = null): RowChange => ({ action: 'create', id, before: null, after });

/** Ref values that are not rows of the caller's company, as problems naming the field. */
async function refProblems(ctx: WriteContext, entity: CompiledEntity, values: Record<string, FieldValue>): Promise<RecordProblem[]> {
  const problems: RecordProblem[] = [];
  for (const field of entity.fields) {
    const value = values[field.name];
    if (field.type !== 'ref' || typeof value !== 'number') continue;
    const target = ctx.engine.entities.get(field.entity!);
    const found = target ? await existingIds(ctx.tx, target, ctx.caller.companyId, [value]) : new Set<number>();
    if (!found.has(value)) problems.push({ field: field.name, code: 'refNotFound' as RecordProblem['code'], params: { id: value } });
  }
  return problems;
}

async function checked(
  ctx: WriteContext, entity: CompiledEntity, input: Record<string, unknown>, mode: 'create' | 'update', current?: Record<string, FieldValue>, exclude?: string, prefix = '',
): Promise<Record<string, FieldValue>> {
  const perms = ctx.engine.access(ctx.caller).of(entity);
  const writable = new Set([...perms.writable].filter((n) => n !== exclude));
  const { values, problems } = validateRecord(entity, input, { mode, writable, today: isoDate(new Date()), current });
  if (problems.length === 0) problems.push(...(await refProblems(ctx, entity, values)));
  if (problems.length > 0) throw validationError(problems, prefix);
  return values;
}

/** Conflicts of deleting rows still referred to: 409 naming how many rows of which entity use them (the first kind, and how many other kinds). */
async function assertUnreferenced(ctx: WriteContext, entity: CompiledEntity, ids: number[]): Promise<void> {
  const refs = await referencesTo(ctx.tx, [...ctx.engine.entities.values()], entity, ctx.caller.companyId, ids);
  if (refs.length === 0) return;
  const [first] = refs;
  const params = { entity: entity.id, count: first.count, usedBy: first.entity.id, field: first.field.name };
  throw new ApiError('CONFLICT', refs.length === 1 ? serverText('data.stillUsed', params) : serverText('data.stillUsedAndMore', { ...params, others: refs.length - 1 }));
}

/** Replaces the rows of the children fields sent: listed ones updated or created, others deleted. */
async function writeChildren(ctx: WriteContext, entity: CompiledEntity, parentId: number, children: Record<string, ChildWrite[]> | undefined): Promise<void> {
  if (!children) return;
  const access = ctx.engine.access(ctx.caller);
  for (const [name, rows] of Object.entries(children)) {
    const field = entity.fields.find((f) => f.name === name);
    const child = field?.type === 'children' ? ctx.engine.entities.get(field.entity!) : undefined;
    if (!field || !child || !access.of(entity).readable.has(name)) throw new ApiError('VALIDATION_ERROR', `children: there is no children field "${name}"`, 'children');
    if (!access.of(child).write) throw new ApiError('FORBIDDEN', `Your permissions do not let you change the ${name} of this ${entity.id}`);
    const via = child.fields.find((f) => f.name === field.via) as CompiledField;
    const existing = new Map((await storedChildren(ctx.tx, child, via, ctx.caller.companyId, parentId)).map((r) => [r.id, r]));
    const kept = new Set<number>();
    for (const [index, write] of rows.entries()) {
      const prefix = `${name}[${index}].`;
      if (write.id !== undefined) {
        const current = existing.get(write.id);
        if (!current) throw new ApiError('VALIDATION_ERROR', `${name}[${index}]: row ${write.id} is not one of the ${name} of this ${entity.id}`, name);
        kept.add(write.id);
        const values = await checked(ctx, child, write.values, 'update', current.values, via.name, prefix);
        const change = changedFields(current.values, { ...current.values, ...values });
        if (!change) continue;
        await hooked(ctx, child, [{ action: 'update', id: write.id, before: current.values, after: { ...current.values, ...values } }],
          () => updateRow(ctx.tx, child, ctx.caller.companyId, ctx.caller.userId, write.id!, null, values));
        ctx.audit.push({ entity: child.id, rowId: write.id, rowTitle: titleOf(child, { ...current.values, ...values }), action: 'update', ...change });
      } else {
        // The parent is set by the server: whatever the row says about it is replaced.
        const values = await checked(ctx, child, { ...write.values, [via.name]: parentId }, 'create', undefined, undefined, prefix);
        const id = await hooked(ctx, child, [creating(values)], () => insertRow(ctx.tx, child, ctx.caller.companyId, ctx.caller.userId, values), (made) => [creating(values, made)]);
        ctx.audit.push({ entity: child.id, rowId: id, rowTitle: titleOf(child, values), action: 'create', before: null, after: filled(values) });
      }
    }
    const removed = [...existing.values()].filter((r) => !kept.has(r.id));
    if (removed.length > 0) {
      await assertUnreferenced(ctx, child, removed.map((r) => r.id));
      for (const row of removed) {
        await hooked(ctx, child, [{ action: 'delete', id: row.id, before: row.values, after: null }], () => deleteRow(ctx.tx, child, ctx.caller.companyId, row.id));
        ctx.audit.push({ entity: child.id, rowId: row.id, rowTitle: titleOf(child, row.values), action: 'delete', before: filled(row.values), after: null });
      }
    }
  }
}

/**
 * Children whose reference back is required cannot exist without their
 * parent (an offer's lines, a product's attribute values): they go with it,
 * each audited. Children that may stand alone (the products of a family) are
 * references like any other: the delete is refused while they exist.
 */
async function deleteOwnedChildren(ctx: WriteContext, entity: CompiledEntity, parentId: number): Promise<void> {
  for (const field of entity.fields) {
    const child = field.type === 'children' ? ctx.engine.entities.get(field.entity!) : undefined;
    const via = child?.fields.find((f) => f.name === field.via);
    if (!child || !via?.required) continue;
    const rows = await storedChildren(ctx.tx, child, via, ctx.caller.companyId, parentId);
    if (rows.length === 0) continue;
    if (!ctx.engine.access(ctx.caller).of(child).write) {
      throw new ApiError('FORBIDDEN', `Deleting this ${entity.id} deletes its ${rows.length} ${field.name}, which your permissions do not allow`);
    }
    const ids = rows.map((r) => r.id);
    await assertUnreferenced(ctx, child, ids);
    await hooked(ctx, child, rows.map((r) => ({ action: 'delete', id: r.id, before: r.values, after: null })), () => deleteRows(ctx.tx, child, ctx.caller.companyId, ids));
    for (const row of rows) ctx.audit.push({ entity: child.id, rowId: row.id, rowTitle: titleOf(child, row.values), action: 'delete', before: filled(row.values), after: null });
  }
}

async function inTransaction<T>(db: Db, engine: DataEngine, caller: Caller, entity: CompiledEntity, path: WritePath, fn: (ctx: WriteContext) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const ctx: WriteContext = { tx, engine, caller, audit: [], path };
      const result = await fn(ctx);
      await writeAudit(tx, author(caller), ctx.audit);
      return result;
    });
  } catch (error) {
    throw asWriteError(error, entity, engine);
  }
}

export function createRecord(db: Db, engine: DataEngine, caller: Caller, entity: CompiledEntity, body: WriteBody): Promise<number> {
  return inTransaction(db, engine, caller, entity, 'create', async (ctx) => {
    if (entity.singleton) {
      const [{ n }] = await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(tableOf(entity))} WHERE company_id = $1`, [caller.companyId]);
      if (n > 0) throw new ApiError('CONFLICT', `The company already has its ${entity.id}; edit it instead`);
    }
    const values = await checked(ctx, entity, body.values, 'create');
    const id = await hooked(ctx, entity, [creating(values)], () => insertRow(ctx.tx, entity, caller.companyId, caller.userId, values), (made) => [creating(values, made)]);
    ctx.audit.push({ entity: entity.id, rowId: id, rowTitle: titleOf(entity, values), action: 'create', before: null, after: filled(values) });
    await writeChildren(ctx, entity, id, body.children);
    return id;
  });
}

const stale = (entity: CompiledEntity, version: number, row: { version: number; updatedByName: string | null; updatedAt: string }) =>
  new ApiError(
    'CONFLICT',
    `This ${entity.id} was changed by ${row.updatedByName ?? 'someone else'} at ${row.updatedAt} (version ${row.version}, you started from version ${version}); nothing was saved: reload it and make your change again`,
    'version',
  );

export function updateRecord(db: Db, engine: DataEngine, caller: Caller, entity: CompiledEntity, id: number, body: WriteBody): Promise<void> {
  return inTransaction(db, engine, caller, entity, 'update', async (ctx) => {
    if (body.version === undefined) throw new ApiError('VALIDATION_ERROR', 'version is required: send the version your edit started from', 'version');
    const current = await storedRow(ctx.tx, entity, caller.companyId, id, true);
    if (!current) throw new ApiError('NOT_FOUND', `This ${entity.id} does not exist`);
    if (current.version !== body.version) throw stale(entity, body.version, current);
    const values = await checked(ctx, entity, body.values, 'update', current.values);
    const change = changedFields(current.values, { ...current.values, ...values });
    if (change || body.children) {
      const changes: RowChange[] = [{ action: 'update', id, before: current.values, after: { ...current.values, ...values } }];
      if (!(await hooked(ctx, entity, changes, () => updateRow(ctx.tx, entity, caller.companyId, caller.userId, id, body.version!, values)))) throw stale(entity, body.version, current);
    }
    if (change) ctx.audit.push({ entity: entity.id, rowId: id, rowTitle: titleOf(entity, { ...current.values, ...values }), action: 'update', ...change });
    await writeChildren(ctx, entity, id, body.children);
  });
}

export function deleteRecord(db: Db, engine: DataEngine, caller: Caller, entity: CompiledEntity, id: number, version: number): Promise<void> {
  return inTransaction(db, engine, caller, entity, 'delete', async (ctx) => {
    const current = await storedRow(ctx.tx, entity, caller.companyId, id, true);
    if (!current) throw new ApiError('NOT_FOUND', `This ${entity.id} does not exist`);
    if (current.version !== version) throw stale(entity, version, current);
    // The row's own hooks first: a refused delete must not start with its children.
    await engine.hooks.beforeWrite({ tx: ctx.tx, entity, companyId: caller.companyId, path: 'delete' }, [{ action: 'delete', id, before: current.values, after: null }]);
    await deleteOwnedChildren(ctx, entity, id);
    await assertUnreferenced(ctx, entity, [id]);
    await deleteRow(ctx.tx, entity, caller.companyId, id);
    await engine.hooks.afterWrite({ tx: ctx.tx, entity, companyId: caller.companyId, path: 'delete' }, [{ action: 'delete', id, before: current.values, after: null }]);
    ctx.audit.push({ entity: entity.id, rowId: id, rowTitle: titleOf(entity, current.values), action: 'delete', before: filled(current.values), after: null });
  });
}
