// Which trigram indexes the schema sync plans: the search's text columns and
// the text fields a table view filters by, for listed entities only, created
// once, with names the b-tree differ never drops.
import { describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../engine/config/compiled';
import { diffIndexes } from '../../../server/data-engine/schema/indexes';
import { desiredTrigramIndexes, planTrigramIndexes, trigramIndexName } from '../../../server/data-engine/schema/trigram';
import { entityFromYaml, itemYaml } from './entity-fixture';

const entity = entityFromYaml(itemYaml('  ean: { type: string, maxLength: 14 }\n  note: { type: text }\n  memo: { type: text }\n  qty: { type: integer }\n  status: { type: enum, values: [a, b] }\n'));
const routes = (views: Array<{ kind: string; entity: string; filters: string[] }>) => ({ routes: [{ views }] }) as unknown as Pick<CompiledConfig, 'routes'>;

describe('trigram indexes', () => {
  it('index the searched strings and the text fields a table view filters by, once each', () => {
    const desired = desiredTrigramIndexes(entity, routes([{ kind: 'table', entity: 'item', filters: ['note', 'name', 'qty', 'status'] }]));
    expect(desired).toEqual([
      { column: 'code', field: 'code', reason: 'search' },
      { column: 'name', field: 'name', reason: 'search' },
      { column: 'ean', field: 'ean', reason: 'search' },
      { column: 'note', field: 'note', reason: 'filter' },
    ]);
  });

  it('leave entities no table view lists alone', () => {
    expect(desiredTrigramIndexes(entity, routes([]))).toEqual([]);
    expect(desiredTrigramIndexes(entity, routes([{ kind: 'tree', entity: 'item', filters: [] }, { kind: 'table', entity: 'other', filters: [] }]))).toEqual([]);
  });

  it('plan only the missing ones, with the operator class of the schema pg_trgm lives in', () => {
    const desired = desiredTrigramIndexes(entity, routes([{ kind: 'table', entity: 'item', filters: [] }]));
    const plan = planTrigramIndexes(entity, desired, new Set(['data_sync_items_code_trgm']), 'public');
    expect(plan.map((p) => p.sql)).toEqual([
      'CREATE INDEX "data_sync_items_name_trgm" ON "data_sync_items" USING gin ("name" "public".gin_trgm_ops) WITH (gin_pending_list_limit = 256)',
      'CREATE INDEX "data_sync_items_ean_trgm" ON "data_sync_items" USING gin ("ean" "public".gin_trgm_ops) WITH (gin_pending_list_limit = 256)',
    ]);
    expect(plan[0].detail).toBe('trigram index (name) for the search');
  });

  it('have names within 63 characters that the b-tree differ never drops', () => {
    const long = trigramIndexName({ table: 'a_very_long_table_name_for_trigram_tests' }, 'an_equally_long_column_name_here');
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long).toMatch(/_[0-9a-f]{8}_trgm$/);
    const existing = [{ name: trigramIndexName(entity, 'name'), columns: ['name'], unique: false, primary: false }];
    expect(diffIndexes(entity, [], existing).drop).toEqual([]);
  });
});
