// Posting lists of the searcher's index (issue 10: a keystroke at 10,000
// routes). For every character, and every pair of adjacent letters or digits,
// the entries whose folded texts hold it. Any entry matching a query holds
// every character of it and every pair inside one of its words (a match is
// the query inside one field, or each word somewhere: rank.ts), so the
// entries of the query's shortest list are enough to look at; the rank is
// still computed by rankOf, so results are those of a full scan.
//
// A one-character query needs no rankOf at all: its rank in each entry is
// known when the index is built (where the character first starts a word of
// the name, or sits inside it, or only in the other fields), so the first
// letter of a query, which matches most entries, costs no string search.
import { FIELD_SEP, NO_MATCH, Rank, startsWord, type RankFields } from './rank';

/** Letters and digits, the alphabet of pairs: pairs of anything else are not listed (a query with them still finds its entries through its characters). */
const PAIR_ALPHABET = 36;
const PAIR_BASE = 0x10000;

export interface Postings {
  /** Ascending positions of the entries holding each gram: a character (its code) or a pair (PAIR_BASE + pair number). */
  readonly lists: ReadonlyMap<number, Uint32Array>;
  /** For a character's list, the rank of that one-character query in each of its entries (same order). */
  readonly charRanks: ReadonlyMap<number, Uint8Array>;
}

/** 0-35 for a-z and 0-9 (text is folded: lowercase), -1 for anything else. */
function pairSymbol(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return code - 48 + 26;
  return -1;
}

function pairId(a: number, b: number): number {
  const x = pairSymbol(a);
  const y = pairSymbol(b);
  return x < 0 || y < 0 ? -1 : PAIR_BASE + x * PAIR_ALPHABET + y;
}

const SPACE = 32;
const SEP = FIELD_SEP.charCodeAt(0);

// Read once: in hot loops an imported binding can cost a getter call (tsx, vitest).
const NONE_RANK = NO_MATCH;
const { exact: EXACT, prefix: PREFIX, wordPrefix: WORD_PREFIX, inside: INSIDE, keyword: KEYWORD } = Rank;

const GRAMS = PAIR_BASE + PAIR_ALPHABET * PAIR_ALPHABET;

/**
 * The grams of one entry, each once, into `out` (returns how many): its
 * characters but spaces and field separators, and its pairs of letters or digits.
 */
function entryGrams(all: string, seen: Uint32Array, mark: number, out: Uint32Array): number {
  let n = 0;
  let before = -1;
  for (let at = 0; at < all.length; at++) {
    const code = all.charCodeAt(at);
    const symbol = code < 128 ? SYMBOLS[code] : -1;
    if (before >= 0 && symbol >= 0) {
      const pair = PAIR_BASE + before * PAIR_ALPHABET + symbol;
      if (seen[pair] !== mark) { seen[pair] = mark; out[n++] = pair; }
    }
    before = symbol;
    if (code === SPACE || code === SEP || seen[code] === mark) continue;
    seen[code] = mark;
    out[n++] = code;
  }
  return n;
}

/** pairSymbol of every ASCII code. */
const SYMBOLS = Int8Array.from({ length: 128 }, (_, code) => pairSymbol(code));

/** Built once per index: the grams of each entry counted, then written into typed arrays of the right length. */
export function buildPostings(items: readonly RankFields[]): Postings {
  const seen = new Uint32Array(GRAMS);
  const counts = new Uint32Array(GRAMS);
  // Every entry's grams, end to end (offsets[i] to offsets[i + 1]).
  const offsets = new Uint32Array(items.length + 1);
  let grams = new Uint32Array(items.length * 64);
  let scratch = new Uint32Array(256);
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    const { all } = items[i];
    if (scratch.length < all.length * 2) scratch = new Uint32Array(all.length * 2);
    const n = entryGrams(all, seen, i + 1, scratch);
    if (total + n > grams.length) {
      const bigger = new Uint32Array(Math.max(grams.length * 2, total + n));
      bigger.set(grams);
      grams = bigger;
    }
    for (let k = 0; k < n; k++) counts[(grams[total + k] = scratch[k])]++;
    total += n;
    offsets[i + 1] = total;
  }
  const lists = new Map<number, Uint32Array>();
  const charRanks = new Map<number, Uint8Array>();
  // Dense slots (a JS array indexed by gram, up to 66,832, would be a slow sparse one).
  const slot = new Int32Array(GRAMS).fill(-1);
  const listOf: Uint32Array[] = [];
  const ranksOf: Uint8Array[] = [];
  for (let gram = 0; gram < GRAMS; gram++) {
    if (counts[gram] === 0) continue;
    slot[gram] = listOf.length;
    const list = new Uint32Array(counts[gram]);
    const ranks = new Uint8Array(gram < PAIR_BASE ? counts[gram] : 0);
    listOf.push(list);
    ranksOf.push(ranks);
    lists.set(gram, list);
    if (gram < PAIR_BASE) charRanks.set(gram, ranks);
    counts[gram] = 0;
  }
  // The one-character rank of each character of the current entry's name (NONE_RANK: not in it).
  const inTitle = new Uint8Array(PAIR_BASE).fill(NONE_RANK);
  for (let i = 0; i < items.length; i++) {
    const { title } = items[i];
    // As rankOf for a one-character query: at 0 the name starts with it, else the best of its places in the name.
    for (let at = 0; at < title.length; at++) {
      const code = title.charCodeAt(at);
      const rank = at === 0 ? (title.length === 1 ? EXACT : PREFIX) : startsWord(title, at) ? WORD_PREFIX : INSIDE;
      if (rank < inTitle[code]) inTitle[code] = rank;
    }
    for (let k = offsets[i]; k < offsets[i + 1]; k++) {
      const gram = grams[k];
      const at = counts[gram]++;
      listOf[slot[gram]][at] = i;
      if (gram < PAIR_BASE) ranksOf[slot[gram]][at] = inTitle[gram] !== NONE_RANK ? inTitle[gram] : KEYWORD;
    }
    for (let at = 0; at < title.length; at++) inTitle[title.charCodeAt(at)] = NONE_RANK;
  }
  return { lists, charRanks };
}

const NONE = new Uint32Array(0);

/**
 * The shortest list among the grams of a folded query: every entry matching
 * the query is in it. `previous`, the matches of a query this one extends,
 * is used instead when shorter.
 */
export function candidates(postings: Postings, query: string, previous: Uint32Array | null): Uint32Array {
  let best = previous;
  for (let at = 0; at < query.length; at++) {
    const code = query.charCodeAt(at);
    if (code === SPACE) continue;
    const one = postings.lists.get(code) ?? NONE;
    if (!best || one.length < best.length) best = one;
    if (at + 1 < query.length) {
      const pair = pairId(code, query.charCodeAt(at + 1));
      const two = pair >= 0 ? postings.lists.get(pair) ?? NONE : null;
      if (two && two.length < best.length) best = two;
    }
    if (best.length === 0) break;
  }
  return best ?? NONE;
}

/** A one-character query's matches (ascending) and their ranks, straight from the index; null for a longer query. */
export function charQuery(postings: Postings, query: string): { matched: Uint32Array; ranks: Uint8Array } | null {
  if (query.length !== 1) return null;
  const code = query.charCodeAt(0);
  return { matched: postings.lists.get(code) ?? NONE, ranks: postings.charRanks.get(code) ?? EMPTY_RANKS };
}

const EMPTY_RANKS = new Uint8Array(0);
