import { describe, expect, it } from 'vitest';
import { isReservedAttributeName, productColumns, productsTemplate, validateProductsFile, type AttributeDefinition } from '../../../engine/wizard/products-file';

const attributes: AttributeDefinition[] = [
  { Name: 'Brand', Type: 'list', AllowedValues: ['Acme', 'Bravo'], Required: true },
  { Name: 'Shelf life', Type: 'number', AllowedValues: [], Required: false },
  { Name: 'Organic', Type: 'boolean', AllowedValues: [], Required: false },
  { Name: 'Notes', Type: 'text', AllowedValues: [], Required: false },
];

describe('products file', () => {
  it('has four fixed columns and one per attribute; a required attribute is a required column', () => {
    const columns = productColumns(attributes);
    expect(columns.map((c) => c.header)).toEqual(['code', 'name', 'family', 'unit', 'Brand', 'Shelf life', 'Organic', 'Notes']);
    expect(columns.find((c) => c.header === 'Brand')).toMatchObject({ type: 'list', required: true, requiredColumn: true, allowed: ['Acme', 'Bravo'] });
  });

  it('turns valid rows into products (unit defaults to "unit"; empty attributes are left out)', () => {
    const text = 'code;name;family;unit;Brand;Shelf life;Organic;Notes\nSKU-1;Tomato sauce;Sauces;jar;acme;365;yes;\nSKU-2;Rice;;;Bravo;;;Long grain';
    const result = validateProductsFile(text, attributes);
    expect(result.problems).toEqual([]);
    expect(result.products).toEqual([
      { line: 2, code: 'SKU-1', name: 'Tomato sauce', family: 'Sauces', unit: 'jar', attributes: { Brand: 'Acme', 'Shelf life': 365, Organic: true } },
      { line: 3, code: 'SKU-2', name: 'Rice', family: null, unit: 'unit', attributes: { Brand: 'Bravo', Notes: 'Long grain' } },
    ]);
  });

  it('a file with any problem gives no products', () => {
    const result = validateProductsFile('code,name,Brand\nA,Apple,Acme\nB,Pear,Zulu', attributes);
    expect(result.products).toEqual([]);
    expect(result.problems).toEqual([{ line: 3, column: 'Brand', code: 'notAllowed', value: 'Zulu', params: { allowed: 'Acme, Bravo' } }]);
  });

  it('the template has the right columns and its example row is valid', () => {
    const template = productsTemplate(attributes);
    expect(template.split('\r\n')[0]).toBe('code,name,family,unit,Brand,Shelf life,Organic,Notes');
    expect(validateProductsFile(template, attributes).problems).toEqual([]);
    expect(validateProductsFile(productsTemplate([]), []).products).toHaveLength(1);
  });

  it('attribute names may not reuse a fixed column (ignoring case and spaces)', () => {
    expect(isReservedAttributeName(' Code ')).toBe(true);
    expect(isReservedAttributeName('UNIT')).toBe(true);
    expect(isReservedAttributeName('Brand')).toBe(false);
  });
});
