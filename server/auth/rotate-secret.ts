// Rotation of the database signing secret (npm run auth:rotate-secret): a new
// generation signs from now on, and the one it replaces is still accepted for
// `graceMs`, so tokens already handed out keep working until they are
// refreshed (the client refreshes well within a token's lifetime). Instances
// pick the new generation up within their refresh interval (signing-keys.ts).
import type { Db } from '../db/adapter';
import { newSecret } from './signing-keys';

export interface Rotation {
  generation: number;
  /** Generations still accepted besides the new one, with the end of their grace. */
  retiring: Array<{ generation: number; acceptedUntil: Date }>;
}

export async function rotateSigningSecret(db: Db, graceMs: number): Promise<Rotation> {
  if (!Number.isFinite(graceMs) || graceMs < 0) throw new Error(`the grace period must be a duration >= 0 (got ${graceMs})`);
  return db.transaction(async (tx) => {
    // Two rotations at once would otherwise both retire the same generation and race for the next number.
    await tx.query('LOCK TABLE auth_signing_secrets IN SHARE ROW EXCLUSIVE MODE');
    await tx.query(`UPDATE auth_signing_secrets SET accepted_until = now() + $1 * interval '1 millisecond' WHERE accepted_until IS NULL`, [graceMs]);
    const [{ generation }] = await tx.query<{ generation: number }>(
      `INSERT INTO auth_signing_secrets (generation, secret)
       SELECT coalesce(max(generation), 0) + 1, $1 FROM auth_signing_secrets RETURNING generation`,
      [newSecret()],
    );
    // Generations whose grace ended long ago are of no use to anyone.
    await tx.query(`DELETE FROM auth_signing_secrets WHERE accepted_until < now() - interval '7 days'`);
    const retiring = await tx.query<{ generation: number; acceptedUntil: Date }>(
      `SELECT generation, accepted_until AS "acceptedUntil" FROM auth_signing_secrets
       WHERE accepted_until > now() ORDER BY generation`,
    );
    return { generation, retiring: retiring.map((r) => ({ ...r, acceptedUntil: new Date(r.acceptedUntil) })) };
  });
}
