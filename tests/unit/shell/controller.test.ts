import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { CompiledConfig } from '../../../engine/config/compiled';
import { ApiError, type HttpClient, type Profile } from '../../../engine/http';
import type { I18nController } from '../../../engine/i18n';
import type { SessionChannel, SessionMessage } from '../../../engine/session';
import { createShellController } from '../../../engine/shell/controller';
import {
  configAtom, favoritesAtom, httpAtom, i18nAtom, logsAtom, profileAtom, tokenAtom, userDataOwnerAtom,
} from '../../../engine/state';

const config = {
  app: {
    paths: { home: 'home', login: 'auth/login' },
    session: { checkIntervalMs: 3_000_000, tokenLifetimeMs: 3_600_000 },
    favorites: { max: 12, defaults: [] },
    languages: { default: 'es', bundled: ['es', 'en'] },
  },
  roles: [{ id: 1, key: 'admin', icon: 'shield', grants: { '*': 'write' }, seesNetworkErrors: false }],
  plugins: [],
  routes: [],
  sections: [],
  errors: { fallback: 'ALL_OK', codes: [] },
} as unknown as CompiledConfig;

const profile: Profile = {
  Id: 3, Name: 'Ana', Email: 'a@x.test', Language: 'en', Roles: [1], Photo: null, BussinessAlias: 'ACME',
  ActivePlugins: [], OnBoarding: false, AutoRefresh: false,
};

/** A JWT-shaped token with an exp (the client never verifies the signature). */
function jwt(expSeconds: number): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ exp: expSeconds })}.sig`;
}

function setup(responses: Record<string, (options?: unknown) => unknown>) {
  const store = createStore();
  store.set(configAtom, config);
  const request = vi.fn(async (endpoint: string, options?: unknown) => {
    const answer = responses[endpoint];
    if (!answer) throw new Error(`unexpected ${endpoint}`);
    return answer(options);
  });
  const http = { request } as unknown as HttpClient;
  store.set(httpAtom, http);
  const setLanguage = vi.fn(async (lang: string | null | undefined) => (lang === 'en' || lang === 'es' ? lang : 'es'));
  const i18n = { i18n: { t: (k: string) => k }, setLanguage, language: 'es' } as unknown as I18nController;
  store.set(i18nAtom, i18n);
  const listeners: Array<(m: SessionMessage) => void> = [];
  const channel: SessionChannel = {
    postLogout: vi.fn(), postToken: vi.fn(),
    subscribe: (l) => { listeners.push(l); return () => undefined; },
    close: vi.fn(),
  };
  const navigate = vi.fn();
  const rememberReturnTo = vi.fn();
  const timers = { setTimeout: vi.fn(() => 1), clearTimeout: vi.fn() };
  const controller = createShellController({
    store, config, http, i18n, channel, navigate, rememberReturnTo, currentUrl: () => '/forecasts?x=1', timers,
  });
  return { store, request, controller, channel, listeners, navigate, rememberReturnTo, setLanguage, timers };
}

const future = () => Math.floor(Date.now() / 1000) + 3600;

describe('shell controller', () => {
  it('ensureSession: no token -> false, nothing fetched', async () => {
    const { controller, request } = setup({});
    await expect(controller.ensureSession()).resolves.toBe(false);
    expect(request).not.toHaveBeenCalled();
  });

  it('ensureSession: an expired token is cleared without a request', async () => {
    const { store, controller, request } = setup({});
    store.set(tokenAtom, jwt(Math.floor(Date.now() / 1000) - 10));
    await expect(controller.ensureSession()).resolves.toBe(false);
    expect(store.get(tokenAtom)).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('ensureSession: fetches the profile and the user data once, applies the language, starts the session check', async () => {
    const { store, controller, request, setLanguage, timers } = setup({
      'GET /api/profile': () => profile,
      'GET /api/favorites': () => ['sales'],
      'GET /api/dimensions': () => [],
      'GET /api/custom-reports': () => [],
    });
    store.set(tokenAtom, jwt(future()));
    await expect(Promise.all([controller.ensureSession(), controller.ensureSession()])).resolves.toEqual([true, true]);
    expect(request.mock.calls.filter(([e]) => e === 'GET /api/profile')).toHaveLength(1);
    expect(store.get(profileAtom)?.Id).toBe(3);
    expect(store.get(favoritesAtom)).toEqual(['sales']);
    expect(store.get(userDataOwnerAtom)).toBe(3);
    expect(setLanguage).toHaveBeenCalledWith('en');
    expect(timers.setTimeout).toHaveBeenCalled();
    const calls = request.mock.calls.length;
    await controller.ensureSession();
    expect(request.mock.calls.length).toBe(calls);
  });

  it('ensureSession: a failed profile fetch clears the session', async () => {
    const { store, controller } = setup({
      'GET /api/profile': () => { throw new ApiError({ ErrorCode: 'UNAUTHORIZED', Status: 401, Message: 'no', Endpoint: '/api/profile' }); },
    });
    store.set(tokenAtom, jwt(future()));
    await expect(controller.ensureSession()).resolves.toBe(false);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(profileAtom)).toBeNull();
  });

  it('logout clears this tab, tells the server and the other tabs, and goes to the login page', async () => {
    const { store, controller, request, channel, navigate } = setup({ 'POST /api/auth/logout': () => null });
    store.set(tokenAtom, 'tok');
    store.set(profileAtom, profile);
    controller.logout();
    expect(request).toHaveBeenCalledWith('POST /api/auth/logout', { silent: true });
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(profileAtom)).toBeNull();
    expect(channel.postLogout).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it("another tab's logout signs this one out and remembers where the user was", () => {
    const { store, listeners, navigate, rememberReturnTo, channel } = setup({});
    store.set(tokenAtom, 'tok');
    store.set(profileAtom, profile);
    listeners[0]({ type: 'logout' });
    expect(store.get(tokenAtom)).toBeNull();
    expect(rememberReturnTo).toHaveBeenCalledWith('/forecasts?x=1');
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
    expect(channel.postLogout).not.toHaveBeenCalled();
  });

  it('a fresh Token from a response is stored and shared with the other tabs', () => {
    const { store, controller, channel } = setup({});
    store.set(tokenAtom, 'old');
    controller.onToken('new');
    expect(store.get(tokenAtom)).toBe('new');
    expect(channel.postToken).toHaveBeenCalledWith('new');
  });

  it('a 401 outside the session check signs out and returns to the login page', () => {
    const { store, controller, navigate, rememberReturnTo } = setup({});
    store.set(tokenAtom, 'tok');
    controller.onUnauthorized();
    expect(store.get(tokenAtom)).toBeNull();
    expect(rememberReturnTo).toHaveBeenCalledWith('/forecasts?x=1');
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it('updateProfile applies a new language at once and saves it; a language that fails to load is not saved', async () => {
    const { store, controller, request, setLanguage } = setup({ 'PATCH /api/profile': (o) => ({ ...profile, ...(o as { body: object }).body }) });
    store.set(profileAtom, { ...profile, Language: 'es' });
    await controller.updateProfile({ Language: 'en' });
    expect(setLanguage).toHaveBeenLastCalledWith('en');
    expect(store.get(profileAtom)?.Language).toBe('en');
    request.mockClear();
    await expect(controller.updateProfile({ Language: 'fr' })).rejects.toThrow(/could not be loaded/);
    expect(request).not.toHaveBeenCalled();
    expect(setLanguage).toHaveBeenLastCalledWith('en');
  });

  it('session expiry with auto refresh off clears the session with the sessionExpireMessage alert', async () => {
    const { store, controller, timers, navigate } = setup({
      'GET /api/profile': () => profile,
      'GET /api/favorites': () => [],
      'GET /api/dimensions': () => [],
      'GET /api/custom-reports': () => [],
    });
    store.set(tokenAtom, jwt(future()));
    await controller.ensureSession();
    const [[check]] = timers.setTimeout.mock.calls as unknown as Array<[() => void]>;
    check();
    await Promise.resolve();
    expect(store.get(tokenAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
    expect(store.get(logsAtom).map((l) => l.message)).toEqual(['messages.sessionExpireMessage']);
  });
});
