// The projection's month figures are written as array literals; decimalText
// formats them from integers and must write what String(rounded()) writes.
import { describe, expect, it } from 'vitest';
import { arrayLiteral, decimalText, rounded } from '../../../server/supply/bulk';

describe('decimalText', () => {
  it('writes rounded decimals without trailing zeros, signs and nulls', () => {
    expect(decimalText(12.37)).toBe('12.37');
    expect(decimalText(-12.3704)).toBe('-12.37');
    expect(decimalText(0.0005)).toBe('0.001');
    expect(decimalText(-0.0004)).toBe('0');
    expect(decimalText(0.1 + 0.2)).toBe('0.3');
    expect(decimalText(1.05, 1)).toBe(String(rounded(1.05, 1)));
    expect(decimalText(7.007)).toBe('7.007');
    expect(decimalText(2.5, 0)).toBe('3');
    expect(decimalText(NaN)).toBe('NULL');
    expect(decimalText(-Infinity)).toBe('NULL');
    expect(decimalText(1e20)).toBe(String(rounded(1e20)));
  });
  it('agrees with String(rounded()) over magnitudes and decimals', () => {
    for (let i = 0; i < 20_000; i++) {
      const d = i % 7;
      const v = Math.sin(i * 12.9898) * 10 ** ((i % 15) - 5);
      const r = rounded(v, d);
      expect(decimalText(v, d)).toBe(r === null ? 'NULL' : String(r));
    }
  });
  it('builds array literals from a slice', () => {
    expect(arrayLiteral([1, 2.5, NaN, -0.1234, 9], 1, 4)).toBe('{2.5,NULL,-0.123}');
  });
});
