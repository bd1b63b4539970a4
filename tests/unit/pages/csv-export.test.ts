import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv, UTF8_BOM } from '../../../src/lib/csv-export';

describe('CSV export (RFC 4180)', () => {
  it('starts with a UTF-8 BOM, separates fields with commas and ends records with CRLF', () => {
    const csv = toCsv(['Product', 'Units'], [['Previsión', 12], ['Café', 3.5]]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Product,Units\r\nPrevisión,12\r\nCafé,3.5\r\n');
    expect(toCsv(['a'], [], { bom: false })).toBe('a\r\n');
  });

  it('quotes fields holding commas, quotes, CR or LF and doubles the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes empty cells as empty fields and numbers as written by JavaScript', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(-4.25)).toBe('-4.25');
    expect(csvField(Number.NaN)).toBe('');
    expect(toCsv(['a', 'b', 'c'], [[null, 1, '']], { bom: false })).toBe('a,b,c\r\n,1,\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('+34 600')).toBe("'+34 600");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField(-3)).toBe('-3');
  });

  it('makes a file name from the report name', () => {
    expect(csvFileName('Forecast accuracy by product family')).toBe('Forecast-accuracy-by-product-family.csv');
    expect(csvFileName('Previsión / ventas: 2026')).toBe('Previsión-ventas-2026.csv');
    expect(csvFileName('***')).toBe('report.csv');
  });
});
