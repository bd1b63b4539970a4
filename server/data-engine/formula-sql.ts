// Computed fields (engine/data/formula.ts) compiled to SQL. The grammar and
// the config rules guarantee every path names a number field of the row, one
// ref away, or of a children field inside an aggregate; nothing else can
// reach the SQL. Refs and children are read in the row's own company.
import type { CompiledEntity, CompiledField } from '../../engine/config/compiled';
import { parseFormula, type FormulaNode } from '../../engine/data/formula';
import { ident, tableOf } from './sql';

type Entities = ReadonlyMap<string, CompiledEntity>;

/** Deterministic aliases (one SQL text per formula, so prepared statements are reused): row alias + field. */
const aliasFor = (row: string, field: CompiledField) => `${row}_${field.column ?? field.name.toLowerCase()}`;

function fieldOf(entity: CompiledEntity, name: string): CompiledField {
  const field = entity.fields.find((f) => f.name === name);
  if (!field) throw new Error(`formula of ${entity.id}: unknown field ${name}`);
  return field;
}

/** A number path of `entity` rows aliased `row`: own field, or ref.field through a scalar subquery. */
function pathSql(path: string[], entity: CompiledEntity, row: string, entities: Entities): string {
  const field = fieldOf(entity, path[0]);
  if (path.length === 1) return `${row}.${ident(field.column!)}::numeric`;
  const target = entities.get(field.entity!)!;
  const leaf = fieldOf(target, path[1]);
  const r = aliasFor(row, field);
  return `(SELECT ${r}.${ident(leaf.column!)}::numeric FROM ${ident(tableOf(target))} ${r} WHERE ${r}.id = ${row}.${ident(field.column!)} AND ${r}.company_id = ${row}.company_id)`;
}

function compile(node: FormulaNode, entity: CompiledEntity, row: string, entities: Entities): string {
  switch (node.kind) {
    case 'number':
      return `${node.value}::numeric`;
    case 'neg':
      return `(-${compile(node.arg, entity, row, entities)})`;
    case 'binary': {
      const left = compile(node.left, entity, row, entities);
      const right = compile(node.right, entity, row, entities);
      // Division by zero gives an empty value, not an error for the whole page.
      return node.op === '/' ? `(${left} / NULLIF(${right}, 0))` : `(${left} ${node.op} ${right})`;
    }
    case 'path':
      return pathSql(node.path, entity, row, entities);
    case 'call': {
      if (node.fn === 'coalesce' || node.fn === 'greatest' || node.fn === 'least' || node.fn === 'abs') {
        return `${node.fn}(${node.args.map((a) => compile(a, entity, row, entities)).join(', ')})`;
      }
      if (node.fn === 'round') {
        const [value, digits] = node.args;
        return `round(${compile(value, entity, row, entities)}, ${digits ? `(${compile(digits, entity, row, entities)})::int` : '0'})`;
      }
      return aggregate(node, entity, row, entities);
    }
  }
}

/** sum/count/min/max/avg over a children field: a correlated subquery on the child table. */
function aggregate(node: Extract<FormulaNode, { kind: 'call' }>, entity: CompiledEntity, row: string, entities: Entities): string {
  const first = firstPath(node.args[0])!;
  const over = fieldOf(entity, first[0]);
  const child = entities.get(over.entity!)!;
  const via = fieldOf(child, over.via!);
  const c = aliasFor(row, over);
  const from = `FROM ${ident(tableOf(child))} ${c} WHERE ${c}.${ident(via.column!)} = ${row}.id AND ${c}.company_id = ${row}.company_id`;
  if (node.fn === 'count') return `(SELECT count(*)::numeric ${from})`;
  const inner = compile(stripPrefix(node.args[0], over.name), child, c, entities);
  const value = `(SELECT ${node.fn}(${inner}) ${from})`;
  // An offer without lines totals 0, not empty.
  return node.fn === 'sum' ? `coalesce(${value}, 0)` : value;
}

function firstPath(node: FormulaNode): string[] | undefined {
  if (node.kind === 'path') return node.path;
  if (node.kind === 'neg') return firstPath(node.arg);
  if (node.kind === 'binary') return firstPath(node.left) ?? firstPath(node.right);
  if (node.kind === 'call') return node.args.map(firstPath).find(Boolean);
  return undefined;
}

/** lines.quantity -> quantity: inside the aggregate, paths are the child's. */
function stripPrefix(node: FormulaNode, prefix: string): FormulaNode {
  switch (node.kind) {
    case 'path':
      return node.path[0] === prefix ? { kind: 'path', path: node.path.slice(1) } : node;
    case 'neg':
      return { kind: 'neg', arg: stripPrefix(node.arg, prefix) };
    case 'binary':
      return { ...node, left: stripPrefix(node.left, prefix), right: stripPrefix(node.right, prefix) };
    case 'call':
      return { ...node, args: node.args.map((a) => stripPrefix(a, prefix)) };
    default:
      return node;
  }
}

const cache = new Map<string, FormulaNode>();

/** The formula field of `entity` as a numeric SQL expression over the row aliased `row`, rounded to its scale. */
export function formulaSql(field: CompiledField, entity: CompiledEntity, row: string, entities: Entities): string {
  let node = cache.get(field.formula!);
  if (!node) {
    node = parseFormula(field.formula!);
    cache.set(field.formula!, node);
  }
  const scale = field.type === 'integer' ? 0 : (field.scale ?? 2);
  return `round((${compile(node, entity, row, entities)})::numeric, ${scale})`;
}
