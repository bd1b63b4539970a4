// Storage of declared entities that both sides reason about: the table of an
// entity, the SQL type of a field's column, which types are numbers or texts.
// Pure, so the server's schema sync and config:diff (scripts/) classify a
// change of the YAML the same way (engine/data/schema-differ.ts).
import type { CompiledEntity, CompiledField } from '../config/compiled';

/** Every entity table's SQL name: the prefix keeps them apart from the system tables. */
export const tableOf = (entity: Pick<CompiledEntity, 'table'>): string => `data_${entity.table}`;

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

/** The fields that have a column (not children, not formulas). */
export const storedFields = (entity: CompiledEntity): CompiledField[] => entity.fields.filter((f) => sqlType(f) !== null);
