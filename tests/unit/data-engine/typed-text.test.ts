import { describe, expect, it } from 'vitest';
import { typedText } from '../../../server/data-engine/typed-text';

describe('typedText', () => {
  const july = new Date(Date.UTC(2026, 6, 1));

  it('renders a Date at midnight UTC as its month or day', () => {
    expect(typedText(july, 'month')).toBe('2026-07');
    expect(typedText(july, 'date')).toBe('2026-07-01');
    expect(typedText(new Date(Date.UTC(2026, 11, 31)), 'date')).toBe('2026-12-31');
  });

  it('renders a Date at local midnight (node-postgres) as its local day', () => {
    expect(typedText(new Date(2026, 0, 15), 'date')).toBe('2026-01-15');
    expect(typedText(new Date(2026, 0, 15), 'month')).toBe('2026-01');
  });

  it('passes text through, a month read as its first day cut to the month', () => {
    expect(typedText('2026-07', 'month')).toBe('2026-07');
    expect(typedText('2026-07-01', 'month')).toBe('2026-07');
    expect(typedText('2026-07-01', 'date')).toBe('2026-07-01');
    expect(typedText('Cerveza Clara', 'string')).toBe('Cerveza Clara');
    expect(typedText(12, 'integer')).toBe('12');
  });

  it('keeps empty values empty', () => {
    expect(typedText(null, 'month')).toBeNull();
    expect(typedText(undefined, 'date')).toBeNull();
    expect(typedText(new Date(Number.NaN), 'date')).toBeNull();
  });
});
