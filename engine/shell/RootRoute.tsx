// The root of the router: keeps the document title in step with the route
// and the language, and shows route errors as a friendly page. The error
// page is plain elements styled by shell.css, not Mantine components: it is
// in the first load (it must show even when a chunk cannot be fetched after
// a deploy), and Paper, Title, Code and Button would add ~3 KB gzip to it.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { documentTitle, matchRoute } from '../navigation';
import { configAtom } from '../state';

export function TitleSync() {
  const { t, i18n } = useTranslation();
  const config = useAtomValue(configAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(matchRoute(config.routes, pathname), t, config.app.productName);
  }, [pathname, i18n.language, t, config]);
  return null;
}

export function RootRoute() {
  return (
    <>
      <TitleSync />
      <Outlet />
    </>
  );
}

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const CHUNK_RELOAD_KEY = 'sop.chunkReload';

/** A page's code is gone after a new deploy: reload once (not in a loop) to get the new build. */
function reloadOnceForNewBuild(): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < 15_000) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Shown when a page throws or its code cannot be loaded (after a deploy: reloads once first). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  useEffect(() => {
    console.error(error);
    if (CHUNK_ERROR.test(detail)) reloadOnceForNewBuild();
  }, [error, detail]);
  return (
    <main id="main" className="shell-route-error">
      <div className="shell-route-error-card">
        <h1>{t('errorHeaders.ALL_OK')}</h1>
        <pre>{detail}</pre>
        <button type="button" className="shell-button" onClick={() => window.location.reload()}>{t('common.retry')}</button>
      </div>
    </main>
  );
}
