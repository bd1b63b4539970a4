// Dimensions of a company's data model (Product family, Region...). Every
// statement is scoped by company_id: another company's id is simply not found.
import type { Queryable } from '../db/adapter';

export interface DimensionRow {
  id: number;
  name: string;
  values: string[];
}

export async function listDimensions(db: Queryable, companyId: number): Promise<Array<{ id: number; name: string }>> {
  return db.query('SELECT id, name FROM dimensions WHERE company_id = $1 ORDER BY lower(name), id', [companyId]);
}

export async function getDimension(db: Queryable, companyId: number, id: number): Promise<DimensionRow | undefined> {
  const rows = await db.query<DimensionRow>('SELECT id, name, "values" FROM dimensions WHERE company_id = $1 AND id = $2', [companyId, id]);
  return rows[0];
}

export async function dimensionExists(db: Queryable, companyId: number, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM dimensions WHERE company_id = $1 AND id = $2', [companyId, id])).length > 0;
}

export async function nameTaken(db: Queryable, companyId: number, name: string, exceptId = 0): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM dimensions WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3', [companyId, name, exceptId]);
  return rows.length > 0;
}

export async function insertDimension(db: Queryable, companyId: number, name: string, values: string[]): Promise<DimensionRow> {
  const rows = await db.query<DimensionRow>(
    'INSERT INTO dimensions (company_id, name, "values") VALUES ($1, $2, $3::text[]) RETURNING id, name, "values"',
    [companyId, name, values],
  );
  return rows[0];
}

export async function updateDimension(
  db: Queryable,
  companyId: number,
  id: number,
  change: { name?: string; values?: string[] },
): Promise<DimensionRow | undefined> {
  const rows = await db.query<DimensionRow>(
    `UPDATE dimensions SET name = COALESCE($3, name), "values" = COALESCE($4::text[], "values")
     WHERE company_id = $1 AND id = $2 RETURNING id, name, "values"`,
    [companyId, id, change.name ?? null, change.values ?? null],
  );
  return rows[0];
}

/** Deletes the dimension and the favourites that pointed at its page. */
export async function deleteDimension(db: Queryable, companyId: number, id: number, pagePath: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM dimensions WHERE company_id = $1 AND id = $2 RETURNING id', [companyId, id]);
  if (rows.length === 0) return false;
  await db.query('DELETE FROM favorites WHERE path = $2 AND user_id IN (SELECT id FROM users WHERE company_id = $1)', [companyId, pagePath]);
  return true;
}
