// What the database should hold for the declared entities: columns,
// references and indexes. Pure: computed from the compiled config alone, so
// the differ can compare it with what was applied and the tests can check it
// without a database.
import { createHash } from 'node:crypto';
import type { CompiledConfig, CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import { storedFields } from '../../../engine/data/column-types';
import { tableOf } from '../sql';

export { storedFields };

export interface DesiredIndex {
  /** Columns after company_id, in order. */
  columns: string[];
  unique: boolean;
  /** Where it comes from, for messages: key, unique, ref, view, indexes. */
  reason: 'key' | 'unique' | 'ref' | 'view' | 'declared';
  /** Fields behind the columns, for messages. */
  fields: string[];
}

/** Strings longer than this are not indexed: a b-tree entry must stay under ~2.7 KB. */
const MAX_INDEXED_LENGTH = 1000;

function indexable(field: CompiledField | undefined): field is CompiledField {
  if (!field || field.column === null) return false;
  if (field.type === 'text') return false;
  return !(field.type === 'string' && (field.maxLength ?? 200) > MAX_INDEXED_LENGTH);
}

/** Every index an entity's table should have (beyond its primary key), without duplicates. */
export function desiredIndexes(entity: CompiledEntity, config: Pick<CompiledConfig, 'routes'>): DesiredIndex[] {
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  const out: DesiredIndex[] = [];
  const add = (names: string[], unique: boolean, reason: DesiredIndex['reason']) => {
    const list = names.map((n) => fields.get(n));
    if (list.some((f) => !f || f.column === null)) return;
    if (!unique && !list.every(indexable)) return;
    // Non-unique indexes end with id, the lists' tie-breaker: "ORDER BY status, id LIMIT 50" then reads
    // 50 index entries instead of sorting every row of the largest status.
    const own = list.map((f) => f!.column!).join();
    const columns = [...list.map((f) => f!.column!), ...(unique ? [] : ['id'])];
    // A unique index on the same fields already orders them without ties.
    if (out.some((i) => i.columns.join() === columns.join() || (i.unique && i.columns.join() === own))) return;
    out.push({ columns, unique, reason, fields: names });
  };
  add(entity.key, true, 'key');
  for (const field of entity.fields) if (field.unique) add([field.name], true, 'unique');
  for (const set of entity.unique) add(set, true, 'unique');
  for (const field of entity.fields) if (field.type === 'ref') add([field.name], false, 'ref');
  for (const set of entity.indexes) add(set, false, 'declared');
  // Every own field a table view shows, filters or sorts by: sorted and filtered pages stay fast.
  for (const route of config.routes) {
    for (const view of route.views) {
      if (view.entity !== entity.id || view.kind !== 'table') continue;
      const named = [...view.columns, ...view.filters, ...view.sort.map((s) => s.replace(/^-/, '')), ...view.where.map((w) => w.field)];
      for (const path of named) if (!path.includes('.')) add([path], false, 'view');
    }
  }
  for (const spec of entity.order) add([spec.replace(/^-/, '')], false, 'view');
  return out;
}

/** A deterministic index name under PostgreSQL's 63 characters. */
export function indexName(entity: Pick<CompiledEntity, 'table'>, columns: readonly string[], unique: boolean): string {
  const plain = `${tableOf(entity)}_${columns.join('_')}_${unique ? 'key' : 'idx'}`;
  if (plain.length <= 63) return plain;
  const hash = createHash('sha256').update(plain).digest('hex').slice(0, 8);
  return `${plain.slice(0, 63 - 13)}_${hash}_${unique ? 'k' : 'i'}`;
}

/** The name of a ref column's foreign key. */
export function foreignKeyName(entity: Pick<CompiledEntity, 'table'>, column: string): string {
  const plain = `${tableOf(entity)}_${column}_fkey`;
  if (plain.length <= 63) return plain;
  return `${plain.slice(0, 50)}_${createHash('sha256').update(plain).digest('hex').slice(0, 7)}_fk`;
}
