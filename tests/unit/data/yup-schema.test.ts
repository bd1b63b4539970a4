// The form's yup schema must accept and refuse exactly what checkValue (the
// server's rule) does, with the same problem code, on many values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { CompiledField } from '../../../engine/config/compiled';
import { checkValue } from '../../../engine/data/field-values';
import { toWireValue } from '../../../engine/data/form-values';
import { errorsOf, fieldSchema, recordSchema } from '../../../engine/data/yup-schema';
import { field, product, promotion } from './fixtures';

const describeProblem = (p: { code: string; params?: Record<string, unknown> }) => `${p.code}${p.params ? JSON.stringify(p.params) : ''}`;

function yupProblem(f: CompiledField, value: unknown): string | null {
  try {
    fieldSchema(f, describeProblem).validateSync(value);
    return null;
  } catch (e) {
    return (e as ValidationError).message;
  }
}

function serverProblem(f: CompiledField, value: unknown): string | null {
  const checked = checkValue(f, toWireValue(f, value as never));
  return checked.ok ? null : describeProblem(checked.problem);
}

const fieldArb: fc.Arbitrary<CompiledField> = fc.oneof(
  fc.record({ required: fc.boolean(), minLength: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }), maxLength: fc.integer({ min: 1, max: 12 }) })
    .map((o) => field('s', 'string', o)),
  fc.record({ required: fc.boolean(), min: fc.option(fc.integer({ min: -50, max: 0 }), { nil: undefined }), max: fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }) })
    .map((o) => field('i', 'integer', o)),
  fc.record({ required: fc.boolean(), scale: fc.integer({ min: 0, max: 4 }), min: fc.option(fc.double({ min: -10, max: 0, noNaN: true }), { nil: undefined }) })
    .map((o) => field('d', 'decimal', o)),
  fc.record({ required: fc.boolean() }).map((o) => field('m', 'money', { ...o, min: 0 })),
  fc.record({ required: fc.boolean() }).map((o) => field('p', 'percent', { ...o, min: 0, max: 100 })),
  fc.record({ required: fc.boolean() }).map((o) => field('b', 'boolean', o)),
  fc.record({ required: fc.boolean() }).map((o) => field('dt', 'date', o)),
  fc.record({ required: fc.boolean() }).map((o) => field('mo', 'month', o)),
  fc.record({ required: fc.boolean() }).map((o) => field('e', 'enum', { ...o, values: ['a', 'b-c', 'd'] })),
  fc.record({ required: fc.boolean() }).map((o) => field('r', 'ref', { ...o, entity: 'x' })),
);

const valueArb = fc.oneof(
  fc.constant(null), fc.constant(undefined), fc.constant(''), fc.constant('   '), fc.string({ maxLength: 15 }), fc.constantFrom('a', 'b-c', 'zz', '\u0000x', 'x\u0007'),
  fc.integer({ min: -1000, max: 1000 }), fc.double({ min: -1e6, max: 1e6 }), fc.constantFrom(0.1, 1.23456, 1e15, -1e15, 2 ** 31, NaN, Infinity),
  fc.constantFrom('12', '1.5', '-3', '1e3', '.5', '1,5', '12abc'),
  fc.boolean(), fc.constantFrom('2024-02-29', '2023-02-29', '2024-13-01', '2024-06', '2024-00', '24-06-01'),
);

describe('yup schema built from checkValue', () => {
  it('accepts and refuses exactly what checkValue does, with the same problem (property, 3000 cases)', () => {
    fc.assert(fc.property(fieldArb, valueArb, (f, v) => {
      expect(yupProblem(f, v)).toBe(serverProblem(f, v));
    }), { numRuns: 3000 });
  });

  it('hand-picked values: form noise is normalised, real mistakes are not', () => {
    const qty = field('qty', 'decimal', { scale: 3, min: 0 });
    expect(yupProblem(qty, '')).toBeNull();
    expect(yupProblem(qty, '1.5')).toBeNull();
    expect(yupProblem(qty, '1.2345')).toBe('tooManyDecimals{"scale":3}');
    expect(yupProblem(qty, '-1')).toBe('belowMin{"min":0}');
    expect(yupProblem(qty, '1,5')).toBe('notANumber');
    expect(yupProblem(field('n', 'string', { required: true }), '  ')).toBe('required');
    expect(yupProblem(field('n', 'string', { maxLength: 3 }), ' abc ')).toBeNull();
    expect(yupProblem(field('n', 'string', { maxLength: 3 }), 'abcd')).toBe('tooLong{"max":3}');
    expect(yupProblem(field('r', 'ref', { required: true }), null)).toBe('required');
    expect(yupProblem(field('r', 'ref'), '12')).toBeNull();
  });

  it('a record: every field problem at its path, and the entity check (end >= start) on the end field', () => {
    const schema = recordSchema(promotion, promotion.fields, { describe: describeProblem });
    let error: ValidationError | undefined;
    try {
      schema.validateSync({ code: '', name: 'Summer', startDate: '2024-06-10', endDate: '2024-06-01', kind: 'nope' }, { abortEarly: false });
    } catch (e) { error = e as ValidationError; }
    expect(error).toBeDefined();
    expect(errorsOf(error!)).toEqual({
      code: 'required',
      kind: 'notAllowed{"values":"discount, display"}',
      endDate: 'badCheck{"op":">=","other":"startDate"}',
    });
    expect(() => schema.validateSync({ code: 'P1', name: 'Summer', startDate: '2024-06-01', endDate: '2024-06-01', kind: null }, { abortEarly: false })).not.toThrow();
  });

  it('a check is not reported while one of its dates is itself invalid (that date has its own message)', () => {
    const schema = recordSchema(promotion, promotion.fields, { describe: describeProblem });
    try {
      schema.validateSync({ code: 'a', name: 'b', startDate: '2024-02-30', endDate: '2024-01-01' }, { abortEarly: false });
      expect.unreachable();
    } catch (e) {
      expect(errorsOf(e as ValidationError)).toEqual({ startDate: 'notADate' });
    }
  });

  it('children rows are checked with the child entity fields, errors at children[i].values.field', () => {
    const childFields = product.fields.filter((f) => ['sku', 'name', 'price'].includes(f.name));
    const parent = [field('code', 'string', { required: true }), field('lines', 'children', { entity: 'product', via: 'family' })];
    const schema = recordSchema({ checks: [] }, parent, { describe: describeProblem, children: { lines: childFields } });
    try {
      schema.validateSync({ code: 'F', lines: [{ key: 'a', values: { sku: 'A', name: 'x', price: 1 } }, { key: 'b', values: { sku: '', name: 'y', price: -1 } }] }, { abortEarly: false });
      expect.unreachable();
    } catch (e) {
      const errors = errorsOf(e as ValidationError) as { lines: Array<{ values: Record<string, string> } | undefined> };
      expect(errors.lines[0]).toBeUndefined();
      expect(errors.lines[1]).toEqual({ values: { sku: 'required', price: 'belowMin{"min":0}' } });
    }
  });
});
