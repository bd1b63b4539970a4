// Vite plugin: the compiled config as `virtual:app-config` (default export:
// CompiledConfig) and the translations at /assets/i18n/<lang>.json, both from
// the one loader (scripts/config/load.ts). In dev, editing any config YAML
// (or adding/removing a page component) reloads the page, and an invalid
// config shows in Vite's error overlay at its file:line:column. In `vite
// build` an invalid config fails the build and the translations are emitted
// as assets/i18n/<lang>.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DevEnvironment, Plugin } from 'vite';
import { serializeTranslations } from '../config/build.ts';
import { CONFIG_DIR, PAGES_DIR } from '../config/files.ts';
import { describeProblems, loadConfig, type ConfigProblem, type LoadOptions, type LoadResult } from '../config/load.ts';

export const VIRTUAL_ID = 'virtual:app-config';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const I18N_URL = /^\/assets\/i18n\/([A-Za-z-]+)\.json(?:\?.*)?$/;
const PLUGIN_NAME = 'app-config';

/** As for loadConfig; root defaults to Vite's root. */
export type ConfigPluginOptions = LoadOptions;

/** An Error shaped the way Vite's overlay and build output show plugin errors. */
export interface ConfigError extends Error {
  plugin: string;
  id?: string;
  loc?: { file: string; line: number; column: number };
  frame?: string;
}

export function configPlugin(options: ConfigPluginOptions = {}): Plugin {
  let root = path.resolve(options.root ?? process.cwd());
  // One load shared by the virtual module, the middleware and the overlay,
  // dropped whenever a watched file changes.
  let current: Promise<LoadResult> | null = null;
  const load = () => (current ??= loadConfig({ ...options, root }));

  const isConfigFile = (file: string) => isUnder(file, path.join(root, CONFIG_DIR)) && file.endsWith('.yaml');
  const isPageFile = (file: string) => path.dirname(file) === path.join(root, PAGES_DIR) && file.endsWith('.tsx');

  return {
    name: PLUGIN_NAME,

    configResolved(config) {
      root = path.resolve(options.root ?? config.root);
    },

    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },

    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = await load();
      for (const file of result.files) this.addWatchFile(path.join(root, file));
      if (!result.config) this.error(configError(result.problems, root));
      return `export default ${JSON.stringify(result.config)};\n`;
    },

    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const lang = I18N_URL.exec(req.url ?? '')?.[1];
        if (!lang) return next();
        load().then((result) => {
          const translations = result.translations[lang];
          if (!translations) {
            // Not Vite's SPA fallback: i18next must see a failed load, not HTML.
            res.statusCode = result.config ? 404 : 500;
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
            res.end(result.config ? `no bundled language "${lang}"\n` : `${describeProblems(result.problems)}\n`);
            return;
          }
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(serializeTranslations(translations));
        }, next);
      });
    },

    // Config files are not modules, so HMR cannot patch anything: drop the
    // cached load and the virtual module, then reload the page or show the
    // problems. Page components added or removed change the page check.
    async hotUpdate({ file, type }) {
      const configChanged = isConfigFile(file);
      const pagesChanged = isPageFile(file) && type !== 'update';
      if (!configChanged && !pagesChanged) return undefined;
      if (this.environment.name !== 'client') return configChanged ? [] : undefined;
      current = null;
      invalidateVirtualModule(this.environment);
      const result = await load();
      if (result.config) this.environment.hot.send({ type: 'full-reload', path: '*' });
      else this.environment.hot.send({ type: 'error', err: overlayPayload(configError(result.problems, root)) });
      return configChanged ? [] : undefined;
    },

    async generateBundle() {
      const result = await load();
      if (!result.config) this.error(configError(result.problems, root));
      for (const lang of Object.keys(result.translations).sort()) {
        this.emitFile({ type: 'asset', fileName: `assets/i18n/${lang}.json`, source: serializeTranslations(result.translations[lang]) });
      }
    },
  };
}

function invalidateVirtualModule(environment: DevEnvironment): void {
  const mod = environment.moduleGraph.getModuleById(RESOLVED_ID);
  if (mod) environment.moduleGraph.invalidateModule(mod);
}

function isUnder(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Every problem in the message; the first one as loc + code frame for the overlay. */
export function configError(problems: readonly ConfigProblem[], root: string): ConfigError {
  const error = new Error(describeProblems(problems)) as ConfigError;
  error.plugin = PLUGIN_NAME;
  error.stack = '';
  const first = problems[0];
  if (first) {
    const file = path.join(root, first.file);
    error.id = file;
    error.loc = { file, line: first.line, column: first.column };
    error.frame = codeFrame(file, first.line, first.column);
  }
  return error;
}

function overlayPayload(error: ConfigError) {
  return { message: error.message, stack: '', plugin: error.plugin, id: error.id, loc: error.loc, frame: error.frame };
}

/** Two lines of context above the problem, a caret under its column. */
function codeFrame(file: string, line: number, column: number): string | undefined {
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return undefined; // a missing file has no frame
  }
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}
