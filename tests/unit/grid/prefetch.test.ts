// The page's prefetch of a view's first request (engine/data/prefetch.ts) and
// the grid's use of it (engine/views/grid/grid-query.ts): the grid's own
// request and the page's are the same request, taken over once, per session.
import { describe, expect, it, vi } from 'vitest';
import type { CompiledGrid } from '../../../engine/config/compiled';
import { readGridUrl } from '../../../engine/data/grid-url';
import { createPrefetcher } from '../../../engine/data/prefetch';
import type { HttpClient } from '../../../engine/http';
import type { GridPage } from '../../../engine/data/grid-api';
import { monthRange } from '../../../engine/data/grid-buckets';
import { gridQuery, laterRows, prefetchGridRows, rowsParams, topRows } from '../../../engine/views/grid/grid-query';

describe('prefetcher', () => {
  it('starts one request per owner and key, taken once', async () => {
    const p = createPrefetcher();
    const owner = {};
    const run = vi.fn(() => Promise.resolve(42));
    p.start(owner, 'a', run);
    p.start(owner, 'a', run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(p.take({}, 'a')).toBeUndefined();
    expect(p.take(owner, 'b')).toBeUndefined();
    await expect(p.take(owner, 'a')).resolves.toBe(42);
    expect(p.take(owner, 'a')).toBeUndefined();
  });

  it('drops a request nobody took in time, and a failure never taken is not unhandled', () => {
    let now = 0;
    const p = createPrefetcher(1000, () => now);
    const owner = {};
    p.start(owner, 'a', () => Promise.reject(new Error('down')));
    now = 1001;
    expect(p.take(owner, 'a')).toBeUndefined();
  });
});

const GRID: CompiledGrid = {
  period: 'month', leaves: ['product'], hierarchies: [{ id: 'products', levels: ['product.family', 'product'] }, { id: 'customers', levels: ['customer'] }],
  measures: [], edit: 'override', baseline: 'statistical', buckets: { past: 12, future: 24 },
};

describe('the grid query from the URL', () => {
  it('keeps the level within the hierarchy and loads the edited and baseline measures with the shown ones', () => {
    const q = gridQuery('forecasts-main', 0, GRID, readGridUrl(new URLSearchParams('h=customers&l=3&m=history&b=2025-01,2025-12')));
    expect(q).toEqual({ route: 'forecasts-main', view: 0, hierarchy: 'customers', level: 0, months: { from: '2025-01', to: '2025-12' }, scope: undefined, filter: [], measures: ['history', 'override', 'statistical'], later: ['statistical'] });
    expect(rowsParams(q, 0, [])).toMatchObject({ hierarchy: 'customers', level: '0', parent: '[]', from: '2025-01', to: '2025-12', measures: 'history,override,statistical' });
    expect(gridQuery('r', 0, GRID, readGridUrl(new URLSearchParams(''))).hierarchy).toBe('products');
    // Nothing comes later when every measure is loaded, or the baseline is shown.
    expect(gridQuery('r', 0, GRID, readGridUrl(new URLSearchParams(''))).later).toEqual([]);
    expect(gridQuery('r', 0, GRID, readGridUrl(new URLSearchParams('m=statistical'))).later).toEqual([]);
  });

  it('the first rows go without the baseline not shown and ask the months shown first; the rest is asked after them', async () => {
    const request = vi.fn((_: string, o: { query: Record<string, unknown> }) => Promise.resolve(o.query));
    const http = { request } as unknown as HttpClient;
    const signal = new AbortController().signal;
    const q = gridQuery('forecasts-main', 0, GRID, readGridUrl(new URLSearchParams('m=history&b=2025-01,2027-12')));
    await expect(topRows(http, 'tok', q, signal)).resolves.toMatchObject({ measures: 'history,override', window: 'first', from: '2025-01', to: '2027-12' });
    const page = (months: string[], span?: { from: string; to: string }) => ({ meta: { months, span }, rows: [], parent: { values: [] }, comments: [] }) as unknown as GridPage;
    // The server answered with 2026-03..2027-07 of 2025-01..2027-12: the months either side with every measure, the baseline of its own.
    const first = page(monthRange('2026-03', '2027-07'), { from: '2025-01', to: '2027-12' });
    const asked = await Promise.all(laterRows(http, q, first, signal)) as unknown as Array<Record<string, unknown>>;
    expect(asked.map((a) => [a.from, a.to, a.measures, a.window])).toEqual([
      ['2025-01', '2026-02', 'history,override,statistical', undefined], ['2027-08', '2027-12', 'history,override,statistical', undefined], ['2026-03', '2027-07', 'statistical', undefined],
    ]);
    // Every month in the first answer (no span): only the baseline; and nothing when every measure is loaded.
    const whole = page(monthRange('2025-01', '2027-12'));
    expect((await Promise.all(laterRows(http, q, whole, signal)) as unknown as Array<Record<string, unknown>>).map((a) => [a.from, a.to, a.measures])).toEqual([['2025-01', '2027-12', 'statistical']]);
    const all = gridQuery('forecasts-main', 0, GRID, readGridUrl(new URLSearchParams('')));
    await expect(topRows(http, 'tok', all, signal)).resolves.toMatchObject({ measures: undefined, window: 'first' });
    expect(laterRows(http, all, whole, signal)).toEqual([]);
  });

  it('the page asks once; the grid takes that request over for the same URL and session, and asks itself for another (or for another user)', async () => {
    const request = vi.fn((_: string, o: { query: Record<string, unknown> }) => Promise.resolve({ level: o.query.level }));
    const http = { request } as unknown as HttpClient;
    const params = new URLSearchParams('l=1&m=override');
    const query = gridQuery('forecasts-main', 0, GRID, readGridUrl(params));
    prefetchGridRows(http, 'alice', 'forecasts-main', 0, GRID, params);
    expect(request).toHaveBeenCalledTimes(1);
    const signal = new AbortController().signal;
    await expect(topRows(http, 'alice', query, signal)).resolves.toEqual({ level: '1' });
    expect(request).toHaveBeenCalledTimes(1);
    await topRows(http, 'alice', query, signal);
    expect(request).toHaveBeenCalledTimes(2);
    // Another user signed in after never gets it (the token is in the key).
    prefetchGridRows(http, 'alice', 'forecasts-main', 0, GRID, params);
    await topRows(http, 'bob', query, signal);
    expect(request).toHaveBeenCalledTimes(4);
    await topRows(http, 'alice', query, signal);
    expect(request).toHaveBeenCalledTimes(4);
  });

  it('a prefetch dropped before the grid took it is aborted and not taken; one taken is never aborted', async () => {
    const signals: AbortSignal[] = [];
    const request = vi.fn((_: string, o: { signal: AbortSignal }) => { signals.push(o.signal); return Promise.resolve({}); });
    const http = { request } as unknown as HttpClient;
    const params = new URLSearchParams('l=2');
    const query = gridQuery('forecasts-main', 0, GRID, readGridUrl(params));
    const drop = prefetchGridRows(http, 'alice', 'forecasts-main', 0, GRID, params);
    drop();
    expect(signals[0].aborted).toBe(true);
    await topRows(http, 'alice', query, new AbortController().signal);
    expect(request).toHaveBeenCalledTimes(2);
    const kept = prefetchGridRows(http, 'alice', 'forecasts-main', 0, GRID, params);
    await topRows(http, 'alice', query, new AbortController().signal);
    kept();
    expect(signals[2].aborted).toBe(false);
  });
});
