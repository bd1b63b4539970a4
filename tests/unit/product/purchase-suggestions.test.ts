// The purchases list's shared contract: a stored supplier choice reads as
// one of the declared kinds, and the kinds are the entity's enum values.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SUPPLIER_CHOICES, supplierChoiceOf } from '../../../product/purchase-suggestions';

describe('purchase suggestion contract', () => {
  it('keeps a declared supplier choice and reads anything else as none', () => {
    expect(supplierChoiceOf('preferred')).toBe('preferred');
    expect(supplierChoiceOf('fallback')).toBe('fallback');
    expect(supplierChoiceOf('none')).toBe('none');
    expect(supplierChoiceOf(null)).toBe('none');
    expect(supplierChoiceOf('Preferred')).toBe('none');
  });
  it('declares the same supplier choices as the purchase-suggestion entity', () => {
    const entity = parse(readFileSync(new URL('../../../config/entities/purchase-suggestion.yaml', import.meta.url), 'utf8'));
    expect([...SUPPLIER_CHOICES]).toEqual(entity.fields.supplierChoice.values);
  });
});
