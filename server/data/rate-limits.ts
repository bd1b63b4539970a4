// Rate-limit counters shared by every server instance (migrations/020).
// countAttempt() is one statement: it opens a window on the first attempt,
// counts within it, and starts a new one once it has passed. Concurrent
// attempts on one key take turns on the row's lock, so none is lost, whichever
// instance receives them.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/adapter';

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** The stored key: a digest, so no IP address or e-mail is kept in clear. */
export function rateLimitKey(namespace: string, key: string): string {
  return createHash('sha256').update(namespace).update('\u0001').update(key).digest('base64url');
}

const COUNT = `
  INSERT INTO rate_limits AS r (key, hits, resets_at) VALUES ($1, 1, now() + $2::int * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.hits + 1 END,
    resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
  RETURNING hits, GREATEST(0, ceil(extract(epoch FROM r.resets_at - now()) * 1000))::int AS "ttlMs"`;

export async function countAttempt(db: Queryable, key: string, windowMs: number): Promise<AttemptCount> {
  const rows = await db.query<AttemptCount>(COUNT, [key, Math.max(1, Math.round(windowMs))]);
  return rows[0];
}

/** The current window's count without counting; zero when there is no open window. */
export async function readAttempts(db: Queryable, key: string): Promise<AttemptCount> {
  const rows = await db.query<AttemptCount>(
    `SELECT hits, GREATEST(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS "ttlMs"
     FROM rate_limits WHERE key = $1 AND resets_at > now()`,
    [key],
  );
  return rows[0] ?? { hits: 0, ttlMs: 0 };
}

/** Deletes ended windows; rows another instance is counting right now are skipped, never waited for. */
export async function purgeExpired(db: Queryable, limit = 1000): Promise<number> {
  const rows = await db.query(
    `DELETE FROM rate_limits WHERE key IN (
       SELECT key FROM rate_limits WHERE resets_at <= now() ORDER BY resets_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING 1`,
    [limit],
  );
  return rows.length;
}
