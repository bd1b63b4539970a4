// Translation files are nested maps; rules and config:diff compare them as
// flat "dotted key -> leaf" maps (routes.forecasts.title -> "Forecasts").
import type { TranslationFile } from '../../engine/config/types.generated.ts';

/** A leaf: a translated string, or a list of strings (keywords). */
export type TranslationLeaf = string | string[];

export type FlatTranslations = Map<string, TranslationLeaf>;

export function flattenTranslations(file: TranslationFile): FlatTranslations {
  const out: FlatTranslations = new Map();
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const full = prefix === '' ? key : `${prefix}.${key}`;
      if (typeof value === 'string' || Array.isArray(value)) out.set(full, value as TranslationLeaf);
      else if (value !== null && typeof value === 'object') walk(value as Record<string, unknown>, full);
    }
  };
  walk(file, '');
  return out;
}

/** 'routes.forecasts.title' -> ['routes', 'forecasts', 'title'] (keys never contain dots: see i18n.schema.json). */
export const keySegments = (key: string): string[] => key.split('.');

/** {{placeholders}} of a leaf, sorted, for comparing languages. */
export function placeholders(leaf: TranslationLeaf): string[] {
  const text = Array.isArray(leaf) ? leaf.join('\n') : leaf;
  return [...new Set(text.match(/\{\{\s*[\w.-]+\s*\}\}/g)?.map((p) => p.replace(/\s+/g, '')) ?? [])].sort();
}
