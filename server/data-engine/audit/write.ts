// The audit of the data API: one row per written row, in the same
// transaction as the write, with only the fields that changed. Written as
// one statement per batch (a JSON array of entries), so an import of 100,000
// rows costs a hundred statements, not 100,000.
import type { AuditAction } from '../../../engine/data/api';
import type { FieldValue } from '../../../engine/data/field-values';
import type { Queryable } from '../../db/adapter';

export interface AuditWrite {
  entity: string;
  rowId: number;
  rowTitle: string;
  action: AuditAction;
  before: Record<string, FieldValue> | null;
  after: Record<string, FieldValue> | null;
}

export interface Author {
  companyId: number;
  userId: number;
  userName: string;
}

/** Only the fields whose value differs, on both sides; null when nothing changed. */
export function changedFields(
  before: Record<string, FieldValue>,
  after: Record<string, FieldValue>,
): { before: Record<string, FieldValue>; after: Record<string, FieldValue> } | null {
  const b: Record<string, FieldValue> = {};
  const a: Record<string, FieldValue> = {};
  for (const name of Object.keys(after)) {
    if ((before[name] ?? null) === (after[name] ?? null)) continue;
    b[name] = before[name] ?? null;
    a[name] = after[name] ?? null;
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/** The non-empty values of a row (what a create or a delete records). */
export function filled(values: Record<string, FieldValue>): Record<string, FieldValue> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));
}

const INSERT = `INSERT INTO data_audit (company_id, entity, row_id, row_title, action, user_id, user_name, before, after)
  SELECT $1, e.entity, e.row_id, e.row_title, e.action, $2, $3, e.before, e.after
  FROM jsonb_to_recordset($4::jsonb) AS e(entity text, row_id integer, row_title text, action text, before jsonb, after jsonb)`;

export async function writeAudit(tx: Queryable, author: Author, entries: readonly AuditWrite[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 2000) {
    const batch = entries.slice(i, i + 2000).map((e) => ({ entity: e.entity, row_id: e.rowId, row_title: e.rowTitle.slice(0, 500), action: e.action, before: e.before, after: e.after }));
    await tx.query(INSERT, [author.companyId, author.userId, author.userName, JSON.stringify(batch)]);
  }
}
