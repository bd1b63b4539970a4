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

// ---------------------------------------------------------------- catalogue

function roleLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const old = byKey(before.roles, (r) => String(r.id));
  const now = byKey(after.roles, (r) => String(r.id));
  const lines: string[] = [];
  for (const id of sortedUnion(old.keys(), now.keys(), numeric)) {
    const a = old.get(id);
    const b = now.get(id);
    if (!a && b) lines.push(`+ role ${id} ${b.key}: grants ${describeGrants(b.grants)}`);
    else if (a && !b) lines.push(`- role ${id} ${a.key}`);
    else if (a && b) {
      const changes: string[] = [];
      for (const feature of sortedUnion(Object.keys(a.grants), Object.keys(b.grants))) {
        const x = a.grants[feature];
        const y = b.grants[feature];
        if (x === undefined) changes.push(`+${feature}: ${y}`);
        else if (y === undefined) changes.push(`-${feature}`);
        else if (x !== y) changes.push(`${feature} ${x} -> ${y}`);
      }
      const grants = changes.length > 0 ? [`grants ${changes.join(', ')}`] : [];
      const other = (['key', 'icon', 'seesNetworkErrors'] as const).filter((k) => a[k] !== b[k]).map((k) => `${k} ${String(a[k])} -> ${String(b[k])}`);
      if (grants.length + other.length > 0) lines.push(`~ role ${id} ${b.key}: ${[...grants, ...other].join('; ')}`);
    }
  }
  return lines;
}

const describeGrants = (grants: Record<string, string>) =>
  Object.entries(grants)
    .sort(([x], [y]) => compareStrings(x, y))
    .map(([f, level]) => `${f}: ${level}`)
    .join(', ') || 'none';

function featureLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const old = byKey(before.features, (f) => f.id);
  const now = byKey(after.features, (f) => f.id);
  const lines: string[] = [];
  for (const id of sortedUnion(old.keys(), now.keys())) {
    const a = old.get(id);
    const b = now.get(id);
    if (!a && b) lines.push(`+ ${id} (${b.levels.join(', ')})`);
    else if (a && !b) lines.push(`- ${id}`);
    else if (a && b && a.levels.join() !== b.levels.join()) lines.push(`~ ${id}: levels ${a.levels.join(', ')} -> ${b.levels.join(', ')}`);
  }
  return lines;
}

function pluginLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const old = byKey(before.plugins, (p) => p.id);
  const now = byKey(after.plugins, (p) => p.id);
  const lines: string[] = [];
  for (const id of sortedUnion(old.keys(), now.keys())) {
    const a = old.get(id);
    const b = now.get(id);
    if (!a && b) lines.push(`+ ${id} (${b.category}), unlocks ${b.unlocks.join(', ') || 'nothing'}`);
    else if (a && !b) lines.push(`- ${id}`);
    else if (a && b) {
      const changes = [
        listChange('unlocks', a.unlocks, b.unlocks),
        a.category !== b.category ? `category ${a.category} -> ${b.category}` : '',
        a.icon !== b.icon ? `icon ${a.icon} -> ${b.icon}` : '',
      ].filter(Boolean);
      if (changes.length > 0) lines.push(`~ ${id}: ${changes.join('; ')}`);
    }
  }
  const categories = listChange('categories', before.pluginCategories, after.pluginCategories);
  if (categories) lines.push(`~ ${categories}`);
  return lines;
}

function indexLines(before: CompiledConfig, after: CompiledConfig): string[] {
  type Node = Record<string, string>;
  const nodes = (config: CompiledConfig) => {
    const map = new Map<string, Node>();
    for (const s of config.sections) {
      map.set(s.id, { kind: 'section', column: String(s.column), icon: s.icon });
      for (const sub of s.subSections) {
        map.set(sub.id, { kind: 'sub-section', of: s.id });
        for (const g of sub.groups ?? []) map.set(g, { kind: 'group', of: sub.id });
      }
    }
    return map;
  };
  const describe = (n: Node) => (n.kind === 'section' ? `section in column ${n.column}` : `${n.kind} of ${n.of}`);
  const old = nodes(before);
  const now = nodes(after);
  const lines: string[] = [];
  for (const id of sortedUnion(old.keys(), now.keys())) {
    const a = old.get(id);
    const b = now.get(id);
    if (!a && b) lines.push(`+ ${id}: ${describe(b)}`);
    else if (a && !b) lines.push(`- ${id}: ${describe(a)}`);
    else if (a && b) {
      const changes = sortedUnion(Object.keys(a), Object.keys(b))
        .filter((k) => a[k] !== b[k])
        .map((k) => `${k} ${a[k] ?? 'none'} -> ${b[k] ?? 'none'}`);
      if (changes.length > 0) lines.push(`~ ${id}: ${changes.join('; ')}`);
    }
  }
  return lines;
}

function onboardingLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const a = before.onboarding;
  const b = after.onboarding;
  const lines: string[] = [];
  if (a.inviteRole !== b.inviteRole) lines.push(`~ inviteRole: ${a.inviteRole} -> ${b.inviteRole}`);
  const old = byKey(a.steps, (s) => s.key);
  const now = byKey(b.steps, (s) => s.key);
  const describe = (s: (typeof a.steps)[number]) => `step ${s.status} ${s.key} (group ${s.group}, ${s.content}${s.final ? ', final' : ''})`;
  const keys = sortedUnion(old.keys(), now.keys()).sort(
    (x, y) => ((now.get(x) ?? old.get(x))!.status - (now.get(y) ?? old.get(y))!.status) || compareStrings(x, y),
  );
  for (const key of keys) {
    const x = old.get(key);
    const y = now.get(key);
    if (!x && y) lines.push(`+ ${describe(y)}`);
    else if (x && !y) lines.push(`- ${describe(x)}`);
    else if (x && y) {
      const changes = (['status', 'group', 'content', 'final'] as const)
        .filter((k) => x[k] !== y[k])
        .map((k) => `${k} ${String(x[k])} -> ${String(y[k])}`);
      if (changes.length > 0) lines.push(`~ step ${y.status} ${key}: ${changes.join('; ')}`);
    }
  }
  const groups = (o: typeof a) => new Map(o.groups.map((g) => [g.id, `initial ${g.initial}`]));
  const og = groups(a);
  const ng = groups(b);
  for (const id of sortedUnion(og.keys(), ng.keys())) {
    if (!og.has(id)) lines.push(`+ group ${id} (${ng.get(id)})`);
    else if (!ng.has(id)) lines.push(`- group ${id}`);
    else if (og.get(id) !== ng.get(id)) lines.push(`~ group ${id}: ${og.get(id)} -> ${ng.get(id)}`);
  }
  lines.push(...leafChanges({ help: a.help, terms: a.terms, plans: a.plans }, { help: b.help, terms: b.terms, plans: b.plans }));
  return lines;
}

function errorLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const lines: string[] = [];
  if (before.errors.fallback !== after.errors.fallback) lines.push(`~ fallback: ${before.errors.fallback} -> ${after.errors.fallback}`);
  const old = byKey(before.errors.codes, (c) => c.code);
  const now = byKey(after.errors.codes, (c) => c.code);
  for (const code of sortedUnion(old.keys(), now.keys())) {
    const a = old.get(code);
    const b = now.get(code);
    if (!a && b) lines.push(`+ ${code} (${b.status})`);
    else if (a && !b) lines.push(`- ${code}`);
    else if (a && b && a.status !== b.status) lines.push(`~ ${code}: status ${a.status} -> ${b.status}`);
  }
  return lines;
}

// ---------------------------------------------------------------- helpers

function byKey<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(key(item))) map.set(key(item), item);
  return map;
}

const numeric = (a: string, b: string) => Number(a) - Number(b);

function sortedUnion(a: Iterable<string>, b: Iterable<string>, order: (x: string, y: string) => number = compareStrings): string[] {
  return [...new Set([...a, ...b])].sort(order);
}

/** "features +A -B" (order-insensitive), or '' when the sets are equal. */
function listChange(label: string, before: readonly string[], after: readonly string[]): string {
  const added = after.filter((x) => !before.includes(x)).map((x) => `+${x}`);
  const removed = before.filter((x) => !after.includes(x)).map((x) => `-${x}`);
  const parts = [...added, ...removed];
  return parts.length > 0 ? `${label} ${parts.join(' ')}`.trim() : '';
}

/** Leaf-by-leaf changes of two plain objects: "~ favorites.max: 12 -> 10". */
function leafChanges(before: unknown, after: unknown): string[] {
  const leaves = (value: unknown, prefix: string, out: Map<string, string>) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
    } else {
      out.set(prefix, JSON.stringify(value));
    }
    return out;
  };
  const a = leaves(before, '', new Map());
  const b = leaves(after, '', new Map());
  const lines: string[] = [];
  for (const key of sortedUnion(a.keys(), b.keys())) {
    const x = a.get(key);
    const y = b.get(key);
    if (x === undefined) lines.push(`+ ${key}: ${y}`);
    else if (y === undefined) lines.push(`- ${key} (was ${x})`);
    else if (x !== y) lines.push(`~ ${key}: ${x} -> ${y}`);
  }
  return lines;
}
