// Ctrl/Cmd+K opens the searcher. The listener is installed once, when the app
// is created, on the document, and writes to the store: it does not wait for
// a component to mount. Registered from the layout's effect (as before), a
// press in the moments between the URL becoming /home and the layout's effects
// running (the redirect of an unknown path, a sign-in, a slow device) found no
// listener and was lost; only a second press worked. Pressed before the layout
// is on screen, the searcher now opens as soon as it is.
import type { createStore } from 'jotai';
import { indexOpenedAtom, profileAtom, searcherOpenedAtom, tokenAtom } from '../../state';

type Store = ReturnType<typeof createStore>;

export interface ShortcutEvent {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}

/** Ctrl+K or Cmd+K, no other modifier. A layout whose K key types a non-Latin letter is matched by the physical key. */
export function isSearcherShortcut(event: ShortcutEvent): boolean {
  if (event.isComposing || event.altKey || event.shiftKey) return false;
  if (event.ctrlKey === event.metaKey) return false; // neither, or both
  const key = event.key.toLowerCase();
  if (key === 'k') return true;
  return event.code === 'KeyK' && !/^[a-z]$/.test(key);
}

/**
 * True when the shortcut should open the searcher: a signed-in user (a
 * token; the profile may still be loading) who is not onboarding. On the
 * sign-in pages the key is left to the browser.
 */
export function searcherShortcutApplies(store: Store): boolean {
  if (!store.get(tokenAtom)) return false;
  return !store.get(profileAtom)?.OnBoarding;
}

/** Listens on `target` (the document) for the shortcut; returns the function that stops listening. */
export function installSearcherShortcut(store: Store, target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSearcherShortcut(event) || !searcherShortcutApplies(store)) return;
    event.preventDefault(); // the browser's own Ctrl+K (search in the address bar)
    store.set(indexOpenedAtom, false);
    store.set(searcherOpenedAtom, true);
  };
  target.addEventListener('keydown', onKeyDown as EventListener);
  return () => target.removeEventListener('keydown', onKeyDown as EventListener);
}
