// The products import history of the data origin step (one row per file
// imported through the wizard) and the company's product count. The products
// themselves are rows of the product entity (data_products), written by the
// data engine's import (server/data-engine/import/run.ts).
import type { Queryable } from '../db/adapter';
import { iso } from './onboarding-steps';

/** The product entity's table (config/entities/product.yaml `table`, prefixed by the data engine). */
export const PRODUCT_TABLE = 'data_products';

export interface ImportRecord { fileName: string; rows: number; created: number; updated: number; importedAt: string }

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
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${PRODUCT_TABLE} WHERE company_id = $1`, [companyId]))[0].n;
}
