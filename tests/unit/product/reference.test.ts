import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, currencyCodes, isValidPostalCode, isValidSpanishTaxId, isValidTaxId, isValidTimeZone, normalizeTaxId, timeZones } from '../../../product/reference';

describe('tax ids', () => {
  it('Spanish NIF, NIE and CIF are checked with their check character', () => {
    expect(isValidSpanishTaxId('12345678Z')).toBe(true);
    expect(isValidSpanishTaxId('12345678A')).toBe(false);
    expect(isValidSpanishTaxId('X1234567L')).toBe(true);
    expect(isValidSpanishTaxId('Y1234567X')).toBe(true);
    expect(isValidSpanishTaxId('X1234567A')).toBe(false);
    expect(isValidSpanishTaxId('B12345674')).toBe(true); // companies (B): a digit
    expect(isValidSpanishTaxId('B12345675')).toBe(false);
    expect(isValidSpanishTaxId('P1234567D')).toBe(true); // public bodies (P): a letter
    expect(isValidSpanishTaxId('P12345674')).toBe(false);
    expect(isValidSpanishTaxId('ES B-1234567-4')).toBe(true); // VAT prefix, spaces and dashes
    expect(isValidSpanishTaxId('I1234567')).toBe(false);
  });

  it('elsewhere the form is checked; a VAT prefix of the country is dropped', () => {
    expect(normalizeTaxId('FR', 'fr 40 303 265 045')).toBe('40303265045');
    expect(isValidTaxId('FR', 'FR40303265045')).toBe(true);
    expect(isValidTaxId('DE', 'DE123456789')).toBe(true);
    expect(isValidTaxId('DE', '12')).toBe(false);
    expect(isValidTaxId('IT', 'IT 123$567')).toBe(false);
  });
});

describe('postal codes', () => {
  it('by country, with a permissive fallback', () => {
    expect(isValidPostalCode('ES', '28013')).toBe(true);
    expect(isValidPostalCode('ES', '99999')).toBe(false); // provinces are 01-52
    expect(isValidPostalCode('PT', '1000-001')).toBe(true);
    expect(isValidPostalCode('GB', 'SW1A 1AA')).toBe(true);
    expect(isValidPostalCode('NL', '1012 AB')).toBe(true);
    expect(isValidPostalCode('US', '12345-6789')).toBe(true);
    expect(isValidPostalCode('FR', '7500')).toBe(false);
    expect(isValidPostalCode('JP', '100-0001')).toBe(true);
    expect(isValidPostalCode('JP', '!')).toBe(false);
  });
});

describe('reference lists', () => {
  it('countries are the ISO 3166-1 alpha-2 codes', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['ES', 'FR', 'IT', 'PT', 'US']));
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
  });

  it('currencies and time zones come from Intl', () => {
    expect(currencyCodes()).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP', 'MXN']));
    const zones = timeZones();
    expect(zones).toEqual(expect.arrayContaining(['Europe/Madrid', 'America/Mexico_City', 'UTC']));
    expect([...zones].sort()).toEqual(zones);
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('../etc/passwd')).toBe(false);
  });
});
