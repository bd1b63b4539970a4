// A table's state: columns, sort clicks, filter controls -> filters, and the
// round trip through the URL (list-query.ts) that back/forward and deep links rely on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readUrlQuery, writeUrlQuery, type Filter, type ListQuery } from '../../../engine/data/list-query';
import {
  anyOfFilter, ariaSort, filterKind, hiddenColumnsKey, pageCount, parseHiddenColumns, rangeFilter, rangeOf, resolvePath, setFilter,
  tableApiQuery, toggleSort, valuesOf, viewDefaults, visibleColumns,
} from '../../../engine/data/table-state';
import { entities, field, product } from './fixtures';

const defaults = { pageSize: 50, sort: [{ field: 'sku', desc: false }] };

describe('columns', () => {
  it('hidden columns go, the first always stays, order is the view order', () => {
    expect(visibleColumns(['sku', 'name', 'price'], new Set(['name']))).toEqual(['sku', 'price']);
    expect(visibleColumns(['sku', 'name'], new Set(['sku', 'name']))).toEqual(['sku']);
    expect(visibleColumns([], new Set())).toEqual([]);
  });
  it('stored per user, route and view; malformed storage is ignored', () => {
    expect(hiddenColumnsKey(3, 'products', 0)).toBe('sop.columns.3.products.0');
    expect([...parseHiddenColumns('["a",1,"b"]')]).toEqual(['a', 'b']);
    expect(parseHiddenColumns('{oops').size).toBe(0);
    expect(parseHiddenColumns('{"a":1}').size).toBe(0);
    expect(parseHiddenColumns(null).size).toBe(0);
  });
  it('paths resolve through a ref one hop away', () => {
    const ents = new Map([...entities, ['family', entities.get('family')!]]);
    expect(resolvePath('unit.name', product, ents)?.field.name).toBe('name');
    expect(resolvePath('unit.name', product, ents)?.via?.name).toBe('unit');
    expect(resolvePath('price', product, ents)?.field.type).toBe('money');
    expect(resolvePath('nope', product, ents)).toBeUndefined();
    expect(resolvePath('price.x', product, ents)).toBeUndefined();
  });
});

describe('sorting', () => {
  it('a new column sorts ascending; the same column flips', () => {
    expect(toggleSort([], 'name')).toEqual([{ field: 'name', desc: false }]);
    expect(toggleSort([{ field: 'name', desc: false }], 'name')).toEqual([{ field: 'name', desc: true }]);
    expect(toggleSort([{ field: 'name', desc: true }, { field: 'sku', desc: false }], 'name')).toEqual([{ field: 'name', desc: false }]);
    expect(toggleSort([{ field: 'name', desc: true }], 'sku')).toEqual([{ field: 'sku', desc: false }]);
  });
  it('aria-sort follows the first sort key', () => {
    expect(ariaSort([{ field: 'a', desc: true }], 'a')).toBe('descending');
    expect(ariaSort([{ field: 'a', desc: false }], 'a')).toBe('ascending');
    expect(ariaSort([{ field: 'a', desc: false }], 'b')).toBe('none');
  });
  it('view defaults come from the compiled view', () => {
    expect(viewDefaults({ pageSize: 25, sort: ['-launchDate', 'sku'] })).toEqual({ pageSize: 25, sort: [{ field: 'launchDate', desc: true }, { field: 'sku', desc: false }] });
  });
});

describe('filters', () => {
  it('kind per field type', () => {
    expect(['string', 'text', 'enum', 'ref', 'integer', 'money', 'date', 'month', 'boolean'].map((t) => filterKind(field('x', t as never))))
      .toEqual(['text', 'text', 'enum', 'ref', 'number', 'number', 'date', 'month', 'boolean']);
  });
  it('ranges: both bounds -> between, one -> gte/lte, none -> removed; and back', () => {
    expect(rangeFilter('price', 1, 5)).toEqual({ field: 'price', op: 'between', value: [1, 5] });
    expect(rangeFilter('price', 1, null)).toEqual({ field: 'price', op: 'gte', value: 1 });
    expect(rangeFilter('price', '', 5)).toEqual({ field: 'price', op: 'lte', value: 5 });
    expect(rangeFilter('price', null, undefined)).toBeUndefined();
    expect(rangeFilter('price', 0, 0)).toEqual({ field: 'price', op: 'between', value: [0, 0] });
    expect(rangeOf({ field: 'p', op: 'between', value: [1, 2] })).toEqual({ from: 1, to: 2 });
    expect(rangeOf({ field: 'p', op: 'lte', value: 2 })).toEqual({ from: null, to: 2 });
    expect(rangeOf(undefined)).toEqual({ from: null, to: null });
  });
  it('multi-selects: in, or nothing', () => {
    expect(anyOfFilter('status', ['active'])).toEqual({ field: 'status', op: 'in', value: ['active'] });
    expect(anyOfFilter('status', [])).toBeUndefined();
    expect(valuesOf({ field: 's', op: 'eq', value: 'a' })).toEqual(['a']);
  });
  it('setting a field replaces its filter and keeps the others', () => {
    const start: Filter[] = [{ field: 'a', op: 'eq', value: 1 }, { field: 'b', op: 'eq', value: 2 }];
    expect(setFilter(start, 'a', { field: 'a', op: 'eq', value: 3 })).toEqual([{ field: 'b', op: 'eq', value: 2 }, { field: 'a', op: 'eq', value: 3 }]);
    expect(setFilter(start, 'b', undefined)).toEqual([{ field: 'a', op: 'eq', value: 1 }]);
  });
});

describe('URL round trip of a table state', () => {
  const filterArb: fc.Arbitrary<Filter> = fc.oneof(
    fc.record({ field: fc.constant('name'), op: fc.constant('contains' as const), value: fc.string({ minLength: 1, maxLength: 12 }) }),
    fc.record({ field: fc.constant('status'), op: fc.constant('in' as const), value: fc.uniqueArray(fc.constantFrom('active', 'phase-out', 'a,b', 'x y%'), { minLength: 1 }) }),
    fc.record({ field: fc.constant('price'), op: fc.constant('between' as const), value: fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 })) }),
    fc.record({ field: fc.constant('launchDate'), op: fc.constant('gte' as const), value: fc.constantFrom('2024-01-01', '2025-12-31') }),
    fc.record({ field: fc.constant('unit'), op: fc.constant('in' as const), value: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 4 }) }),
    fc.record({ field: fc.constant('active'), op: fc.constant('eq' as const), value: fc.boolean() }),
    fc.record({ field: fc.constant('unit.name'), op: fc.constant('contains' as const), value: fc.constantFrom('kg', 'caja, 12') }),
  );
  const queryArb: fc.Arbitrary<ListQuery> = fc.record({
    page: fc.integer({ min: 1, max: 200 }),
    pageSize: fc.constantFrom(25, 50, 100),
    sort: fc.constantFrom<ListQuery['sort']>([{ field: 'sku', desc: false }], [{ field: 'price', desc: true }], [{ field: 'unit.name', desc: false }]),
    filters: fc.uniqueArray(filterArb, { selector: (f) => f.field, maxLength: 4 }),
    q: fc.option(fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.length > 0), { nil: undefined }),
  }).map((q) => (q.q === undefined ? { page: q.page, pageSize: q.pageSize, sort: q.sort, filters: q.filters } : q));

  it('write then read gives the same state, with other params (view, record) untouched (property)', () => {
    fc.assert(fc.property(queryArb, (query) => {
      const base = new URLSearchParams('view=1&record=5');
      const params = writeUrlQuery(base, query, defaults);
      const back = readUrlQuery(new URLSearchParams(params.toString()), product, defaults, [...entities.values()]);
      expect(back).toEqual(query);
      expect(params.get('view')).toBe('1');
      expect(params.get('record')).toBe('5');
    }), { numRuns: 500 });
  });

  it('the API query asks only the shown columns and names the view', () => {
    const q = tableApiQuery({ page: 2, pageSize: 50, sort: [{ field: 'name', desc: true }], filters: [{ field: 'status', op: 'in', value: ['active'] }], q: 'cola' }, ['sku', 'name'], 'products:0');
    expect(q).toEqual({ page: '2', pageSize: '50', sort: '-name', filter: '[{"field":"status","op":"in","value":["active"]}]', q: 'cola', fields: 'sku,name', view: 'products:0' });
  });

  it('page count', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
