// Vite plugin: the compiled config and the translations, from the one loader
// (scripts/config/load.ts).
//   - `virtual:app-config-url`: the URL of the compiled config as JSON. The
//     app fetches it before rendering, so the config is a cacheable request of
//     its own instead of growing the entry chunk with every route: in a build
//     it is emitted as assets/config-<version>.json (version = hash of the
//     whole config, so the file is cached for good), in dev it is served by
//     the middleware at /@app-config/config.json. index.html preloads it, so it
//     downloads alongside the JS.
//   - `virtual:config-icons`: the Tabler icons the config names, nothing else;
//     `virtual:config-icons/header`: those the header draws from the first
//     frame (the roles'), so that the app loads the full set after it.
//   - `virtual:app-config`: the compiled config as a module (default export),
//     for code that wants it inlined (tests, tools).
//   - /assets/i18n/<lang>.json: the translations (emitted in a build).
// In dev, editing any config YAML (or adding/removing a page component)
// reloads the page, and an invalid config shows in Vite's error overlay at
// its file:line:column. In `vite build` an invalid config fails the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DevEnvironment, Plugin } from 'vite';
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import { serializeTranslations } from '../config/build.ts';
import { CONFIG_DIR, PAGES_DIR } from '../config/files.ts';
import { describeProblems, loadConfig, type ConfigProblem, type LoadOptions, type LoadResult } from '../config/load.ts';
import { configIconNames, configIconsModule, headerIconNames } from './config-icons.ts';

export const VIRTUAL_ID = 'virtual:app-config';
export const CONFIG_URL_ID = 'virtual:app-config-url';
export const ICONS_ID = 'virtual:config-icons';
export const HEADER_ICONS_ID = 'virtual:config-icons/header';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const RESOLVED_URL_ID = `\0${CONFIG_URL_ID}`;
const RESOLVED_ICONS_ID = `\0${ICONS_ID}`;
const RESOLVED_HEADER_ICONS_ID = `\0${HEADER_ICONS_ID}`;
const VIRTUAL_IDS: Record<string, string> = {
  [VIRTUAL_ID]: RESOLVED_ID,
  [CONFIG_URL_ID]: RESOLVED_URL_ID,
  [ICONS_ID]: RESOLVED_ICONS_ID,
  [HEADER_ICONS_ID]: RESOLVED_HEADER_ICONS_ID,
};
/** Where the dev server answers with the compiled config (under Vite's base). */
export const DEV_CONFIG_PATH = '@app-config/config.json';
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

/** The compiled config as the browser downloads it: compact JSON. */
export function serializeClientConfig(config: CompiledConfig): string {
  return JSON.stringify(config);
}

/** Build output name of the config JSON; the version changes with any YAML change, so the file may be cached forever. */
export function configFileName(config: CompiledConfig, assetsDir = 'assets'): string {
  return path.posix.join(assetsDir, `config-${config.version}.json`);
}

export function configPlugin(options: ConfigPluginOptions = {}): Plugin {
  let root = path.resolve(options.root ?? process.cwd());
  let base = '/';
  let assetsDir = 'assets';
  let building = false;
  // One load shared by the virtual module, the middleware and the overlay,
  // dropped whenever a watched file changes.
  let current: Promise<LoadResult> | null = null;
  const load = () => (current ??= loadConfig({ ...options, root }));

  // A build points at the emitted, versioned file; the dev server at its middleware.
  const configUrl = (config: CompiledConfig) => `${base}${building ? configFileName(config, assetsDir) : DEV_CONFIG_PATH}`;

  const isConfigFile = (file: string) => isUnder(file, path.join(root, CONFIG_DIR)) && file.endsWith('.yaml');
  const isPageFile = (file: string) => path.dirname(file) === path.join(root, PAGES_DIR) && file.endsWith('.tsx');

  return {
    name: PLUGIN_NAME,

    configResolved(config) {
      root = path.resolve(options.root ?? config.root);
      base = config.base || '/';
      assetsDir = config.build.assetsDir || 'assets';
      building = config.command === 'build';
    },

    resolveId(id) {
      return VIRTUAL_IDS[id];
    },

    async load(id) {
      if (!Object.values(VIRTUAL_IDS).includes(id)) return undefined;
      const result = await load();
      for (const file of result.files) this.addWatchFile(path.join(root, file));
      if (!result.config) this.error(configError(result.problems, root));
      const config = result.config!;
      if (id === RESOLVED_ICONS_ID) return configIconsModule(configIconNames(config));
      if (id === RESOLVED_HEADER_ICONS_ID) return configIconsModule(headerIconNames(config));
      if (id === RESOLVED_URL_ID) return `export default ${JSON.stringify(configUrl(config))};\n`;
      return `export default ${JSON.stringify(config)};\n`;
    },

    // Start downloading the config with the JS, not after it has run.
    async transformIndexHtml() {
      const result = await load();
      if (!result.config) return undefined;
      return [{ tag: 'link', attrs: { rel: 'preload', href: configUrl(result.config), as: 'fetch', crossorigin: '' }, injectTo: 'head' }];
    },

    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] === `${base}${DEV_CONFIG_PATH}`) {
          load().then((result) => {
            res.setHeader('Cache-Control', 'no-cache');
            if (!result.config) {
              res.statusCode = 500;
              res.setHeader('Content-Type', 'text/plain; charset=utf-8');
              res.end(`${describeProblems(result.problems)}\n`);
              return;
            }
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(serializeClientConfig(result.config));
          }, next);
          return;
        }
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
      for (const resolved of Object.values(VIRTUAL_IDS)) invalidateVirtualModule(this.environment, resolved);
      const result = await load();
      if (result.config) this.environment.hot.send({ type: 'full-reload', path: '*' });
      else this.environment.hot.send({ type: 'error', err: overlayPayload(configError(result.problems, root)) });
      return configChanged ? [] : undefined;
    },

    async generateBundle() {
      const result = await load();
      if (!result.config) this.error(configError(result.problems, root));
      this.emitFile({ type: 'asset', fileName: configFileName(result.config!, assetsDir), source: serializeClientConfig(result.config!) });
      for (const lang of Object.keys(result.translations).sort()) {
        this.emitFile({ type: 'asset', fileName: `assets/i18n/${lang}.json`, source: serializeTranslations(result.translations[lang]) });
      }
    },
  };
}

function invalidateVirtualModule(environment: DevEnvironment, id: string): void {
  const mod = environment.moduleGraph.getModuleById(id);
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
