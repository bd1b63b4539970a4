// Invitations: a random token shown once in the invitation URL; only its
// SHA-256 is stored, so a database leak does not hand out accounts.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/adapter';

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createInvitation(db: Queryable, companyId: number, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO invitations (company_id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
    companyId, userId, hashToken(token), new Date(Date.now() + INVITATION_LIFETIME_MS),
  ]);
  return token;
}

export function invitationUrl(token: string): string {
  return `/auth/accept-invitation?token=${encodeURIComponent(token)}`;
}

/** Locks and returns the pending invitation of this token, if it is still valid. */
export async function claimInvitation(tx: Queryable, token: string): Promise<{ id: number; userId: number; companyId: number } | undefined> {
  const rows = await tx.query<{ id: number; userId: number; companyId: number }>(
    `SELECT id, user_id AS "userId", company_id AS "companyId" FROM invitations
     WHERE token_hash = $1 AND accepted_at IS NULL AND expires_at > now() FOR UPDATE`,
    [hashToken(token)],
  );
  return rows[0];
}

export async function markAccepted(tx: Queryable, invitationId: number): Promise<void> {
  await tx.query('UPDATE invitations SET accepted_at = now() WHERE id = $1', [invitationId]);
}

/** A deactivated user's pending invitation must not reactivate them. */
export async function cancelPendingInvitations(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE invitations SET expires_at = now() WHERE user_id = $1 AND accepted_at IS NULL AND expires_at > now()', [userId]);
}
