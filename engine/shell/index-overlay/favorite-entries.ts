// The user's favourites as links: favourite paths (in the order they were
// added) matched against what the user may see. Shared by the index overlay's
// favourites block and the searcher's no-filter view. A favourite the user
// can no longer open (a plugin was deactivated, a role changed, the page is
// gone) is not a link, but it still counts toward the limit: the index lists
// it apart, greyed out with the reason, so it can be removed
// (unavailableFavorites).
import type { AccessDecision } from '../../access';
import type { CompiledRoute } from '../../config/compiled';

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

/** Why a favourite cannot be opened: its plugin is off, the user may not open it, or the page is gone. */
export type UnavailableReason = 'pluginInactive' | 'notPermitted' | 'notFound';

export interface UnavailableFavorite {
  /** The stored path, without a leading slash (what the remove call sends). */
  path: string;
  /** The route the path names, when it still names one (for its title). */
  route: CompiledRoute | null;
  reason: UnavailableReason;
}

/**
 * Favourites that are not among the visible entries, in the favourites'
 * order, each once, with the reason: the access rule's decision for the
 * route the path names ('plugin-inactive' -> pluginInactive; not granted,
 * restricted or disabled -> notPermitted), or notFound when the path names
 * no route any more, or an item (dimension, report) the user no longer has.
 */
export function unavailableFavorites(
  favorites: readonly string[],
  visible: readonly { path: string }[],
  match: (path: string) => { route: CompiledRoute } | null,
  check: (route: CompiledRoute) => AccessDecision,
): UnavailableFavorite[] {
  const shown = favoriteSet(visible.map((entry) => entry.path));
  const seen = new Set<string>();
  const out: UnavailableFavorite[] = [];
  for (const favorite of favorites) {
    const path = favoritePathKey(favorite);
    if (shown.has(path) || seen.has(path)) continue;
    seen.add(path);
    const route = match(`/${path}`)?.route ?? null;
    const decision = route ? check(route) : null;
    const reason: UnavailableReason =
      !decision || decision.allowed ? 'notFound' : decision.reason === 'plugin-inactive' ? 'pluginInactive' : 'notPermitted';
    out.push({ path, route, reason });
  }
  return out;
}
