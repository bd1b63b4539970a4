// Translations on the server, for the headers and values of report exports
// in the caller's language. They are the same texts the browser gets
// (config/i18n, merged by the config loader), read once per process on first
// use; a key missing in the caller's language falls back to the default one.
import type { TranslationFile } from '../../engine/config/types.generated';
import { loadConfig } from '../../scripts/config/load';

export type Translations = Readonly<Record<string, TranslationFile>>;
/** The text of a key, or undefined when no language has it. */
export type Translate = (key: string, vars?: Readonly<Record<string, string | number>>) => string | undefined;

let loaded: Promise<Translations> | undefined;

/** The project's translations (config/i18n), loaded once. */
export function projectTranslations(root = process.cwd()): Promise<Translations> {
  loaded ??= loadConfig({ root }).then((r) => r.translations, () => ({}));
  return loaded;
}

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translator(translations: Translations, language: string, fallback: string): Translate {
  return (key, vars) => {
    const text = lookup(translations[language], key) ?? lookup(translations[fallback], key);
    if (text === undefined || !vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (vars[name] !== undefined ? String(vars[name]) : whole));
  };
}
