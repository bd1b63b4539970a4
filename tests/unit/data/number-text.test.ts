// Typed number texts: read in the user's language, never altered, refused when not a number.
import { describe, expect, it } from 'vitest';
import { checkValue } from '../../../engine/data/field-values';
import { toWireValue } from '../../../engine/data/form-values';
import { numberFormValue, numberText, parseNumberText } from '../../../engine/data/number-text';
import { field } from './fixtures';

const es = { decimal: ',', group: '.' };
const en = { decimal: '.', group: ',' };
const fr = { decimal: ',', group: '\u202f' };

describe('number text', () => {
  it('keeps the minus: "-3" is -3, in every language', () => {
    expect(parseNumberText('-3', es)).toBe(-3);
    expect(parseNumberText(' -3 ', en)).toBe(-3);
    expect(parseNumberText('-0,25', fr)).toBe(-0.25);
  });
  it('reads the language\'s decimal mark and groups of three', () => {
    expect(parseNumberText('97,5', es)).toBe(97.5);
    expect(parseNumberText('1.234,5', es)).toBe(1234.5);
    expect(parseNumberText('1.500', es)).toBe(1500);
    expect(parseNumberText('12.5', es)).toBe(12.5);
    expect(parseNumberText('1,234.5', en)).toBe(1234.5);
    expect(parseNumberText('1 234,5', fr)).toBe(1234.5);
    expect(parseNumberText('1,', es)).toBe(1);
  });
  it('a blank is null; letters or misplaced separators are not a number (undefined)', () => {
    expect(parseNumberText('  ', es)).toBeNull();
    expect(parseNumberText('abc', es)).toBeUndefined();
    expect(parseNumberText('3abc', en)).toBeUndefined();
    expect(parseNumberText('1,5', en)).toBeUndefined();
    expect(parseNumberText('1,5,3', es)).toBeUndefined();
    expect(parseNumberText('--3', es)).toBeUndefined();
  });
  it('the form value is the number, "" when blank, or the text as typed', () => {
    expect(numberFormValue('-3', es)).toBe(-3);
    expect(numberFormValue('', es)).toBe('');
    expect(numberFormValue('abc', es)).toBe('abc');
  });
  it('shows a stored number with the language\'s decimal mark', () => {
    expect(numberText(1234.5, es)).toBe('1234,5');
    expect(numberText(1234.5, en)).toBe('1234.5');
    expect(numberText(-3, es)).toBe('-3');
    expect(numberText(null, es)).toBe('');
    expect(numberText('abc', es)).toBe('abc');
  });
  it('the rule then refuses them with its own problem: -3 below min 0, "abc" not a number, blank only if optional', () => {
    const price = field('price', 'money', { min: 0 });
    const wire = (text: string) => toWireValue(price, numberFormValue(text, es));
    expect(checkValue(price, wire('-3'))).toMatchObject({ ok: false, problem: { code: 'belowMin', params: { min: 0 } } });
    expect(checkValue(price, wire('abc'))).toMatchObject({ ok: false, problem: { code: 'notANumber' } });
    expect(checkValue(price, wire('3'))).toMatchObject({ ok: true, value: 3 });
    expect(checkValue(field('q', 'integer', { required: true }), toWireValue(field('q', 'integer'), numberFormValue('', es)))).toMatchObject({ ok: false });
  });
});
