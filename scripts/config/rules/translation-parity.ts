// Every language has exactly the default language's keys, with the same shape
// (text or list) and the same {{placeholders}}; otherwise some users see raw
// keys or broken sentences. A key missing from another language is reported
// at the key in the default language file, naming the file that lacks it.
import { didYouMean } from '../did-you-mean.ts';
import { i18nFile } from '../files.ts';
import { keySegments, placeholders, translationFileOf } from '../translations.ts';
import { reporter, type Rule } from './rule.ts';
import { cachedTranslationUses } from './translation-keys.ts';

/** Cheap pre-check: most texts have no {{placeholder}} at all. */
const mayHavePlaceholders = (leaf: string | string[]) => (Array.isArray(leaf) ? leaf.some((s) => s.includes('{{')) : leaf.includes('{{'));

export const translationParity: Rule = (model, at) => {
  const r = reporter(at);
  const { default: fallback, bundled } = model.languages;
  const base = model.translations[fallback];
  if (!base) return [];
  const baseFile = i18nFile(fallback);
  const fileOf = (lang: string, key: string) => translationFileOf(model.translationFiles, lang, key, i18nFile(lang));
  /** config/i18n/es/x.yaml -> config/i18n/ca/x.yaml: where a key of a part belongs in another language. */
  const counterpart = (file: string, lang: string) =>
    file === baseFile ? i18nFile(lang) : file.replace(`/${fallback}/`, `/${lang}/`);
  // Suggestions come from the keys beside it (same parent): a typo is local,
  // and comparing with all 30,000 keys of a big file would be slow.
  let byParent: Map<string, string[]> | undefined;
  const siblings = (key: string): string[] => {
    if (!byParent) {
      byParent = new Map();
      for (const k of base.keys()) {
        const parent = k.slice(0, k.lastIndexOf('.') + 1);
        const list = byParent.get(parent);
        if (list) list.push(k);
        else byParent.set(parent, [k]);
      }
    }
    return byParent.get(key.slice(0, key.lastIndexOf('.') + 1)) ?? [];
  };
  // Keys whose shape the config dictates are checked by translation-keys.
  const shaped = new Set(cachedTranslationUses(model).map((use) => use.key));
  for (const lang of bundled) {
    const other = model.translations[lang];
    if (lang === fallback || !other) continue;
    for (const [key, leaf] of base) {
      const theirs = other.get(key);
      const ours = fileOf(fallback, key);
      const file = fileOf(lang, key);
      if (theirs === undefined) {
        r.report(ours, keySegments(key), 'translation-missing', `missing in ${counterpart(ours, lang)}`, { key: true });
      } else if (Array.isArray(leaf) !== Array.isArray(theirs)) {
        if (shaped.has(key)) continue;
        r.report(file, keySegments(key), 'translation-shape',
          `is ${Array.isArray(theirs) ? 'a list' : 'a text'} here but ${Array.isArray(leaf) ? 'a list' : 'a text'} in ${ours}`, { key: true });
      } else if (typeof theirs === 'string' && theirs.trim() === '' && typeof leaf === 'string' && leaf.trim() !== '') {
        r.report(file, keySegments(key), 'empty-translation', `empty translation (${ours} has one)`, { key: true });
      } else if (mayHavePlaceholders(leaf) || mayHavePlaceholders(theirs)) {
        const expected = placeholders(leaf).join(', ');
        const found = placeholders(theirs).join(', ');
        if (expected !== found) {
          r.report(file, keySegments(key), 'translation-placeholders',
            `placeholders differ from ${ours}: expected ${expected || 'none'}, found ${found || 'none'}`, { key: true });
        }
      }
    }
    for (const key of other.keys()) {
      if (!base.has(key)) {
        const suggestion = didYouMean(key, siblings(key));
        const theirFile = fileOf(lang, key);
        const ourFile = theirFile === i18nFile(lang) ? baseFile : theirFile.replace(`/${lang}/`, `/${fallback}/`);
        r.report(theirFile, keySegments(key), 'translation-extra',
          `not in the default language file ${ourFile}; add it there or remove it here${suggestion}`, { key: true });
      }
    }
  }
  return r.problems;
};
