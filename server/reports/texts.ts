// Translations on the server, for the headers and values of report exports
// in the caller's language. They are the same texts the browser gets: the
// bundles the config build wrote, read at start-up (server/compiled-config.ts)
// and handed to the server; a key missing in the caller's language falls
// back to the default one.
import type { TranslationFile } from '../../engine/config/types.generated';

export type Translations = Readonly<Record<string, TranslationFile>>;
/** The text of a key, or undefined when no language has it. */
export type Translate = (key: string, vars?: Readonly<Record<string, string | number>>) => string | undefined;

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
