// Form values <-> wire values, what an update sends, and the children sub-table's rows.
import { describe, expect, it } from 'vitest';
import {
  changedFields, childFields, childRowsOf, childWrites, initialFormValues, newChildRow, toFormValue, toWireValue,
} from '../../../engine/data/form-values';
import { family, field, product } from './fixtures';

describe('form values', () => {
  it('inputs start empty in their own way: text and numbers "", switches off, pickers and selects null', () => {
    expect(toFormValue(field('a', 'string'), null)).toBe('');
    expect(toFormValue(field('a', 'money'), null)).toBe('');
    expect(toFormValue(field('a', 'boolean'), null)).toBe(false);
    expect(toFormValue(field('a', 'date'), null)).toBeNull();
    expect(toFormValue(field('a', 'ref'), undefined)).toBeNull();
    expect(toFormValue(field('a', 'integer'), 0)).toBe(0);
  });
  it('wire values: blanks are null, numeric text is a number, anything else is left for checkValue to refuse', () => {
    const money = field('a', 'money');
    expect(toWireValue(money, '')).toBeNull();
    expect(toWireValue(money, ' 12.5 ')).toBe(12.5);
    expect(toWireValue(money, '1.')).toBe(1);
    expect(toWireValue(money, '1,5')).toBe('1,5');
    expect(toWireValue(field('a', 'ref'), '7')).toBe(7);
    expect(toWireValue(field('a', 'string'), '12')).toBe('12');
    expect(toWireValue(field('a', 'boolean'), false)).toBe(false);
  });
  it('create starts from defaults and prefill; edit from the row', () => {
    const fields = product.fields.filter((f) => ['sku', 'status', 'launchDate', 'price'].includes(f.name));
    expect(initialFormValues(fields, null, '2024-05-05', { launchDate: '2024-06-01' })).toEqual({ sku: '', status: 'active', launchDate: '2024-06-01', price: '' });
    expect(initialFormValues(fields, { sku: 'A', status: 'phase-out', launchDate: null, price: 3 }, '2024-05-05')).toEqual({ sku: 'A', status: 'phase-out', launchDate: null, price: 3 });
    const today = field('d', 'date', { default: 'today' });
    expect(initialFormValues([today], null, '2024-05-05')).toEqual({ d: '2024-05-05' });
  });
  it('an update sends only the fields whose wire value changed (spaces and "" vs null are no change)', () => {
    const fields = product.fields;
    const start = initialFormValues(fields, { sku: 'A', name: 'N', price: 3, launchDate: null, active: false }, '');
    expect(changedFields(fields, start, { ...start, name: 'N ', price: '3', launchDate: null })).toEqual([]);
    expect(changedFields(fields, start, { ...start, name: 'M', price: '4' })).toEqual(['name', 'price']);
  });
});

describe('children sub-table', () => {
  const products = family.fields.find((f) => f.name === 'products')!;
  it('edits the child entity\'s scalar fields except the ref back to the parent', () => {
    expect(childFields(products, product).map((f) => f.name)).not.toContain('family');
    expect(childFields(products, product, new Set(['sku', 'family', 'price'])).map((f) => f.name)).toEqual(['sku', 'price']);
    expect(childFields(products, undefined)).toEqual([]);
  });
  it('rows keep their id; new rows have none; values go out as wire values', () => {
    const fields = childFields(products, product).filter((f) => ['sku', 'price'].includes(f.name));
    const stored = childRowsOf(fields, [{ id: 9, sku: 'A', price: 2 }]);
    const added = newChildRow(fields, '2024-01-01');
    added.values = { sku: 'B', price: '1.5' };
    expect(childWrites(fields, [...stored, added])).toEqual([{ id: 9, values: { sku: 'A', price: 2 } }, { values: { sku: 'B', price: 1.5 } }]);
    expect(newChildRow(fields, '').key).not.toBe(newChildRow(fields, '').key);
  });
});
