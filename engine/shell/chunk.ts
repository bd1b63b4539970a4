// A dynamic import asked for once, whose module can then be read synchronously
// (loadable.tsx renders it without a wait). No React here: the first load's
// small entry uses it to ask for the page's code early (route-prefetch.ts).

export interface Chunk<M> {
  /** Asks for the module once; a failed download is asked again on the next call. */
  load(): Promise<M>;
  /** The module, once it has arrived. */
  arrived(): M | undefined;
}

export function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let module: M | undefined;
  let pending: Promise<M> | null = null;
  return {
    load() {
      if (!pending) {
        pending = importer().then((m) => (module = m));
        pending.catch(() => { pending = null; });
      }
      return pending;
    },
    arrived: () => module,
  };
}
