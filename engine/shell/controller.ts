// The shell's session controller: signing in and out, checking the session on
// entry to a guarded route, keeping tabs in agreement, the 50-minute session
// check, and applying the user's language. Plain functions over the jotai
// store; React components call them through useShell().
import type { createStore } from 'jotai';
import type { CompiledConfig, LanguageCode } from '../config/compiled';
import { api, type AuthResult, type HttpClient, type Profile } from '../http';
import type { I18nController } from '../i18n';
import { createSessionController, isTokenExpired, tokenExpiry, type SessionChannel } from '../session';
import {
  addLogAtom,
  clearUserDataAtom,
  fetchProfileAtom,
  loadUserDataAtom,
  profileAtom,
  setProfileAtom,
  tokenAtom,
  userDataOwnerAtom,
} from '../state';

type Store = ReturnType<typeof createStore>;

export interface ShellControllerOptions {
  store: Store;
  config: CompiledConfig;
  http: HttpClient;
  i18n: I18nController;
  channel: SessionChannel;
  /** Late-bound: the router is created after the controller. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Remembers the URL a signed-out visitor wanted, for after sign-in. */
  rememberReturnTo(url: string): void;
  currentUrl(): string;
  timers?: { setTimeout(cb: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  /** Each time a session check has settled (the first load's early answers are then forgotten: session-prefetch.ts). */
  onSessionSettled?(): void;
}

export type ShellController = ReturnType<typeof createShellController>;

export function createShellController(options: ShellControllerOptions) {
  const { store, config, http, i18n, channel } = options;
  const loginUrl = `/${config.app.paths.login}`;
  let sessionPromise: Promise<boolean> | null = null;

  const timer = createSessionController({
    intervalMs: config.app.session.checkIntervalMs,
    setTimeout: options.timers?.setTimeout ?? ((cb, ms) => globalThis.setTimeout(cb, ms)),
    clearTimeout: options.timers?.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>)),
    expiresAt: () => tokenExpiry(store.get(tokenAtom)),
    autoRefresh: () => store.get(profileAtom)?.AutoRefresh === true,
    refresh: async () => {
      await store.set(fetchProfileAtom, { refresh: true, silent: true });
      return true;
    },
    expire: (reason) => {
      const url = options.currentUrl();
      signOut({ notifyServer: false });
      options.rememberReturnTo(url);
      // Auto refresh off ('expired'), or on but the refresh failed: either way
      // the user is told why they are back at the login page.
      store.set(addLogAtom, {
        logLevel: 'warning',
        errorCode: 'TOKEN_EXPIRED',
        title: i18n.i18n.t('errorHeaders.TOKEN_EXPIRED'),
        message: i18n.i18n.t('messages.sessionExpireMessage'),
        payload: { Reason: reason },
      });
      options.navigate(loginUrl, { replace: true });
    },
  });

  async function applyLanguage(lang: string | null | undefined): Promise<LanguageCode> {
    return i18n.setLanguage(lang);
  }

  /** Stores a fresh session (login, register) and applies the user's language. */
  async function signIn(result: AuthResult): Promise<Profile> {
    store.set(clearUserDataAtom);
    store.set(tokenAtom, result.Token);
    store.set(setProfileAtom, result.Profile);
    timer.restart();
    await applyLanguage(result.Profile.Language);
    return result.Profile;
  }

  /** Clears the session in this tab (and, unless told otherwise, every other tab). */
  function signOut({ notifyServer = true, broadcast = true }: { notifyServer?: boolean; broadcast?: boolean } = {}): void {
    const token = store.get(tokenAtom);
    // Already signed out (e.g. the layout reacting to the token just cleared by a session expiry):
    // nothing to clear, and the alert that explains why must stay.
    if (!token && !store.get(profileAtom)) {
      timer.stop();
      sessionPromise = null;
      return;
    }
    // The request reads the token synchronously, before it is cleared below.
    if (notifyServer && token) http.request(api.logout, { silent: true }).catch(() => undefined);
    timer.stop();
    sessionPromise = null;
    store.set(tokenAtom, null);
    store.set(clearUserDataAtom);
    if (broadcast) channel.postLogout();
  }

  /** Sign out and show the login page (buttons of the header and the forbidden page). */
  function logout(): void {
    signOut();
    options.navigate(loginUrl, { replace: true });
  }

  async function establish(): Promise<boolean> {
    const token = store.get(tokenAtom);
    if (!token || isTokenExpired(token, Date.now())) {
      if (token) signOut({ notifyServer: false, broadcast: false });
      return false;
    }
    let profile = store.get(profileAtom);
    if (!profile) {
      try {
        profile = await store.set(fetchProfileAtom, { silent: true });
      } catch {
        signOut({ notifyServer: false, broadcast: false });
        return false;
      }
    }
    // The translations and the user's data (restrictions, favourites...) at once: neither needs the other.
    const owner = profile.Id;
    await Promise.all([applyLanguage(profile.Language), store.get(userDataOwnerAtom) !== owner ? store.set(loadUserDataAtom) : undefined]);
    timer.start();
    return true;
  }

  /**
   * True when the user holds a valid token and their profile (and data) are
   * loaded; otherwise the session is cleared. Concurrent callers share one check.
   */
  function ensureSession(): Promise<boolean> {
    if (!sessionPromise) {
      sessionPromise = establish().finally(() => {
        sessionPromise = null;
        options.onSessionSettled?.();
      });
    }
    return sessionPromise;
  }

  /** A 401 to a call that carried a token: the session is gone. */
  function onUnauthorized(): void {
    // While the session is being established, the route loader redirects itself.
    if (sessionPromise || !store.get(tokenAtom)) return;
    const url = options.currentUrl();
    signOut({ notifyServer: false });
    options.rememberReturnTo(url);
    options.navigate(loginUrl, { replace: true });
  }

  /** The HTTP client stored a fresh Token from a response body. */
  function onToken(token: string): void {
    if (!store.get(tokenAtom)) return; // a login response is stored by signIn
    store.set(tokenAtom, token);
    timer.restart();
    channel.postToken(token);
  }

  const unsubscribe = channel.subscribe((message) => {
    if (message.type === 'logout') {
      if (!store.get(tokenAtom) && !store.get(profileAtom)) return;
      const url = options.currentUrl();
      signOut({ notifyServer: false, broadcast: false });
      options.rememberReturnTo(url);
      options.navigate(loginUrl, { replace: true });
    } else if (message.type === 'token' && store.get(tokenAtom)) {
      store.set(tokenAtom, message.token);
      timer.restart();
    }
  });

  /** Saves the profile (PATCH /api/profile); a Language change applies at once. */
  async function updateProfile(changes: Partial<Pick<Profile, 'Name' | 'Language' | 'Photo' | 'AutoRefresh'>>): Promise<Profile> {
    const previous = store.get(profileAtom);
    if (changes.Language && changes.Language !== previous?.Language) {
      // A language whose file cannot be loaded is not saved: the user would
      // come back to an interface that cannot show it (the error is logged).
      const applied = await applyLanguage(changes.Language);
      if (applied !== changes.Language) {
        if (previous) await applyLanguage(previous.Language);
        throw new Error(`Language "${changes.Language}" could not be loaded`);
      }
    }
    try {
      const profile = await http.request<Profile>(api.updateProfile, { body: changes });
      store.set(setProfileAtom, profile);
      return profile;
    } catch (error) {
      if (previous && changes.Language && changes.Language !== previous.Language) await applyLanguage(previous.Language);
      throw error;
    }
  }

  return {
    signIn,
    signOut,
    logout,
    ensureSession,
    onUnauthorized,
    onToken,
    applyLanguage,
    updateProfile,
    dispose() {
      timer.stop();
      unsubscribe();
      channel.close();
    },
  };
}
