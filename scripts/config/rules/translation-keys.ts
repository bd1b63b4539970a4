// Every translation the config implies (routes.<id>.title, index.<ID>, ... by
// the conventions of engine/config/compiled.ts translationKeys) and every key
// the engine itself needs (required-ui-keys.ts, via model.requiredUiKeys) must exist, with the right
// shape: text, or a list of strings for keywords.
//
// A key missing from the default language is reported where the config uses
// it; a key present in the default language but missing elsewhere is
// reported by translation-parity, so no problem is reported twice. Likewise
// empty texts: here for the default language, there for the others.
import { translationKeys } from '../../../engine/config/compiled.ts';
import { viewsNeedingNames } from '../../../engine/data/tab-names.ts';
import { i18nFile, SINGLE_FILES } from '../files.ts';
import type { ConfigModel } from '../model.ts';
import type { PathSegment } from '../paths.ts';
import { keySegments, translationFileOf } from '../translations.ts';
import { indexNodes } from './index-nodes.ts';
import { reporter, routeSite, type Rule } from './rule.ts';

export interface KeyUse {
  key: string;
  shape: 'text' | 'list';
  /** Where the config names it. */
  file: string;
  path: PathSegment[];
  /** Point at a key rather than a value (the engine's keys, located in the language file itself). */
  atKey?: boolean;
}

const usesCache = new WeakMap<ConfigModel, KeyUse[]>();

/** translationUses, computed once per model (two rules need it). */
export function cachedTranslationUses(model: ConfigModel): KeyUse[] {
  let uses = usesCache.get(model);
  if (!uses) {
    uses = translationUses(model);
    usesCache.set(model, uses);
  }
  return uses;
}

export function translationUses(model: ConfigModel): KeyUse[] {
  const { config } = model;
  const uses: KeyUse[] = [];
  const use = (key: string, file: string, path: PathSegment[], shape: KeyUse['shape'] = 'text', atKey = false) =>
    uses.push({ key, shape, file, path, atKey });

  config.routes.forEach((route, i) => {
    const site = routeSite(model, i);
    const at = [...site.path, 'id'];
    use(translationKeys.routeTitle(route.id), site.file, at);
    use(translationKeys.routeDescription(route.id), site.file, at);
    use(translationKeys.routeKeywords(route.id), site.file, at, 'list');
  });
  for (const node of indexNodes(model)) use(translationKeys.indexNode(node.id), SINGLE_FILES.sections, node.path);
  config.roles.forEach((role, i) => use(translationKeys.role(role.key), SINGLE_FILES.roles, ['roles', i, 'key']));
  config.features.forEach((feature, i) => use(translationKeys.feature(feature.id), SINGLE_FILES.features, ['features', i, 'id']));
  config.plugins.forEach((plugin, i) => {
    use(translationKeys.pluginName(plugin.id), SINGLE_FILES.plugins, ['plugins', i, 'id']);
    use(translationKeys.pluginDescription(plugin.id), SINGLE_FILES.plugins, ['plugins', i, 'id']);
  });
  config.pluginCategories.forEach((category, i) => use(translationKeys.pluginCategory(category), SINGLE_FILES.plugins, ['categories', i]));
  config.onboarding.steps.forEach((step, i) => {
    use(translationKeys.stepTitle(step.key), SINGLE_FILES.onboarding, ['steps', i, 'key']);
    use(translationKeys.stepSubtitle(step.key), SINGLE_FILES.onboarding, ['steps', i, 'key']);
  });
  config.onboarding.groups.forEach((group, i) => use(translationKeys.onboardingGroup(group.id), SINGLE_FILES.onboarding, ['groups', i, 'id']));
  config.onboarding.plans.forEach((plan, i) => use(translationKeys.planName(plan.id), SINGLE_FILES.onboarding, ['plans', i, 'id']));
  config.errors.codes.forEach((code, i) => use(translationKeys.errorHeader(code.code), SINGLE_FILES.errors, ['codes', i, 'code']));
  for (const entity of config.entities) {
    use(translationKeys.entityName(entity.id), entity.source, ['id']);
    use(translationKeys.entityPlural(entity.id), entity.source, ['id']);
    for (const field of entity.fields) {
      use(translationKeys.fieldLabel(entity.id, field.name), entity.source, ['fields', field.name], 'text', true);
      field.values?.forEach((value, k) => use(translationKeys.enumValue(entity.id, field.name, value), entity.source, ['fields', field.name, 'values', k]));
    }
  }
  config.routes.forEach((route, i) => {
    const site = routeSite(model, i);
    // Tabs that would read alike without a name ("Report", "Report") must have one.
    for (const v of viewsNeedingNames(route.views)) use(translationKeys.routeView(route.id, v), site.file, [...site.path, 'views', v]);
    route.views.forEach((view, v) => {
      view.report?.measures.forEach((m, k) => use(translationKeys.reportMeasure(route.id, m.id), site.file, [...site.path, 'views', v, 'measures', k, 'id']));
      view.grid?.measures.forEach((m, k) => use(translationKeys.gridMeasure(route.id, m.id), site.file, [...site.path, 'views', v, 'grid', 'measures', k, 'id']));
      view.grid?.hierarchies.forEach((h, k) => {
        use(translationKeys.gridHierarchy(route.id, h.id), site.file, [...site.path, 'views', v, 'grid', 'hierarchies', k, 'id']);
        h.levels.forEach((path, l) => use(translationKeys.gridLevel(route.id, path), site.file, [...site.path, 'views', v, 'grid', 'hierarchies', k, 'levels', l]));
      });
    });
  });
  // Engine keys have no use site in the config: point into the default
  // language file, at the nearest existing parent (e.g. `messages:`).
  const defaultFile = i18nFile(model.languages.default);
  for (const key of model.requiredUiKeys) use(key, defaultFile, keySegments(key), 'text', true);
  return uses;
}

export const translationKeysRule: Rule = (model, at) => {
  const r = reporter(at);
  const { default: fallback, bundled } = model.languages;
  const seen = new Set<string>();
  const tables = bundled.map((lang) => ({ lang, table: model.translations[lang] }));
  const fallbackTable = model.translations[fallback];
  if (!fallbackTable) return []; // the default language is not bundled: rules/languages.ts says so
  for (const use of cachedTranslationUses(model)) {
    if (seen.has(use.key)) continue; // a repeated id is the uniqueness rules' problem
    seen.add(use.key);
    if (!fallbackTable.has(use.key)) {
      const missing = tables.filter(({ table }) => !table?.has(use.key)).map(({ lang }) => i18nFile(lang));
      r.report(use.file, use.path, 'missing-translation', `missing translation "${use.key}" in ${missing.join(', ')}`, { key: use.atKey });
    }
    // The shape is known for these keys, so it is checked in every language
    // here (translation-parity compares the shapes of all other keys).
    for (const { lang, table } of tables) {
      const leaf = table?.get(use.key);
      if (leaf === undefined) continue;
      const problem =
        use.shape === 'list' && !Array.isArray(leaf) ? 'expected a list of keywords (e.g. [forecast, demand]), got a text'
        : use.shape === 'text' && Array.isArray(leaf) ? 'expected a text, got a list'
        : lang === fallback && typeof leaf === 'string' && leaf.trim() === '' ? 'empty translation'
        : undefined;
      if (problem) {
        r.report(translationFileOf(model.translationFiles, lang, use.key, i18nFile(lang)), keySegments(use.key), problem === 'empty translation' ? 'empty-translation' : 'translation-shape', problem, { key: true });
      }
    }
  }
  return r.problems;
};
