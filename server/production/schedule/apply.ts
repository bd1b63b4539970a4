// Writes a line's new schedule: start, end, sequence and changeover of each
// placed order, in one transaction with an audit row per order (what the
// modifications page and the row history show). Optimistic concurrency: the
// caller sends the version of every open order of the line as it saw them;
// when any differs (or the line gained or lost an order), nothing is
// written and the stale orders are named.
import type { Queryable } from '../../db/adapter';
import { changedFields, writeAudit, type AuditWrite, type Author } from '../../data-engine/audit/write';
import type { LinePlan } from './plan';
import type { LineOrderRow } from './load';

export class ScheduleConflictError extends Error {
  constructor(readonly stale: string[]) {
    super(`The line's orders changed since they were read: ${stale.join(', ')}. Read them again.`);
    this.name = 'ScheduleConflictError';
  }
}

/** Orders whose version differs from what the caller saw, or that the caller did not see at all. */
export function staleOrders(orders: readonly LineOrderRow[], seen: Readonly<Record<string, number>>): string[] {
  const stale = orders.filter((o) => seen[String(o.id)] !== o.version).map((o) => o.number);
  const current = new Set(orders.map((o) => String(o.id)));
  const gone = Object.keys(seen).filter((id) => !current.has(id)).map((id) => `#${id}`);
  return [...stale, ...gone];
}

export async function writeSchedule(tx: Queryable, table: string, author: Author, plan: LinePlan): Promise<number> {
  const changed = plan.orders.filter((o) =>
    o.start !== o.current.start || o.end !== o.current.end || o.sequence !== o.current.sequence || o.changeoverMinutes !== o.current.changeoverMinutes);
  if (changed.length === 0) return 0;
  await tx.query(
    `UPDATE ${table} t SET planned_start = r.planned_start, planned_end = r.planned_end, sequence = r.sequence, changeover_minutes = r.changeover_minutes,
       version = t.version + 1, updated_at = now(), updated_by = $2
     FROM jsonb_to_recordset($3::jsonb) AS r(id int, version int, planned_start text, planned_end text, sequence int, changeover_minutes int)
     WHERE t.company_id = $1 AND t.id = r.id AND t.version = r.version`,
    [author.companyId, author.userId, JSON.stringify(changed.map((o) => ({
      id: o.id, version: o.version, planned_start: o.start, planned_end: o.end, sequence: o.sequence, changeover_minutes: Math.round(o.changeoverMinutes),
    })))],
  );
  const audit: AuditWrite[] = changed.flatMap((o) => {
    const diff = changedFields(
      { plannedStart: o.current.start, plannedEnd: o.current.end, sequence: o.current.sequence, changeoverMinutes: o.current.changeoverMinutes },
      { plannedStart: o.start, plannedEnd: o.end, sequence: o.sequence, changeoverMinutes: Math.round(o.changeoverMinutes) },
    );
    return diff ? [{ entity: 'production-order', rowId: o.id, rowTitle: o.number, action: 'update' as const, ...diff }] : [];
  });
  await writeAudit(tx, author, audit);
  return changed.length;
}
