// Indexes: the desired set (desired.ts) against what the catalogue holds.
// Missing ones are created; a new unique index is a narrowing (rows sharing
// a value would break it) and is checked first. An index this sync made that
// is no longer desired is dropped (a unique one relaxes a rule; none holds
// data). Indexes made by anything else are never touched.
import type { CompiledEntity } from '../../../engine/config/compiled';
import { tableOf } from '../sql';
import type { NarrowingCheck, Origin } from '../../../engine/data/schema-changes';
import { indexName, type DesiredIndex } from './desired';

export interface ExistingIndex {
  name: string;
  /** Every column, company_id included. */
  columns: string[];
  unique: boolean;
  primary: boolean;
}

export interface IndexPlan {
  create: Array<{ name: string; columns: string[]; unique: boolean }>;
  drop: string[];
  checks: NarrowingCheck[];
}

/** The unique (company_id, id) every table has, target of the references' composite foreign keys. */
export const companyIdIndex = (entity: Pick<CompiledEntity, 'table'>) => indexName(entity, ['company_id', 'id'], true);

function originOf(entity: CompiledEntity, index: DesiredIndex): Origin {
  if (index.reason === 'key') return { source: entity.source, line: 0, path: 'key' };
  const field = index.fields.length === 1 ? entity.fields.find((f) => f.name === index.fields[0]) : undefined;
  if (field?.unique) return { source: entity.source, line: field.line, path: `fields.${field.name}.unique`, name: field.name };
  return { source: entity.source, line: 0, path: 'unique' };
}

export function diffIndexes(entity: CompiledEntity, desired: readonly DesiredIndex[], existing: readonly ExistingIndex[]): IndexPlan {
  const table = tableOf(entity);
  const plan: IndexPlan = { create: [], drop: [], checks: [] };
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);
  const wanted = desired.map((d) => ({ ...d, all: ['company_id', ...d.columns] }));
  for (const index of wanted) {
    if (existing.some((e) => same(e.columns, index.all) && (e.unique || !index.unique))) continue;
    const name = indexName(entity, index.columns, index.unique);
    plan.create.push({ name, columns: index.all, unique: index.unique });
    if (index.unique) {
      plan.checks.push({
        kind: 'duplicates',
        table,
        columns: index.columns,
        origin: originOf(entity, index),
        what: `unique (${index.fields.join(', ')})`,
        verb: 'break',
      });
    }
  }
  // Indexes this sync made (named after the table) that the YAML no longer asks for are dropped: an index holds no data.
  const ours = (name: string) => name.startsWith(`${table}_`) && /_(key|k|idx|i)$/.test(name);
  for (const index of existing) {
    if (index.primary || !ours(index.name) || index.name === companyIdIndex(entity)) continue;
    if (!wanted.some((w) => w.unique === index.unique && same(w.all, index.columns))) plan.drop.push(index.name);
  }
  return plan;
}
