// A request started before the code that shows its answer has loaded (a view
// whose chunk is still downloading), handed to that code when it asks for the
// same thing: the network and the server's time overlap the chunk's download
// and parse instead of following them. One request per owner and key (the
// owner is the HTTP client, so one session's answer never reaches another);
// each is taken once; one nobody took within `ttlMs` is dropped, since its
// answer may no longer be current.
export interface Prefetcher {
  /** Starts `run` unless a request of this owner and key is already waiting to be taken. */
  start<T>(owner: object, key: string, run: () => Promise<T>): void;
  /** The waiting request of this owner and key (then no longer waiting), or undefined. */
  take<T>(owner: object, key: string): Promise<T> | undefined;
}

interface Waiting { at: number; promise: Promise<unknown> }

export function createPrefetcher(ttlMs = 30_000, now: () => number = Date.now): Prefetcher {
  const byOwner = new WeakMap<object, Map<string, Waiting>>();
  const waiting = (owner: object): Map<string, Waiting> => {
    let map = byOwner.get(owner);
    if (!map) byOwner.set(owner, (map = new Map()));
    for (const [key, entry] of map) if (now() - entry.at > ttlMs) map.delete(key);
    return map;
  };
  return {
    start(owner, key, run) {
      const map = waiting(owner);
      if (map.has(key)) return;
      const promise = run();
      // A failure is the taker's to report; one never taken must not surface as unhandled.
      promise.catch(() => {});
      map.set(key, { at: now(), promise });
    },
    take<T>(owner: object, key: string) {
      const map = waiting(owner);
      const entry = map.get(key);
      map.delete(key);
      return entry?.promise as Promise<T> | undefined;
    },
  };
}

/** The page's prefetches (views started by their page before their chunk arrived). */
export const prefetcher = createPrefetcher();
