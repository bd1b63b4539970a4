// The signed-in frame: header and menu bar (fixed, together
// app.layout.contentOffsetAuthenticated px high), the page in <main>, the
// lazily loaded section index, searcher and notifications drawer, and the
// toasts. Ctrl/Cmd+K opens the searcher from anywhere (searcher/shortcut.ts,
// installed by createApp so it works before this layout mounts). While the
// profile has the OnBoarding flag the onboarding wizard replaces all of it.
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  configAtom,
  indexOpenedAtom,
  logsDrawerOpenedAtom,
  navigationPendingAtom,
  profileAtom,
  rememberReturnTo,
  searcherOpenedAtom,
  toastIdsAtom,
  tokenAtom,
} from '../state';
import { useShell } from './context';
import { Header } from './layout/Header';
import { MenuBar } from './layout/MenuBar';
import { PageLoader } from './PageLoader';
import { toUrl } from './paths';

const loadIndexOverlay = () => import('./index-overlay/IndexOverlay');
const loadSearcher = () => import('./searcher/Searcher');
const loadLogsDrawer = () => import('./layout/LogsDrawer');

type OverlayModule<P> = { default?: React.ComponentType<P> } & Record<string, unknown>;
function pick<P>(module: OverlayModule<P>, name: string): { default: React.ComponentType<P> } {
  return { default: (module.default ?? module[name]) as React.ComponentType<P> };
}

const IndexOverlay = lazy(() => loadIndexOverlay().then((m) => pick<{ opened: boolean; onClose(): void }>(m as unknown as OverlayModule<{ opened: boolean; onClose(): void }>, 'IndexOverlay')));
const Searcher = lazy(() => loadSearcher().then((m) => pick<{ opened: boolean; onClose(): void; onOpenIndex(): void }>(m as unknown as OverlayModule<{ opened: boolean; onClose(): void; onOpenIndex(): void }>, 'Searcher')));
const LogsDrawer = lazy(loadLogsDrawer);
const LogToasts = lazy(() => import('./layout/LogToasts').then((m) => ({ default: m.LogToasts })));

/** True once the flag has been true: an overlay stays mounted after its first opening (for its close transition). */
function useMountedOnce(flag: boolean): boolean {
  const [mounted, setMounted] = useState(flag);
  // Adjusted while rendering (React's pattern for state derived from props), not in an effect.
  if (flag && !mounted) setMounted(true);
  return mounted || flag;
}

export function AppLayout() {
  const { onboarding: Onboarding, controller } = useShell();
  const config = useAtomValue(configAtom);
  const profile = useAtomValue(profileAtom);
  const token = useAtomValue(tokenAtom);
  const [indexOpened, setIndexOpened] = useAtom(indexOpenedAtom);
  const [searcherOpened, setSearcherOpened] = useAtom(searcherOpenedAtom);
  const drawerOpened = useAtomValue(logsDrawerOpenedAtom);
  const hasToasts = useAtomValue(toastIdsAtom).length > 0;
  const setPending = useSetAtom(navigationPendingAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const store = useStore();

  // A navigation has ended when the new location renders: clear the pending
  // link and close the overlays it was clicked in. Only a change of location
  // counts: on mounting (the first page after a sign-in or a redirect) the
  // searcher may already have been opened with Ctrl+K, and must stay open.
  const lastLocation = useRef(location.key);
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    setPending(null);
    setIndexOpened(false);
    setSearcherOpened(false);
  }, [location.key, setPending, setIndexOpened, setSearcherOpened]);

  // A Ctrl+K pressed before the profile said "onboarding" must not pop the
  // searcher up when the onboarding ends.
  const onboarding = !!profile?.OnBoarding;
  useEffect(() => {
    if (onboarding) setSearcherOpened(false);
  }, [onboarding, setSearcherOpened]);

  // Signed out elsewhere (another tab cleared the token): go to the login page. Like the sign-out message
  // (controller.ts), remember where the user was, so signing in again in this tab returns there: the storage
  // event that clears the token often arrives before that message, which then finds nothing to do. This
  // tab's own sign-out clears the profile with the token, and leaves no return URL.
  useEffect(() => {
    if (token === null) {
      if (store.get(profileAtom)) rememberReturnTo(window.location.pathname + window.location.search + window.location.hash);
      controller.signOut({ notifyServer: false, broadcast: false });
      navigate(toUrl(config.app.paths.login), { replace: true });
    }
  }, [token, store, controller, navigate, config]);

  const indexMounted = useMountedOnce(indexOpened);
  const searcherMounted = useMountedOnce(searcherOpened);
  const drawerMounted = useMountedOnce(drawerOpened);

  if (!profile) return <PageLoader fullPage />;

  if (profile.OnBoarding && Onboarding) {
    const style = { '--shell-offset': `${config.app.layout.contentOffsetOnboarding}px` } as CSSProperties;
    return (
      <div style={style}>
        <Suspense fallback={<PageLoader fullPage />}><Onboarding /></Suspense>
        {hasToasts && <Suspense fallback={null}><LogToasts /></Suspense>}
      </div>
    );
  }

  const style = { '--shell-offset': `${config.app.layout.contentOffsetAuthenticated}px` } as CSSProperties;
  return (
    <div style={style}>
      <div className="shell-top">
        <Header preloadIndex={() => void loadIndexOverlay()} preloadSearcher={() => void loadSearcher()} />
        <MenuBar />
      </div>
      <main className="shell-main" id="main" tabIndex={-1}>
        <div className="shell-content">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <Suspense fallback={null}>
        {indexMounted && <IndexOverlay opened={indexOpened} onClose={() => setIndexOpened(false)} />}
        {searcherMounted && (
          <Searcher
            opened={searcherOpened}
            onClose={() => setSearcherOpened(false)}
            onOpenIndex={() => { setSearcherOpened(false); setIndexOpened(true); }}
          />
        )}
        {drawerMounted && <LogsDrawer />}
        {hasToasts && <LogToasts />}
      </Suspense>
    </div>
  );
}
