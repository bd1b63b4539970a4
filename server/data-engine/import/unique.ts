// Unique fields of imported rows (other than the key): a value given twice
// in the file, or already used by another row of the table, is a problem of
// its row (notUnique) found while checking, not a failed write afterwards.
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { FieldValue } from '../../../engine/data/field-values';
import type { Queryable } from '../../db/adapter';
import { ident, paramCast, tableOf, toSqlValue } from '../sql';
import { keyText, valuesLookup } from './lookups';
import type { PreparedRow, Problems } from './prepare';

export async function checkUnique(
  tx: Queryable, entity: CompiledEntity, companyId: number, rows: readonly PreparedRow[], seen: Map<string, Map<string, number>>,
  problems: Problems, columnOf: (field: string) => string | undefined,
): Promise<Set<PreparedRow>> {
  const bad = new Set<PreparedRow>();
  for (const field of entity.fields.filter((f) => f.unique && f.column && !entity.key.includes(f.name))) {
    const values = rows.map((r) => r.values[field.name]).filter((v): v is Exclude<FieldValue, null> => v !== null && v !== undefined);
    if (values.length === 0) continue;
    // Rows of the table holding these values, with their keys: another key is a clash.
    const columns = [...entity.key.map((k) => entity.fields.find((f) => f.name === k)!), field];
    const found = await tx.query<Record<string, FieldValue>>(
      `SELECT ${columns.map((f) => `t."${f.name}"`).join(', ')}
       FROM ${valuesLookup(tableOf(entity), field.column!, paramCast(field), '$2', columns.map((f) => `t.${ident(f.column!)} AS "${f.name}"`).join(', '))}`,
      [companyId, values.map((v) => toSqlValue(field, v)) as string[]],
    );
    const owner = new Map(found.map((r) => [String(r[field.name]), keyText(entity, r)]));
    const inFile = seen.get(field.name) ?? new Map<string, number>();
    seen.set(field.name, inFile);
    for (const row of rows) {
      const value = row.values[field.name];
      if (value === null || value === undefined) continue;
      const text = String(value);
      const first = inFile.get(text);
      const holder = owner.get(text);
      if (first !== undefined || (holder !== undefined && holder !== keyText(entity, row.values))) {
        problems.add({ line: row.line, column: columnOf(field.name), field: field.name, code: 'notUnique', params: first !== undefined ? { line: first } : { value: text } });
        bad.add(row);
      } else inFile.set(text, row.line);
    }
  }
  return bad;
}
