// Requests the first load starts before the application's code has run (the
// session's profile, the user's favourites, their language's translations),
// handed to the application when it makes the very same request: on a first
// visit they are answered while the application's code downloads and parses,
// instead of after it, one after the other, and behind the page's own first
// request (on PGlite the server answers one query at a time, and the grid's
// rows keep it busy for a few hundred milliseconds).
//
// Same request means same method, URL, Authorization, Accept and body, so an
// answer never reaches another session. Each kept answer is taken once, only
// within `ttlMs`, and only until the session's start has settled (forget()):
// after that an answer may no longer be current (a favourite added, the
// onboarding finished).
export type EarlyFetchFn = (url: string, init: RequestInit) => Promise<Response>;

export interface EarlyFetch {
  /** Fetches and keeps the answer for the first same request; resolves to a copy (reading it leaves the kept one whole). */
  keep: EarlyFetchFn;
  /** The kept answer of the same request (then no longer kept), else a fetch. */
  fetch: EarlyFetchFn;
  /** Drops every kept answer (the session they were asked for has started: later requests must be asked afresh). */
  forget(): void;
}

const headerOf = (init: RequestInit, name: string): string => {
  const headers = init.headers;
  if (!headers) return '';
  if (headers instanceof Headers) return headers.get(name) ?? '';
  if (Array.isArray(headers)) return headers.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? '';
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? (headers as Record<string, string>)[key] : '';
};

/** What makes two requests the same answer. Bodies other than strings (forms, streams) are never kept. */
export function requestKey(url: string, init: RequestInit): string | null {
  if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') return null;
  return [init.method ?? 'GET', url, headerOf(init, 'Authorization'), headerOf(init, 'Accept'), init.body ?? ''].join('\n');
}

export function createEarlyFetch(base: EarlyFetchFn, ttlMs = 15_000, now: () => number = Date.now): EarlyFetch {
  const kept = new Map<string, { at: number; response: Promise<Response> }>();
  return {
    keep(url, init) {
      const response = base(url, init);
      const key = requestKey(url, init);
      if (key !== null) {
        // A failure is the taker's to see; one never taken must not surface as unhandled.
        response.catch(() => {});
        kept.set(key, { at: now(), response });
      }
      return response.then((r) => r.clone());
    },
    fetch(url, init) {
      const key = requestKey(url, init);
      const entry = key === null ? undefined : kept.get(key);
      if (entry) kept.delete(key!);
      if (entry && now() - entry.at <= ttlMs && !init.signal?.aborted) return entry.response;
      return base(url, init);
    },
    forget() {
      kept.clear();
    },
  };
}

/** The page's early requests: started by the first load (engine/shell/boot.ts), taken by the application's client. */
export const earlyFetch = createEarlyFetch((url, init) => fetch(url, init));
