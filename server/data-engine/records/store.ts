// Rows of one entity table as stored, in the wire format, whatever the
// caller may see: what writes compare against and what the audit records.
// Every statement is scoped to the company.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import type { FieldValue } from '../../../engine/data/field-values';
import type { Queryable, SqlParam } from '../../db/adapter';
import { storedFields } from '../schema/desired';
import { ident, isComputed, paramCast, tableOf, toSqlValue, wireExpr } from '../sql';

export interface StoredRow {
  id: number;
  version: number;
  updatedAt: string;
  updatedByName: string | null;
  values: Record<string, FieldValue>;
}

const valuesSelect = (entity: CompiledEntity, alias = 't') =>
  storedFields(entity).map((f) => `${wireExpr(f, `${alias}.${ident(f.column!)}`)} AS "${f.name}"`).join(', ');

function toStored(entity: CompiledEntity, row: Record<string, unknown>): StoredRow {
  const values: Record<string, FieldValue> = {};
  for (const f of storedFields(entity)) values[f.name] = (row[f.name] ?? null) as FieldValue;
  return { id: row.id as number, version: row.version as number, updatedAt: row.updated_at as string, updatedByName: (row.updated_by_name as string) ?? null, values };
}

/** One row with who changed it last; `lock` takes the row lock until the transaction ends. */
export async function storedRow(tx: Queryable, entity: CompiledEntity, companyId: number, id: number, lock = false): Promise<StoredRow | undefined> {
  const columns = valuesSelect(entity);
  const rows = await tx.query(
    `SELECT t.id, t.version, to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') AS updated_at,
       (SELECT u.name FROM users u WHERE u.id = t.updated_by) AS updated_by_name${columns ? `, ${columns}` : ''}
     FROM ${ident(tableOf(entity))} t WHERE t.company_id = $1 AND t.id = $2${lock ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return rows[0] ? toStored(entity, rows[0]) : undefined;
}

/** Rows of a children field: the child entity's rows whose `via` ref points at the parent. */
export async function storedChildren(tx: Queryable, child: CompiledEntity, via: CompiledField, companyId: number, parentId: number): Promise<StoredRow[]> {
  const columns = valuesSelect(child);
  const rows = await tx.query(
    `SELECT t.id, t.version, t.updated_at::text AS updated_at, NULL AS updated_by_name${columns ? `, ${columns}` : ''}
     FROM ${ident(tableOf(child))} t WHERE t.company_id = $1 AND t.${ident(via.column!)} = $2 ORDER BY t.id`,
    [companyId, parentId],
  );
  return rows.map((r) => toStored(child, r));
}

function fieldsOf(entity: CompiledEntity, values: Record<string, FieldValue>): Array<{ field: CompiledField; value: FieldValue }> {
  return storedFields(entity).filter((f) => Object.prototype.hasOwnProperty.call(values, f.name)).map((f) => ({ field: f, value: values[f.name] }));
}

export async function insertRow(tx: Queryable, entity: CompiledEntity, companyId: number, userId: number, values: Record<string, FieldValue>): Promise<number> {
  const set = fieldsOf(entity, values);
  const params: SqlParam[] = [companyId, userId, ...set.map((s) => toSqlValue(s.field, s.value))];
  const columns = ['company_id', 'created_by', 'updated_by', ...set.map((s) => ident(s.field.column!))];
  const placeholders = ['$1', '$2', '$2', ...set.map((s, i) => `$${i + 3}::${paramCast(s.field)}`)];
  const [row] = await tx.query<{ id: number }>(`INSERT INTO ${ident(tableOf(entity))} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`, params);
  return row.id;
}

/** Updates the row when it is still at `version`; false when it changed (or vanished) meanwhile. */
export async function updateRow(
  tx: Queryable, entity: CompiledEntity, companyId: number, userId: number, id: number, version: number | null, values: Record<string, FieldValue>,
): Promise<boolean> {
  const set = fieldsOf(entity, values);
  const params: SqlParam[] = [companyId, id, userId, ...set.map((s) => toSqlValue(s.field, s.value))];
  const assignments = ['version = version + 1', 'updated_at = now()', 'updated_by = $3', ...set.map((s, i) => `${ident(s.field.column!)} = $${i + 4}::${paramCast(s.field)}`)];
  let guard = '';
  if (version !== null) {
    params.push(version);
    guard = ` AND version = $${params.length}`;
  }
  const rows = await tx.query(`UPDATE ${ident(tableOf(entity))} SET ${assignments.join(', ')} WHERE company_id = $1 AND id = $2${guard} RETURNING id`, params);
  return rows.length === 1;
}

export async function deleteRow(tx: Queryable, entity: CompiledEntity, companyId: number, id: number): Promise<boolean> {
  const rows = await tx.query(`DELETE FROM ${ident(tableOf(entity))} WHERE company_id = $1 AND id = $2 RETURNING id`, [companyId, id]);
  return rows.length === 1;
}

/** Deletes several rows of the company at once. */
export async function deleteRows(tx: Queryable, entity: CompiledEntity, companyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length) await tx.query(`DELETE FROM ${ident(tableOf(entity))} WHERE company_id = $1 AND id = ANY($2::int[])`, [companyId, [...ids]]);
}

/** Which of these ids are rows of the entity in the company. */
export async function existingIds(tx: Queryable, entity: CompiledEntity, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.query<{ id: number }>(`SELECT id FROM ${ident(tableOf(entity))} WHERE company_id = $1 AND id = ANY($2::int[])`, [companyId, [...ids]]);
  return new Set(rows.map((r) => r.id));
}

/** How many rows of each entity refer to the row (entity id -> count), over every ref field pointing at it. */
export async function referencesTo(tx: Queryable, entities: readonly CompiledEntity[], target: CompiledEntity, companyId: number, ids: readonly number[]): Promise<Array<{ entity: CompiledEntity; field: CompiledField; count: number }>> {
  const out: Array<{ entity: CompiledEntity; field: CompiledField; count: number }> = [];
  for (const entity of entities) {
    if (isComputed(entity)) continue;
    for (const field of entity.fields) {
      if (field.type !== 'ref' || field.entity !== target.id || !field.column) continue;
      const [{ n }] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${ident(tableOf(entity))} WHERE company_id = $1 AND ${ident(field.column)} = ANY($2::int[])${entity.id === target.id ? ' AND NOT (id = ANY($2::int[]))' : ''}`,
        [companyId, [...ids]],
      );
      if (n > 0) out.push({ entity, field, count: n });
    }
  }
  return out;
}
