// Custom reports: a user's saved report views (route + view index) with the
// state they open with. They belong to one user of one company; both ids
// scope every statement, so another user's report is simply not found.
import type { SavedReportState } from '../../engine/data/report-api';
import type { Queryable } from '../db/adapter';

export interface ReportRow {
  id: number;
  name: string;
  route: string;
  view: number;
  state: SavedReportState;
}

export type NewReport = Omit<ReportRow, 'id'>;

const COLUMNS = `id, name, route, view_index AS view, state`;

/** jsonb comes back parsed from both backends; a string only from an old driver setting. */
const parsed = (row: ReportRow): ReportRow => ({ ...row, state: typeof row.state === 'string' ? JSON.parse(row.state) : row.state });

export async function listReports(db: Queryable, companyId: number, userId: number): Promise<ReportRow[]> {
  const rows = await db.query<ReportRow>(`SELECT ${COLUMNS} FROM custom_reports WHERE company_id = $1 AND user_id = $2 ORDER BY lower(name), id`, [companyId, userId]);
  return rows.map(parsed);
}

export async function getReport(db: Queryable, companyId: number, userId: number, id: number): Promise<ReportRow | undefined> {
  const rows = await db.query<ReportRow>(`SELECT ${COLUMNS} FROM custom_reports WHERE company_id = $1 AND user_id = $2 AND id = $3`, [companyId, userId, id]);
  return rows[0] && parsed(rows[0]);
}

export async function reportExists(db: Queryable, companyId: number, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM custom_reports WHERE company_id = $1 AND user_id = $2 AND id = $3', [companyId, userId, id]);
  return rows.length > 0;
}

/** Throws a unique violation when the user already has a report of that name. */
export async function insertReport(db: Queryable, companyId: number, userId: number, report: NewReport): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO custom_reports (company_id, user_id, name, route, view_index, state) VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id',
    [companyId, userId, report.name, report.route, report.view, JSON.stringify(report.state)],
  );
  return rows[0].id;
}

/** Renames and/or replaces the state; false when the report is not the user's. */
export async function updateReport(db: Queryable, companyId: number, userId: number, id: number, change: { name?: string; state?: SavedReportState }): Promise<boolean> {
  const rows = await db.query(
    `UPDATE custom_reports SET name = coalesce($4, name), state = coalesce($5::jsonb, state), updated_at = now()
     WHERE company_id = $1 AND user_id = $2 AND id = $3 RETURNING id`,
    [companyId, userId, id, change.name ?? null, change.state === undefined ? null : JSON.stringify(change.state)],
  );
  return rows.length > 0;
}

/** Deletes the report and the user's favourite pointing at it; false when it is not the user's. */
export async function deleteReport(db: Queryable, companyId: number, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM custom_reports WHERE company_id = $1 AND user_id = $2 AND id = $3 RETURNING id', [companyId, userId, id]);
  if (rows.length) await db.query('DELETE FROM favorites WHERE user_id = $1 AND path = $2', [userId, `custom-reports/${id}`]);
  return rows.length > 0;
}
