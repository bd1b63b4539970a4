import { describe, expect, it } from 'vitest';
import { favoriteEntries, favoritePathKey, favoriteSet } from '../../../engine/shell/index-overlay/favorite-entries';

const entries = [
  { path: 'forecasts', title: 'Previsión' },
  { path: 'forecasts/review', title: 'Revisión' },
  { path: 'dimensions/3', title: 'Región' },
  { path: 'sales', title: 'Ventas' },
];

describe('favoritePathKey', () => {
  it('drops leading and trailing slashes', () => {
    expect(favoritePathKey('/forecasts/review/')).toBe('forecasts/review');
    expect(favoritePathKey('sales')).toBe('sales');
  });
});

describe('favoriteEntries', () => {
  it('keeps the order the favourites were added in, not the index order', () => {
    expect(favoriteEntries(['sales', 'forecasts'], entries).map((e) => e.path)).toEqual(['sales', 'forecasts']);
  });

  it('leaves out favourites the user cannot see any more', () => {
    expect(favoriteEntries(['manager', 'dimensions/3'], entries).map((e) => e.title)).toEqual(['Región']);
  });

  it('matches with or without a leading slash and lists each page once', () => {
    expect(favoriteEntries(['/sales', 'sales', 'forecasts/review/'], entries).map((e) => e.path)).toEqual(['sales', 'forecasts/review']);
  });

  it('is empty without favourites', () => {
    expect(favoriteEntries([], entries)).toEqual([]);
  });
});

describe('favoriteSet', () => {
  it('answers membership by normalised path', () => {
    const set = favoriteSet(['/forecasts', 'dimensions/3']);
    expect(set.has('forecasts')).toBe(true);
    expect(set.has('dimensions/3')).toBe(true);
    expect(set.has('sales')).toBe(false);
  });
});
