// The trigram step of the schema sync (sync.ts), inside its transaction:
// make sure pg_trgm is there, then create the missing trigram indexes
// (trigram.ts). Without pg_trgm (a PostgreSQL without the contrib package, a
// role that may not create it) nothing fails: contains and the search still
// work, scanning the rows, and the sync says so in its notes. The extension
// is tried under a savepoint, so a refusal does not abort the transaction.
import type { CompiledConfig, CompiledEntity } from '../../../engine/config/compiled';
import type { Queryable } from '../../db/adapter';
import { tableOf } from '../sql';
import { desiredTrigramIndexes, planTrigramIndexes } from './trigram';

export interface TrigramRecord {
  table: string;
  kind: 'add-index';
  detail: string;
}

/**
 * The schema pg_trgm lives in, installing it when it is available and not yet
 * installed; undefined when it cannot be had. It goes to public (not the
 * current schema): an extension is one per database, and tests drop their
 * own schema with everything in it.
 */
async function trigramSchema(tx: Queryable): Promise<string | undefined> {
  const installed = async () =>
    (await tx.query<{ schema: string }>(`SELECT n.nspname::text AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`))[0]?.schema;
  const found = await installed();
  if (found) return found;
  const [available] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`);
  if (!available.n) return undefined;
  await tx.exec('SAVEPOINT sync_pg_trgm');
  try {
    await tx.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await tx.exec('RELEASE SAVEPOINT sync_pg_trgm');
  } catch {
    await tx.exec('ROLLBACK TO SAVEPOINT sync_pg_trgm');
    return undefined;
  }
  return installed();
}

export async function syncTrigramIndexes(
  tx: Queryable, entities: readonly CompiledEntity[], config: Pick<CompiledConfig, 'routes'>,
): Promise<{ records: TrigramRecord[]; notes: string[] }> {
  const wanted = entities.map((entity) => ({ entity, desired: desiredTrigramIndexes(entity, config) })).filter((w) => w.desired.length > 0);
  if (wanted.length === 0) return { records: [], notes: [] };
  const schema = await trigramSchema(tx);
  if (!schema) return { records: [], notes: ['pg_trgm is not available: contains filters and the search read every row of a list'] };
  const records: TrigramRecord[] = [];
  for (const { entity, desired } of wanted) {
    const table = tableOf(entity);
    const existing = await tx.query<{ name: string }>(`SELECT indexname::text AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1`, [table]);
    for (const index of planTrigramIndexes(entity, desired, new Set(existing.map((e) => e.name)), schema)) {
      await tx.exec(index.sql);
      records.push({ table, kind: 'add-index', detail: index.detail });
    }
  }
  return { records, notes: [] };
}
