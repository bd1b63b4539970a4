// Computed fields (`formula:` in an entity): arithmetic over the row's number
// fields, one-hop references (product.unitVolume) and aggregates over
// children rows (sum(lines.quantity * lines.product.unitVolume)). Parsed
// here, checked by the config rules against the entities, and compiled to
// SQL by the server, so a product owner declares a container's fill rate or
// an offer's total without code, and nothing but this grammar reaches SQL.
//
//   expr    := term (('+' | '-') term)*
//   term    := factor (('*' | '/') factor)*
//   factor  := number | path | func '(' args ')' | '(' expr ')' | '-' factor
//   path    := name ('.' name){0,2}
//   func    := sum | count | min | max | avg   (aggregates over a children field)
//            | coalesce | round | abs | greatest | least
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'path'; path: string[] }
  | { kind: 'neg'; arg: FormulaNode }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode }
  | { kind: 'call'; fn: FormulaFunction; args: FormulaNode[] };

export const AGGREGATES = ['sum', 'count', 'min', 'max', 'avg'] as const;
export const SCALAR_FUNCTIONS = ['coalesce', 'round', 'abs', 'greatest', 'least'] as const;
export type FormulaFunction = (typeof AGGREGATES)[number] | (typeof SCALAR_FUNCTIONS)[number];

export class FormulaError extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
    this.name = 'FormulaError';
  }
}

type Token = { type: 'number' | 'name' | 'op'; text: string; offset: number };

const TOKEN = /(\d+(?:\.\d+)?)|([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9]*)*)|([-+*/(),])/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  while (offset < text.length) {
    if (/\s/.test(text[offset])) {
      offset++;
      continue;
    }
    TOKEN.lastIndex = offset;
    const m = TOKEN.exec(text);
    if (!m) throw new FormulaError(`unexpected "${text[offset]}"`, offset);
    tokens.push({ type: m[1] ? 'number' : m[2] ? 'name' : 'op', text: m[0], offset });
    offset = TOKEN.lastIndex;
  }
  return tokens;
}

/** Parses a formula; throws FormulaError with the offset of the problem. */
export function parseFormula(text: string): FormulaNode {
  const tokens = tokenize(text);
  let i = 0;
  const peek = () => tokens[i];
  const end = () => new FormulaError('the formula ends too early', text.length);
  const expect = (op: string) => {
    const t = tokens[i];
    if (!t) throw end();
    if (t.text !== op) throw new FormulaError(`expected "${op}", found "${t.text}"`, t.offset);
    i++;
  };
  const expr = (): FormulaNode => {
    let left = term();
    while (peek()?.text === '+' || peek()?.text === '-') {
      const op = tokens[i++].text as '+' | '-';
      left = { kind: 'binary', op, left, right: term() };
    }
    return left;
  };
  const term = (): FormulaNode => {
    let left = factor();
    while (peek()?.text === '*' || peek()?.text === '/') {
      const op = tokens[i++].text as '*' | '/';
      left = { kind: 'binary', op, left, right: factor() };
    }
    return left;
  };
  const factor = (): FormulaNode => {
    const t = tokens[i];
    if (!t) throw end();
    i++;
    if (t.type === 'number') return { kind: 'number', value: Number(t.text) };
    if (t.text === '-') return { kind: 'neg', arg: factor() };
    if (t.text === '(') {
      const inner = expr();
      expect(')');
      return inner;
    }
    if (t.type === 'name') {
      if (peek()?.text === '(') {
        const fn = t.text as FormulaFunction;
        if (![...AGGREGATES, ...SCALAR_FUNCTIONS].includes(fn)) throw new FormulaError(`unknown function "${t.text}"`, t.offset);
        i++;
        const args: FormulaNode[] = [expr()];
        while (peek()?.text === ',') {
          i++;
          args.push(expr());
        }
        expect(')');
        return { kind: 'call', fn, args };
      }
      const path = t.text.split('.');
      if (path.length > 3) throw new FormulaError(`"${t.text}" reaches too far: at most children.ref.field`, t.offset);
      return { kind: 'path', path };
    }
    throw new FormulaError(`unexpected "${t.text}"`, t.offset);
  };
  if (tokens.length === 0) throw new FormulaError('the formula is empty', 0);
  const node = expr();
  if (i < tokens.length) throw new FormulaError(`unexpected "${tokens[i].text}"`, tokens[i].offset);
  return node;
}

/** Every path the formula names, with whether it sits inside an aggregate. */
export function formulaPaths(node: FormulaNode, insideAggregate = false): Array<{ path: string[]; aggregated: boolean }> {
  switch (node.kind) {
    case 'number':
      return [];
    case 'path':
      return [{ path: node.path, aggregated: insideAggregate }];
    case 'neg':
      return formulaPaths(node.arg, insideAggregate);
    case 'binary':
      return [...formulaPaths(node.left, insideAggregate), ...formulaPaths(node.right, insideAggregate)];
    case 'call': {
      const aggregate = (AGGREGATES as readonly string[]).includes(node.fn);
      return node.args.flatMap((arg) => formulaPaths(arg, insideAggregate || aggregate));
    }
  }
}
