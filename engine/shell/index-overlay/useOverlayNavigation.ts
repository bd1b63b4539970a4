// Following a link from an overlay (index or searcher): remember the path in
// navigationPendingAtom so the clicked item shows a spinner, then navigate.
// The layout clears the pending path and closes the overlays when the new
// location has rendered (the lazy page included: the router renders in a
// transition, so the old page stays until the new one is ready).
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { navigationPendingAtom } from '../../state';
import { favoritePathKey } from './favorite-entries';

/** A click the browser should handle itself (new tab, new window, download). */
export function isModifiedClick(event: { button?: number; metaKey?: boolean; ctrlKey?: boolean; shiftKey?: boolean; altKey?: boolean }): boolean {
  return (event.button ?? 0) !== 0 || !!event.metaKey || !!event.ctrlKey || !!event.shiftKey || !!event.altKey;
}

export function useOverlayNavigation(): { pending: string | null; go(path: string): void } {
  const pending = useAtomValue(navigationPendingAtom);
  const setPending = useSetAtom(navigationPendingAtom);
  const navigate = useNavigate();
  const go = useCallback(
    (path: string) => {
      const key = favoritePathKey(path);
      setPending(key);
      void navigate(`/${key}`);
    },
    [navigate, setPending],
  );
  return { pending, go };
}
