// The route table, built from config.routes: the public pages (auth) under
// AuthLayout, every other enabled route under AppLayout behind the session
// guard, '' and unknown paths redirected home. Each config route carries its
// CompiledRoute in the handle (useCurrentRoute, document title). AuthLayout
// and AppLayout are lazy routes: each one's code loads alongside its loader;
// the first load asks early for the one the stored token points to (boot.ts).
import type { createStore } from 'jotai';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { CompiledConfig, CompiledRoute } from '../config/compiled';
import { resolveLanguage } from '../i18n';
import { lastAuthorisedUrlAtom, readStored, rememberReturnTo, tokenAtom } from '../state';
import { appLayoutChunk, authLayoutChunk } from './layout-chunks';
import type { PageMap, RouteHandle } from './context';
import type { ShellController } from './controller';
import { AUTH_LANGUAGE_KEY } from './auth-language';
import { PageLoader } from './PageLoader';
import { RootRoute, RouteError } from './RootRoute';
import { RouteGate } from './RouteGate';
import { safeReturnUrl, toUrl } from './paths';

type Store = ReturnType<typeof createStore>;

export interface RouteTableOptions {
  config: CompiledConfig;
  pages: PageMap;
  store: Store;
  controller: ShellController;
}

function urlOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

function PublicPage({ route, pages }: { route: CompiledRoute; pages: PageMap }) {
  const Page = route.page === null ? undefined : pages[route.page];
  if (!Page) throw new Error(`No page component "${route.page}" for route "${route.id}"`);
  return <Page />;
}

export function buildRoutes({ config, pages, store, controller }: RouteTableOptions): RouteObject[] {
  const home = toUrl(config.app.paths.home);
  const login = toUrl(config.app.paths.login);
  const enabled = config.routes.filter((route) => route.enabled);
  const handle = (route: CompiledRoute): RouteHandle => ({ route });

  /** /auth: a token holder goes back to the last authorised URL; others get the page in their chosen language. */
  async function publicLoader() {
    if (store.get(tokenAtom) && (await controller.ensureSession())) {
      return replace(safeReturnUrl(store.get(lastAuthorisedUrlAtom), home));
    }
    const { languages } = config.app;
    await controller.applyLanguage(resolveLanguage([readStored(AUTH_LANGUAGE_KEY)], languages.bundled, languages.default));
    return null;
  }

  /** Everything else: a valid token and a profile, or back to the login page remembering where the user was going. */
  async function privateLoader({ request }: LoaderFunctionArgs) {
    if (await controller.ensureSession()) return null;
    rememberReturnTo(urlOf(request));
    return replace(login);
  }

  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader fullPage />,
      children: [
        {
          id: 'public',
          lazy: async () => ({ Component: (await authLayoutChunk.load()).AuthLayout }),
          loader: publicLoader,
          children: enabled
            .filter((route) => route.public)
            .map((route) => ({ path: toUrl(route.path), element: <PublicPage route={route} pages={pages} />, handle: handle(route) })),
        },
        {
          id: 'app',
          lazy: async () => ({ Component: (await appLayoutChunk.load()).AppLayout }),
          loader: privateLoader,
          children: [
            { index: true, loader: () => replace(home) },
            ...enabled
              .filter((route) => !route.public)
              .map((route) => ({ path: toUrl(route.path), element: <RouteGate route={route} />, handle: handle(route) })),
            { path: '*', loader: () => replace(home) },
          ],
        },
      ],
    },
  ];
}
