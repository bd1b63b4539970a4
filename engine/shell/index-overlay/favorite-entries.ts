// The user's favourites as links: favourite paths (in the order they were
// added) matched against what the user may see. A favourite the user can no
// longer open (a role or plugin was removed) is not listed, as the index and
// the searcher list only visible routes. Shared by the index overlay's
// favourites block and the searcher's no-filter view.

/** Favourite paths are stored without a leading slash ('forecasts/review'); tolerate either. */
export function favoritePathKey(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** Entries of `candidates` whose path is a favourite, in the favourites' order, each once. */
export function favoriteEntries<T extends { path: string }>(
  favorites: readonly string[],
  candidates: readonly T[],
): T[] {
  const byPath = new Map<string, T>();
  for (const candidate of candidates) {
    const key = favoritePathKey(candidate.path);
    if (!byPath.has(key)) byPath.set(key, candidate);
  }
  const out: T[] = [];
  const seen = new Set<string>();
  for (const favorite of favorites) {
    const key = favoritePathKey(favorite);
    const entry = byPath.get(key);
    if (entry && !seen.has(key)) {
      seen.add(key);
      out.push(entry);
    }
  }
  return out;
}

/** A Set of favourite path keys for O(1) "is this link a favourite?" while rendering thousands of links. */
export function favoriteSet(favorites: readonly string[]): ReadonlySet<string> {
  return new Set(favorites.map(favoritePathKey));
}
