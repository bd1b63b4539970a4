// The two encodings of a report's state: the API query string (what the
// browser sends, the server reads) and the browser's URL (back, forward,
// links). Both round-trip exactly, including values with commas, tildes,
// empty text and null, and "none" is told apart from "the default".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Filter } from '../../../engine/data/list-query';
import type { DimensionKind, ReportQuery } from '../../../engine/data/report-api';
import { parseReportApiQuery, ReportQueryError, toReportApiQuery } from '../../../engine/data/report-query';
import { hasReportUrl, queryFromSaved, readReportUrl, savedState, writeReportUrl } from '../../../engine/data/report-state';

const KINDS: Record<string, DimensionKind> = { family: 'ref', channel: 'enum', name: 'text', price: 'number', month: 'month', active: 'boolean' };
const kindOf = (id: string) => KINDS[id];

const full: ReportQuery = {
  group: ['family', 'channel'],
  pivot: 'month',
  filters: [
    { field: 'family', op: 'in', value: [3, 4] },
    { field: 'name', op: 'contains', value: 'a,b ~c' },
    { field: 'month', op: 'between', value: ['2024-01', '2024-06'] },
    { field: 'channel', op: 'ne', value: '' },
    { field: 'price', op: 'null', value: false },
    { field: 'active', op: 'eq', value: true },
  ],
  sort: [{ field: 'value', desc: true }, { field: 'family', desc: false }],
  limit: 10,
  measures: ['value', 'offers'],
};

describe('report API query', () => {
  it('round-trips through the query string', () => {
    expect(parseReportApiQuery(toReportApiQuery(full))).toEqual(full);
    expect(toReportApiQuery({ filters: [], sort: [] })).toEqual({});
  });

  it('tells none apart from the default: empty group, no pivot, every row', () => {
    const none: ReportQuery = { group: [], pivot: null, filters: [], sort: [], limit: null };
    expect(toReportApiQuery(none)).toEqual({ group: '', pivot: '', limit: '0' });
    expect(parseReportApiQuery(toReportApiQuery(none))).toEqual(none);
  });

  it('names the parameter of malformed input', () => {
    const field = (q: Record<string, string>) => {
      try {
        parseReportApiQuery(q);
      } catch (e) {
        return e instanceof ReportQueryError ? e.field : 'other';
      }
      return 'none';
    };
    expect(field({ filter: '{' })).toBe('filter');
    expect(field({ filter: '[{"field":"a","op":"like"}]' })).toBe('filter');
    expect(field({ group: 'a,B-c' })).toBe('group');
    expect(field({ limit: '-1' })).toBe('limit');
    expect(field({ sort: '-9x' })).toBe('sort');
  });
});

describe('report URL state', () => {
  it('writes a short URL, keeps other params, and reads it back typed', () => {
    const params = writeReportUrl(new URLSearchParams('view=1&g=old&f.old=eq:1'), full);
    expect(params.get('view')).toBe('1');
    expect(params.getAll('f.old')).toEqual([]);
    expect(readReportUrl(params, kindOf)).toEqual(full);
    expect(hasReportUrl(params)).toBe(true);
    expect(writeReportUrl(params, { filters: [], sort: [] }).toString()).toBe('view=1');
    expect(hasReportUrl(new URLSearchParams('view=1&record=3'))).toBe(false);
  });

  it('drops malformed parts instead of failing', () => {
    const read = readReportUrl(new URLSearchParams('g=a,B!,c&n=x&f.family=in:1,zz&f.name=zz:a&f.month=between:%E0%A4%A&f.active=eq:maybe&s=-ok'), kindOf);
    expect(read).toEqual({ group: ['a', 'c'], filters: [], sort: [{ field: 'ok', desc: true }] });
  });

  it('round-trips any filter values (property)', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('', '~', '~n', '~e', ',', '%', 'a,b'));
    const filter: fc.Arbitrary<Filter> = fc.oneof(
      fc.record({ field: fc.constant('name'), op: fc.constant('in' as const), value: fc.array(fc.oneof(text, fc.constant(null)), { minLength: 1, maxLength: 4 }) }),
      fc.record({ field: fc.constant('name'), op: fc.constant('eq' as const), value: fc.oneof(text, fc.constant(null)) }),
      fc.record({ field: fc.constant('family'), op: fc.constant('in' as const), value: fc.array(fc.integer({ min: 1, max: 1e6 }), { minLength: 1, maxLength: 4 }) }),
    );
    fc.assert(fc.property(fc.array(filter, { maxLength: 3 }), (filters) => {
      const query: ReportQuery = { filters, sort: [] };
      expect(readReportUrl(writeReportUrl(new URLSearchParams(), query), kindOf)).toEqual(query);
    }));
  });

  it('a custom report saves the resolved grouping, and the measures only when chosen', () => {
    const resolved = { group: ['family'], pivot: null, filters: [{ field: 'channel', op: 'eq' as const, value: 'retail' }], sort: [{ field: 'value', desc: true }], limit: null };
    expect(savedState({ filters: [], sort: [] }, resolved)).toEqual({ ...resolved });
    expect(savedState({ filters: [], sort: [], measures: ['value'] }, resolved).measures).toEqual(['value']);
    expect(queryFromSaved(savedState({ filters: [], sort: [] }, resolved))).toEqual({ group: ['family'], pivot: null, filters: resolved.filters, sort: resolved.sort, limit: null });
    expect(queryFromSaved({})).toEqual({ filters: [], sort: [] });
  });
});

describe('report API query: pages', () => {
  it('round-trips a page and its size', () => {
    const paged: ReportQuery = { filters: [], sort: [], page: 3, pageSize: 50 };
    expect(toReportApiQuery(paged)).toEqual({ page: '3', pageSize: '50' });
    expect(parseReportApiQuery(toReportApiQuery(paged))).toEqual(paged);
  });

  it('refuses a page or size that is not a whole number in range, naming the parameter', () => {
    for (const [params, field] of [[{ page: '0' }, 'page'], [{ page: '-1' }, 'page'], [{ page: '1.5' }, 'page'], [{ page: 'x' }, 'page'], [{ page: '' }, 'page'],
      [{ pageSize: '0' }, 'pageSize'], [{ pageSize: '1001' }, 'pageSize'], [{ page: '2', pageSize: 'ten' }, 'pageSize']] as const) {
      let error: unknown;
      try {
        parseReportApiQuery(params);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(params)).toBeInstanceOf(ReportQueryError);
      expect((error as ReportQueryError).field).toBe(field);
      expect((error as ReportQueryError).message).toMatch(new RegExp(`^${field}: `));
    }
  });
});
