import { describe, expect, it } from 'vitest';
import { buildSearchIndex, moveSelection, type SearchEntry } from '../../../engine/search';
import { hasFilter, sameView, searcherKey, searcherView, viewKeeper, viewportLength } from '../../../engine/shell/searcher/searcher-view';

const entry = (key: string, title: string, sectionTitle: string, keywords: string[] = []): SearchEntry => ({ key, title, sectionTitle, keywords });

const entries = [
  entry('forecasts', 'Previsión de la demanda', 'Previsiones', ['forecast']),
  entry('forecasts-review', 'Revisión de la previsión', 'Previsiones'),
  entry('forecast-report', 'Informe de previsión', 'Informes'),
  entry('sales', 'Ventas', 'Demanda', ['histórico']),
  entry('purchases', 'Compras', 'Aprovisionamiento', ['pedidos']),
];
const index = buildSearchIndex(entries);
const options = { limit: 50, favoritesTitle: 'Favoritos' };

describe('searcherView', () => {
  it('shows the favourites, as one group with its count, when there is no filter', () => {
    const view = searcherView(index, '   ', [entries[3], entries[0]], options);
    expect(view.mode).toBe('favorites');
    expect(view.groups).toEqual([{ id: 'favorites', title: 'Favoritos', count: 2, items: [entries[3], entries[0]], offset: 0 }]);
    expect(view.items.map((e) => e.key)).toEqual(['sales', 'forecasts']);
  });

  it('has no group at all without favourites', () => {
    const view = searcherView(index, '', [], options);
    expect(view.groups).toEqual([]);
    expect(view.items).toEqual([]);
  });

  it('groups matches by section with a count per group, ignoring case and accents', () => {
    const view = searcherView(index, 'PREVISION', [], options);
    expect(view.mode).toBe('results');
    expect(view.groups.map((g) => [g.title, g.count])).toEqual([['Previsiones', 2], ['Informes', 1]]);
    expect(view.total).toBe(3);
    // Offsets index the flat list the keyboard selection walks.
    expect(view.groups[1].offset).toBe(2);
    expect(view.items[view.groups[1].offset].key).toBe('forecast-report');
  });

  it('finds by keyword and by section title', () => {
    expect(searcherView(index, 'historico', [], options).items.map((e) => e.key)).toEqual(['sales']);
    expect(searcherView(index, 'aprovisionamiento', [], options).items.map((e) => e.key)).toEqual(['purchases']);
  });

  it('renders at most the limit but counts every match', () => {
    const view = searcherView(index, 'prevision', [], { ...options, limit: 1 });
    expect(view.items).toHaveLength(1);
    expect(view.total).toBe(3);
    expect(view.groups[0].count).toBe(2);
  });

  it('is empty when nothing matches', () => {
    const view = searcherView(index, 'zzzz', [], options);
    expect(view).toEqual({ mode: 'results', groups: [], items: [], total: 0 });
  });

  it('treats only blank text as no filter', () => {
    expect(hasFilter('')).toBe(false);
    expect(hasFilter('  \t')).toBe(false);
    expect(hasFilter(' a ')).toBe(true);
  });
});

describe('keyboard selection over a view', () => {
  it('starts at 0, moves one step and stops at both ends', () => {
    const count = searcherView(index, 'prevision', [], options).items.length;
    let selected = 0;
    selected = moveSelection(selected, -1, count);
    expect(selected).toBe(0);
    for (let i = 0; i < 5; i++) selected = moveSelection(selected, 1, count);
    expect(selected).toBe(count - 1);
  });
});

describe('searcherKey', () => {
  it('maps arrows and Enter by code or key, ignoring IME composition', () => {
    expect(searcherKey({ key: 'ArrowDown', code: 'ArrowDown' })).toBe('next');
    expect(searcherKey({ key: 'ArrowUp', code: 'ArrowUp' })).toBe('previous');
    expect(searcherKey({ key: 'Enter', code: 'Enter' })).toBe('open');
    expect(searcherKey({ key: 'Enter', code: 'NumpadEnter' })).toBe('open');
    expect(searcherKey({ key: 'Enter', code: '' })).toBe('open');
    expect(searcherKey({ key: 'Enter', code: 'Enter', isComposing: true })).toBeNull();
    expect(searcherKey({ key: 'a', code: 'KeyA' })).toBeNull();
    expect(searcherKey({ key: 'Escape', code: 'Escape' })).toBeNull();
  });
});

describe('viewportLength', () => {
  it('turns config lengths into CSS', () => {
    expect(viewportLength('50%', 'width')).toBe('50vw');
    expect(viewportLength('90%', 'height')).toBe('90vh');
    expect(viewportLength(1200, 'width')).toBe('1200px');
    expect(viewportLength('50', 'height')).toBe('50px');
    expect(viewportLength('40rem', 'width')).toBe('40rem');
  });
});

describe('viewKeeper', () => {
  it('hands back the last view while the list stays the same', () => {
    const keep = viewKeeper<SearchEntry>();
    const first = keep(searcherView(index, 'previs', [], options));
    // One more letter, the same matches: the very same object (the memoised list skips rendering).
    expect(keep(searcherView(index, 'previsi', [], options))).toBe(first);
    const narrower = searcherView(index, 'revision', [], options);
    expect(keep(narrower)).toBe(narrower);
    expect(keep(searcherView(index, 'revisión', [], options))).toBe(narrower);
  });

  it('tells apart lists that differ in an item, a count, a title or the mode', () => {
    const base = searcherView(index, 'prevision', [], options);
    expect(sameView(base, searcherView(index, 'prevision', [], options))).toBe(true);
    expect(sameView(base, searcherView(index, 'prevision', [], { ...options, limit: 1 }))).toBe(false);
    expect(sameView(base, { ...base, total: base.total + 1 })).toBe(false);
    expect(sameView(base, { ...base, groups: base.groups.map((g) => ({ ...g, title: `${g.title}!` })) })).toBe(false);
    expect(sameView(base, { ...base, groups: base.groups.map((g) => ({ ...g, count: g.count + 1 })) })).toBe(false);
    expect(sameView(base, { ...base, items: [...base.items].reverse() })).toBe(false);
    const favorites = searcherView(index, '', [...base.items], options);
    expect(sameView(base, { ...favorites, total: base.total })).toBe(false);
  });
});
