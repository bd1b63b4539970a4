// The first load's head start (engine/views/route-prefetch.ts): a URL of a
// route of views, with a usable token, starts the view's first request and
// asks for its code; anything else starts nothing. The request is dropped
// when the user goes elsewhere before the view took it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompiledConfig, CompiledRoute } from '../../../engine/config/compiled';
import type { HttpClient } from '../../../engine/http';

const loaded: string[] = [];
vi.mock('../../../engine/views/kinds', () => ({
  VIEW_LOADERS: { grid: () => Promise.resolve({}), table: () => Promise.resolve({}) },
  loadKind: (kind: string) => { loaded.push(kind); return Promise.resolve({}); },
  viewsPageChunk: { load: () => { loaded.push('page'); return Promise.resolve({}); } },
}));
vi.mock('../../../engine/views/grid/GridToolbar', () => ({ GridToolbar: () => null }));

const { dropWhenLeaving, prefetchRoute } = await import('../../../engine/views/route-prefetch');
const { topRows, gridQuery } = await import('../../../engine/views/grid/grid-query');
const { readGridUrl } = await import('../../../engine/data/grid-url');

const GRID = {
  period: 'month', leaves: ['product'], hierarchies: [{ id: 'products', levels: ['product'] }],
  measures: [], edit: 'override', baseline: 'statistical', buckets: { past: 12, future: 24 },
};
const route = (over: Partial<CompiledRoute>) => ({ id: 'plan', path: 'forecasts/main', enabled: true, public: false, page: null, views: [{ kind: 'grid', entity: 'forecast-value', grid: GRID }], ...over }) as unknown as CompiledRoute;
const config = (routes: CompiledRoute[]) => ({ routes }) as unknown as CompiledConfig;
const jwt = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;
const NOW = 1_800_000_000_000;
const TOKEN = jwt(NOW / 1000 + 3600);

function client() {
  const signals: AbortSignal[] = [];
  const request = vi.fn((_: string, o: { signal?: AbortSignal }) => { if (o.signal) signals.push(o.signal); return Promise.resolve({ rows: [] }); });
  return { http: { request } as unknown as HttpClient, request, signals };
}

beforeEach(() => { loaded.length = 0; });

describe('prefetchRoute', () => {
  it('starts the grid view\'s first request (the one the grid asks) and its code, for a usable token', async () => {
    const { http, request } = client();
    const at = { pathname: '/forecasts/main', search: '?l=0&m=override' };
    expect(prefetchRoute({ config: config([route({})]), http, token: TOKEN, location: at, now: NOW })).toBeTypeOf('function');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0][1]).toMatchObject({ params: { route: 'plan', view: 0 }, query: { window: 'first', level: '0' }, silent: true });
    expect(loaded).toEqual(['page', 'grid']);
    // The grid of this session takes it instead of asking again.
    const other = client();
    await topRows(other.http, TOKEN, gridQuery('plan', 0, GRID as never, readGridUrl(new URLSearchParams(at.search))), new AbortController().signal);
    expect(other.request).not.toHaveBeenCalled();
  });

  it('starts nothing without a usable token, or for a page of code, a public route or an unknown path', () => {
    const { http, request } = client();
    const at = { pathname: '/forecasts/main', search: '' };
    expect(prefetchRoute({ config: config([route({})]), http, token: null, location: at, now: NOW })).toBeNull();
    expect(prefetchRoute({ config: config([route({})]), http, token: jwt(NOW / 1000 - 1), location: at, now: NOW })).toBeNull();
    expect(prefetchRoute({ config: config([route({ page: 'HomePage', views: [] })]), http, token: TOKEN, location: at, now: NOW })).toBeNull();
    expect(prefetchRoute({ config: config([route({ public: true })]), http, token: TOKEN, location: at, now: NOW })).toBeNull();
    expect(prefetchRoute({ config: config([route({})]), http, token: TOKEN, location: { pathname: '/elsewhere', search: '' }, now: NOW })).toBeNull();
    expect(request).not.toHaveBeenCalled();
    expect(loaded).toEqual([]);
  });

  it('a view kind without a first request still gets its code asked', () => {
    const { http, request } = client();
    const table = route({ views: [{ kind: 'table', entity: 'product' }] as never });
    expect(prefetchRoute({ config: config([table]), http, token: TOKEN, location: { pathname: '/forecasts/main', search: '' }, now: NOW })).toBeTypeOf('function');
    expect(request).not.toHaveBeenCalled();
    expect(loaded).toEqual(['page', 'table']);
  });

  it('drops (aborts) the request when the location leaves the URL before the view took it', () => {
    const { http, signals } = client();
    const at = { pathname: '/forecasts/main', search: '?l=0&x=1' };
    const drop = prefetchRoute({ config: config([route({})]), http, token: TOKEN, location: at, now: NOW })!;
    let listener: ((to: { pathname: string; search: string }) => void) | null = null;
    const unsubscribe = vi.fn();
    dropWhenLeaving(at, (l) => { listener = l; return unsubscribe; }, drop);
    listener!({ ...at });
    expect(signals[0].aborted).toBe(false);
    listener!({ pathname: '/auth/login', search: '' });
    expect(signals[0].aborted).toBe(true);
    expect(unsubscribe).toHaveBeenCalled();
  });
});
