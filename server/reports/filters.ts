// Conditions on a report's rows: the user's filters and the view's where,
// both naming a dimension id, compiled against the dimension's path in one
// entity. Values are checked with the field's own value rule (without its
// bounds); a dimension with a date grain compares eq / ne / in with grouped
// values (2024-03, 2024-Q1, 2024) and ranges with days or months of the field.
import type { CompiledDimension, CompiledField } from '../../engine/config/compiled';
import { checkValue, type FieldValue } from '../../engine/data/field-values';
import type { Filter, FilterOp } from '../../engine/data/list-query';
import { ApiError } from '../errors/api-error';
import type { Params } from '../data-engine/query/params';
import { paramCast } from '../data-engine/sql';
import { dimensionValueSql } from './dimension-sql';
import type { ReportPath } from './paths';

const ORDERED = new Set(['integer', 'decimal', 'money', 'percent', 'date', 'month', 'string', 'text', 'enum']);
const TEXT = new Set(['string', 'text', 'enum']);
const GRAINED = /^(\d{4})(-(0[1-9]|1[0-2])|-Q[1-4])?$/;

export function allowedOps(field: CompiledField): FilterOp[] {
  if (field.type === 'boolean') return ['eq', 'ne', 'null'];
  if (field.type === 'ref') return ['eq', 'ne', 'in', 'null'];
  const ops: FilterOp[] = ['eq', 'ne', 'in', 'null'];
  if (ORDERED.has(field.type) || field.formula) ops.push('lt', 'lte', 'gt', 'gte', 'between');
  if (TEXT.has(field.type)) ops.push('contains');
  return ops;
}

function loose(field: CompiledField): CompiledField {
  const { min: _min, max: _max, minLength: _minLength, maxLength: _maxLength, scale: _scale, ...rest } = field;
  return { ...rest, required: false, type: field.formula ? 'decimal' : field.type };
}

/** The days [from, to) a grouped value (2024, 2024-Q1, 2024-03) covers, or null when it is not a value of that grain. */
export function grainRange(value: string, grain: NonNullable<CompiledDimension['grain']>): [string, string] | null {
  const m = GRAINED.exec(value)!;
  const year = Number(m[1]);
  const of = m[2] === undefined ? 'year' : m[2].startsWith('-Q') ? 'quarter' : 'month';
  if (of !== grain) return null;
  const first = of === 'year' ? 1 : of === 'quarter' ? (Number(m[2].slice(2)) - 1) * 3 + 1 : Number(m[3]);
  const months = of === 'year' ? 12 : of === 'quarter' ? 3 : 1;
  const day = (y: number, month: number) => `${String(y + Math.floor((month - 1) / 12)).padStart(4, '0')}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-01`;
  return [day(year, first), day(year, first + months)];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL condition of one filter on a dimension of one entity's rows. `label` names it in errors. */
export function filterSql(filter: Filter, path: ReportPath, dimension: Pick<CompiledDimension, 'grain'>, params: Params): string {
  const { field } = path;
  const label = `filter ${filter.field} ${filter.op}`;
  if (!allowedOps(field).includes(filter.op)) {
    throw new ApiError('VALIDATION_ERROR', `${label}: ${field.type} dimensions filter with ${allowedOps(field).join(', ')}`, 'filter');
  }
  const grained = dimension.grain !== undefined && (filter.op === 'eq' || filter.op === 'ne' || filter.op === 'in');
  const check = (value: unknown): string | number | boolean => {
    if (grained) {
      if (typeof value !== 'string' || !GRAINED.test(value)) throw new ApiError('VALIDATION_ERROR', `${label}: ${JSON.stringify(value)} is not a ${dimension.grain} (2024, 2024-Q1 or 2024-03)`, 'filter');
      return value;
    }
    if (field.type === 'enum' && typeof value === 'string') return value;
    const result = checkValue(loose(field), value);
    if (!result.ok || result.value === null) {
      throw new ApiError('VALIDATION_ERROR', `${label}: ${JSON.stringify(value)} is not a value of the dimension (${result.ok ? 'empty' : result.problem.code})`, 'filter');
    }
    const v = result.value as Exclude<FieldValue, null>;
    return field.type === 'month' && typeof v === 'string' ? `${v}-01` : v;
  };
  const expr = grained ? dimensionValueSql(path, dimension) : path.expr;
  const cast = grained ? 'text' : field.formula ? 'numeric' : paramCast(field);
  const one = () => {
    if (Array.isArray(filter.value)) throw new ApiError('VALIDATION_ERROR', `${label}: give one value, not a list`, 'filter');
    return params.add(check(filter.value), cast);
  };
  const list = (min: number, max: number) => {
    if (!Array.isArray(filter.value) || filter.value.length < min || filter.value.length > max) {
      throw new ApiError('VALIDATION_ERROR', `${label}: give ${min === max ? min : `${min} to ${max}`} values in a list`, 'filter');
    }
    return filter.value.map(check);
  };
  // A grouped value of a stored date compares as a range of days: the column's index serves it, and no row is formatted.
  if (grained && !field.formula && (field.type === 'date' || field.type === 'month')) {
    const values = filter.op === 'in' ? list(1, 1000) as string[] : [(Array.isArray(filter.value) ? one() : check(filter.value)) as string];
    const ranges = values.map((v) => grainRange(v, dimension.grain!)).filter((r) => r !== null)
      .map(([from, to]) => `(${path.expr} >= ${params.add(from, 'date')} AND ${path.expr} < ${params.add(to, 'date')})`);
    const any = ranges.length ? `(${ranges.join(' OR ')})` : 'false';
    // "Not X" keeps the rows without a value, as a user expects.
    return filter.op === 'ne' ? `(${path.expr} IS NULL OR NOT ${any})` : any;
  }
  switch (filter.op) {
    case 'eq':
      return `${expr} = ${one()}`;
    case 'ne':
      // "Not X" keeps the rows without a value, as a user expects.
      return `${expr} IS DISTINCT FROM ${one()}`;
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return `${expr} ${{ lt: '<', lte: '<=', gt: '>', gte: '>=' }[filter.op]} ${one()}`;
    case 'in':
      return `${expr} = ANY(${params.add(list(1, 1000) as string[], `${cast}[]`)})`;
    case 'between': {
      const [from, to] = list(2, 2);
      return `${expr} BETWEEN ${params.add(from, cast)} AND ${params.add(to, cast)}`;
    }
    case 'contains': {
      if (Array.isArray(filter.value) || typeof filter.value !== 'string' || filter.value.trim() === '') throw new ApiError('VALIDATION_ERROR', `${label}: give one text`, 'filter');
      return `data_fold(${expr}) LIKE '%' || data_fold(${params.add(escapeLike(filter.value.trim()), 'text')}) || '%'`;
    }
    case 'null':
      if (typeof filter.value !== 'boolean') throw new ApiError('VALIDATION_ERROR', `${label}: give true (is empty) or false (is not empty)`, 'filter');
      return `${path.expr} IS ${filter.value ? '' : 'NOT '}NULL`;
    case 'under':
      // A list operator (a ref's subtree), not one of reports: allowedOps has refused it already.
      throw new ApiError('VALIDATION_ERROR', `${label}: reports do not filter with under`, 'filter');
  }
}
