// How well one entry matches a query, both already folded by normalize():
// the specification compares the trimmed text, ignoring case and accents,
// against the item's name, its keywords and its section title. A page is
// first looked for by its name, so matches of the name come first, and among
// them the closest to the name itself:
//   exact       the name is the query                'previsiones'
//   prefix      the name starts with the query      'Previsiones' for 'prevision'
//   wordPrefix  a later word of the name does        'Revisión de la previsión'
//   inside      the query is inside a word of it    'Sobreprevisión'
//   keyword     a keyword or the section title has it
//   allWords    every word of the query is somewhere ('review forecast' finds 'Forecast review')
// Among prefix matches the shorter name wins ('Previsiones' before 'Previsión
// frente a pedidos' for 'prevision'): it is nearer to what was typed.

/** Lower is better. */
export const Rank = { exact: 0, prefix: 1, wordPrefix: 2, inside: 3, keyword: 4, allWords: 5 } as const;
export const RANKS = 6;
export const NO_MATCH = 255;

/** What a rank is computed from: the folded name, the folded keywords and section title, and both joined. */
export interface RankFields {
  /** normalize(title) */
  title: string;
  /** normalize(keywords and section title), joined by FIELD_SEP */
  others: string;
  /** title + FIELD_SEP + others */
  all: string;
}

/** '\n' never survives normalize(), so a query cannot match across two fields. */
export const FIELD_SEP = '\n';

/** A word starts at `at` when it is the first character or follows anything but a letter or digit. */
export function startsWord(text: string, at: number): boolean {
  if (at === 0) return true;
  const before = text.charCodeAt(at - 1);
  const digit = before >= 48 && before <= 57;
  const letter = (before >= 97 && before <= 122) || before > 127;
  return !digit && !letter;
}

/** The rank of one entry for a folded, non-empty query split into its words. */
export function rankOf(fields: RankFields, query: string, words: readonly string[]): number {
  const { title } = fields;
  let at = title.indexOf(query);
  if (at === 0) return title.length === query.length ? Rank.exact : Rank.prefix;
  if (at > 0) {
    while (at > 0) {
      if (startsWord(title, at)) return Rank.wordPrefix;
      at = title.indexOf(query, at + 1);
    }
    return Rank.inside;
  }
  if (fields.others.includes(query)) return Rank.keyword;
  if (words.length < 2) return NO_MATCH;
  for (const word of words) if (!fields.all.includes(word)) return NO_MATCH;
  return Rank.allWords;
}

/**
 * True when every entry matching `next` also matches `previous` (both
 * folded), so a search for `next` may look only at the previous matches:
 * `next` extends `previous` (the user typed more). A match of `next` has it
 * inside one field, or each of its words somewhere; `previous` is a prefix of
 * `next`, so its words are those words or prefixes of them, found alike.
 */
export function narrows(previous: string, next: string): boolean {
  return previous !== '' && next.startsWith(previous);
}
