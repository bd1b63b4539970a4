// Custom reports belong to one user of one company; both ids scope every read.
import type { Queryable } from '../db/adapter';

export interface ReportRow {
  id: number;
  name: string;
  columns: string[];
  rows: Array<Array<string | number | null>>;
}

export async function listReports(db: Queryable, companyId: number, userId: number): Promise<Array<{ id: number; name: string }>> {
  return db.query('SELECT id, name FROM custom_reports WHERE company_id = $1 AND user_id = $2 ORDER BY id', [companyId, userId]);
}

export async function getReport(db: Queryable, companyId: number, userId: number, id: number): Promise<ReportRow | undefined> {
  const rows = await db.query<ReportRow>(
    'SELECT id, name, columns, rows FROM custom_reports WHERE company_id = $1 AND user_id = $2 AND id = $3',
    [companyId, userId, id],
  );
  return rows[0];
}

export async function reportExists(db: Queryable, companyId: number, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM custom_reports WHERE company_id = $1 AND user_id = $2 AND id = $3', [companyId, userId, id]);
  return rows.length > 0;
}

export async function insertReport(db: Queryable, companyId: number, userId: number, report: Omit<ReportRow, 'id'>): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO custom_reports (company_id, user_id, name, columns, rows) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb) RETURNING id',
    [companyId, userId, report.name, JSON.stringify(report.columns), JSON.stringify(report.rows)],
  );
  return rows[0].id;
}
