// Trigram indexes (pg_trgm, GIN): the list's `contains` filters and its
// free-text search match text anywhere in a value (`col ~* pattern`, see
// query/search.ts), which no b-tree serves. A GIN trigram index on the raw
// column does: pg_trgm extracts trigrams from the regular expression itself,
// so the query keeps its accent- and case-blind meaning and only the
// candidate rows are rechecked. Measured on 100,000 products (PGlite):
// `name contains "premium 99"` 280 candidates, ~3 ms instead of a scan.
// Pure: which indexes each entity wants, and which of them are missing.
import { createHash } from 'node:crypto';
import type { CompiledConfig, CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import { searchedFields } from '../query/search';
import { ident, tableOf } from '../sql';

export interface DesiredTrigramIndex {
  column: string;
  /** The field behind the column, for messages. */
  field: string;
  /** Why: search (a field q looks in) or filter (a text field a table view filters by). */
  reason: 'search' | 'filter';
}

const TEXT = new Set(['string', 'text']);

/**
 * The trigram indexes of an entity a table view lists: every text column the
 * search looks in, and every text field a view filters by (contains). Other
 * entities are read by id or through their views' b-tree indexes only: a GIN
 * index costs every insert, so it is kept to the lists people search.
 */
export function desiredTrigramIndexes(entity: CompiledEntity, config: Pick<CompiledConfig, 'routes'>): DesiredTrigramIndex[] {
  const views = config.routes.flatMap((r) => r.views).filter((v) => v.kind === 'table' && v.entity === entity.id);
  if (views.length === 0) return [];
  const out: DesiredTrigramIndex[] = [];
  const add = (field: CompiledField | undefined, reason: DesiredTrigramIndex['reason']) => {
    if (!field?.column || !TEXT.has(field.type) || out.some((i) => i.column === field.column)) return;
    out.push({ column: field.column, field: field.name, reason });
  };
  for (const field of searchedFields(entity)) add(field, 'search');
  for (const view of views) for (const name of view.filters) add(entity.fields.find((f) => f.name === name), 'filter');
  return out;
}

/** A deterministic name, never ending like the b-tree indexes the sync may drop (_key, _idx, _k, _i). */
export function trigramIndexName(entity: Pick<CompiledEntity, 'table'>, column: string): string {
  const plain = `${tableOf(entity)}_${column}_trgm`;
  if (plain.length <= 63) return plain;
  const hash = createHash('sha256').update(plain).digest('hex').slice(0, 8);
  return `${plain.slice(0, 63 - 14)}_${hash}_trgm`;
}

/**
 * GIN queues new rows in a pending list that every search reads through
 * until it is merged; merged only past this size (default 4 MB) or by
 * autovacuum, which PGlite does not have. Measured after a 100,000-row
 * insert on PGlite: an index scan of the all-empty ean column took 45 ms
 * through the default list, 0.1 ms merged. 256 kB keeps that scan short and
 * bulk inserts cheap (fastupdate off made them 4x slower on PostgreSQL).
 */
const PENDING_LIST_KB = 256;

export interface TrigramPlan {
  name: string;
  column: string;
  sql: string;
  detail: string;
}

/**
 * The missing ones as CREATE INDEX statements. `opclassSchema` is where
 * pg_trgm is installed (its operator class is named with it, whatever the
 * search_path). An index no longer desired is kept: it holds no data, and
 * dropping it would only make a later search slow again.
 */
export function planTrigramIndexes(
  entity: CompiledEntity, desired: readonly DesiredTrigramIndex[], existing: ReadonlySet<string>, opclassSchema: string,
): TrigramPlan[] {
  return desired
    .map((index) => ({ ...index, name: trigramIndexName(entity, index.column) }))
    .filter((index) => !existing.has(index.name))
    .map((index) => ({
      name: index.name,
      column: index.column,
      sql: `CREATE INDEX ${ident(index.name)} ON ${ident(tableOf(entity))} USING gin (${ident(index.column)} "${opclassSchema.replace(/"/g, '""')}".gin_trgm_ops) WITH (gin_pending_list_limit = ${PENDING_LIST_KB})`,
      detail: `trigram index (${index.column}) for ${index.reason === 'search' ? 'the search' : 'contains filters'}`,
    }));
}
