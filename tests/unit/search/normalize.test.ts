import { describe, expect, it } from 'vitest';
import { normalize } from '../../../engine/search';

describe('normalize', () => {
  it('lowercases, strips accents, trims and collapses spaces', () => {
    expect(normalize('  PREVISIÓN   de   Ventas  ')).toBe('prevision de ventas');
    expect(normalize('Configuració àèìòù ç ñ ü')).toBe('configuracio aeiou c n u');
  });

  it('folds precomposed and decomposed forms alike', () => {
    expect(normalize('Previsio\u0301n')).toBe(normalize('Previsión'));
  });

  it('folds letters NFD leaves alone', () => {
    expect(normalize('Straße Œuvre Øre Łódź')).toBe('strasse oeuvre ore lodz');
  });

  it('turns tabs and newlines into single spaces', () => {
    expect(normalize('a\t\n b')).toBe('a b');
    expect(normalize('   ')).toBe('');
  });
});
