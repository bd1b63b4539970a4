// The words a file may use: field labels and enum labels in any of the
// bundled languages (from the translations), and yes/no in five languages.
// Matching ignores case, accents, surrounding spaces and a trailing '*'
// (templates mark required columns with it).
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { TranslationFile } from '../../../engine/config/types.generated';

export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').replace(/\s*\*$/, '').trim();

const TRUE_WORDS = ['true', 'yes', 'y', '1', 'si', 'sí', 'sì', 'oui', 'o', 'vrai', 'verdadero', 'vero', 'cert', 'x'];
const FALSE_WORDS = ['false', 'no', 'n', '0', 'non', 'faux', 'falso', 'fals'];
export const BOOLEAN_WORDS: ReadonlyMap<string, boolean> = new Map([...TRUE_WORDS.map((w) => [fold(w), true] as const), ...FALSE_WORDS.map((w) => [fold(w), false] as const)]);

/** Yes and no as a file in that language writes them (exports). */
export const YES_NO: Record<string, [string, string]> = { es: ['sí', 'no'], ca: ['sí', 'no'], en: ['yes', 'no'], it: ['sì', 'no'], fr: ['oui', 'non'] };

type Tree = Record<string, unknown>;

function at(tree: unknown, path: string[]): unknown {
  let node = tree;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[key];
  }
  return node;
}

export interface EntityLexicon {
  /** folded header -> field name. */
  fields: Map<string, string>;
  /** field -> folded label or value -> enum value. */
  values: Map<string, Map<string, string>>;
}

/** Words of one entity in every language; the caller's language first, so its labels win a clash. */
export function entityLexicon(entity: CompiledEntity, translations: Readonly<Record<string, TranslationFile>>, language: string): EntityLexicon {
  const languages = [language, ...Object.keys(translations).filter((l) => l !== language)];
  const fields = new Map<string, string>();
  const values = new Map<string, Map<string, string>>();
  const add = <V>(map: Map<string, V>, key: unknown, value: V) => {
    if (typeof key === 'string' && key.trim() && !map.has(fold(key))) map.set(fold(key), value);
  };
  for (const field of entity.fields) add(fields, field.name, field.name);
  for (const field of entity.fields) {
    const words = new Map<string, string>();
    for (const value of field.values ?? []) add(words, value, value);
    for (const lang of languages) {
      const node = at(translations[lang], ['entities', entity.id, 'fields', field.name]) as Tree | undefined;
      add(fields, node?.label, field.name);
      for (const value of field.values ?? []) add(words, at(node, ['values', value]), value);
    }
    if (words.size) values.set(field.name, words);
  }
  return { fields, values };
}

/** A field's label in a language (falls back to the field's name). */
export function fieldLabel(entity: CompiledEntity, field: string, translations: Readonly<Record<string, TranslationFile>>, language: string): string {
  const label = at(translations[language], ['entities', entity.id, 'fields', field, 'label']);
  return typeof label === 'string' && label.trim() ? label : field;
}

/** An enum value's label in a language (falls back to the value). */
export function valueLabel(entity: CompiledEntity, field: string, value: string, translations: Readonly<Record<string, TranslationFile>>, language: string): string {
  const label = at(translations[language], ['entities', entity.id, 'fields', field, 'values', value]);
  return typeof label === 'string' && label.trim() ? label : value;
}
