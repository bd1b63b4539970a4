import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadTranslationFile, resolveLanguage, TranslationLoadError, translationPath } from '../../../engine/i18n';

const bundled = ['es', 'ca', 'en', 'it', 'fr'] as const;

function fakeFetch(files: Record<string, unknown>) {
  return vi.fn(async (url: string) => {
    const lang = /\/assets\/i18n\/(\w+)\.json$/.exec(url)?.[1] ?? '';
    if (!(lang in files)) return new Response('not found', { status: 404 });
    const body = files[lang];
    if (body instanceof Error) throw body;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  }) as unknown as typeof fetch;
}

describe('language choice', () => {
  it('takes the first bundled candidate, else the default', () => {
    expect(resolveLanguage(['en'], bundled, 'es')).toBe('en');
    expect(resolveLanguage([null, undefined, 'de', 'it'], bundled, 'es')).toBe('it');
    expect(resolveLanguage(['de'], bundled, 'es')).toBe('es');
    expect(resolveLanguage([], bundled, 'es')).toBe('es');
  });

  it('builds the translation path', () => {
    expect(translationPath('fr')).toBe('/assets/i18n/fr.json');
    expect(translationPath('fr', '/app')).toBe('/app/assets/i18n/fr.json');
  });
});

describe('translation loader', () => {
  it('returns the parsed file', async () => {
    await expect(loadTranslationFile('en', fakeFetch({ en: { a: 'b' } }))).resolves.toEqual({ a: 'b' });
  });

  it('fails with TranslationLoadError on HTTP errors, network errors and bad JSON', async () => {
    await expect(loadTranslationFile('fr', fakeFetch({}))).rejects.toBeInstanceOf(TranslationLoadError);
    await expect(loadTranslationFile('fr', fakeFetch({ fr: new TypeError('Failed to fetch') }))).rejects.toBeInstanceOf(TranslationLoadError);
    await expect(loadTranslationFile('fr', fakeFetch({ fr: '{oops' }))).rejects.toBeInstanceOf(TranslationLoadError);
    await expect(loadTranslationFile('fr', fakeFetch({ fr: '[1,2]' }))).rejects.toBeInstanceOf(TranslationLoadError);
  });
});

describe('createI18n', () => {
  const files = {
    es: { messages: { hello: 'Hola {{name}}', translationLoadError: 'Error al cargar el archivo de traducción' } },
    en: { messages: { hello: 'Hello {{name}}' } },
  };

  it('loads a language once and applies it', async () => {
    const fetchFn = fakeFetch(files);
    const c = createI18n({ defaultLanguage: 'es', languages: bundled, fetch: fetchFn });
    await expect(c.setLanguage('en')).resolves.toBe('en');
    expect(c.i18n.t('messages.hello', { name: 'Ana' })).toBe('Hello Ana');
    await c.setLanguage('en');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await c.setLanguage('es');
    expect(c.i18n.t('messages.hello', { name: 'Ana' })).toBe('Hola Ana');
    expect(c.language).toBe('es');
  });

  it('an unbundled language gives the default', async () => {
    const c = createI18n({ defaultLanguage: 'es', languages: bundled, fetch: fakeFetch(files) });
    await expect(c.setLanguage('de')).resolves.toBe('es');
    await expect(c.setLanguage(null)).resolves.toBe('es');
  });

  it('a failed load logs "Error loading translation file", reports it in the default language and falls back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLoadError = vi.fn();
    const c = createI18n({ defaultLanguage: 'es', languages: bundled, fetch: fakeFetch(files), onLoadError });
    await expect(c.setLanguage('fr')).resolves.toBe('es');
    expect(error).toHaveBeenCalledWith('Error loading translation file', 'fr', expect.any(TranslationLoadError));
    expect(onLoadError).toHaveBeenCalledWith('fr', expect.any(TranslationLoadError));
    // the report can already be translated in the fallback language
    expect(c.i18n.t('messages.translationLoadError')).toBe('Error al cargar el archivo de traducción');
    error.mockRestore();
  });
});
