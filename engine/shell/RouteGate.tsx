// Renders a config route: the forbidden page when the policy refuses it,
// else its page component, or the engine's views when it declares them. A permitted visit is remembered as the last
// authorised URL (where /auth sends a token holder) and as a recent page.
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { CompiledRoute } from '../config/compiled';
import { accessContextAtom, configAtom, lastAuthorisedUrlAtom, policyAtom, recordRecentPageAtom } from '../state';
import { viewsPageChunk } from '../views/kinds';
import { useShell } from './context';
import { loadable } from './loadable';
import { fromUrl } from './paths';

// The engine's declared views (table, form, tree...), loaded only when a route with views is opened: at once when the
// first load asked for its code already (route-prefetch.ts).
const ViewsPage = loadable(viewsPageChunk);
// Rarely shown: its Mantine card and buttons stay out of the first load.
const Forbidden = lazy(() => import('./Forbidden').then((m) => ({ default: m.Forbidden })));

export function RouteGate({ route }: { route: CompiledRoute }) {
  const { pages } = useShell();
  const config = useAtomValue(configAtom);
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  const setLastUrl = useSetAtom(lastAuthorisedUrlAtom);
  const recordRecent = useSetAtom(recordRecentPageAtom);
  const location = useLocation();
  const allowed = policy.canOpen(route, ctx);

  useEffect(() => {
    if (!allowed) return;
    setLastUrl(location.pathname + location.search);
    const path = fromUrl(location.pathname);
    if (path !== config.app.paths.home) recordRecent(path);
  }, [allowed, location.pathname, location.search, config, setLastUrl, recordRecent]);

  if (!allowed) return <Forbidden />;
  if (route.page === null) return <ViewsPage route={route} />;
  const Page = pages[route.page];
  if (!Page) throw new Error(`No page component "${route.page}" for route "${route.id}"`);
  return <Page />;
}
