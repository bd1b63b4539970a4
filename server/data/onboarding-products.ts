// The product master filled by the data origin step's CSV import. One
// statement upserts the whole file (by code, ignoring case), so an import of
// thousands of rows is one round trip inside the caller's transaction.
import type { Queryable } from '../db/adapter';
import { iso } from './onboarding-steps';

export interface ImportRow { code: string; name: string; family: string | null; unit: string; attributes: Record<string, string | number | boolean> }
export interface ImportRecord { fileName: string; rows: number; created: number; updated: number; importedAt: string }

export async function upsertProducts(tx: Queryable, companyId: number, rows: readonly ImportRow[]): Promise<{ created: number; updated: number }> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const result = await tx.query<{ inserted: boolean }>(
    `INSERT INTO products (company_id, code, name, family, unit, attributes)
     SELECT $1, r.code, r.name, NULLIF(r.family, ''), r.unit, r.attributes::jsonb
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS r (code, name, family, unit, attributes)
     ON CONFLICT (company_id, lower(code)) DO UPDATE
       SET code = EXCLUDED.code, name = EXCLUDED.name, family = EXCLUDED.family, unit = EXCLUDED.unit,
           attributes = products.attributes || EXCLUDED.attributes, updated_at = now()
     RETURNING (xmax = 0) AS inserted`,
    [
      companyId,
      rows.map((r) => r.code),
      rows.map((r) => r.name),
      rows.map((r) => r.family ?? ''),
      rows.map((r) => r.unit),
      rows.map((r) => JSON.stringify(r.attributes)),
    ],
  );
  const created = result.filter((r) => r.inserted).length;
  return { created, updated: result.length - created };
}

export async function recordImport(tx: Queryable, companyId: number, userId: number, r: Omit<ImportRecord, 'importedAt'>): Promise<ImportRecord> {
  const rows = await tx.query<{ importedAt: Date }>(
    `INSERT INTO product_imports (company_id, user_id, file_name, row_count, created_count, updated_count) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING imported_at AS "importedAt"`,
    [companyId, userId, r.fileName, r.rows, r.created, r.updated],
  );
  return { ...r, importedAt: iso(rows[0].importedAt) };
}

export async function lastImport(db: Queryable, companyId: number): Promise<ImportRecord | undefined> {
  const rows = await db.query<{ fileName: string; rows: number; created: number; updated: number; importedAt: Date }>(
    `SELECT file_name AS "fileName", row_count AS rows, created_count AS created, updated_count AS updated, imported_at AS "importedAt"
     FROM product_imports WHERE company_id = $1 ORDER BY imported_at DESC, id DESC LIMIT 1`,
    [companyId],
  );
  return rows[0] && { ...rows[0], importedAt: iso(rows[0].importedAt) };
}

export async function productCount(db: Queryable, companyId: number): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE company_id = $1', [companyId]))[0].n;
}
