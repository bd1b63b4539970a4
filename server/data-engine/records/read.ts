// Reading declared data for one caller: a page of a list, a count, the
// choices of a reference select, and one record with its children. Every
// read is scoped to the company and shows only readable fields; references
// resolve in one query per page.
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { DataPage, DataRecord, DataRow, LookupItem, RefTitles } from '../../../engine/data/api';
import type { FieldValue } from '../../../engine/data/field-values';
import type { Caller } from '../../access/caller';
import type { Queryable } from '../../db/adapter';
import type { DataEngine } from '../engine';
import { columnJoins, compileList, readableFields, selectPath, SYSTEM_SELECT, type ListRequest } from '../query/list';
import { resolvePath, ROW } from '../query/paths';
import { resolveRefs, titleAndKey } from '../query/refs';
import { searchPattern } from '../query/search';
import { ident, tableOf } from '../sql';

/** Children rows shown with a record, at most. */
export const CHILDREN_LIMIT = 1000;

export interface PageRequest extends ListRequest {
  page: number;
  pageSize: number;
}

export async function listPage(db: Queryable, engine: DataEngine, caller: Caller, entity: CompiledEntity, request: PageRequest): Promise<DataPage> {
  const context = engine.paths(caller);
  const list = compileList(entity, request, context, caller.companyId);
  const filterParams = [...list.params.values];
  const limit = list.params.add(request.pageSize, 'int');
  const offset = list.params.add((request.page - 1) * request.pageSize, 'int');
  const rows = await db.query<DataRow>(
    `SELECT ${list.select} ${list.from} ${columnJoins(list)} ${list.where} ${list.orderBy} LIMIT ${limit} OFFSET ${offset}`,
    list.params.values,
  );
  // A first page that is not full is the whole list: no count needed.
  const total = request.page === 1 && rows.length < request.pageSize
    ? rows.length
    : (await db.query<{ total: number }>(`SELECT count(*)::int AS total ${list.from} ${list.where}`, filterParams))[0].total;
  const refs = await resolveRefs(db, caller.companyId, rows, list.columns.map((c) => ({ path: c.path, field: c.field })), context);
  return { rows, total, page: request.page, pageSize: request.pageSize, refs };
}

export async function countRows(db: Queryable, engine: DataEngine, caller: Caller, entity: CompiledEntity, request: ListRequest): Promise<number> {
  const list = compileList(entity, { ...request, sort: [], fields: [] }, engine.paths(caller), caller.companyId);
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${list.from} ${list.where}`, list.params.values);
  return total;
}

/** Rows by title or key containing q (accents and case ignored), or the rows of given ids; title order. */
export async function lookup(
  db: Queryable, engine: DataEngine, caller: Caller, entity: CompiledEntity, options: { q?: string; ids?: number[]; limit: number },
): Promise<LookupItem[]> {
  const { title, key } = titleAndKey(entity, ROW);
  const params: Array<number | string | number[]> = [caller.companyId];
  let where = `${ROW}.company_id = $1`;
  if (options.ids) {
    params.push(options.ids);
    where += ` AND ${ROW}.id = ANY($${params.length}::int[])`;
  } else if (options.q?.trim()) {
    params.push(searchPattern(options.q));
    where += ` AND (${title} ~* $${params.length} OR ${key} ~* $${params.length})`;
  }
  params.push(options.limit);
  return db.query<LookupItem>(
    `SELECT ${ROW}.id, ${title} AS title, ${key} AS key FROM ${ident(tableOf(entity))} ${ROW} WHERE ${where} ORDER BY 2, ${ROW}.id LIMIT $${params.length}::int`,
    params,
  );
}

export async function getRecord(db: Queryable, engine: DataEngine, caller: Caller, entity: CompiledEntity, id: number): Promise<DataRecord | undefined> {
  const context = engine.paths(caller);
  const columns = readableFields(entity, context).map((name) => resolvePath(entity, name, context)!).filter(Boolean);
  const [row] = await db.query<DataRow>(
    `SELECT ${[SYSTEM_SELECT, ...columns.map(selectPath)].join(', ')} FROM ${ident(tableOf(entity))} ${ROW} WHERE ${ROW}.company_id = $1 AND ${ROW}.id = $2`,
    [caller.companyId, id],
  );
  if (!row) return undefined;
  const refs: RefTitles = await resolveRefs(db, caller.companyId, [row], columns.map((c) => ({ path: c.path, field: c.field })), context);
  const children: Record<string, DataRow[]> = {};
  const perms = context.access.of(entity);
  for (const field of entity.fields) {
    if (field.type !== 'children' || !perms.readable.has(field.name)) continue;
    const child = engine.entities.get(field.entity!);
    if (!child || !context.access.of(child).read) continue;
    const list = compileList(child, { sort: [], filters: [], today: '', fixed: [{ field: field.via!, op: 'eq', value: id }] }, context, caller.companyId);
    const limit = list.params.add(CHILDREN_LIMIT, 'int');
    const rows = await db.query<DataRow>(`SELECT ${list.select} ${list.from} ${columnJoins(list)} ${list.where} ${list.orderBy} LIMIT ${limit}`, list.params.values);
    children[field.name] = rows;
    const childRefs = await resolveRefs(db, caller.companyId, rows, list.columns.map((c) => ({ path: c.path, field: c.field })), context);
    for (const [path, titles] of Object.entries(childRefs)) refs[`${field.name}.${path}`] = titles;
  }
  return { row, refs, children };
}

/** A row's title as text, for the audit. */
export function titleOf(entity: CompiledEntity, values: Record<string, FieldValue>): string {
  const value = values[entity.title];
  return value === null || value === undefined ? '' : String(value);
}
