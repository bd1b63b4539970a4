// createApp({ config, pages, assets, icons }): everything the product needs
// to run, wired from the compiled config: a jotai store, i18next, the HTTP
// client (Bearer token, token capture, error logs), the session controller,
// the data router and the providers. The product's entry boots (boot.ts:
// the config, the page's first request), then renders <App />.
import './styles';

import { MantineProvider } from '@mantine/core';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { CompiledConfig } from '../config/compiled';
import { createHttpClient, errorHeaderKey, serverMessage, type FetchLike } from '../http';
import { earlyFetch } from '../http/early-fetch';
import { createI18n } from '../i18n';
import { createSessionChannel } from '../session';
import { dropWhenLeaving, prefetchRoute } from '../views/route-prefetch';
import {
  addErrorAtom,
  addLogAtom,
  configAtom,
  httpAtom,
  i18nAtom,
  nextLogId,
  rememberReturnTo,
  tokenAtom,
} from '../state';
import { ShellContext, type PageMap, type ShellAssets, type ShellContextValue } from './context';
import { createShellController, type ShellController } from './controller';
import { registerIcons, type IconMap } from './icons';
import { installSearcherShortcut } from './searcher/shortcut';
import type { UserMenuEntry } from './layout/user-menu-entries';
import { buildRoutes } from './routes';
import { cssVariablesResolver, theme } from './theme';

export interface CreateAppOptions {
  config: CompiledConfig;
  /** Page name (routes/*.yaml `page`) -> component, usually React.lazy(() => import(...)). */
  pages: PageMap;
  assets: ShellAssets;
  /** Icons drawn from the first frame (virtual:config-icons/header: the roles' icons in the header). */
  icons?: IconMap;
  /**
   * Every icon the config names (virtual:config-icons), loaded after the first
   * frame; ConfigIcon draws a file icon for any name in neither map.
   */
  loadIcons?(): Promise<{ default: IconMap }>;
  /** The onboarding wizard, shown while the profile has the OnBoarding flag. */
  onboarding?: ComponentType;
  /** API origin; '' = same origin. */
  apiBaseUrl?: string;
  /** Entries of the avatar menu; default: profile, user manager, plugins marketplace (routes user-profile, manager, plugins-catalog). */
  userMenu?: readonly UserMenuEntry[];
}

export interface AppInstance {
  App: ComponentType;
  router: ReturnType<typeof createBrowserRouter>;
  store: ReturnType<typeof createStore>;
  controller: ShellController;
  /** Removes the document listeners createApp installed (tests that create several apps). */
  dispose(): void;
}

export function createApp(options: CreateAppOptions): AppInstance {
  const { config } = options;
  registerIcons(options.icons ?? {}, { pending: !!options.loadIcons });
  // Off the first load: requested now, in parallel with the first page's chunk.
  options.loadIcons?.().then(
    (module) => registerIcons(module.default),
    () => registerIcons({}), // the fallback icon rather than empty boxes; the page's own chunk errors say why
  );
  const store = createStore();
  store.set(configAtom, config);
  // Ctrl/Cmd+K works from the first frame, before any layout has mounted.
  const removeShortcut = typeof document === 'undefined' ? () => {} : installSearcherShortcut(store);

  const i18n = createI18n({
    defaultLanguage: config.app.languages.default,
    languages: config.app.languages.bundled,
    // The first load may have asked for the language already (session-prefetch.ts).
    fetch: earlyFetch.fetch,
    onLoadError: (lang, error) => {
      store.set(addLogAtom, {
        logLevel: 'error',
        title: i18n.i18n.t('messages.translationLoadError'),
        message: `${lang}.json: ${error instanceof Error ? error.message : String(error)}`,
        endpoint: `/assets/i18n/${lang}.json`,
      });
    },
  });
  store.set(i18nAtom, i18n);

  // Late-bound: the controller and the router need each other.
  let controller: ShellController | null = null;
  let router: ReturnType<typeof createBrowserRouter> | null = null;

  const http = createHttpClient({
    baseUrl: options.apiBaseUrl ?? '',
    // The session's first requests may be under way already (session-prefetch.ts): same request, same answer.
    fetch: ((url, init) => earlyFetch.fetch(url, init)) as FetchLike,
    getToken: () => store.get(tokenAtom),
    onToken: (token) => controller?.onToken(token),
    // The browser's own words for an unreachable server ('Failed to fetch') mean nothing to a user.
    onLog: (log) => { store.set(addLogAtom, log.status === 0 ? { ...log, message: i18n.i18n.t('messages.serverUnreachable') } : log); },
    onBodyError: (entry) => store.set(addErrorAtom, entry),
    onUnauthorized: () => controller?.onUnauthorized(),
    titleFor: (code) => i18n.i18n.t(errorHeaderKey(config.errors, code)),
    messageFor: (error) => serverMessage(error, (key, options) => i18n.i18n.t(key, options)),
    nextLogId: () => nextLogId('http'),
  });
  store.set(httpAtom, http);
  // The page the URL opens gets its code and first data asked now, beside the session's requests (route-prefetch.ts).
  const opened = typeof window === 'undefined' ? null : { pathname: window.location.pathname, search: window.location.search };
  const dropPrefetch = opened && prefetchRoute({ config, http, token: store.get(tokenAtom), location: opened });

  const channel = createSessionChannel(
    'sop.session',
    typeof BroadcastChannel === 'undefined' ? null : BroadcastChannel,
  );

  controller = createShellController({
    store,
    config,
    http,
    i18n,
    channel,
    navigate: (to, navOptions) => void router?.navigate(to, navOptions),
    // What the first load asked early was for the session's start: a later request must not get those answers.
    onSessionSettled: () => earlyFetch.forget(),
    rememberReturnTo,
    currentUrl: () => {
      const location = router?.state.location ?? window.location;
      return location.pathname + location.search + location.hash;
    },
  });

  router = createBrowserRouter(buildRoutes({ config, pages: options.pages, store, controller }));
  if (opened && dropPrefetch) {
    const started = router;
    dropWhenLeaving(opened, (listener) => started.subscribe((state) => listener(state.location)), dropPrefetch);
  }

  const context: ShellContextValue = {
    config,
    pages: options.pages,
    assets: options.assets,
    controller,
    http,
    onboarding: options.onboarding,
    userMenu: options.userMenu,
  };
  const appRouter = router;

  function App() {
    return (
      <StrictMode>
        <JotaiProvider store={store}>
          <I18nextProvider i18n={i18n.i18n}>
            <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
              <ShellContext.Provider value={context}>
                <RouterProvider router={appRouter} />
              </ShellContext.Provider>
            </MantineProvider>
          </I18nextProvider>
        </JotaiProvider>
      </StrictMode>
    );
  }

  return { App, router: appRouter, store, controller, dispose: removeShortcut };
}
