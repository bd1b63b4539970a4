// SQL names and types of declared entities, in one place: the schema sync
// creates columns with these types and the queries read them back in the one
// wire format of engine/data/field-values.ts (numbers as float8, dates as
// YYYY-MM-DD, months as YYYY-MM), the same over PGlite and PostgreSQL.
import type { CompiledEntity, CompiledField } from '../../engine/config/compiled';
import { sqlType } from '../../engine/data/column-types';

// The storage types are pure and shared with config:diff; re-exported for the server's modules.
export { NUMERIC_TYPES, numericPrecision, sqlType, TEXT_TYPES, tableOf } from '../../engine/data/column-types';

/** An entity whose rows a computation provides (no table of its own). */
export const isComputed = (entity: CompiledEntity): boolean => (entity as { computed?: boolean }).computed === true || entity.table === '';

/** Double-quoted identifier; names come from the validated config (snake_case), never from a request. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}

/** A camelCase alias (field names, ref paths), quoted. */
export function alias(name: string): string {
  if (!/^[a-zA-Z][a-zA-Z0-9.$]*$/.test(name)) throw new Error(`unsafe SQL alias: ${name}`);
  return `"${name}"`;
}

/** A stored value (expression `expr` of a field's column) in the wire format. */
export function wireExpr(field: Pick<CompiledField, 'type'>, expr: string): string {
  switch (field.type) {
    case 'decimal':
    case 'money':
    case 'percent':
      return `${expr}::float8`;
    case 'date':
      return `to_char(${expr}, 'YYYY-MM-DD')`;
    case 'month':
      return `to_char(${expr}, 'YYYY-MM')`;
    default:
      return expr;
  }
}

/** A stored value as text (titles and keys of referenced rows). */
export function textExpr(field: Pick<CompiledField, 'type'>, expr: string): string {
  const wire = wireExpr(field, expr);
  return field.type === 'string' || field.type === 'text' || field.type === 'enum' ? wire : `(${wire})::text`;
}

/** A wire value as a SQL parameter for the column (months are stored as their first day). */
export function toSqlValue(field: Pick<CompiledField, 'type'>, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (field.type === 'month' && typeof value === 'string') return `${value}-01`;
  return value as string | number | boolean;
}

/** The parameter cast of a field's column type, for statements whose parameters PostgreSQL cannot infer. */
export function paramCast(field: Pick<CompiledField, 'type' | 'scale' | 'column'>): string {
  const type = sqlType(field);
  return type === null ? 'text' : type.startsWith('numeric') ? 'numeric' : type;
}
