// config:build: the files the rest of the product reads, all reproducible
// from schemas/ and config/ by this one function.
//   engine/config/types.generated.ts  (committed)  types from the schemas
//   build/config/compiled-config.json (gitignored) what the server loads
//   public/assets/i18n/<lang>.json    (gitignored) what i18next fetches
// Files are rewritten only when their content changes, so watchers (Vite,
// tsc --watch) are not woken by a build that changed nothing.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import { COMPILED_FILE, I18N_OUT_DIR } from '../../engine/config/compiled-files.ts';
import type { TranslationFile } from '../../engine/config/types.generated.ts';
import { generateTypes } from './generate-types.ts';
import { loadConfig, type LoadOptions, type LoadResult } from './load.ts';
import { SCHEMAS_DIR } from './schemas.ts';

export const TYPES_FILE = 'engine/config/types.generated.ts';
export { COMPILED_FILE, I18N_OUT_DIR };

export const GENERATED_NOTE = 'GENERATED FILE - DO NOT EDIT. Compiled from config/*.yaml by `npm run config:build`.';

export interface BuildResult {
  load: LoadResult;
  /** Project-relative paths whose content changed. */
  written: string[];
  /** Project-relative paths already up to date. */
  unchanged: string[];
}

export function serializeCompiledConfig(config: CompiledConfig): string {
  return `${JSON.stringify({ $generated: GENERATED_NOTE, ...config }, null, 2)}\n`;
}

/** i18next-ready nested JSON; compact because the browser downloads it. */
export function serializeTranslations(translations: TranslationFile): string {
  return `${JSON.stringify(translations)}\n`;
}

/** Reads <root>/engine/config/types.generated.ts and compares it with a fresh generation. */
export async function checkGeneratedTypes(root: string): Promise<{ fresh: boolean; expected: string }> {
  const expected = await generateTypes(SCHEMAS_DIR);
  const actual = await readFile(path.join(root, TYPES_FILE), 'utf8').catch(() => '');
  return { fresh: actual === expected, expected };
}

export async function buildConfig(options: LoadOptions & { types?: boolean } = {}): Promise<BuildResult> {
  const root = path.resolve(options.root ?? process.cwd());
  const result: BuildResult = { load: await loadConfig({ ...options, root }), written: [], unchanged: [] };
  const put = async (file: string, content: string) => {
    (await writeIfChanged(path.join(root, file), content) ? result.written : result.unchanged).push(file);
  };
  // Types depend on the schemas only, so they are regenerated even when the
  // YAML is broken (the engine may need them to compile at all).
  if (options.types !== false) await put(TYPES_FILE, await generateTypes(SCHEMAS_DIR));
  const { config, translations } = result.load;
  if (!config) return result;

  await put(COMPILED_FILE, serializeCompiledConfig(config));
  const languages = Object.keys(translations).sort();
  for (const lang of languages) await put(`${I18N_OUT_DIR}/${lang}.json`, serializeTranslations(translations[lang]));
  // A language dropped from app.yaml must not linger in the output.
  const existing = await readdir(path.join(root, I18N_OUT_DIR)).catch(() => [] as string[]);
  for (const name of existing) {
    if (name.endsWith('.json') && !languages.includes(name.slice(0, -'.json'.length))) {
      await rm(path.join(root, I18N_OUT_DIR, name));
      result.written.push(`${I18N_OUT_DIR}/${name} (removed)`);
    }
  }
  return result;
}

async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === content) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}
