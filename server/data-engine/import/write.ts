// Writing one prepared batch inside the import's transaction: new keys in one
// INSERT, changed rows in one UPDATE (rows that the file leaves as they are
// are not touched, not versioned, not audited), each statement fed a JSON
// array so its text is the same for every batch.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import type { FieldValue } from '../../../engine/data/field-values';
import type { Queryable } from '../../db/adapter';
import { changedFields, filled, type AuditWrite } from '../audit/write';
import { titleOf } from '../records/read';
import { storedFields } from '../schema/desired';
import { ident, paramCast, tableOf, toSqlValue } from '../sql';
import { keyText } from './lookups';
import type { PreparedRow } from './prepare';

export interface Written {
  created: number;
  updated: number;
  audit: AuditWrite[];
  /** Rows whose references to rows of the same file are set at the end: id, field, business key. */
  pending: Array<{ id: number; field: string; key: string; audit: AuditWrite }>;
}

const recordType = (fields: readonly CompiledField[]) => fields.map((f) => `${ident(f.column!)} ${paramCast(f)}`).join(', ');
const jsonRow = (fields: readonly CompiledField[], values: Record<string, FieldValue>) => Object.fromEntries(fields.map((f) => [f.column!, toSqlValue(f, values[f.name] ?? null)]));

export async function writeBatch(
  tx: Queryable, entity: CompiledEntity, companyId: number, userId: number, rows: readonly PreparedRow[], fileFields: ReadonlySet<string>,
): Promise<Written> {
  const out: Written = { created: 0, updated: 0, audit: [], pending: [] };
  const table = ident(tableOf(entity));
  const keep = (row: PreparedRow, id: number, entry: AuditWrite) => {
    const pending = Object.entries(row.pending);
    if (pending.length === 0) out.audit.push(entry);
    // The audit of a row waiting for a reference is written once the reference is set.
    for (const [field, key] of pending) out.pending.push({ id, field, key, audit: entry });
  };

  const creates = rows.filter((r) => !r.existing);
  if (creates.length > 0) {
    const fields = storedFields(entity).filter((f) => !f.readOnly);
    const keyFields = entity.key.map((k) => fields.find((f) => f.name === k)!);
    const inserted = await tx.query<Record<string, FieldValue> & { id: number }>(
      `INSERT INTO ${table} (company_id, created_by, updated_by, ${fields.map((f) => ident(f.column!)).join(', ')})
       SELECT $1, $2, $2, ${fields.map((f) => `r.${ident(f.column!)}`).join(', ')} FROM jsonb_to_recordset($3::jsonb) AS r(${recordType(fields)})
       RETURNING id, ${keyFields.map((f) => `${f.type === 'month' ? `to_char(${ident(f.column!)}, 'YYYY-MM')` : f.type === 'date' ? `to_char(${ident(f.column!)}, 'YYYY-MM-DD')` : ident(f.column!)} AS "${f.name}"`).join(', ')}`,
      [companyId, userId, JSON.stringify(creates.map((r) => jsonRow(fields, r.values)))],
    );
    const idOf = new Map(inserted.map((r) => [keyText(entity, r), r.id]));
    for (const row of creates) {
      const id = idOf.get(keyText(entity, row.values))!;
      keep(row, id, { entity: entity.id, rowId: id, rowTitle: titleOf(entity, row.values), action: 'import', before: null, after: filled(row.values) });
    }
    out.created = creates.length;
  }

  const changes = rows
    .filter((r) => r.existing)
    .map((r) => ({ row: r, change: changedFields(r.existing!.values, { ...r.existing!.values, ...r.values }) }))
    .filter((c) => c.change !== null || Object.keys(c.row.pending).length > 0);
  if (changes.length > 0) {
    const fields = storedFields(entity).filter((f) => !f.readOnly && fileFields.has(f.name));
    if (fields.length > 0) {
      await tx.query(
        `UPDATE ${table} t SET ${fields.map((f) => `${ident(f.column!)} = r.${ident(f.column!)}`).join(', ')}, version = t.version + 1, updated_at = now(), updated_by = $2
         FROM jsonb_to_recordset($3::jsonb) AS r(id integer, ${recordType(fields)}) WHERE t.company_id = $1 AND t.id = r.id`,
        [companyId, userId, JSON.stringify(changes.map(({ row }) => ({ id: row.existing!.id, ...jsonRow(fields, { ...row.existing!.values, ...row.values }) })))],
      );
    }
    for (const { row, change } of changes) {
      const merged = { ...row.existing!.values, ...row.values };
      keep(row, row.existing!.id, { entity: entity.id, rowId: row.existing!.id, rowTitle: titleOf(entity, merged), action: 'import', before: change?.before ?? {}, after: change?.after ?? {} });
    }
    out.updated = changes.length;
  }
  return out;
}

/** Sets the references to rows of the same file, now that every row exists; their audit entries get the ids. */
export async function resolvePending(tx: Queryable, entity: CompiledEntity, companyId: number, pending: Written['pending'], idsByKey: Map<string, number>): Promise<AuditWrite[]> {
  const byField = new Map<string, Array<{ id: number; ref: number }>>();
  for (const p of pending) {
    const ref = idsByKey.get(p.key)!;
    byField.set(p.field, [...(byField.get(p.field) ?? []), { id: p.id, ref }]);
    p.audit.after = { ...(p.audit.after ?? {}), [p.field]: ref };
    if (p.audit.before && !(p.field in p.audit.before)) p.audit.before = { ...p.audit.before, [p.field]: null };
  }
  for (const [name, list] of byField) {
    const field = entity.fields.find((f) => f.name === name)!;
    await tx.query(
      `UPDATE ${ident(tableOf(entity))} t SET ${ident(field.column!)} = r.ref FROM jsonb_to_recordset($2::jsonb) AS r(id integer, ref integer) WHERE t.company_id = $1 AND t.id = r.id`,
      [companyId, JSON.stringify(list)],
    );
  }
  return [...new Set(pending.map((p) => p.audit))];
}
