// Filters of a list (engine/data/list-query.ts Filter[]) compiled to SQL
// conditions with parameters. Every value is checked with the field's own
// value rule (field-values.ts) without its bounds, so "price > -1" is a fine
// filter while "price > 'abc'" is a 400 naming the filter. `under` (a ref
// into a tree: that row or any below it) is built in under.ts.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import { checkValue, type FieldValue } from '../../../engine/data/field-values';
import { FILTER_OPS, type Filter, type FilterOp } from '../../../engine/data/list-query';
import { ApiError } from '../../errors/api-error';
import { NUMERIC_TYPES, paramCast } from '../sql';
import type { Params } from './params';
import { resolvePath, type PathContext, type ResolvedPath } from './paths';
import { searchPattern } from './search';
import { underCondition, underTree } from './under';

const ORDERED = new Set([...NUMERIC_TYPES, 'date', 'month', 'string', 'text', 'enum']);
const OPS_BY_TYPE: Record<string, readonly FilterOp[]> = {
  boolean: ['eq', 'ne', 'null'],
  ref: ['eq', 'ne', 'in', 'null', 'under'],
};

/** The same words whether the field does not exist or the caller may not read it. */
export const unknownField = (path: string, where: string) => new ApiError('VALIDATION_ERROR', `${where}: there is no field "${path}"`, where);

function allowedOps(field: CompiledField): readonly FilterOp[] {
  if (OPS_BY_TYPE[field.type]) return OPS_BY_TYPE[field.type];
  const ops: FilterOp[] = ['eq', 'ne', 'in', 'null'];
  if (ORDERED.has(field.type)) ops.push('lt', 'lte', 'gt', 'gte', 'between');
  if (field.type === 'string' || field.type === 'text' || field.type === 'enum') ops.push('contains');
  return ops;
}

/** A field's value rule without its bounds: filters compare with any value of the type. */
function loose(field: CompiledField): CompiledField {
  const { min: _min, max: _max, minLength: _minLength, maxLength: _maxLength, scale: _scale, ...rest } = field;
  return { ...rest, required: false, type: field.formula && field.type === 'integer' ? 'decimal' : field.type };
}

function checked(field: CompiledField, value: unknown, label: string): FieldValue {
  if (field.type === 'enum' && typeof value === 'string') return value;
  const result = checkValue(loose(field), value);
  if (!result.ok || result.value === null) {
    throw new ApiError('VALIDATION_ERROR', `${label}: ${JSON.stringify(value)} is not a value of the field (${result.ok ? 'empty' : result.problem.code})`, 'filter');
  }
  return result.value;
}

/** A month filter value names its first day (months are stored as dates). */
function sqlValue(field: CompiledField, value: FieldValue): string | number | boolean {
  return field.type === 'month' && typeof value === 'string' ? `${value}-01` : (value as string | number | boolean);
}

export function isFilter(value: unknown): value is Filter {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const f = value as Record<string, unknown>;
  return typeof f.field === 'string' && typeof f.op === 'string' && (FILTER_OPS as readonly string[]).includes(f.op);
}

export interface CompiledFilters {
  conditions: string[];
  paths: ResolvedPath[];
}

export function compileFilters(entity: CompiledEntity, filters: readonly Filter[], context: PathContext, params: Params, trusted = false): CompiledFilters {
  const out: CompiledFilters = { conditions: [], paths: [] };
  for (const filter of filters) {
    const resolved = resolvePath(entity, filter.field, context, trusted);
    if (!resolved) throw unknownField(filter.field, 'filter');
    const { field, expr } = resolved;
    const label = `filter ${filter.field} ${filter.op}`;
    if (!allowedOps(field).includes(filter.op)) {
      throw new ApiError('VALIDATION_ERROR', `${label}: ${field.type} fields filter with ${allowedOps(field).join(', ')}`, 'filter');
    }
    const cast = field.formula ? 'numeric' : paramCast(field);
    const list = (min: number, max: number) => {
      if (!Array.isArray(filter.value) || filter.value.length < min || filter.value.length > max) {
        throw new ApiError('VALIDATION_ERROR', `${label}: give ${min === max ? min : `${min} to ${max}`} values in a list`, 'filter');
      }
      return filter.value.map((v) => sqlValue(field, checked(field, v, label)));
    };
    const one = () => {
      if (Array.isArray(filter.value)) throw new ApiError('VALIDATION_ERROR', `${label}: give one value, not a list`, 'filter');
      return sqlValue(field, checked(field, filter.value, label));
    };
    let condition: string;
    switch (filter.op) {
      case 'eq':
        condition = `${expr} = ${params.add(one(), cast)}`;
        break;
      case 'ne':
        // "Not X" includes the rows with no value, as a user expects.
        condition = `${expr} IS DISTINCT FROM ${params.add(one(), cast)}`;
        break;
      case 'lt':
      case 'lte':
      case 'gt':
      case 'gte':
        condition = `${expr} ${{ lt: '<', lte: '<=', gt: '>', gte: '>=' }[filter.op]} ${params.add(one(), cast)}`;
        break;
      case 'in':
        condition = `${expr} = ANY(${params.add(list(1, 1000) as string[], `${cast}[]`)})`;
        break;
      case 'between': {
        const [from, to] = list(2, 2);
        condition = `${expr} BETWEEN ${params.add(from, cast)} AND ${params.add(to, cast)}`;
        break;
      }
      case 'contains': {
        const text = one();
        condition = `${expr} ~* ${params.add(searchPattern(String(text)), 'text')}`;
        break;
      }
      case 'null':
        if (typeof filter.value !== 'boolean') throw new ApiError('VALIDATION_ERROR', `${label}: give true (is empty) or false (is not empty)`, 'filter');
        condition = `${expr} IS ${filter.value ? '' : 'NOT '}NULL`;
        break;
      case 'under': {
        const { tree, parent } = underTree(resolved, context);
        // Walking the tree reads its parent field: refused like a filter on path.parent would be.
        if (!trusted && !context.access.of(tree).readable.has(parent.name)) throw unknownField(`${filter.field}.${parent.name}`, 'filter');
        condition = underCondition(expr, tree, parent, params.add(one(), cast));
        break;
      }
    }
    out.conditions.push(condition);
    out.paths.push(resolved);
  }
  return out;
}
