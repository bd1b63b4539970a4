import { describe, expect, it } from 'vitest';
import { FormulaError, formulaPaths, parseFormula } from '../../../engine/data/formula';

describe('parseFormula', () => {
  it('honours precedence, parentheses and unary minus', () => {
    expect(parseFormula('a + b * 2')).toEqual({
      kind: 'binary', op: '+', left: { kind: 'path', path: ['a'] },
      right: { kind: 'binary', op: '*', left: { kind: 'path', path: ['b'] }, right: { kind: 'number', value: 2 } },
    });
    expect(parseFormula('-(a - b) / 4')).toEqual({
      kind: 'binary', op: '/',
      left: { kind: 'neg', arg: { kind: 'binary', op: '-', left: { kind: 'path', path: ['a'] }, right: { kind: 'path', path: ['b'] } } },
      right: { kind: 'number', value: 4 },
    });
  });

  it('parses calls and lists the paths, marking those inside aggregates', () => {
    const node = parseFormula('coalesce(sum(lines.quantity * lines.product.unitVolume), 0) / capacity * 100');
    expect(formulaPaths(node)).toEqual([
      { path: ['lines', 'quantity'], aggregated: true },
      { path: ['lines', 'product', 'unitVolume'], aggregated: true },
      { path: ['capacity'], aggregated: false },
    ]);
  });

  it('reports where a formula goes wrong', () => {
    const error = (text: string) => {
      try {
        parseFormula(text);
      } catch (e) {
        return e instanceof FormulaError ? `${e.message} @${e.offset}` : String(e);
      }
      return 'no error';
    };
    expect(error('')).toBe('the formula is empty @0');
    expect(error('a +')).toBe('the formula ends too early @3');
    expect(error('a $ b')).toBe('unexpected "$" @2');
    expect(error('drop(a)')).toBe('unknown function "drop" @0');
    expect(error('a b')).toBe('unexpected "b" @2');
    expect(error('a.b.c.d')).toBe('"a.b.c.d" reaches too far: at most children.ref.field @0');
    expect(error('(a')).toBe('the formula ends too early @2');
    expect(error("a; DROP TABLE x")).toBe('unexpected ";" @1');
  });
});
