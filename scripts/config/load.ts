// The one config loader, for the CLI (config:check, config:build), the Vite
// plugin and the server at start-up: read config/*.yaml, report every problem
// with file:line:column (YAML syntax, JSON Schema, cross-reference rules), and
// compile the result. `config` is null whenever there is any problem, so no
// caller can run on a half-valid config.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import type { TranslationFile } from '../../engine/config/types.generated.ts';
import { compileConfig, type RawConfig } from './compile.ts';
import {
  entityFiles,
  i18nFile,
  i18nPartFiles,
  readConfigFiles,
  ROUTES_DIR,
  routeFiles,
  scanPages,
  SINGLE_FILES,
  SINGLE_KINDS,
  toConfigFiles,
  type ConfigFiles,
} from './files.ts';
import type { ConfigModel } from './model.ts';
import { parseForPositions, parseYaml, type ParsedFile } from './parse.ts';
import { formatPath } from './paths.ts';
import { createLocator, type SourceDoc } from './positions.ts';
import { compareStrings, formatProblem, sortProblems, type ConfigProblem } from './problems.ts';
import { RULES } from './rules/index.ts';
import { REQUIRED_UI_KEYS } from './rules/required-ui-keys.ts';
import { explainSchemaErrors } from './schema-errors.ts';
import { checkSchemaComment } from './schema-comment.ts';
import { schemaSet, type SchemaKind } from './schemas.ts';
import { mergeTranslationParts, type FlatTranslations } from './translations.ts';

export type { ConfigProblem } from './problems.ts';
export { formatProblem } from './problems.ts';

export interface LoadResult {
  config: CompiledConfig | null;
  /** language -> nested translations, for every bundled language whose file is valid. */
  translations: Record<string, TranslationFile>;
  problems: ConfigProblem[];
  /** Files read, relative to the project root (for watching and the summary). */
  files: string[];
}

export interface LoadOptions {
  /** Project root; default process.cwd(). */
  root?: string;
  /** Page component names; default: scan <root>/src/pages/*.tsx. */
  pages?: string[];
  /** Translation keys the engine needs; default: rules/required-ui-keys.ts (tests pass their own). */
  requiredUiKeys?: readonly string[];
}

export interface LoadFromFilesOptions {
  /** Page component names; null skips the page check (e.g. a git revision without src/). */
  pages: readonly string[] | null;
  /** Default: rules/required-ui-keys.ts. */
  requiredUiKeys?: readonly string[];
}

export interface DetailedLoadResult extends LoadResult {
  /**
   * The compiled config even when cross-reference rules found problems (null
   * only when a file could not be parsed or failed its schema). For
   * config:diff, which should still describe a change to a broken config.
   */
  draft: CompiledConfig | null;
}

/** Languages to expect when app.yaml cannot say (it is missing or invalid). */
const ALL_LANGUAGES = ['es', 'ca', 'en', 'it', 'fr'];

export async function loadConfig(options: LoadOptions = {}): Promise<LoadResult> {
  const root = path.resolve(options.root ?? process.cwd());
  const [files, pages] = await Promise.all([readConfigFiles(root), options.pages ?? scanPages(root)]);
  const { draft: _draft, ...result } = await loadConfigFromFiles(files, { pages, requiredUiKeys: options.requiredUiKeys });
  return result;
}

export async function loadConfigOrThrow(
  options: LoadOptions = {},
): Promise<{ config: CompiledConfig; translations: Record<string, TranslationFile> }> {
  const result = await loadConfig(options);
  if (!result.config) throw new Error(describeProblems(result.problems));
  return { config: result.config, translations: result.translations };
}

/** "Invalid config (2 problems):" then one formatted problem per line. */
export function describeProblems(problems: readonly ConfigProblem[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return [`Invalid config (${count}):`, ...problems.map(formatProblem)].join('\n');
}

/** The loader over an in-memory map of project-relative path -> text. */
export async function loadConfigFromFiles(
  input: ConfigFiles | Record<string, string>,
  options: LoadFromFilesOptions,
): Promise<DetailedLoadResult> {
  const files = toConfigFiles(input);
  const schemas = schemaSet();
  const problems: ConfigProblem[] = [];
  const parsed = new Map<string, ParsedFile>();
  // ASTs for positions, built on first use (see parse.ts).
  const sources = new Map<string, SourceDoc>();
  const locate = createLocator((file) => {
    const text = files.get(file);
    if (text === undefined) return undefined;
    let source = sources.get(file);
    if (!source) {
      source = parseForPositions(text);
      sources.set(file, source);
    }
    return source;
  });

  // Set when a file is missing, unreadable or fails its schema: then the
  // cross-reference rules cannot run (see below).
  let blocked = false;
  const missing = (file: string, message: string) => {
    blocked = true;
    problems.push({ file, line: 1, column: 1, path: '', code: 'missing-file', message });
  };

  /** Parses and validates one file; returns its value only when it is valid. */
  const read = <T>(file: string, kind: SchemaKind): T | undefined => {
    const text = files.get(file);
    if (text === undefined) return undefined;
    const result = parseYaml(file, text);
    parsed.set(file, result);
    problems.push(...result.problems);
    const modeline = checkSchemaComment(file, text, kind);
    if (modeline) problems.push(modeline);
    if (result.value === undefined) {
      blocked = true;
      return undefined;
    }
    const validate = schemas.validate(kind);
    if (validate(result.value)) return result.value as T;
    blocked = true;
    for (const issue of explainSchemaErrors(validate.errors ?? [], result.value, kind, schemas)) {
      const { line, column } = locate(file, issue.path, { key: issue.key });
      problems.push({ file, line, column, path: formatPath(issue.path), code: issue.code, message: issue.message });
    }
    return undefined;
  };

  const singles: Partial<RawConfig> = {};
  for (const kind of SINGLE_KINDS) {
    const file = SINGLE_FILES[kind];
    if (!files.has(file)) missing(file, `missing file ${file} (see schemas/${kind}.schema.json)`);
    (singles as Record<string, unknown>)[kind] = read(file, kind);
  }

  const routeFileNames = routeFiles(files);
  if (routeFileNames.length === 0) missing(ROUTES_DIR, `no route files: add ${ROUTES_DIR}/<section>.yaml`);
  const routeFileValues = routeFileNames.map((file) => ({ file, value: read<RawConfig['routeFiles'][number]['value']>(file, 'routes') }));
  const entityFileValues = entityFiles(files).map((file) => ({ file, value: read<RawConfig['entityFiles'][number]['value']>(file, 'entity') }));

  const languages = languagesOf(singles.app, parsed.get(SINGLE_FILES.app)?.value);
  const translations: Record<string, TranslationFile> = {};
  const flat: Record<string, FlatTranslations> = {};
  const translationFiles: Record<string, Map<string, string>> = {};
  for (const lang of languages.bundled) {
    const file = i18nFile(lang);
    if (!files.has(file)) missing(file, `missing translation file ${file} for bundled language "${lang}"`);
    const value = read<TranslationFile>(file, 'i18n');
    const parts = i18nPartFiles(files, lang).map((part) => ({ file: part, value: read<TranslationFile>(part, 'i18n') }));
    if (value === undefined || parts.some((part) => part.value === undefined)) continue;
    const merged = mergeTranslationParts([{ file, value }, ...(parts as Array<{ file: string; value: TranslationFile }>)]);
    for (const clash of merged.clashes) {
      const { line, column } = locate(clash.file, clash.path, { key: true });
      problems.push({ file: clash.file, line, column, path: clash.path.join('.'), code: 'translation-duplicate', message: `already translated in ${clash.firstFile}` });
    }
    translations[lang] = merged.tree;
    flat[lang] = merged.flat;
    translationFiles[lang] = merged.fileOf;
  }

  const filesRead = [...parsed.keys()].sort(compareStrings);
  if (blocked) {
    // Cross-reference rules assume the shapes the schemas guarantee; on an
    // invalid file they would only add confusing follow-on errors.
    return { config: null, draft: null, translations, problems: sortProblems(problems), files: filesRead };
  }

  const raw = { ...singles, routeFiles: routeFileValues, entityFiles: entityFileValues } as RawConfig;
  const { config: compiled, routeOrigins } = compileConfig(raw, (file, path) => locate(file, path).line);
  const model: ConfigModel = {
    config: compiled,
    raw,
    routeOrigins,
    languages,
    translations: flat,
    translationFiles,
    pages: options.pages === null ? null : new Set(options.pages),
    requiredUiKeys: options.requiredUiKeys ?? REQUIRED_UI_KEYS,
  };
  for (const rule of Object.values(RULES)) problems.push(...rule(model, locate));

  const draft: CompiledConfig = { ...compiled, version: configVersion(compiled, translations) };
  const sorted = sortProblems(problems);
  return { config: sorted.length === 0 ? draft : null, draft, translations, problems: sorted, files: filesRead };
}

/** Short sha256 of everything compiled, so any YAML change gives a new version. */
export function configVersion(config: Omit<CompiledConfig, 'version'>, translations: Record<string, TranslationFile>): string {
  return createHash('sha256').update(JSON.stringify(config)).update('\0').update(JSON.stringify(translations)).digest('hex').slice(0, 12);
}

function languagesOf(app: RawConfig['app'] | undefined, appValue: unknown): ConfigModel['languages'] {
  if (app) return { default: app.languages.default, bundled: [...app.languages.bundled] };
  // app.yaml is invalid: still check the translation files it most likely lists.
  const languages = (appValue as { languages?: { default?: unknown; bundled?: unknown } } | undefined)?.languages;
  const bundled = Array.isArray(languages?.bundled) ? languages.bundled.filter((l): l is string => ALL_LANGUAGES.includes(l)) : [];
  const list = bundled.length > 0 ? [...new Set(bundled)] : ALL_LANGUAGES;
  const fallback = typeof languages?.default === 'string' && list.includes(languages.default) ? languages.default : list[0];
  return { default: fallback, bundled: list };
}
