// The language the interface last used, kept in localStorage so the next
// first load can ask for its translations at once (engine/shell/boot.ts),
// before the profile that names the user's language has come. A guess: when
// the profile names another language, that one is loaded and the guess is
// left unused.
import type { LanguageCode } from '../config/compiled';
import { isBundled } from './language';

export const LAST_LANGUAGE_KEY = 'sop.lastLanguage';

export function rememberLanguage(lang: LanguageCode): void {
  try {
    localStorage.setItem(LAST_LANGUAGE_KEY, lang);
  } catch {
    // No storage (private mode, tests without a DOM): the next load only loses its head start.
  }
}

/** The language kept, if one of `bundled` (without the list, before the config has come: if it looks like a code). */
export function rememberedLanguage(bundled?: readonly LanguageCode[]): LanguageCode | null {
  try {
    const lang = localStorage.getItem(LAST_LANGUAGE_KEY);
    if (bundled) return isBundled(lang, bundled) ? lang : null;
    return lang && /^[a-z]{2,3}$/.test(lang) ? (lang as LanguageCode) : null;
  } catch {
    return null;
  }
}
