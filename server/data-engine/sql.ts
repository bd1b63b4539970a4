// SQL names and types of declared entities, in one place: the schema sync
// creates columns with these types and the queries read them back in the one
// wire format of engine/data/field-values.ts (numbers as float8, dates as
// YYYY-MM-DD, months as YYYY-MM), the same over PGlite and PostgreSQL.
import type { CompiledEntity, CompiledField } from '../../engine/config/compiled';

/** Every entity table's SQL name: the prefix keeps them apart from the system tables. */
export const tableOf = (entity: Pick<CompiledEntity, 'table'>): string => `data_${entity.table}`;

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

/**
 * Precision of numeric columns: 18 digits as the design says, more when the
 * scale is above 4, so every number the value rules accept (below 1e14)
 * fits whatever the scale.
 */
export const numericPrecision = (scale: number): number => Math.max(18, 14 + scale);

/** The SQL type of a field's column; null for fields without one (children, formulas). */
export function sqlType(field: Pick<CompiledField, 'type' | 'scale' | 'column'>): string | null {
  if (field.column === null) return null;
  switch (field.type) {
    case 'string':
    case 'text':
    case 'enum':
      return 'text';
    case 'integer':
    case 'ref':
      return 'integer';
    case 'decimal':
    case 'money':
    case 'percent': {
      const scale = field.scale ?? (field.type === 'decimal' ? 4 : 2);
      return `numeric(${numericPrecision(scale)}, ${scale})`;
    }
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'month':
      return 'date';
    case 'children':
      return null;
  }
}

export const NUMERIC_TYPES: ReadonlySet<string> = new Set(['integer', 'decimal', 'money', 'percent']);
export const TEXT_TYPES: ReadonlySet<string> = new Set(['string', 'text', 'enum']);

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
