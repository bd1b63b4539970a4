import { describe, expect, it } from 'vitest';
import { buildSearchIndex, flattenResults, search, searchEntries, type SearchEntry } from '../../../engine/search';

const e = (key: string, title: string, sectionTitle: string, keywords: string[] = []): SearchEntry => ({ key, title, sectionTitle, keywords });

const entries = [
  e('forecast', 'Previsión', 'Previsiones'),
  e('review', 'Revisión de previsión', 'Previsiones'),
  e('op', 'Previsión operativa', 'Previsiones'),
  e('sales', 'Ventas', 'Comercial', ['facturación', 'pedidos']),
  e('budget', 'Presupuestos', 'Comercial', ['previsión anual']),
  e('stock', 'Proyección de stock', 'Aprovisionamiento'),
  e('abc', 'Informe ABC', 'Informes', ['clasificación']),
];
const index = buildSearchIndex(entries);
const keys = (query: string, limit?: number) => flattenResults(search(index, query, { limit })).map((x) => x.key);

describe('search', () => {
  it('ignores case and accents: prevision finds Previsión, and so does "PREVISIÓN  "', () => {
    expect(keys('prevision')).toContain('forecast');
    expect(keys('PREVISIÓN  ')).toEqual(keys('prevision'));
  });

  it('orders title prefix, then title substring, then keyword/section-only; alphabetical within', () => {
    expect(searchEntries(index, 'prevision').map((x) => x.key)).toEqual(['forecast', 'op', 'review', 'budget']);
  });

  it('compares against keywords and the section title', () => {
    expect(keys('facturacion')).toEqual(['sales']);
    expect(keys('aprovisionamiento')).toEqual(['stock']);
    expect(keys('informes')).toEqual(['abc']);
  });

  it('finds every word in any order as the last resort', () => {
    expect(keys('stock proyeccion')).toEqual(['stock']);
    expect(keys('ventas pedidos')).toEqual(['sales']);
    expect(keys('ventas clasificacion')).toEqual([]);
  });

  it('never matches a text that only exists across two fields', () => {
    const split = buildSearchIndex([e('x', 'Alfa', 'Gamma', ['beta', 'delta'])]);
    expect(search(split, 'alfabeta').total).toBe(0);
    expect(search(split, 'betadelta').total).toBe(0);
    expect(search(split, 'deltagamma').total).toBe(0);
    expect(search(split, 'beta delta').total).toBe(1); // words, not one phrase
  });

  it('groups by section in the order of the best match, with a count per group', () => {
    const result = search(index, 'prevision');
    expect(result.groups.map((g) => [g.sectionTitle, g.count, g.items.map((x) => x.key)])).toEqual([
      ['Previsiones', 3, ['forecast', 'op', 'review']],
      ['Comercial', 1, ['budget']],
    ]);
    expect(result.total).toBe(4);
  });

  it('the limit cuts the items, not the counts', () => {
    const result = search(index, 'prevision', { limit: 2 });
    expect(result.groups).toEqual([{ sectionTitle: 'Previsiones', count: 3, items: [entries[0], entries[2]] }]);
    expect(result.total).toBe(4);
    expect(search(index, 'prevision', { limit: 0 })).toEqual({ groups: [], total: 4 });
  });

  it('an empty or blank query returns no groups (the UI shows favourites)', () => {
    expect(search(index, '')).toEqual({ groups: [], total: 0 });
    expect(search(index, '   ')).toEqual({ groups: [], total: 0 });
  });

  it('is stable: the input order does not change the result', () => {
    const reversed = buildSearchIndex([...entries].reverse());
    expect(flattenResults(search(reversed, 're'))).toEqual(flattenResults(search(index, 're')));
  });

  it('keeps the caller\'s entry objects (extra fields come back)', () => {
    const withPath = buildSearchIndex([{ ...entries[3], path: 'sales' }]);
    expect(search(withPath, 'ventas').groups[0].items[0].path).toBe('sales');
  });
});
