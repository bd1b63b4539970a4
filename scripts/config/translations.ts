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

export interface MergedTranslations {
  tree: TranslationFile;
  flat: FlatTranslations;
  /** Key -> file, for the keys of every file but the first (the language's main file). */
  fileOf: Map<string, string>;
  /** A key (or a subtree and a leaf) given by two files. */
  clashes: Array<{ file: string; path: string[]; firstFile: string }>;
}

/**
 * One language's translation files (config/i18n/<lang>.yaml first, then its
 * parts config/i18n/<lang>/*.yaml) as one tree. A key may be given once.
 */
export function mergeTranslationParts(parts: ReadonlyArray<{ file: string; value: TranslationFile }>): MergedTranslations {
  const tree: TranslationFile = {};
  const flat: FlatTranslations = new Map();
  const fileOf = new Map<string, string>();
  const owner = new Map<string, string>(); // dotted path of a leaf or subtree -> first file
  const clashes: MergedTranslations['clashes'] = [];
  parts.forEach(({ file, value }, index) => {
    const walk = (source: Record<string, unknown>, target: Record<string, unknown>, prefix: string[]) => {
      for (const [key, child] of Object.entries(source)) {
        const path = [...prefix, key];
        const dotted = path.join('.');
        const isLeaf = typeof child === 'string' || Array.isArray(child);
        const existing = target[key];
        if (existing !== undefined && (isLeaf || typeof existing === 'string' || Array.isArray(existing))) {
          clashes.push({ file, path, firstFile: owner.get(dotted) ?? parts[0].file });
          continue;
        }
        if (isLeaf) {
          target[key] = child;
          flat.set(dotted, child as TranslationLeaf);
          owner.set(dotted, file);
          if (index > 0) fileOf.set(dotted, file);
        } else if (child !== null && typeof child === 'object') {
          if (existing === undefined) owner.set(dotted, file);
          const node = (existing ?? (target[key] = {})) as Record<string, unknown>;
          walk(child as Record<string, unknown>, node, path);
        }
      }
    };
    walk(value, tree, []);
  });
  return { tree, flat, fileOf, clashes };
}

/** The file that holds a key of a language (its main file when no part does). */
export function translationFileOf(translationFiles: Record<string, ReadonlyMap<string, string>>, lang: string, key: string, mainFile: string): string {
  return translationFiles[lang]?.get(key) ?? mainFile;
}
