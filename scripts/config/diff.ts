// config:diff: what a change to config/ means for the product, for a reviewer
// who should not have to read YAML hunks. Both sides are compiled by the same
// loader, so formatting, comments, key order and defaults written out or left
// implicit never show up; only changes in behaviour or wording do.
import type { CompiledConfig, CompiledRoute } from '../../engine/config/compiled.ts';
import type { TranslationFile } from '../../engine/config/types.generated.ts';
import { countRisks, diffEntities, formatEntityChange, type EntityChange, type LineOf } from './entity-diff.ts';
import { i18nFile, type ConfigFiles } from './files.ts';
import { formatProblem, loadConfigFromFiles } from './load.ts';
import { parseForPositions } from './parse.ts';
import { createLocator, type SourceDoc } from './positions.ts';
import { compareStrings } from './problems.ts';
import { errorLines, featureLines, indexLines, onboardingLines, pluginLines, roleLines } from './diff-catalogue.ts';
import { byKey, leafChanges, listChange, sortedUnion } from './diff-helpers.ts';
import { flattenTranslations, type FlatTranslations, type TranslationLeaf } from './translations.ts';

export interface DiffSide {
  config: CompiledConfig;
  translations: Record<string, TranslationFile>;
  /** Lines of paths in this side's files (entity changes name file:line); fields' own lines without it. */
  lineOf?: LineOf;
}

/** A locator over one side's files, parsing a file only when a change points into it. */
function lineLocator(files: ConfigFiles): LineOf {
  const sources = new Map<string, SourceDoc | undefined>();
  const locate = createLocator((file) => {
    if (!sources.has(file)) {
      const text = files.get(file);
      sources.set(file, text === undefined ? undefined : parseForPositions(text));
    }
    return sources.get(file);
  });
  return (file, path) => locate(file, path).line;
}

/** Compiles one side. A side with only cross-reference problems still diffs (its draft); notes say so. */
export async function loadDiffSide(
  files: ConfigFiles,
  label: string,
  options: { requiredUiKeys?: readonly string[] } = {},
): Promise<{ side: DiffSide | null; notes: string[] }> {
  const result = await loadConfigFromFiles(files, { pages: null, requiredUiKeys: options.requiredUiKeys });
  const count = `${result.problems.length} config problem${result.problems.length === 1 ? '' : 's'}`;
  if (!result.draft) {
    return { side: null, notes: [`${label} cannot be compiled (${count}):`, ...result.problems.map((p) => `  ${formatProblem(p)}`)] };
  }
  const notes = result.problems.length > 0 ? [`note: ${label} has ${count}; run config:check on it`] : [];
  return { side: { config: result.draft, translations: result.translations, lineOf: lineLocator(files) }, notes };
}

interface Section {
  heading: string;
  lines: string[];
  /** Shown after the heading instead of the line count. */
  count?: string;
}

export interface DiffReport {
  /** Sections with at least one line, in print order. */
  sections: Section[];
  /** Every entity change, flagged (also printed as the Entities section). */
  entities: EntityChange[];
}

export function diffConfigs(before: DiffSide, after: DiffSide): string {
  return formatDiff(diffReport(before, after));
}

export function formatDiff(report: DiffReport): string {
  const { sections } = report;
  if (sections.length === 0) return 'no semantic changes\n';
  return `${sections.map((s) => `${s.heading} (${s.count ?? s.lines.length})\n${s.lines.map((l) => `  ${l}`).join('\n')}`).join('\n\n')}\n`;
}

/** The closing line: how much changed, and how many entity changes are risky or touch security. */
export function diffSummary(report: DiffReport): string {
  const total = report.sections.reduce((n, s) => n + s.lines.length, 0);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const head = `${plural(total, 'change')} in ${plural(report.sections.length, 'section')}`;
  if (report.entities.length === 0) return head;
  const risks = countRisks(report.entities);
  return `${head}; entities: ${risks.risky} risky, ${risks.security} security, ${risks.safe} safe`;
}

export function diffReport(before: DiffSide, after: DiffSide): DiffReport {
  const entities = diffEntities(before.config.entities, after.config.entities, { lineBefore: before.lineOf, lineAfter: after.lineOf });
  const sections: Section[] = [
    ...routeSections(before.config, after.config),
    entitySection(entities),
    keywordSection(before, after),
    ...translationSections(before, after),
    { heading: 'Roles', lines: roleLines(before.config, after.config) },
    { heading: 'Features', lines: featureLines(before.config, after.config) },
    { heading: 'Plugins', lines: pluginLines(before.config, after.config) },
    { heading: 'Index sections', lines: indexLines(before.config, after.config) },
    { heading: 'Onboarding', lines: onboardingLines(before.config, after.config) },
    { heading: 'Error codes', lines: errorLines(before.config, after.config) },
    { heading: 'App settings', lines: leafChanges(before.config.app, after.config.app) },
  ].filter((s) => s.lines.length > 0);
  return { sections, entities };
}

/** "Entities (7: 2 risky, 1 security)", one flagged line per change. */
function entitySection(changes: readonly EntityChange[]): Section {
  const risks = countRisks(changes);
  return { heading: 'Entities', lines: changes.map(formatEntityChange), count: `${changes.length}: ${risks.risky} risky, ${risks.security} security` };
}

// ---------------------------------------------------------------- routes

const placement = (r: CompiledRoute) => (r.section === null ? 'not in the index' : [r.section, r.subSection, r.group].filter(Boolean).join(' > '));

function routeSections(before: CompiledConfig, after: CompiledConfig): Section[] {
  const old = byKey(before.routes, (r) => r.id);
  const now = byKey(after.routes, (r) => r.id);
  const added: string[] = [];
  const removed: string[] = [];
  const moved: string[] = [];
  const paths: string[] = [];
  const permissions: string[] = [];
  const settings: string[] = [];
  for (const id of sortedUnion(old.keys(), now.keys())) {
    const a = old.get(id);
    const b = now.get(id);
    if (!a && b) {
      added.push(`+ ${id}: ${b.path}, ${placement(b)}${b.enabled ? '' : ', disabled'}${describePermissions(b)} (${b.source})`);
      continue;
    }
    if (a && !b) {
      removed.push(`- ${id}: ${a.path} (${a.source})`);
      continue;
    }
    if (!a || !b) continue;
    if (placement(a) !== placement(b)) moved.push(`~ ${id}: ${placement(a)} -> ${placement(b)}`);
    if (a.path !== b.path) paths.push(`~ ${id}: ${a.path} -> ${b.path}`);
    const perms = [
      listChange('features', a.permissions.features, b.permissions.features),
      a.permissions.level !== b.permissions.level ? `level ${a.permissions.level} -> ${b.permissions.level}` : '',
      listChange('plugins', a.permissions.plugins, b.permissions.plugins),
    ].filter(Boolean);
    if (perms.length > 0) permissions.push(`~ ${id}: ${perms.join('; ')}`);
    const flags = (['enabled', 'menu', 'public', 'page', 'expand'] as const)
      .filter((k) => a[k] !== b[k])
      .map((k) => `${k} ${String(a[k] ?? 'none')} -> ${String(b[k] ?? 'none')}`);
    if (a.source !== b.source) flags.push(`file ${a.source} -> ${b.source}`);
    if (flags.length > 0) settings.push(`~ ${id}: ${flags.join('; ')}`);
  }
  return [
    { heading: 'Routes added', lines: added },
    { heading: 'Routes removed', lines: removed },
    { heading: 'Routes moved', lines: moved },
    { heading: 'Route paths changed', lines: paths },
    { heading: 'Route permissions changed', lines: permissions },
    { heading: 'Route settings changed', lines: settings },
  ];
}

function describePermissions(r: CompiledRoute): string {
  const parts = [
    r.permissions.features.length > 0 ? `features ${r.permissions.features.join(', ')} (${r.permissions.level})` : '',
    r.permissions.plugins.length > 0 ? `plugins ${r.permissions.plugins.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
}

// ---------------------------------------------------------------- translations

const KEYWORDS = /^routes\.([^.]+)\.keywords$/;

function languagesOf(before: DiffSide, after: DiffSide): string[] {
  const ordered = [...after.config.app.languages.bundled, ...before.config.app.languages.bundled];
  return [...new Set([...ordered, ...Object.keys(before.translations), ...Object.keys(after.translations)])];
}

function flat(side: DiffSide, lang: string): FlatTranslations {
  const file = side.translations[lang];
  return file ? flattenTranslations(file) : new Map();
}

function keywordSection(before: DiffSide, after: DiffSide): Section {
  const lines: string[] = [];
  const byRoute = new Map<string, string[]>();
  for (const lang of languagesOf(before, after)) {
    const old = flat(before, lang);
    const now = flat(after, lang);
    for (const key of sortedUnion(old.keys(), now.keys())) {
      const id = KEYWORDS.exec(key)?.[1];
      if (!id) continue;
      const change = listChange('', asList(old.get(key)), asList(now.get(key))).trim();
      if (change) byRoute.set(id, [...(byRoute.get(id) ?? []), `[${lang}] ${change}`]);
    }
  }
  for (const id of [...byRoute.keys()].sort(compareStrings)) lines.push(`~ ${id}: ${byRoute.get(id)!.join('; ')}`);
  return { heading: 'Keywords changed', lines };
}

function translationSections(before: DiffSide, after: DiffSide): Section[] {
  const fallbackNow = after.config.app.languages.default;
  const fallbackThen = before.config.app.languages.default;
  const defaultNow = flat(after, fallbackNow);
  const defaultThen = flat(before, fallbackThen);
  return languagesOf(before, after).map((lang) => {
    const old = flat(before, lang);
    const now = flat(after, lang);
    const lines: string[] = [];
    for (const key of sortedUnion(old.keys(), now.keys())) {
      if (KEYWORDS.test(key)) continue;
      const a = old.get(key);
      const b = now.get(key);
      if (a === undefined && b !== undefined) lines.push(`+ ${key}: ${show(b)}`);
      else if (a !== undefined && b === undefined) {
        // Still in the default language: reported below as missing here.
        if (lang === fallbackNow || !defaultNow.has(key)) lines.push(`- ${key} (was ${show(a)})`);
      }
      else if (a !== undefined && b !== undefined && show(a) !== show(b)) lines.push(`~ ${key}: ${show(a)} -> ${show(b)}`);
    }
    // Keys the default language has and this one lacks, that it did not lack before.
    if (lang !== fallbackNow) {
      for (const key of [...defaultNow.keys()].sort(compareStrings)) {
        if (!now.has(key) && !(defaultThen.has(key) && !old.has(key))) {
          lines.push(`! ${key}: missing (present in ${i18nFile(fallbackNow)})`);
        }
      }
    }
    return { heading: `Translations ${lang} (${i18nFile(lang)})`, lines };
  });
}

const asList = (leaf: TranslationLeaf | undefined): string[] => (leaf === undefined ? [] : Array.isArray(leaf) ? leaf : [leaf]);
const show = (leaf: TranslationLeaf) => (Array.isArray(leaf) ? `[${leaf.map((s) => JSON.stringify(s)).join(', ')}]` : JSON.stringify(leaf));
