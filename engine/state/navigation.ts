// Navigation state shared by the shell and its overlays.
import { atom } from 'jotai';

/**
 * The path a link of the index (or searcher) is navigating to, while the
 * navigation is in progress: the clicked item shows a spinner. The overlay
 * sets it on click; the shell clears it when the navigation ends (the new
 * location has rendered), and closes the overlays at the same moment.
 */
export const navigationPendingAtom = atom<string | null>(null);

/** The section index overlay is open. Written by the header's hamburger, the searcher's 'index' link and the overlay's close. */
export const indexOpenedAtom = atom(false);

/** The searcher is open. Written by the header's search button, Ctrl/Cmd+K and the searcher's close. */
export const searcherOpenedAtom = atom(false);

/** The notifications drawer (the bell's history) is open. */
export const logsDrawerOpenedAtom = atom(false);
