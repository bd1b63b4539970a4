// Values as a user reads them, in each language (expected strings written by hand from CLDR conventions).
import { describe, expect, it } from 'vitest';
import {
  alignsRight, formatDate, formatMoney, formatMonth, formatNumber, formatPercent, formatTimestamp, formatValue, separatorsOf,
} from '../../../engine/data/format';
import { field } from './fixtures';

// Intl uses NARROW NO-BREAK SPACE (U+202F) / NO-BREAK SPACE (U+00A0) in some locales: compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers', () => {
  it('decimal and group separators per language', () => {
    expect(plain(formatNumber(1234567.891, 'en', 0, 2))).toBe('1,234,567.89');
    expect(plain(formatNumber(1234567.891, 'es', 0, 2))).toBe('1.234.567,89');
    expect(plain(formatNumber(1234567.891, 'fr', 0, 2))).toBe('1 234 567,89');
    expect(plain(formatNumber(1234567.891, 'it', 0, 2))).toBe('1.234.567,89');
    expect(plain(formatNumber(1234567.891, 'ca', 0, 2))).toBe('1.234.567,89');
  });
  it('Spanish does not group 4-digit numbers (CLDR minimumGroupingDigits 2)', () => {
    expect(formatNumber(1234, 'es', 0, 0)).toBe('1234');
    expect(formatNumber(12345, 'es', 0, 0)).toBe('12.345');
  });
  it('money: the company currency when known, two decimals otherwise', () => {
    expect(plain(formatMoney(1234.5, 'es', 'EUR'))).toBe('1234,50 €');
    expect(plain(formatMoney(1234.5, 'en', 'EUR'))).toBe('€1,234.50');
    expect(plain(formatMoney(1234.5, 'en', 'USD'))).toBe('$1,234.50');
    expect(plain(formatMoney(1234.5, 'en', undefined))).toBe('1,234.50');
    expect(plain(formatMoney(3, 'en', 'NOT-A-CODE'))).toBe('3.00');
  });
  it('percent values are points: 12.5 reads 12.5 %', () => {
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(plain(formatPercent(12.5, 'es'))).toBe('12,5 %');
    expect(plain(formatPercent(100, 'fr'))).toBe('100 %');
  });
  it('separators for number inputs', () => {
    expect(separatorsOf('es')).toEqual({ decimal: ',', group: '.' });
    expect(separatorsOf('en')).toEqual({ decimal: '.', group: ',' });
  });
});

describe('dates', () => {
  it('a day never moves with the time zone (formatted in UTC)', () => {
    expect(formatDate('2024-03-01', 'es')).toBe('01/03/2024');
    expect(formatDate('2024-03-01', 'en')).toBe('03/01/2024');
    expect(formatDate('2024-12-31', 'fr')).toBe('31/12/2024');
  });
  it('months by name', () => {
    expect(formatMonth('2024-03', 'en', 'long')).toBe('March 2024');
    expect(formatMonth('2024-03', 'es', 'long')).toBe('marzo de 2024');
    expect(formatMonth('2024-03', 'fr', 'long')).toBe('mars 2024');
  });
  it('timestamps in a given zone', () => {
    expect(plain(formatTimestamp('2024-03-01T23:30:00Z', 'en', 'UTC'))).toBe('3/1/24, 11:30 PM');
    expect(formatTimestamp('2024-03-01T23:30:00Z', 'es', 'Europe/Madrid')).toBe('2/3/24, 0:30');
    expect(formatTimestamp('not a date', 'es')).toBe('not a date');
  });
});

describe('formatValue', () => {
  const ctx = {
    locale: 'en', currency: 'EUR',
    enumLabel: (_f: unknown, v: string) => `<${v}>`,
    yesNo: (b: boolean) => (b ? 'Yes' : 'No'),
    refTitle: (_f: unknown, id: number) => (id === 7 ? 'Kilogram' : undefined),
  };
  it('each type', () => {
    expect(formatValue(field('a', 'integer'), 1234, ctx)).toBe('1,234');
    expect(formatValue(field('a', 'decimal', { scale: 3 }), 1.23456, ctx)).toBe('1.235');
    expect(formatValue(field('a', 'money'), 10, ctx)).toBe('€10.00');
    expect(formatValue(field('a', 'percent'), 5, ctx)).toBe('5%');
    expect(formatValue(field('a', 'date'), '2024-01-31', ctx)).toBe('01/31/2024');
    expect(formatValue(field('a', 'month'), '2024-01', ctx)).toBe('Jan 2024');
    expect(formatValue(field('a', 'boolean'), false, ctx)).toBe('No');
    expect(formatValue(field('a', 'enum'), 'x', ctx)).toBe('<x>');
    expect(formatValue(field('a', 'ref'), 7, ctx)).toBe('Kilogram');
    expect(formatValue(field('a', 'ref'), 8, ctx)).toBe('#8');
    expect(formatValue(field('a', 'string'), '<b>bold</b>', ctx)).toBe('<b>bold</b>');
    expect(formatValue(field('a', 'string'), null, ctx)).toBe('');
  });
  it('numbers align right, text left', () => {
    expect(alignsRight(field('a', 'money'))).toBe(true);
    expect(alignsRight(field('a', 'string'))).toBe(false);
  });
});

describe('date patterns for pickers', () => {
  it('match formatDate per language', async () => {
    const { datePattern } = await import('../../../engine/data/format');
    expect(datePattern('es')).toBe('DD/MM/YYYY');
    expect(datePattern('en')).toBe('MM/DD/YYYY');
    expect(datePattern('fr')).toBe('DD/MM/YYYY');
    expect(datePattern('es', true)).toBe('MM/YYYY');
    expect(datePattern('en', true)).toBe('MM/YYYY');
  });
});
