// Reads what a burst left in the database, straight from it (not through the
// API), after the server has stopped: a PGlite data directory or a schema.
import { openPglite } from '../../../../server/db/pglite';
import type { StoredState } from './write-ledger';

type Query = <T>(sql: string) => Promise<T[]>;

async function readWith(query: Query): Promise<StoredState> {
  const dimensions = await query<{ id: number; name: string; values: string[] }>('SELECT id, name, "values" FROM dimensions ORDER BY id');
  const favorites = await query<{ email: string; path: string }>('SELECT u.email, f.path FROM favorites f JOIN users u ON u.id = f.user_id');
  const [{ n }] = await query<{ n: number }>('SELECT COALESCE(MAX(c), 0)::int AS n FROM (SELECT count(*) AS c FROM favorites GROUP BY user_id) t');
  const dangling = await query<{ path: string }>(
    `SELECT u.email || ' ' || f.path AS path FROM favorites f JOIN users u ON u.id = f.user_id
     WHERE f.path ~ '^dimensions/[0-9]+$'
       AND NOT EXISTS (SELECT 1 FROM dimensions d WHERE d.company_id = u.company_id AND d.id = substring(f.path FROM 12)::int)`,
  );
  return { dimensions, favorites, maxFavoritesPerUser: n, danglingFavorites: dangling.map((d) => d.path) };
}

export async function readPgliteState(dataDir: string): Promise<StoredState> {
  const db = await openPglite({ dataDir });
  try {
    return await readWith((sql) => db.query(sql));
  } finally {
    await db.close();
  }
}

export function readSchemaState(query: Query): Promise<StoredState> {
  return readWith(query);
}
