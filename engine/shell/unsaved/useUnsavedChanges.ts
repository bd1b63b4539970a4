// Warns before unsaved changes are lost: the browser's own prompt when the
// page unloads (reload, closing the tab, typing another address) and React
// Router's blocker for in-app navigation, which UnsavedChangesGuard turns
// into a translated confirmation. A sign-out or a session expiry is never
// blocked (the token is gone by then).
import { useStore } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';
import { tokenAtom } from '../../state';
import { shouldBlockNavigation } from './blocking';

export function useUnsavedChanges(dirty: boolean, message: string): Blocker {
  const store = useStore();
  // The blocker reads the latest flag when a navigation starts; updated on
  // commit (not during render), before any later event can navigate.
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => { dirtyRef.current = dirty; }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show this text; current ones show their own wording.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, message]);

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) =>
      shouldBlockNavigation({ dirty: dirtyRef.current, signedIn: store.get(tokenAtom) !== null, current: currentLocation, next: nextLocation }),
    [store],
  );
  const blocker = useBlocker(shouldBlock);

  // Changes saved or discarded while the question is open: let the navigation go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return blocker;
}
