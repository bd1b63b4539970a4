import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompiledConfig } from '../../../engine/config/compiled';
import { createHttpClient, type Profile } from '../../../engine/http';
import { createEarlyFetch } from '../../../engine/http/early-fetch';
import { LAST_LANGUAGE_KEY, loadTranslationFile } from '../../../engine/i18n';
import { prefetchSession } from '../../../engine/shell/session-prefetch';
import { configAtom, fetchProfileAtom, httpAtom, loadUserDataAtom } from '../../../engine/state';
import { compiledConfig } from '../demo-data/helpers';

let config: CompiledConfig;
beforeAll(async () => { config = await compiledConfig(); });
afterEach(() => { vi.unstubAllGlobals(); });

/** A JWT-shaped token (the client reads its exp, never verifies it), valid for an hour from the tests' start. */
const jwt = (exp: number) => `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.sig`;
const TOKEN = jwt(Math.floor(Date.now() / 1000) + 3600);
const profile = (roles: number[], activePlugins: string[]): Profile => ({
  Id: 3, Name: 'Ana', Email: 'a@x.test', Language: 'en', Roles: roles, Photo: null, BussinessAlias: 'ACME', ActivePlugins: activePlugins, OnBoarding: false, AutoRefresh: false,
});

/** The server: every answer a JSON body with data; each request noted as method, URL and body. */
function server(user: Profile) {
  const asked: string[] = [];
  const base = vi.fn(async (url: string, init: RequestInit) => {
    asked.push(`${init.method ?? 'GET'} ${url} ${init.body ?? ''}`.trim());
    const data = url === '/api/profile' ? user : url.endsWith('.json') ? { a: 'b' } : url === '/api/restrictions/check' ? {} : [];
    return new Response(JSON.stringify(url.endsWith('.json') ? data : { data }), { status: 200 });
  });
  return { asked, base };
}

/** What the session's start asks (the controller's establish: profile, language, user data), through `fetch`. */
async function sessionStart(fetch: ReturnType<typeof createEarlyFetch>['fetch']) {
  const store = createStore();
  store.set(configAtom, config);
  store.set(httpAtom, createHttpClient({ fetch, getToken: () => TOKEN }));
  await store.set(fetchProfileAtom, { silent: true });
  await Promise.all([loadTranslationFile('en', fetch), store.set(loadUserDataAtom)]);
}

describe('session prefetch (first load)', () => {
  it.each([
    ['an admin under CUSTOM_ROLES', [1], ['CUSTOM_ROLES']],
    ['a demand planner without it', [2], []],
  ])('starts exactly the requests the session then makes, each asked of the server once: %s', async (_, roles, plugins) => {
    vi.stubGlobal('localStorage', { getItem: (k: string) => (k === LAST_LANGUAGE_KEY ? 'en' : null) });
    const { asked, base } = server(profile(roles, plugins));
    const early = createEarlyFetch(base);
    await prefetchSession(TOKEN, Promise.resolve(config), early.keep);
    const started = [...asked].sort();

    // Without the early answers, the session's own requests.
    const alone = server(profile(roles, plugins));
    await sessionStart(alone.base);
    expect(started).toEqual([...alone.asked].sort());
    expect(started).toContain('GET /assets/i18n/en.json');
    if (plugins.length) expect(started.some((r) => r.startsWith('POST /api/restrictions/check {"Features":['))).toBe(true);
    else expect(started.some((r) => r.includes('restrictions'))).toBe(false);

    // With them: nothing asked again.
    await sessionStart(early.fetch);
    expect(asked.length).toBe(started.length);
  });

  it('asks nothing without a usable token (none, or expired)', async () => {
    const base = vi.fn(async () => new Response('{}'));
    await prefetchSession(null, Promise.resolve(config), createEarlyFetch(base).keep);
    await prefetchSession(jwt(1_000), Promise.resolve(config), createEarlyFetch(base).keep, 1_000_001);
    expect(base).not.toHaveBeenCalled();
  });

  it('asks nothing but the profile, favourites and a language when the profile is refused', async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'fr' });
    const base = vi.fn(async (url: string) => new Response(url.endsWith('.json') ? '{}' : '{"ok":false,"ErrorCode":"TOKEN_EXPIRED"}', { status: url.endsWith('.json') ? 200 : 401 }));
    await expect(prefetchSession(TOKEN, Promise.resolve(config), createEarlyFetch(base).keep)).resolves.toBeUndefined();
    expect(base.mock.calls.map(([url]) => url).sort()).toEqual(['/api/favorites', '/api/profile', '/assets/i18n/fr.json']);
  });
});
