// Sessions and the auth lookup. lookupCaller() is THE query of every
// authenticated request: one round trip that checks the session (not revoked,
// not expired), the user (active) and returns the user, the company alias, the
// company's active plugins and the user's restrictions.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/adapter';
import type { Caller } from '../access/caller';

// One statement, prepared once per connection by both adapters (so it is
// planned once, not per request): three primary-key lookups and two small
// index scans. The photo can weigh ~300 KB: only the profile routes ask for it.
const LOOKUP = `
  SELECT u.id AS "userId", u.company_id AS "companyId", s.id::text AS "sessionId", u.name, u.email, u.language, u.roles,
    u.auto_refresh AS "autoRefresh", u.onboarding, c.alias,
    ARRAY(SELECT p.plugin_id FROM company_plugins p WHERE p.company_id = u.company_id ORDER BY p.plugin_id) AS "activePlugins",
    ARRAY(SELECT r.feature FROM user_restrictions r WHERE r.user_id = u.id ORDER BY r.feature) AS restricted,
    CASE WHEN $3::boolean THEN u.photo END AS photo
  FROM sessions s
  JOIN users u ON u.id = s.user_id AND u.company_id = s.company_id
  JOIN companies c ON c.id = u.company_id
  WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.active`;

export async function lookupCaller(db: Queryable, sessionId: string, userId: number, withPhoto: boolean): Promise<Caller | undefined> {
  const rows = await db.query<Caller>(LOOKUP, [sessionId, userId, withPhoto]);
  return rows[0];
}

export async function createSession(db: Queryable, userId: number, companyId: number, expiresAt: Date): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO sessions (id, user_id, company_id, expires_at) VALUES ($1, $2, $3, $4)', [id, userId, companyId, expiresAt]);
  return id;
}

export async function extendSession(db: Queryable, sessionId: string, expiresAt: Date): Promise<void> {
  await db.query('UPDATE sessions SET expires_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, expiresAt]);
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

export async function revokeUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
