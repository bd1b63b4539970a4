// Table storage parameters the entities declare (today the fill factor),
// applied by the schema sync in its transaction. ALTER TABLE ... SET only
// changes how pages are filled from then on: no rewrite, no long lock, so it
// is safe at every start-up. A table bulk-updated in place (the forecast
// values a grid spread rewrites) keeps room on each page for the new row
// versions, which PostgreSQL then writes as HOT updates without touching any
// index.
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { Queryable } from '../../db/adapter';
import { ident, tableOf } from '../sql';

/** PostgreSQL's default: pages filled completely. */
export const DEFAULT_FILL_FACTOR = 100;

export interface StorageRecord {
  table: string;
  kind: 'storage';
  detail: string;
}

/** The fill factor a table has now (from pg_class.reloptions). */
async function currentFillFactor(tx: Queryable, table: string): Promise<number> {
  const [row] = await tx.query<{ value: string | null }>(
    `SELECT (SELECT split_part(o, '=', 2) FROM unnest(c.reloptions) o WHERE o LIKE 'fillfactor=%') AS value
     FROM pg_class c WHERE c.oid = to_regclass($1)`,
    [table],
  );
  return row?.value ? Number(row.value) : DEFAULT_FILL_FACTOR;
}

/** Sets each table's fill factor to what its entity declares (resetting it when no longer declared). */
export async function syncStorage(tx: Queryable, entities: readonly CompiledEntity[]): Promise<StorageRecord[]> {
  const records: StorageRecord[] = [];
  for (const entity of entities) {
    const table = tableOf(entity);
    const wanted = entity.fillFactor ?? DEFAULT_FILL_FACTOR;
    const now = await currentFillFactor(tx, table);
    if (now === wanted) continue;
    if (!Number.isInteger(wanted) || wanted < 10 || wanted > 100) throw new Error(`${entity.source}: fillFactor must be a whole number from 10 to 100`);
    await tx.exec(wanted === DEFAULT_FILL_FACTOR ? `ALTER TABLE ${ident(table)} RESET (fillfactor)` : `ALTER TABLE ${ident(table)} SET (fillfactor = ${wanted})`);
    records.push({ table, kind: 'storage', detail: `fill factor ${now} -> ${wanted}` });
  }
  return records;
}
