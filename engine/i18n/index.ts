// The interface's i18next instance. Languages are loaded on demand from
// /assets/i18n/<lang>.json (compiled from config/i18n/*.yaml by the Vite
// plugin); a language that fails to load is reported once through
// onLoadError and the interface falls back to the default language.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../config/compiled';
import { isBundled } from './language';
import { rememberLanguage } from './last-language';
import { loadTranslationFile, type TranslationFetch } from './loader';

export { resolveLanguage, isBundled, translationPath } from './language';
export { loadTranslationFile, TranslationLoadError, type TranslationFetch } from './loader';
export { LAST_LANGUAGE_KEY, rememberedLanguage } from './last-language';

export interface I18nOptions {
  defaultLanguage: LanguageCode;
  languages: readonly LanguageCode[];
  /** Called when a language file cannot be loaded (after console.error). */
  onLoadError?: (lang: LanguageCode, error: unknown) => void;
  fetch?: TranslationFetch;
  base?: string;
}

export interface I18nController {
  i18n: I18n;
  /** Loads (once) and applies a language; resolves to the language actually applied. */
  setLanguage(lang: string | null | undefined): Promise<LanguageCode>;
  readonly language: LanguageCode;
}

const NAMESPACE = 'translation';

export function createI18n(options: I18nOptions): I18nController {
  const i18n = i18next.createInstance();
  const inFlight = new Map<LanguageCode, Promise<void>>();
  let current: LanguageCode = options.defaultLanguage;
  void i18n.use(initReactI18next).init({
    lng: options.defaultLanguage,
    fallbackLng: options.defaultLanguage,
    supportedLngs: [...options.languages],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: {},
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: false },
    initAsync: false,
  });

  function ensureLoaded(lang: LanguageCode): Promise<void> {
    if (i18n.hasResourceBundle(lang, NAMESPACE)) return Promise.resolve();
    let pending = inFlight.get(lang);
    if (!pending) {
      pending = loadTranslationFile(lang, options.fetch, options.base)
        .then((bundle) => { i18n.addResourceBundle(lang, NAMESPACE, bundle, true, true); })
        .finally(() => inFlight.delete(lang));
      inFlight.set(lang, pending);
    }
    return pending;
  }

  async function setLanguage(requested: string | null | undefined): Promise<LanguageCode> {
    const lang = isBundled(requested, options.languages) ? requested : options.defaultLanguage;
    try {
      await ensureLoaded(lang);
      current = lang;
    } catch (error) {
      console.error('Error loading translation file', lang, error);
      if (lang !== options.defaultLanguage) {
        // Fall back to the default language; if even that fails the keys show.
        await ensureLoaded(options.defaultLanguage).catch((e) => console.error('Error loading translation file', options.defaultLanguage, e));
      }
      current = options.defaultLanguage;
      options.onLoadError?.(lang, error);
    }
    if (i18n.language !== current) await i18n.changeLanguage(current);
    rememberLanguage(current);
    if (typeof document !== 'undefined') document.documentElement.lang = current;
    return current;
  }

  return {
    i18n,
    setLanguage,
    get language() { return current; },
  };
}
