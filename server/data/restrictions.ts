// CUSTOM_ROLES: per-user feature restrictions (read by the auth query; written by the seed).
import type { Queryable } from '../db/adapter';

export async function restrictFeature(db: Queryable, companyId: number, userId: number, feature: string): Promise<void> {
  await db.query(
    'INSERT INTO user_restrictions (user_id, company_id, feature) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [userId, companyId, feature],
  );
}
