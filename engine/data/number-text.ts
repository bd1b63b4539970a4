// What a number input holds is the text the user typed, read in the user's
// language: "1.234,5" in Spanish, "1,234.5" in English, "-3" anywhere. The
// text is never altered while typing (a minus or a letter is not dropped): a
// text that reads as a number becomes that number, anything else stays text
// so the form's rule refuses it ("Must be a number") instead of saving an
// empty or a different value.

export interface Separators {
  decimal: string;
  group: string;
}

const PLAIN = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isSpace = (s: string) => /^\s$/u.test(s) || s === '\u202f' || s === '\u00a0';

/**
 * The number a typed text means, null for a blank text, or undefined when it
 * is not a number. Group separators count only in groups of three digits
 * ("1.500" is 1500 in Spanish, "1.5" is 1.5: the keypad's point), so a
 * misplaced separator is refused rather than read as another number.
 */
export function parseNumberText(text: string, sep: Separators): number | null | undefined {
  let s = text.trim();
  if (s === '') return null;
  if (isSpace(sep.group)) s = s.replace(/[\s\u00a0\u202f]/gu, '');
  const d = escape(sep.decimal);
  const g = isSpace(sep.group) ? '' : escape(sep.group);
  if (g && new RegExp(`^[-+]?\\d{1,3}(${g}\\d{3})+(${d}\\d*)?$`).test(s)) s = s.split(sep.group).join('');
  if (sep.decimal !== '.' && s.split(sep.decimal).length === 2) s = s.replace(sep.decimal, '.');
  if (!PLAIN.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** What a number input shows for a stored value: the number with the language's decimal mark, no grouping. */
export function numberText(value: number | string | null | undefined, sep: Separators): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return String(value);
  const plain = String(value);
  return plain.includes('e') ? plain : plain.replace('.', sep.decimal);
}

/** The form value of a typed text: its number when it reads as one, '' when blank, else the text itself. */
export function numberFormValue(text: string, sep: Separators): number | string {
  const n = parseNumberText(text, sep);
  if (n === null) return '';
  return n === undefined ? text : n;
}
