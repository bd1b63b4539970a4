// Formulas of computed fields parse and name what exists: number fields of
// the row, number fields one ref away, and inside an aggregate the fields of
// one children field (and one ref beyond it). Nothing else can reach the SQL
// the server compiles them to.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled.ts';
import { AGGREGATES, FormulaError, parseFormula, type FormulaNode } from '../../../engine/data/formula.ts';
import { didYouMean } from '../did-you-mean.ts';
import { reporter, type Rule } from './rule.ts';

const NUMERIC = new Set(['integer', 'decimal', 'money', 'percent']);

export const entityFormulas: Rule = (model, at) => {
  const r = reporter(at);
  const entities = new Map(model.config.entities.map((e) => [e.id, e]));
  for (const entity of model.config.entities) {
    for (const field of entity.fields) {
      if (field.formula === undefined) continue;
      const where = ['fields', field.name, 'formula'];
      const say = (message: string) => r.report(entity.source, where, 'bad-formula', `${message} (in "${field.formula}")`);
      if (!NUMERIC.has(field.type)) say(`a formula field must be integer, decimal, money or percent, not ${field.type}`);
      let node: FormulaNode;
      try {
        node = parseFormula(field.formula);
      } catch (error) {
        if (error instanceof FormulaError) say(`${error.message} at character ${error.offset + 1}`);
        else throw error;
        continue;
      }
      const problems = checkNode(node, entity, entities, null);
      for (const problem of problems) say(problem);
      if (problems.length > 0) continue;
      // A computed value shows what it reads: it must be as guarded as every field and entity it reads.
      const guarded = new Set([...entity.access.read, ...field.access.read]);
      const missing = [...readFeatures(node, entity, entities)].filter((f) => !guarded.has(f)).sort();
      if (missing.length > 0) {
        r.report(entity.source, ['fields', field.name], 'formula-leaks',
          `"${field.name}" computes from data that needs ${missing.join(', ')} to read: add access: { read: [${missing.join(', ')}] } to it, or its value would show it to users without them`, { key: true });
      }
    }
  }
  return r.problems;
};

/** Every feature needed to read what a formula reads: the entities it crosses and the fields it ends on. */
function readFeatures(node: FormulaNode, entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>): Set<string> {
  const out = new Set<string>();
  const walk = (n: FormulaNode): void => {
    if (n.kind === 'neg') return walk(n.arg);
    if (n.kind === 'binary') {
      walk(n.left);
      walk(n.right);
      return;
    }
    if (n.kind === 'call') return n.args.forEach(walk);
    if (n.kind !== 'path') return;
    let current: CompiledEntity | undefined = entity;
    for (const name of n.path) {
      const f: CompiledField | undefined = current?.fields.find((x) => x.name === name);
      if (!f || !current) return;
      for (const feature of [...current.access.read, ...f.access.read]) out.add(feature);
      current = f.entity ? entities.get(f.entity) : undefined;
    }
  };
  walk(node);
  return out;
}

/** Problems of a node; `children` is the children field an enclosing aggregate ranges over. */
function checkNode(node: FormulaNode, entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>, children: CompiledField | null): string[] {
  switch (node.kind) {
    case 'number':
      return [];
    case 'neg':
      return checkNode(node.arg, entity, entities, children);
    case 'binary':
      return [...checkNode(node.left, entity, entities, children), ...checkNode(node.right, entity, entities, children)];
    case 'call': {
      const aggregate = (AGGREGATES as readonly string[]).includes(node.fn);
      if (!aggregate) return node.args.flatMap((arg) => checkNode(arg, entity, entities, children));
      if (children) return [`${node.fn}() cannot be nested inside another aggregate`];
      if (node.args.length !== 1) return [`${node.fn}() takes one argument`];
      const arg = node.args[0];
      const first = firstPath(arg);
      const over = first ? entity.fields.find((f) => f.name === first[0] && f.type === 'children') : undefined;
      if (!over) return [`${node.fn}() must range over a children field of "${entity.id}" (e.g. ${node.fn}(lines.quantity))`];
      if (node.fn === 'count') return arg.kind === 'path' && arg.path.length === 1 ? [] : ['count() takes a children field alone, e.g. count(lines)'];
      return checkNode(arg, entity, entities, over);
    }
    case 'path':
      return checkPath(node.path, entity, entities, children);
  }
}

function firstPath(node: FormulaNode): string[] | undefined {
  if (node.kind === 'path') return node.path;
  if (node.kind === 'neg') return firstPath(node.arg);
  if (node.kind === 'binary') return firstPath(node.left) ?? firstPath(node.right);
  if (node.kind === 'call') return node.args.map(firstPath).find(Boolean);
  return undefined;
}

function checkPath(path: string[], entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>, children: CompiledField | null): string[] {
  let segments = path;
  let current = entity;
  if (children) {
    if (path[0] !== children.name) return [`inside the aggregate every path starts with "${children.name}" (found "${path.join('.')}")`];
    if (path.length === 1) return [`"${children.name}" alone is a list of rows: name one of its fields`];
    const child = children.entity ? entities.get(children.entity) : undefined;
    if (!child) return [];
    current = child;
    segments = path.slice(1);
  } else if (path.length > 2) {
    return [`"${path.join('.')}" reaches too far outside an aggregate (at most ref.field)`];
  }
  const [head, tail] = segments;
  const field = current.fields.find((f) => f.name === head);
  if (!field) return [`unknown field "${head}" of "${current.id}"${didYouMean(head, current.fields.map((f) => f.name))}`];
  if (tail === undefined) {
    if (field.formula !== undefined) return [`"${head}" is itself a formula: repeat its expression instead`];
    return NUMERIC.has(field.type) ? [] : [`"${head}" is ${field.type}; formulas compute with number fields`];
  }
  const target = field.type === 'ref' && field.entity ? entities.get(field.entity) : undefined;
  if (!target) return [`"${head}" is not a ref field, so "${segments.join('.')}" cannot reach into it`];
  const leaf = target.fields.find((f) => f.name === tail);
  if (!leaf) return [`unknown field "${tail}" of "${target.id}"${didYouMean(tail, target.fields.map((f) => f.name))}`];
  if (leaf.formula !== undefined) return [`"${tail}" of "${target.id}" is a formula; formulas cannot build on other formulas`];
  return NUMERIC.has(leaf.type) ? [] : [`"${tail}" of "${target.id}" is ${leaf.type}; formulas compute with number fields`];
}
