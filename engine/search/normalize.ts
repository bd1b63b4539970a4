// Folding used on both sides of a search: what the user types and what they
// look for. Accent-insensitive because users type 'prevision' for 'Previsión'
// (STACK.md: Mantine's default filter misses this), and space-collapsing so
// 'PREVISIÓN  ' still matches.

// Letters that NFD does not decompose but users type without the diacritic.
const FOLD: Record<string, string> = { 'ß': 'ss', 'æ': 'ae', 'œ': 'oe', 'ø': 'o', 'ł': 'l', 'đ': 'd', 'ı': 'i' };
const UNDECOMPOSED = /[ßæœøłđı]/g;
const MARKS = /\p{M}+/gu;
const SPACES = /\s+/g;

/** Lowercase, strip diacritics (NFD + drop combining marks), trim, collapse runs of spaces. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(UNDECOMPOSED, (c) => FOLD[c])
    .replace(SPACES, ' ')
    .trim();
}
