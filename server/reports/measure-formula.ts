// Formula measures (`formula: (forecast - sales) / sales * 100`) compiled to
// SQL over the other measures' already aggregated values. The grammar is
// engine/data/formula.ts (the one the config check parses); here a path is a
// measure id, numbers are literals, and nothing else can reach the SQL. A
// division by zero gives NULL (an empty cell), never an error for the page.
import { AGGREGATES, parseFormula, type FormulaNode } from '../../engine/data/formula';

const cache = new Map<string, FormulaNode>();

export function parseMeasureFormula(text: string): FormulaNode {
  let node = cache.get(text);
  if (!node) {
    node = parseFormula(text);
    cache.set(text, node);
  }
  return node;
}

/** The measure ids a formula computes with. */
export function formulaMeasures(text: string): string[] {
  const ids = new Set<string>();
  const walk = (n: FormulaNode): void => {
    if (n.kind === 'path') ids.add(n.path.join('.'));
    else if (n.kind === 'neg') walk(n.arg);
    else if (n.kind === 'binary') {
      walk(n.left);
      walk(n.right);
    } else if (n.kind === 'call') n.args.forEach(walk);
  };
  walk(parseMeasureFormula(text));
  return [...ids];
}

/** A numeric SQL expression of the formula; `measure(id)` gives each measure's SQL value. */
export function compileMeasureFormula(text: string, measure: (id: string) => string): string {
  const compile = (n: FormulaNode): string => {
    switch (n.kind) {
      case 'number':
        return `${n.value}::float8`;
      case 'path':
        if (n.path.length !== 1) throw new Error(`formula "${text}": "${n.path.join('.')}" is not a measure id`);
        return measure(n.path[0]);
      case 'neg':
        return `(-${compile(n.arg)})`;
      case 'binary': {
        const left = compile(n.left);
        const right = compile(n.right);
        return n.op === '/' ? `(${left} / NULLIF(${right}, 0))` : `(${left} ${n.op} ${right})`;
      }
      case 'call': {
        if ((AGGREGATES as readonly string[]).includes(n.fn)) throw new Error(`formula "${text}": ${n.fn}() aggregates rows; a measure formula computes with measures`);
        const args = n.args.map(compile);
        // round(x, digits) on float8 needs numeric; the result goes back to float8 like every measure.
        if (n.fn === 'round') return `round((${args[0]})::numeric, ${args[1] ? `(${args[1]})::int` : '0'})::float8`;
        return `${n.fn}(${args.join(', ')})`;
      }
    }
  };
  return compile(parseMeasureFormula(text));
}
