// The height the result list shows, so that only the rows in it are drawn
// (issue 10: the list drew rows for the window's 768 px, not its own ~590).
// The list takes the dialog's height left by the search box and the footer
// once its rows overflow, and that height changes only with the window: it
// is measured (ResizeObserver) whenever the list scrolls, and kept while a
// short list shows, so the first letter of the next query already draws the
// right number of rows. Until a list has scrolled, the window's height, which
// the dialog never exceeds, stands in.
import { useEffect, useState, type RefObject } from 'react';

export function useListHeight(ref: RefObject<HTMLElement | null>): number {
  const [measured, setMeasured] = useState<number | null>(null);
  const [windowHeight, setWindowHeight] = useState(() => (typeof window === 'undefined' ? 0 : window.innerHeight));
  useEffect(() => {
    const list = ref.current;
    const onResize = () => {
      setWindowHeight(window.innerHeight);
      // The dialog's height follows the window: measure again (the observer does, if the list overflows).
      setMeasured(null);
    };
    window.addEventListener('resize', onResize);
    // Read inside the observer's callback, when layout is already done: no forced layout.
    const observer = typeof ResizeObserver === 'undefined' || !list ? null : new ResizeObserver(() => {
      if (list.scrollHeight > list.clientHeight) setMeasured(list.clientHeight);
    });
    if (list) observer?.observe(list);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, [ref]);
  return measured ?? windowHeight;
}
