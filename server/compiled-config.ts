// The compiled config and translations the build wrote (`npm run
// config:build`, which `npm start` and `npm run build` run first): the
// server reads JSON at start-up and never parses YAML, so it serves exactly
// what was checked and what the browser was built with.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledConfig } from '../engine/config/compiled';
import { COMPILED_FILE, I18N_OUT_DIR } from '../engine/config/compiled-files';
import type { TranslationFile } from '../engine/config/types.generated';

export interface CompiledFiles {
  config: CompiledConfig;
  /** language -> its bundle. */
  translations: Record<string, TranslationFile>;
}

/** Reads <root>/build/config/compiled-config.json and the bundle of each language it lists; a clear error when one is missing. */
export async function readCompiledConfig(root = process.cwd()): Promise<CompiledFiles> {
  const file = path.join(root, COMPILED_FILE);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`${COMPILED_FILE} is missing: run \`npm run config:build\` first (\`npm start\` does)`);
    throw error;
  });
  // The note that says the file is generated is not part of the config.
  const { $generated: _note, ...config } = JSON.parse(text) as CompiledConfig & { $generated?: string };
  const compiled = config as CompiledConfig;
  const translations: Record<string, TranslationFile> = {};
  for (const lang of compiled.app.languages.bundled) {
    const bundle = path.join(root, I18N_OUT_DIR, `${lang}.json`);
    const json = await readFile(bundle, 'utf8').catch(() => {
      throw new Error(`${I18N_OUT_DIR}/${lang}.json is missing: run \`npm run config:build\` first (\`npm start\` does)`);
    });
    translations[lang] = JSON.parse(json) as TranslationFile;
  }
  return { config: compiled, translations };
}
