// Formula measures compile to SQL over the other measures' values: operators
// keep their precedence through parentheses, a division becomes NULLIF (so a
// zero divisor gives an empty cell), and only measure ids and numbers reach
// the SQL.
import { describe, expect, it } from 'vitest';
import { compileMeasureFormula, formulaMeasures } from '../../../server/reports/measure-formula';

const col = (id: string) => `M(${id})`;

describe('measure formulas', () => {
  it('compiles arithmetic with division guarded against zero', () => {
    expect(compileMeasureFormula('(forecast - sales) / sales * 100', col)).toBe('(((M(forecast) - M(sales)) / NULLIF(M(sales), 0)) * 100::float8)');
    expect(compileMeasureFormula('a - -b', col)).toBe('(M(a) - (-M(b)))');
    expect(compileMeasureFormula('a + b * c', col)).toBe('(M(a) + (M(b) * M(c)))');
  });

  it('allows the scalar functions, with round back to float8', () => {
    expect(compileMeasureFormula('coalesce(a, 0) + abs(b)', col)).toBe('(coalesce(M(a), 0::float8) + abs(M(b)))');
    expect(compileMeasureFormula('round(a / b, 1)', col)).toBe('round(((M(a) / NULLIF(M(b), 0)))::numeric, (1::float8)::int)::float8');
    expect(compileMeasureFormula('greatest(a, b)', col)).toBe('greatest(M(a), M(b))');
  });

  it('refuses aggregates and dotted paths: a measure formula computes with measures', () => {
    expect(() => compileMeasureFormula('sum(a)', col)).toThrow(/aggregates rows/);
    expect(() => compileMeasureFormula('a.b + 1', col)).toThrow(/not a measure id/);
  });

  it('lists the measures a formula uses, once each', () => {
    expect(formulaMeasures('(a - b) / b + round(c, 2)')).toEqual(['a', 'b', 'c']);
    expect(formulaMeasures('1 + 2')).toEqual([]);
  });
});
