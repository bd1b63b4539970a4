// The month columns are as wide as the widest figure shown, never clipped.
import { describe, expect, it } from 'vitest';
import { MIN_MONTH_WIDTH, monthColumnWidth } from '../../../engine/data/grid-column-width';

const fmt = (v: number) => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(v);

describe('monthColumnWidth', () => {
  it('keeps the default for small figures', () => {
    expect(monthColumnWidth([{ values: [1, 22, null], format: 'number' }], fmt)).toBe(MIN_MONTH_WIDTH);
  });
  it('widens for the widest figure: 12.345.678,9 is 12 characters (8 px each) plus 30 px of padding, a sign one more', () => {
    expect(monthColumnWidth([{ values: [5, 12_345_678.9], format: 'number' }], fmt)).toBe(12 * 8 + 30);
    expect(monthColumnWidth([{ values: [-12_345_678.9], format: 'number' }, { values: undefined, format: 'percent' }], fmt)).toBe(13 * 8 + 30);
  });
});
