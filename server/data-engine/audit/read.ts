// Reading the audit: the log of the modifications page and one row's
// history. Only entities the caller may read appear, and only the fields
// they may read: a restricted field's old and new values never leave.
import type { AuditEntry, AuditPage } from '../../../engine/data/api';
import type { FieldValue } from '../../../engine/data/field-values';
import type { Caller } from '../../access/caller';
import type { Queryable, SqlParam } from '../../db/adapter';
import type { DataEngine } from '../engine';

export interface AuditFilters {
  entity?: string;
  user?: number;
  /** YYYY-MM-DD or an ISO timestamp; a date includes its whole day. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

interface AuditRow {
  id: number;
  entity: string;
  rowId: number;
  rowTitle: string;
  action: AuditEntry['action'];
  userId: number | null;
  userName: string;
  at: string;
  before: Record<string, FieldValue> | null;
  after: Record<string, FieldValue> | null;
}

const SELECT = `SELECT id, entity, row_id AS "rowId", row_title AS "rowTitle", action, user_id AS "userId", user_name AS "userName",
  to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, before, after FROM data_audit`;

/** Entities whose audit the caller may read. */
export function readableEntities(engine: DataEngine, caller: Caller): string[] {
  const access = engine.access(caller);
  return [...engine.entities.values()].filter((e) => access.of(e).read).map((e) => e.id);
}

function strip(engine: DataEngine, caller: Caller, row: AuditRow): AuditEntry {
  const entity = engine.entities.get(row.entity);
  const readable = entity ? engine.access(caller).of(entity).readable : new Set<string>();
  const keep = (values: Record<string, FieldValue> | null) =>
    values === null ? null : Object.fromEntries(Object.entries(typeof values === 'string' ? JSON.parse(values) : values).filter(([k]) => readable.has(k))) as Record<string, FieldValue>;
  return { ...row, before: keep(row.before), after: keep(row.after) };
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

export async function auditPage(db: Queryable, engine: DataEngine, caller: Caller, filters: AuditFilters): Promise<AuditPage> {
  const entities = readableEntities(engine, caller).filter((id) => !filters.entity || id === filters.entity);
  const params: SqlParam[] = [caller.companyId, entities];
  let where = 'WHERE company_id = $1 AND entity = ANY($2::text[])';
  if (filters.user !== undefined) {
    params.push(filters.user);
    where += ` AND user_id = $${params.length}`;
  }
  if (filters.from) {
    params.push(filters.from.length === 10 ? `${filters.from}T00:00:00Z` : filters.from);
    where += ` AND at >= $${params.length}::timestamptz`;
  }
  if (filters.to) {
    params.push(filters.to.length === 10 ? dayAfter(filters.to) : filters.to);
    where += ` AND at ${filters.to.length === 10 ? '<' : '<='} $${params.length}::timestamptz`;
  }
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM data_audit ${where}`, params);
  const rows = await db.query<AuditRow>(
    `${SELECT} ${where} ORDER BY at DESC, id DESC LIMIT $${params.length + 1}::int OFFSET $${params.length + 2}::int`,
    [...params, filters.pageSize, (filters.page - 1) * filters.pageSize],
  );
  return { entries: rows.map((r) => strip(engine, caller, r)), total, page: filters.page, pageSize: filters.pageSize };
}

/** One row's history, newest first (kept after the row is deleted). */
export async function rowHistory(db: Queryable, engine: DataEngine, caller: Caller, entity: string, rowId: number): Promise<AuditEntry[]> {
  const rows = await db.query<AuditRow>(`${SELECT} WHERE company_id = $1 AND entity = $2 AND row_id = $3 ORDER BY at DESC, id DESC LIMIT 1000`, [caller.companyId, entity, rowId]);
  return rows.map((r) => strip(engine, caller, r));
}
