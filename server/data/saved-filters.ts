// Saved filters of table views (migration 050). Every statement is scoped
// to the caller's company, and reads only the caller's own filters and the
// company's shared ones: another user's private filter is never read, so it
// is "not found" without a separate check.
import type { SavedFilterState } from '../../engine/data/saved-filters';
import type { Queryable } from '../db/adapter';
import { iso } from './onboarding-steps';

export interface SavedFilterRow {
  id: number;
  name: string;
  route: string;
  view: number;
  shared: boolean;
  state: SavedFilterState;
  ownerId: number | null;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = `f.id, f.name, f.route, f.view_index AS view, f.shared, f.state, f.user_id AS "ownerId", u.name AS "ownerName",
  f.created_at AS "createdAt", f.updated_at AS "updatedAt"`;
const FROM = 'saved_filters f LEFT JOIN users u ON u.id = f.user_id';
/** What one user may see: their own filters and the shared ones ($1 company, $2 user). */
const VISIBLE = 'f.company_id = $1 AND (f.user_id = $2 OR f.shared)';

function toRow(row: SavedFilterRow & { state: unknown; createdAt: Date | string; updatedAt: Date | string }): SavedFilterRow {
  return {
    ...row,
    state: (typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as SavedFilterState,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Visible filters, of one route or all, by route then name. */
export async function listFilters(db: Queryable, companyId: number, userId: number, route?: string): Promise<SavedFilterRow[]> {
  const rows = await db.query<SavedFilterRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${VISIBLE} AND ($3::text IS NULL OR f.route = $3) ORDER BY f.route, lower(f.name), f.id`,
    [companyId, userId, route ?? null],
  );
  return rows.map(toRow);
}

export async function getFilter(db: Queryable, companyId: number, userId: number, id: number): Promise<SavedFilterRow | undefined> {
  const rows = await db.query<SavedFilterRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${VISIBLE} AND f.id = $3`, [companyId, userId, id]);
  return rows[0] && toRow(rows[0]);
}

export async function countOwnFilters(db: Queryable, companyId: number, userId: number): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_filters WHERE company_id = $1 AND user_id = $2', [companyId, userId]))[0].n;
}

/** Throws a unique violation when the user already has a filter of that name on the route. */
export async function insertFilter(
  db: Queryable, companyId: number, userId: number, f: { name: string; route: string; view: number; shared: boolean; state: SavedFilterState },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO saved_filters (company_id, user_id, route, view_index, name, shared, state) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id',
    [companyId, userId, f.route, f.view, f.name, f.shared, JSON.stringify(f.state)],
  );
  return rows[0].id;
}

/** Changes what is given; the caller has checked who may. Throws a unique violation on a name clash of the owner's. */
export async function updateFilter(db: Queryable, companyId: number, id: number, change: { name?: string; shared?: boolean; state?: SavedFilterState }): Promise<void> {
  await db.query(
    `UPDATE saved_filters SET name = coalesce($3, name), shared = coalesce($4, shared), state = coalesce($5::jsonb, state), updated_at = now()
     WHERE company_id = $1 AND id = $2`,
    [companyId, id, change.name ?? null, change.shared ?? null, change.state ? JSON.stringify(change.state) : null],
  );
}

export async function deleteFilter(db: Queryable, companyId: number, id: number): Promise<void> {
  await db.query('DELETE FROM saved_filters WHERE company_id = $1 AND id = $2', [companyId, id]);
}
