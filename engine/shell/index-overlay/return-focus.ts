// Where focus goes back to when the index closes. Usually the element that
// had focus when it opened (the hamburger). When the index was opened from
// another dialog (the searcher's 'index' link) that element disappears with
// its dialog, so fall back to the button that opened the index: the
// expanded dialog trigger (the hamburger carries aria-haspopup="dialog" and
// aria-expanded while the index is open).
import { useEffect, useRef } from 'react';

function isUsable(element: Element | null): element is HTMLElement {
  if (!element || !(element instanceof HTMLElement)) return false;
  if (element === element.ownerDocument.body || !element.isConnected) return false;
  return !element.closest('[role="dialog"], [aria-modal="true"]');
}

/** The element to give focus back to on close, chosen when the overlay opens. */
export function pickReturnTarget(active: Element | null, doc: Document): HTMLElement | null {
  if (isUsable(active)) return active;
  const trigger = doc.querySelector('[aria-haspopup="dialog"][aria-expanded="true"]');
  return isUsable(trigger) ? trigger : null;
}

/**
 * Records the return target when `opened` turns true and focuses it again when
 * it turns false, unless the user has already moved focus somewhere else.
 */
export function useReturnFocus(opened: boolean): void {
  const target = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) {
      target.current = pickReturnTarget(document.activeElement, document);
      return undefined;
    }
    const element = target.current;
    target.current = null;
    if (!element) return undefined;
    // After the dialog has unmounted its content (and Mantine's own handlers ran).
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if ((active === null || active === document.body || !active.isConnected) && element.isConnected) {
        element.focus({ preventScroll: true });
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [opened]);
}
