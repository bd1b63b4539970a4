// The 50-minute session check's branches through the shell controller, and
// which logs become notifications.
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { CompiledConfig } from '../../../engine/config/compiled';
import { ApiError, type HttpClient, type Profile } from '../../../engine/http';
import type { I18nController } from '../../../engine/i18n';
import type { SessionChannel } from '../../../engine/session';
import { createShellController, type ShellController } from '../../../engine/shell/controller';
import { addLogAtom, configAtom, httpAtom, i18nAtom, logsAtom, profileAtom, toastIdsAtom, tokenAtom, visibleLogsAtom, MAX_TOASTS } from '../../../engine/state';

const config = {
  app: {
    paths: { home: 'home', login: 'auth/login' },
    session: { checkIntervalMs: 3_000_000, tokenLifetimeMs: 3_600_000 },
    favorites: { max: 12, defaults: [] },
    languages: { default: 'es', bundled: ['es', 'en'] },
  },
  roles: [
    { id: 0, key: 'superAdmin', icon: 'crown', grants: { '*': 'write' }, seesNetworkErrors: true },
    { id: 1, key: 'admin', icon: 'shield', grants: { '*': 'write' }, seesNetworkErrors: false },
  ],
  plugins: [],
  routes: [],
  sections: [],
  errors: { fallback: 'ALL_OK', codes: [] },
} as unknown as CompiledConfig;

const jwt = (expSeconds: number) => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ exp: expSeconds })}.sig`;
};
const future = (extra = 0) => Math.floor(Date.now() / 1000) + 3600 + extra;

function setup(autoRefresh: boolean, refresh: (controller: ShellController) => Profile) {
  const store = createStore();
  store.set(configAtom, config);
  const profile: Profile = {
    Id: 3, Name: 'Ana', Email: 'a@x.test', Language: 'en', Roles: [1], Photo: null, BussinessAlias: 'ACME',
    ActivePlugins: [], OnBoarding: false, AutoRefresh: autoRefresh,
  };
  // `controller` (declared below) is read only when a refresh is asked, after setup.
  const request = vi.fn(async (endpoint: string, options?: { query?: Record<string, unknown> }) => {
    if (endpoint === 'GET /api/profile') return options?.query?.refresh ? refresh(controller) : profile;
    if (endpoint === 'GET /api/favorites' || endpoint === 'GET /api/dimensions' || endpoint === 'GET /api/custom-reports') return [];
    throw new Error(`unexpected ${endpoint}`);
  });
  const http = { request } as unknown as HttpClient;
  store.set(httpAtom, http);
  const i18n = { i18n: { t: (k: string) => k }, setLanguage: vi.fn(async () => 'en'), language: 'en' } as unknown as I18nController;
  store.set(i18nAtom, i18n);
  const channel: SessionChannel = { postLogout: vi.fn(), postToken: vi.fn(), subscribe: () => () => undefined, close: vi.fn() };
  const navigate = vi.fn();
  const timers = { setTimeout: vi.fn((_cb: () => void, _ms: number) => timers.setTimeout.mock.calls.length), clearTimeout: vi.fn() };
  const controller: ShellController = createShellController({
    store, config, http, i18n, channel, navigate, rememberReturnTo: vi.fn(), currentUrl: () => '/sales', timers,
  });
  return { store, request, controller, channel, navigate, timers, profile };
}

const runCheck = async (timers: { setTimeout: { mock: { calls: unknown[][] } } }) => {
  const calls = timers.setTimeout.mock.calls;
  const [check, ms] = calls[calls.length - 1] as [() => void, number];
  check();
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return ms;
};

describe('session check', () => {
  it('auto refresh on: re-fetches the profile with the refresh flag, stores the token, tells the other tabs and re-arms', async () => {
    const fresh = jwt(future(600));
    const { store, request, controller, channel, navigate, timers, profile } = setup(true, (c) => {
      c.onToken(fresh); // what the HTTP client does with a body carrying a Token
      return { ...profile, Name: 'Ana R.', Token: fresh };
    });
    store.set(tokenAtom, jwt(future()));
    await controller.ensureSession();
    expect(await runCheck(timers)).toBe(3_000_000);
    expect(request).toHaveBeenCalledWith('GET /api/profile', expect.objectContaining({ query: { refresh: true }, silent: true }));
    expect(store.get(tokenAtom)).toBe(fresh);
    expect(store.get(profileAtom)?.Name).toBe('Ana R.');
    expect(channel.postToken).toHaveBeenCalledWith(fresh);
    expect(navigate).not.toHaveBeenCalled();
    expect(timers.setTimeout.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(store.get(logsAtom)).toEqual([]);
  });

  it('auto refresh on but the refresh fails: the session is cleared, the user told, and sent to the login page', async () => {
    const { store, controller, channel, navigate, timers } = setup(true, () => {
      throw new ApiError({ ErrorCode: 'INTERNAL_ERROR', Status: 500, Message: 'down', Endpoint: '/api/profile' });
    });
    store.set(tokenAtom, jwt(future()));
    await controller.ensureSession();
    await runCheck(timers);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(profileAtom)).toBeNull();
    expect(channel.postLogout).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
    expect(store.get(logsAtom).map((l) => l.message)).toEqual(['messages.sessionExpireMessage']);
  });

  it('auto refresh off: no request, the session is cleared with the sessionExpireMessage alert, then the login page', async () => {
    const { store, request, controller, navigate, timers } = setup(false, () => { throw new Error('must not refresh'); });
    store.set(tokenAtom, jwt(future()));
    await controller.ensureSession();
    request.mockClear();
    await runCheck(timers);
    expect(request).not.toHaveBeenCalled();
    expect(store.get(tokenAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
    const [log] = store.get(logsAtom);
    expect(log).toMatchObject({ logLevel: 'warning', errorCode: 'TOKEN_EXPIRED', title: 'errorHeaders.TOKEN_EXPIRED', message: 'messages.sessionExpireMessage' });
    expect(store.get(toastIdsAtom)).toEqual([log.id]);
  });
});

describe('notifications', () => {
  const storeFor = (roles: number[]) => {
    const store = createStore();
    store.set(configAtom, config);
    store.set(profileAtom, { Id: 1, Name: 'x', Email: 'x', Language: 'en', Roles: roles, Photo: null, BussinessAlias: 'x', ActivePlugins: [], OnBoarding: false, AutoRefresh: false });
    return store;
  };
  const unreachable = { logLevel: 'http-error' as const, errorCode: 'NETWORK_ERROR', title: 'Server unreachable', message: 'x', status: 0, endpoint: '/api/users' };

  it('a server-unreachable log becomes a notification only for roles that see network errors', () => {
    const admin = storeFor([1]);
    admin.set(addLogAtom, unreachable);
    expect(admin.get(logsAtom)).toHaveLength(1);
    expect(admin.get(toastIdsAtom)).toEqual([]);
    expect(admin.get(visibleLogsAtom)).toEqual([]);
    const superAdmin = storeFor([0]);
    const id = superAdmin.set(addLogAtom, unreachable);
    expect(superAdmin.get(toastIdsAtom)).toEqual([id]);
    expect(superAdmin.get(visibleLogsAtom).map((l) => l.id)).toEqual([id]);
  });

  it(`keeps at most ${MAX_TOASTS} notifications, the newest; the history keeps every log`, () => {
    const store = storeFor([1]);
    const ids = Array.from({ length: 6 }, (_, i) => store.set(addLogAtom, { logLevel: 'error', title: `t${i}`, message: `m${i}`, status: 500 }));
    expect(store.get(toastIdsAtom)).toEqual(ids.slice(-MAX_TOASTS));
    expect(store.get(visibleLogsAtom)).toHaveLength(6);
  });
});
