// Fetches one language's compiled translations. Kept apart from i18next so the
// failure path (a missing or broken file) is easy to test with a fake fetch.
import type { LanguageCode } from '../config/compiled';
import type { TranslationFile } from '../config/types.generated';
import { translationPath } from './language';

export class TranslationLoadError extends Error {
  constructor(readonly lang: LanguageCode, readonly cause: unknown) {
    super(`Error loading translation file for "${lang}"`);
    this.name = 'TranslationLoadError';
  }
}

/** The part of fetch the loader uses (the first load's early fetch fits, engine/http/early-fetch.ts). */
export type TranslationFetch = (url: string, init: RequestInit) => Promise<Response>;

export async function loadTranslationFile(
  lang: LanguageCode,
  fetchFn: TranslationFetch = (url, init) => fetch(url, init),
  base = '/',
): Promise<TranslationFile> {
  let response: Response;
  try {
    response = await fetchFn(translationPath(lang, base), { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new TranslationLoadError(lang, error);
  }
  if (!response.ok) throw new TranslationLoadError(lang, new Error(`HTTP ${response.status}`));
  try {
    const body = (await response.json()) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not a translation object');
    return body as TranslationFile;
  } catch (error) {
    throw new TranslationLoadError(lang, error);
  }
}
