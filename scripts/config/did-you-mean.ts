// "did you mean" suggestions for every unknown-name error: the closest known
// name by edit distance, offered only when it is close enough to be a typo.
import { distance } from 'fastest-levenshtein';

/** Closest candidate within max(2, len/4) edits (case-insensitive match wins), or undefined. */
export function closestMatch(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(name.length / 4));
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    // A pure case slip ("forecast_edit" for FORECAST_EDIT) is always a typo.
    const d = candidate.toLowerCase() === lower ? 0 : distance(name, candidate);
    if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** `; did you mean "X"?` or '' — ready to append to a message. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const match = closestMatch(name, candidates);
  return match === undefined ? '' : `; did you mean "${match}"?`;
}
