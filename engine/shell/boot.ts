// The first load in two steps. A small entry (this module and what it
// imports: no React, no router, no Mantine) runs as soon as its few kilobytes
// arrive: it asks for the application's code (the product's app module, some
// 450 KB that take a few hundred milliseconds to parse and run), and once the
// compiled config is here (index.html preloads it) it starts the page's
// chunks and first request (engine/views/route-prefetch.ts). The server
// answers that request while the browser is still busy with the application's
// code, instead of after the application has started, asked for the profile,
// the translations and the user's data, and loaded the page's code.
//
// The application then starts with the config; the view takes the request
// over when it mounts. Any failure before React runs shows a plain message
// with a reload button (startup.ts).
import type { CompiledConfig } from '../config/compiled';
import { createHttpClient } from '../http/client';
import { TOKEN_KEY } from '../state/token-key';
import { prefetchRoute } from '../views/route-prefetch';
import { frameChunk } from './layout-chunks';
import { prefetchSession } from './session-prefetch';
import { fetchCompiledConfig, showStartupError } from './startup';
import './styles';

export interface BootOptions {
  /** The compiled config's URL (virtual:app-config-url). */
  configUrl: string;
  container: HTMLElement;
  /** The application: a dynamic import, so its code loads beside the config and the page's first request. */
  load(): Promise<{ start(config: CompiledConfig, container: HTMLElement): void }>;
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function boot({ configUrl, container, load }: BootOptions): void {
  const app = load();
  const config = fetchCompiledConfig(configUrl);
  const token = storedToken();
  // The session's profile and favourites go first (asked now); the page's own request as soon as the config is here,
  // beside the session's later ones, instead of after them: it is the longest, and the page waits for it anyway.
  prefetchSession(token, config);
  // The frame's code, now rather than once the application has started and the router matched the route: the
  // signed-in one given a usable token, else the public one (the login page, where any private URL leads then).
  frameChunk(token, Date.now()).load().catch(() => {});
  config.then((c) => {
    // A client of its own (the application's does not exist yet): the request is silent, the view reports its failure.
    const http = createHttpClient({ fetch: (url, init) => fetch(url, init), getToken: () => token });
    prefetchRoute({ config: c, http, token, location: { pathname: window.location.pathname, search: window.location.search } });
  }, () => {});
  Promise.all([config, app]).then(([c, module]) => module.start(c, container), (error: unknown) => showStartupError(container, error));
}
