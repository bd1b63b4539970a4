// Titles and keys of the rows a page refers to, in ONE query for the whole
// page (a UNION ALL with one branch per reference column), never one per
// row. Only entities the caller may read are resolved; other references keep
// their bare id.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import type { FieldValue } from '../../../engine/data/field-values';
import type { RefTitles } from '../../../engine/data/api';
import type { Queryable } from '../../db/adapter';
import { ident, isComputed, tableOf, textExpr } from '../sql';
import type { PathContext } from './paths';

export interface RefColumn {
  /** The key in rows and in refs: a field name, ref.field, or children.field. */
  path: string;
  field: CompiledField;
}

/** The row's title and key as text (a composite key joined with " / "). */
export function titleAndKey(entity: CompiledEntity, alias: string): { title: string; key: string } {
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  const text = (name: string) => {
    const f = fields.get(name);
    return f?.column ? `coalesce(${textExpr(f, `${alias}.${ident(f.column)}`)}, '')` : `''`;
  };
  return { title: text(entity.title), key: entity.key.length === 1 ? text(entity.key[0]) : `concat_ws(' / ', ${entity.key.map(text).join(', ')})` };
}

export async function resolveRefs(
  db: Queryable,
  companyId: number,
  rows: ReadonlyArray<Record<string, FieldValue>>,
  columns: readonly RefColumn[],
  context: PathContext,
): Promise<RefTitles> {
  const refs: RefTitles = {};
  const branches: string[] = [];
  const params: Array<number | number[] | string> = [companyId];
  for (const column of columns) {
    if (column.field.type !== 'ref' || !column.field.entity) continue;
    const target = context.entities.get(column.field.entity);
    if (!target || isComputed(target) || !context.access.of(target).read) continue;
    const ids = [...new Set(rows.map((r) => r[column.path]).filter((v): v is number => typeof v === 'number'))];
    refs[column.path] = {};
    if (ids.length === 0) continue;
    params.push(column.path, ids);
    const { title, key } = titleAndKey(target, 'r');
    branches.push(
      `SELECT $${params.length - 1}::text AS path, r.id, ${title} AS title, ${key} AS key FROM ${ident(tableOf(target))} r WHERE r.company_id = $1 AND r.id = ANY($${params.length}::int[])`,
    );
  }
  if (branches.length === 0) return refs;
  const found = await db.query<{ path: string; id: number; title: string; key: string }>(branches.join(' UNION ALL '), params);
  for (const row of found) refs[row.path][String(row.id)] = { title: row.title, key: row.key };
  return refs;
}
