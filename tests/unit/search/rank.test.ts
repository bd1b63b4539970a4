// The ranking of issue 10 ("Searching 'prevision' ranks 'Previsión frente a
// pedidos' above the page called 'Previsiones'"): the page name first, exact
// then prefix (shorter names first), then a later word of the name, then
// inside a word, then keywords and section title, then every word anywhere;
// groups in the order of their best match.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, flattenResults, narrows, normalize, Rank, rankOf, search, type SearchEntry } from '../../../engine/search';

const e = (key: string, title: string, sectionTitle: string, keywords: string[] = []): SearchEntry => ({ key, title, sectionTitle, keywords });
const fields = (title: string, keywords: string[] = [], section = 'Sección') => {
  const others = [...keywords, section].map(normalize).join('\n');
  return { title: normalize(title), others, all: `${normalize(title)}\n${others}` };
};
const rank = (title: string, query: string, keywords: string[] = [], section?: string) => {
  const q = normalize(query);
  return rankOf(fields(title, keywords, section), q, q.split(' '));
};

describe('rankOf', () => {
  it('tells apart every kind of match (hand-checked examples)', () => {
    expect(rank('Previsiones', 'PREVISIONES ')).toBe(Rank.exact);
    expect(rank('Previsiones', 'prevision')).toBe(Rank.prefix);
    expect(rank('Revisión de la previsión', 'prevision')).toBe(Rank.wordPrefix);
    expect(rank('Error (previsión)', 'prevision')).toBe(Rank.wordPrefix); // after punctuation
    expect(rank('Sobreprevisión', 'prevision')).toBe(Rank.inside);
    expect(rank('Ventas', 'facturacion', ['Facturación'])).toBe(Rank.keyword);
    expect(rank('Ventas', 'demanda', [], 'Demanda')).toBe(Rank.keyword);
    expect(rank('Proyección de stock', 'stock proyeccion')).toBe(Rank.allWords);
    expect(rank('Ventas', 'compras')).toBe(255);
  });

  it('a later word start beats an earlier match inside a word of the same name', () => {
    // 'sobreprevision' has it inside a word first, then 'prevision' starts a word.
    expect(rank('Sobreprevisión y previsión', 'prevision')).toBe(Rank.wordPrefix);
  });

  it('never matches across two fields', () => {
    expect(rank('Alfa', 'alfabeta', ['beta'])).toBe(255);
    expect(rank('Alfa', 'beta gamma', ['beta'], 'Gamma')).toBe(Rank.allWords); // words, not one phrase
  });
});

describe('search ranking', () => {
  const entries = [
    e('forecast-vs-orders', 'Previsión frente a pedidos', 'Informes', ['previsión', 'pedidos']),
    e('forecast-vs-budget', 'Previsión frente a presupuesto', 'Informes', ['previsión', 'presupuesto']),
    e('forecasts', 'Previsiones', 'Previsiones', ['previsión', 'demanda']),
    e('forecasts-main', 'Previsión principal', 'Previsiones'),
    e('forecast-review', 'Revisión de la previsión', 'Previsiones'),
    e('sales-vs-forecast', 'Ventas frente a previsión y presupuesto', 'Informes'),
    e('demand', 'Demanda', 'Demanda', ['previsión']),
  ];
  const index = buildSearchIndex(entries);
  const keys = (query: string, limit?: number) => flattenResults(search(index, query, { limit })).map((x) => x.key);

  it("'prevision' puts the page called 'Previsiones' first, and its section's group first", () => {
    const result = search(index, 'prevision');
    expect(result.groups.map((g) => g.sectionTitle)).toEqual(['Previsiones', 'Informes', 'Demanda']);
    expect(result.groups[0].items.map((x) => x.key)).toEqual(['forecasts', 'forecasts-main', 'forecast-review']);
    // Prefix matches shortest name first; then a later word of the name; keyword-only matches last.
    expect(result.groups[1].items.map((x) => x.key)).toEqual(['forecast-vs-orders', 'forecast-vs-budget', 'sales-vs-forecast']);
    expect(result.groups[2].items.map((x) => x.key)).toEqual(['demand']);
    expect(result.total).toBe(7);
  });

  it('orders across groups: every prefix match before any later-word match, then keywords', () => {
    // Flattened by group for display, but the best match of each group decides the group order.
    const best = search(index, 'prevision', { limit: 3 });
    expect(flattenResults(best).map((x) => x.key)).toEqual(['forecasts', 'forecasts-main', 'forecast-vs-orders']);
    expect(best.groups.map((g) => [g.sectionTitle, g.count])).toEqual([['Previsiones', 3], ['Informes', 3]]);
  });

  it('an exact name beats a shorter prefix match', () => {
    const exact = buildSearchIndex([e('a', 'Stock', 'S'), e('b', 'Sto', 'S'), e('c', 'Stocks', 'S')]);
    expect(flattenResults(search(exact, 'stock')).map((x) => x.key)).toEqual(['a', 'c']);
    expect(flattenResults(search(exact, 'sto')).map((x) => x.key)).toEqual(['b', 'a', 'c']);
  });

  it('keeps the spec rules: case, accents and surrounding spaces do not matter', () => {
    expect(keys('  PREVISIÓN ')).toEqual(keys('prevision'));
    // The name itself first; then the pages whose section is called so.
    expect(keys('previsiones')).toEqual(['forecasts', 'forecasts-main', 'forecast-review']);
  });
});

describe('narrows', () => {
  it('is true only when the new query extends the previous one', () => {
    expect(narrows('pre', 'prev')).toBe(true);
    expect(narrows('pre', 'pre')).toBe(true);
    expect(narrows('stock', 'stock p')).toBe(true);
    expect(narrows('prev', 'pre')).toBe(false);
    expect(narrows('', 'a')).toBe(false);
    expect(narrows('ab', 'xab')).toBe(false);
  });
});
