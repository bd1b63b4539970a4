// Per-user favourite route paths, kept in the order they were added.
// Changes go through favorites_change() (migrations/003_favorites_change.sql):
// one statement that locks the user row, so the limit holds under concurrency.
import type { Queryable } from '../db/adapter';

export type FavoriteOutcome = 'added' | 'exists' | 'full' | 'removed';

export async function listFavorites(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ path: string }>('SELECT path FROM favorites WHERE user_id = $1 ORDER BY position', [userId]);
  return rows.map((r) => r.path);
}

/** Adds (at most `max`) or removes a favourite; returns the outcome and the resulting list. */
export async function changeFavorite(
  db: Queryable,
  userId: number,
  path: string,
  action: 'add' | 'remove',
  max: number,
): Promise<{ outcome: FavoriteOutcome; paths: string[] }> {
  const rows = await db.query<{ outcome: FavoriteOutcome; paths: string[] }>('SELECT * FROM favorites_change($1, $2, $3, $4)', [
    userId, path, action === 'add', max,
  ]);
  return rows[0];
}

export async function seedFavorites(db: Queryable, userId: number, paths: string[]): Promise<void> {
  for (const [index, path] of paths.entries()) {
    await db.query('INSERT INTO favorites (user_id, path, position) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, path, index + 1]);
  }
}
