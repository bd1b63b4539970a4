// The code step 8 derives from an attribute's name (the product-attribute
// entity's business key, at most 20 characters), and the allowed values
// stored one per line.
import { describe, expect, it } from 'vitest';
import { attributeCode, joinValues, splitValues } from '../../../server/data/onboarding-attributes';

describe('attribute codes from names', () => {
  it('drops accents, upper-cases, joins words with _ and trims the edges', () => {
    expect(attributeCode('Shelf life (days)', [])).toBe('SHELF_LIFE_DAYS');
    expect(attributeCode('Ecológico', [])).toBe('ECOLOGICO');
    expect(attributeCode('  -- Marca --', [])).toBe('MARCA');
  });

  it('keeps at most 20 characters, never ending in _', () => {
    expect(attributeCode('Country of origin of the raw material', [])).toBe('COUNTRY_OF_ORIGIN_OF');
    expect(attributeCode('Minimum shelf life at delivery', [])).toBe('MINIMUM_SHELF_LIFE_A');
    expect(attributeCode('Abcdefghijklmnopqrs tuv', [])).toBe('ABCDEFGHIJKLMNOPQRS');
  });

  it('a name without letters or digits still gets a code', () => {
    expect(attributeCode('¿?', [])).toBe('ATTRIBUTE');
    expect(attributeCode('日本', [])).toBe('ATTRIBUTE');
  });

  it('a code the company has (any case) gets the next free number, still within 20 characters', () => {
    expect(attributeCode('Brand', ['BRAND'])).toBe('BRAND_2');
    expect(attributeCode('Brand', ['brand', 'BRAND_2'])).toBe('BRAND_3');
    expect(attributeCode('Country of origin of the raw material', ['COUNTRY_OF_ORIGIN_OF'])).toBe('COUNTRY_OF_ORIGIN_2');
  });
});

describe('allowed values, one per line', () => {
  it('round-trips a list; an empty list is no value', () => {
    expect(joinValues(['Acme', 'Bravo'])).toBe('Acme\nBravo');
    expect(joinValues([])).toBeNull();
    expect(splitValues('Acme\r\n Bravo \n\n')).toEqual(['Acme', 'Bravo']);
    expect(splitValues(null)).toEqual([]);
  });
});
