// Which language the interface uses: a pure decision, unit-tested. The
// signed-in user's Language wins; before sign-in the choice made on the
// auth pages (kept in localStorage); else the configured default (es).
import type { LanguageCode } from '../config/compiled';

export function isBundled(candidate: unknown, bundled: readonly LanguageCode[]): candidate is LanguageCode {
  return typeof candidate === 'string' && (bundled as readonly string[]).includes(candidate);
}

/** The first candidate that is a bundled language, else the default. */
export function resolveLanguage(
  candidates: ReadonlyArray<string | null | undefined>,
  bundled: readonly LanguageCode[],
  fallback: LanguageCode,
): LanguageCode {
  for (const candidate of candidates) if (isBundled(candidate, bundled)) return candidate;
  return fallback;
}

/** The path of a language's compiled translation file (specification: assets/i18n/{lang}.json). */
export function translationPath(lang: LanguageCode, base = '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}assets/i18n/${lang}.json`;
}
