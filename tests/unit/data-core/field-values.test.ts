import { describe, expect, it } from 'vitest';
import { checkValue, defaultValue, hasControlCharacter, isValidDate, isValidMonth } from '../../../engine/data/field-values';
import { field } from './fixtures';

const problem = (f: ReturnType<typeof field>, v: unknown) => {
  const r = checkValue(f, v);
  return r.ok ? null : r.problem;
};

describe('checkValue', () => {
  it('treats empty as null, refused only when required', () => {
    expect(checkValue(field('a', 'string'), '  ')).toEqual({ ok: true, value: null });
    expect(checkValue(field('a', 'integer'), null)).toEqual({ ok: true, value: null });
    expect(problem(field('a', 'string', { required: true }), undefined)).toEqual({ code: 'required' });
  });

  it('trims and bounds strings, and refuses NUL, controls and lone surrogates', () => {
    const s = field('s', 'string', { minLength: 2, maxLength: 5 });
    expect(checkValue(s, ' abc ')).toEqual({ ok: true, value: 'abc' });
    expect(problem(s, 'a')).toEqual({ code: 'tooShort', params: { min: 2 } });
    expect(problem(s, 'abcdef')).toEqual({ code: 'tooLong', params: { max: 5 } });
    expect(problem(s, 'a\u0000b')).toEqual({ code: 'controlCharacter' });
    expect(problem(s, 'a\ud800b')).toEqual({ code: 'controlCharacter' });
    expect(checkValue(s, '😀x')).toEqual({ ok: true, value: '😀x' });
    expect(checkValue(field('t', 'text'), 'line 1\nline 2\tend')).toEqual({ ok: true, value: 'line 1\nline 2\tend' });
    expect(checkValue(s, '<b>')).toEqual({ ok: true, value: '<b>' }); // HTML is text, escaped when shown
    expect(problem(s, 12)).toEqual({ code: 'notText' });
  });

  it('checks numbers by type, range and scale without coercing text', () => {
    expect(problem(field('n', 'integer'), 1.5)).toEqual({ code: 'notAnInteger' });
    expect(problem(field('n', 'integer'), '12')).toEqual({ code: 'notANumber' });
    expect(problem(field('n', 'integer'), 3_000_000_000)).toEqual({ code: 'aboveMax', params: { max: 2_147_483_647 } });
    expect(problem(field('n', 'decimal'), Number.NaN)).toEqual({ code: 'notANumber' });
    expect(problem(field('n', 'money', { min: 0, scale: 2 }), -1)).toEqual({ code: 'belowMin', params: { min: 0 } });
    expect(problem(field('n', 'money', { scale: 2 }), 1.005)).toEqual({ code: 'tooManyDecimals', params: { scale: 2 } });
    expect(checkValue(field('n', 'money', { scale: 2 }), 1.25)).toEqual({ ok: true, value: 1.25 });
    expect(checkValue(field('n', 'decimal', { scale: 6 }), 1e-6)).toEqual({ ok: true, value: 1e-6 });
    expect(problem(field('n', 'decimal', { scale: 6 }), 1e-7)).toEqual({ code: 'tooManyDecimals', params: { scale: 6 } });
    expect(problem(field('n', 'percent', { max: 100 }), 100.5)).toEqual({ code: 'aboveMax', params: { max: 100 } });
  });

  it('checks dates, months, booleans, enums and refs', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2024-13-01')).toBe(false);
    expect(isValidMonth('2024-12')).toBe(true);
    expect(isValidMonth('2024-00')).toBe(false);
    expect(problem(field('d', 'date'), '31/12/2024')).toEqual({ code: 'notADate' });
    expect(problem(field('m', 'month'), '2024-1')).toEqual({ code: 'notAMonth' });
    expect(problem(field('b', 'boolean'), 'true')).toEqual({ code: 'notABoolean' });
    expect(problem(field('e', 'enum', { values: ['a', 'b'] }), 'c')).toEqual({ code: 'notAllowed', params: { values: 'a, b' } });
    expect(checkValue(field('r', 'ref'), 7)).toEqual({ ok: true, value: 7 });
    expect(problem(field('r', 'ref'), 0)).toEqual({ code: 'notAReference' });
    expect(problem(field('r', 'ref'), '7')).toEqual({ code: 'notAReference' });
  });

  it('finds control characters but keeps tabs, line breaks and surrogate pairs', () => {
    expect(hasControlCharacter('a\tb\r\nc')).toBe(false);
    expect(hasControlCharacter('\u001f')).toBe(true);
    expect(hasControlCharacter('\udc00')).toBe(true);
  });

  it('resolves defaults, today and the current month', () => {
    expect(defaultValue(field('d', 'date', { default: 'today' }), '2026-11-24')).toBe('2026-11-24');
    expect(defaultValue(field('m', 'month', { default: 'current' }), '2026-11-24')).toBe('2026-11');
    expect(defaultValue(field('e', 'enum', { default: 'a' }), '2026-11-24')).toBe('a');
    expect(defaultValue(field('e', 'string'), '2026-11-24')).toBeNull();
  });
});

describe('patterns', () => {
  it('matches the whole value against the declared pattern', () => {
    const port = field('port', 'string', { pattern: '[A-Z]{2}[A-Z0-9]{3}' });
    expect(checkValue(port, 'ESVLC')).toEqual({ ok: true, value: 'ESVLC' });
    expect(problem(port, 'ESVLC1')).toEqual({ code: 'patternMismatch' });
    expect(problem(port, 'esvlc')).toEqual({ code: 'patternMismatch' });
    // Alternatives stay anchored as a whole.
    expect(problem(field('a', 'string', { pattern: 'a|b' }), 'ab')).toEqual({ code: 'patternMismatch' });
  });
});
