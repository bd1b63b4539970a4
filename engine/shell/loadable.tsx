// Code split into chunks, rendered without a wait once it is here.
//
// React.lazy suspends on its first render even when its chunk has already
// arrived (the import's promise settles only in a later microtask), so the
// fallback shows, and React 19 then holds the content back for up to 300 ms
// (its throttle on revealing a Suspense boundary). A page whose code the first
// load asked for early (route-prefetch.ts) would lose that head start, once
// for the page and once again for its view. A loadable renders the module at
// once when it has arrived, and falls back to React.lazy only when it has not.
import { lazy, useState, type ComponentType } from 'react';
import type { Chunk } from './chunk';

/** A component from a chunk's default export: rendered directly when the chunk has arrived, else through React.lazy. */
export function loadable<P extends object>(source: Chunk<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(source.load);
  function Loadable(props: P) {
    // Chosen once per mounted instance: switching from the lazy wrapper to the component would remount it.
    const [Arrived] = useState(() => source.arrived()?.default);
    return Arrived ? <Arrived {...props} /> : <Lazy {...props} />;
  }
  return Loadable;
}
