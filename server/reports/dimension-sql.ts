// A dimension's value in one entity's rows, as SQL: the field at the end of
// its path in the one wire format every entity of the report shares (so the
// rows of sales and of forecasts meet on the same month), with the date grain
// applied, and the kind of value the browser formats.
import type { CompiledDimension } from '../../engine/config/compiled';
import type { DimensionKind } from '../../engine/data/report-api';
import type { ReportPath } from './paths';

export function dimensionKind(path: ReportPath, dimension: Pick<CompiledDimension, 'grain'>): DimensionKind {
  const { type } = path.field;
  if (path.field.formula) return 'number';
  if ((type === 'date' || type === 'month') && dimension.grain) return dimension.grain;
  switch (type) {
    case 'string':
    case 'text':
      return 'text';
    case 'enum':
      return 'enum';
    case 'ref':
      return 'ref';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'month':
      return 'month';
    default:
      return 'number';
  }
}

const GRAIN_FORMAT = { month: 'YYYY-MM', quarter: 'YYYY-"Q"Q', year: 'YYYY' } as const;

/**
 * The grouped value: text for dates (YYYY-MM-DD, YYYY-MM, YYYY-Qn, YYYY),
 * float8 for decimals, as stored otherwise. Text groups in the "C"
 * collation: grouping only needs equality, which every collation agrees on,
 * and byte order sorts many times faster than a language's (the browser
 * orders the rows it shows in the user's language).
 */
export function dimensionValueSql(path: ReportPath, dimension: Pick<CompiledDimension, 'grain'>): string {
  const { type } = path.field;
  if (path.field.formula) return `(${path.expr})::float8`;
  if (type === 'date' || type === 'month') {
    const format = dimension.grain ? GRAIN_FORMAT[dimension.grain] : type === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM';
    // As timestamp, not the implicit timestamptz: the same text for a date in any time zone, without a zone lookup per row (~40% of the to_char over 1,000,000 rows on PostgreSQL).
    return `to_char((${path.expr})::timestamp, '${format}') COLLATE "C"`;
  }
  if (type === 'decimal' || type === 'money' || type === 'percent') return `${path.expr}::float8`;
  if (type === 'string' || type === 'text' || type === 'enum') return `(${path.expr} COLLATE "C")`;
  return path.expr;
}

/**
 * The same value split in two: what to group the entity's rows by (a date as
 * stored, or cut to its grain's first day by date_trunc), and the text it
 * becomes, applied to the few groups after (`format` of a column). Formatting
 * every row cost more than the rest of the aggregation (to_char over 100,000
 * sales lines: 2/3 of the time on PGlite); grouping by the day instead of the
 * month made ~30 times the groups (offer lines by family, day and channel:
 * 73,000 against 2,600 at 100,000 lines) and their hash table the slowest
 * step. A key formats to one text only, so a key's groups never merge
 * (`exact`: an aggregation in one step, which does not group them again).
 */
export function dimensionKeySql(path: ReportPath, dimension: Pick<CompiledDimension, 'grain'>, options: { exact?: boolean } = {}): { key: string; format: ((column: string) => string) | null } {
  const { type } = path.field;
  if (!path.field.formula && (type === 'date' || type === 'month')) {
    const format = dimension.grain ? GRAIN_FORMAT[dimension.grain] : type === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM';
    // A month as stored when its groups meet again after (`exact` false: an aggregation in two steps, whose second groups the
    // formatted texts): at most 12 months a year, so cutting each row to its grain saved few groups and cost two date_trunc
    // per row (sales by year and month: 640,000 rows, turnover report 550 -> 870 ms on PGlite). A date's days are cut.
    if (type === 'month' && !options.exact) return { key: `(${path.expr})`, format: (column) => `to_char((${column})::timestamp, '${format}') COLLATE "C"` };
    const grain = dimension.grain ?? (type === 'month' ? 'month' : null);
    // As timestamp, not timestamptz: the same cut in any time zone (dimensionValueSql).
    const key = grain ? `date_trunc('${grain}', (${path.expr})::timestamp)` : `(${path.expr})`;
    return { key, format: (column) => `to_char((${column})::timestamp, '${format}') COLLATE "C"` };
  }
  return { key: dimensionValueSql(path, dimension), format: null };
}

/** Kinds whose values the same SQL type carries, so two entities' values can meet in one column. */
const FAMILY: Record<DimensionKind, string> = {
  text: 'text', enum: 'text', ref: 'integer', number: 'number', boolean: 'boolean', date: 'date', month: 'month', quarter: 'quarter', year: 'year',
};

export const compatibleKinds = (a: DimensionKind, b: DimensionKind): boolean => FAMILY[a] === FAMILY[b];
