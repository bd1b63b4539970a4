import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSort, parseSort, readUrlQuery, toApiQuery, writeUrlQuery, type ListQuery } from '../../../engine/data/list-query';
import { family, product } from './fixtures';

const defaults = { pageSize: 50, sort: [{ field: 'sku', desc: false }] };

describe('list queries', () => {
  it('parses and formats sorts', () => {
    expect(parseSort('-name, sku')).toEqual([{ field: 'name', desc: true }, { field: 'sku', desc: false }]);
    expect(formatSort(parseSort('-name,sku'))).toBe('-name,sku');
  });

  it('encodes the API query with JSON filters', () => {
    const query: ListQuery = { page: 2, pageSize: 25, sort: [{ field: 'name', desc: true }], filters: [{ field: 'status', op: 'in', value: ['active'] }], q: 'oil' };
    expect(toApiQuery(query)).toEqual({ page: '2', pageSize: '25', sort: '-name', filter: '[{"field":"status","op":"in","value":["active"]}]', q: 'oil' });
  });

  it('writes short URLs and reads them back typed', () => {
    const query: ListQuery = {
      page: 3, pageSize: 50, sort: [{ field: 'price', desc: true }], q: 'a,b',
      filters: [
        { field: 'status', op: 'in', value: ['active', 'discontinued'] },
        { field: 'price', op: 'between', value: [1.5, 10] },
        { field: 'name', op: 'contains', value: 'x,y%z' },
        { field: 'until', op: 'null', value: true },
        { field: 'family.name', op: 'eq', value: 'Oils' },
        { field: 'family', op: 'in', value: [3, 4] },
        { field: 'family', op: 'under', value: 5 },
      ],
    };
    const params = writeUrlQuery(new URLSearchParams('tab=1'), query, defaults);
    expect(params.get('tab')).toBe('1');
    expect(params.get('size')).toBeNull();
    expect(readUrlQuery(params, product, defaults, [product, family])).toEqual(query);
    // Defaults leave nothing behind, and old state is replaced.
    expect(writeUrlQuery(params, { page: 1, pageSize: 50, sort: defaults.sort, filters: [] }, defaults).toString()).toBe('tab=1');
  });

  it('drops malformed or unknown filters instead of failing', () => {
    const params = new URLSearchParams('page=-4&size=9999&f.nope=eq:1&f.price=between:a,2&f.status=zz:active&f.organic=eq:maybe&f.moq=gt:5');
    expect(readUrlQuery(params, product, defaults)).toEqual({ page: 1, pageSize: 50, sort: defaults.sort, filters: [{ field: 'moq', op: 'gt', value: 5 }] });
  });

  it('round-trips any text value through the URL', () => {
    fc.assert(fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), (values) => {
      const query: ListQuery = { page: 1, pageSize: 50, sort: defaults.sort, filters: [{ field: 'name', op: 'in', value: values }] };
      expect(readUrlQuery(writeUrlQuery(new URLSearchParams(), query, defaults), product, defaults).filters).toEqual(query.filters);
    }));
  });
});
