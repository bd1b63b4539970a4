import { describe, expect, it, vi } from 'vitest';
import { fieldError, fieldProps, type FieldForm } from '../../../src/lib/form-field';

interface V { Email: string; Values: string[] }

const form = (over: Partial<FieldForm<V>> = {}): FieldForm<V> => ({
  values: { Email: '', Values: [] },
  errors: { Email: 'Required' },
  touched: {},
  submitCount: 0,
  handleChange: vi.fn(),
  handleBlur: vi.fn(),
  ...over,
});

describe('fieldError', () => {
  it("'touched': hidden until the field is left or the form submitted", () => {
    expect(fieldError(form(), 'Email')).toBeUndefined();
    expect(fieldError(form({ touched: { Email: true } }), 'Email')).toBe('Required');
    expect(fieldError(form({ submitCount: 1 }), 'Email')).toBe('Required');
  });

  it("'typed': a field left empty shows nothing until submit; once typed in, it shows", () => {
    expect(fieldError(form({ touched: { Email: true } }), 'Email', 'typed')).toBeUndefined();
    const typed = form({ touched: { Email: true }, values: { Email: 'a@', Values: [] }, errors: { Email: 'Not an e-mail' } });
    expect(fieldError(typed, 'Email', 'typed')).toBe('Not an e-mail');
    expect(fieldError(form({ submitCount: 1 }), 'Email', 'typed')).toBe('Required');
  });

  it("'always' shows at once; a list's item errors show their first message", () => {
    const list = form({ errors: { Values: [undefined as unknown as string, 'Too long', 'Also'] } });
    expect(fieldError(list, 'Values', 'always')).toBe('Too long');
    expect(fieldError(list, 'Values')).toBeUndefined();
    expect(fieldError(form({ errors: {} }), 'Email', 'always')).toBeUndefined();
  });
});

describe('fieldProps', () => {
  it('binds name, value, handlers and the error', () => {
    const f = form({ values: { Email: 'x@y.zz', Values: [] }, touched: { Email: true }, errors: { Email: 'Taken' } });
    expect(fieldProps(f, 'Email')).toEqual({ name: 'Email', value: 'x@y.zz', onChange: f.handleChange, onBlur: f.handleBlur, error: 'Taken' });
  });
});
