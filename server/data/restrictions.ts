// CUSTOM_ROLES: per-user feature restrictions (read by the auth query; written by the seed).
import type { Queryable } from '../db/adapter';

export async function restrictFeature(db: Queryable, companyId: number, userId: number, feature: string): Promise<void> {
  await db.query(
    'INSERT INTO user_restrictions (user_id, company_id, feature) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [userId, companyId, feature],
  );
}

/** Every user of the company with the features restricted for them. */
export async function listCompanyRestrictions(db: Queryable, companyId: number): Promise<Array<{ userId: number; features: string[] }>> {
  return db.query(
    `SELECT u.id AS "userId", COALESCE(array_agg(r.feature ORDER BY r.feature) FILTER (WHERE r.feature IS NOT NULL), '{}') AS features
     FROM users u LEFT JOIN user_restrictions r ON r.user_id = u.id AND r.company_id = u.company_id
     WHERE u.company_id = $1 GROUP BY u.id ORDER BY u.id`,
    [companyId],
  );
}

/** Replaces a user's restricted features (inside the caller's transaction). */
export async function replaceRestrictions(db: Queryable, companyId: number, userId: number, features: readonly string[]): Promise<void> {
  await db.query('DELETE FROM user_restrictions WHERE company_id = $1 AND user_id = $2', [companyId, userId]);
  if (features.length === 0) return;
  await db.query(
    'INSERT INTO user_restrictions (user_id, company_id, feature) SELECT $2, $1, f FROM unnest($3::text[]) AS f',
    [companyId, userId, [...features]],
  );
}
