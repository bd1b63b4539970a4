// The database side of an import batch, one query per question: which rows
// the file's references name (by business key, per ref field), and which of
// the batch's keys already exist (those rows are updated, the others created).
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import type { FieldValue } from '../../../engine/data/field-values';
import type { Queryable } from '../../db/adapter';
import { titleAndKey } from '../query/refs';
import { storedFields } from '../schema/desired';
import { ident, paramCast, tableOf, toSqlValue, wireExpr } from '../sql';
import type { StoredRow } from '../records/store';

/** Business key text -> id, for the keys given, in the company. */
export async function idsByKey(tx: Queryable, target: CompiledEntity, companyId: number, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const single = target.key.length === 1 ? target.fields.find((f) => f.name === target.key[0]) : undefined;
  // A single text key matches its column directly, so the unique index serves the lookup.
  const expr = single && (single.type === 'string' || single.type === 'enum') ? `t.${ident(single.column!)}` : titleAndKey(target, 't').key;
  const rows = await tx.query<{ id: number; key: string }>(
    `SELECT t.id, ${expr} AS key FROM ${ident(tableOf(target))} t WHERE t.company_id = $1 AND ${expr} = ANY($2::text[])`,
    [companyId, [...keys]],
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** The key of a row as one text, to compare rows of a file and of the table. */
export const keyText = (entity: CompiledEntity, values: Record<string, FieldValue>) => JSON.stringify(entity.key.map((k) => values[k] ?? null));

/** Stored rows whose business key is one of `keys` (values by key field), by keyText. */
export async function existingByKey(
  tx: Queryable, entity: CompiledEntity, companyId: number, keys: ReadonlyArray<Record<string, FieldValue>>, lock: boolean,
): Promise<Map<string, StoredRow>> {
  if (keys.length === 0) return new Map();
  const keyFields = entity.key.map((k) => entity.fields.find((f) => f.name === k) as CompiledField);
  const columns = storedFields(entity).map((f) => `${wireExpr(f, `t.${ident(f.column!)}`)} AS "${f.name}"`).join(', ');
  const lockClause = lock ? ' FOR UPDATE OF t' : '';
  let rows: Array<Record<string, FieldValue> & { id: number; version: number }>;
  if (keyFields.length === 1) {
    // One key column: = ANY keeps the plan on the unique index whatever the table's size.
    const [f] = keyFields;
    rows = await tx.query(
      `SELECT t.id, t.version, ${columns} FROM ${ident(tableOf(entity))} t WHERE t.company_id = $1 AND t.${ident(f.column!)} = ANY($2::${paramCast(f)}[])${lockClause}`,
      [companyId, keys.map((k) => toSqlValue(f, k[f.name])) as string[]],
    );
  } else {
    const recordType = keyFields.map((f) => `${ident(f.column!)} ${paramCast(f)}`).join(', ');
    const on = keyFields.map((f) => `t.${ident(f.column!)} = k.${ident(f.column!)}`).join(' AND ');
    const input = keys.map((k) => Object.fromEntries(keyFields.map((f) => [f.column!, toSqlValue(f, k[f.name])])));
    rows = await tx.query(
      `SELECT t.id, t.version, ${columns} FROM ${ident(tableOf(entity))} t
       JOIN jsonb_to_recordset($2::jsonb) AS k(${recordType}) ON ${on}
       WHERE t.company_id = $1${lockClause}`,
      [companyId, JSON.stringify(input)],
    );
  }
  const out = new Map<string, StoredRow>();
  for (const row of rows) {
    const values: Record<string, FieldValue> = {};
    for (const f of storedFields(entity)) values[f.name] = row[f.name] ?? null;
    out.set(keyText(entity, values), { id: row.id, version: row.version, updatedAt: '', updatedByName: null, values });
  }
  return out;
}
