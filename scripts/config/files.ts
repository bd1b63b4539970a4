// Where the config lives. The loader works on a map of project-relative path ->
// text, so the same code reads the working tree, a git revision (config:diff)
// or an in-memory fixture (tests, benchmark).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compareStrings } from './problems.ts';

/** Project-relative path -> file text. */
export type ConfigFiles = ReadonlyMap<string, string>;

export const CONFIG_DIR = 'config';
export const ROUTES_DIR = 'config/routes';
export const ENTITIES_DIR = 'config/entities';
export const I18N_DIR = 'config/i18n';
export const PAGES_DIR = 'src/pages';

/** The single-file kinds, each validated by schemas/<kind>.schema.json. */
export const SINGLE_FILES = {
  app: 'config/app.yaml',
  roles: 'config/roles.yaml',
  features: 'config/features.yaml',
  plugins: 'config/plugins.yaml',
  sections: 'config/sections.yaml',
  onboarding: 'config/onboarding.yaml',
  errors: 'config/errors.yaml',
} as const;

export type SingleKind = keyof typeof SINGLE_FILES;
export const SINGLE_KINDS = Object.keys(SINGLE_FILES) as SingleKind[];

export const i18nFile = (lang: string) => `${I18N_DIR}/${lang}.yaml`;

/** YAML files directly inside dir, sorted by name. */
function yamlFilesIn(files: ConfigFiles, dir: string): string[] {
  const prefix = `${dir}/`;
  return [...files.keys()]
    .filter((f) => f.startsWith(prefix) && f.endsWith('.yaml') && !f.slice(prefix.length).includes('/'))
    .sort(compareStrings);
}

/** config/routes/*.yaml in the map, sorted by name (the order routes are compiled in). */
export const routeFiles = (files: ConfigFiles): string[] => yamlFilesIn(files, ROUTES_DIR);

/** config/entities/*.yaml, sorted by name. */
export const entityFiles = (files: ConfigFiles): string[] => yamlFilesIn(files, ENTITIES_DIR);

/**
 * The further translation files of a language: config/i18n/<lang>/*.yaml, each
 * a part of the language's tree (e.g. the entities of one section), merged into
 * config/i18n/<lang>.yaml. They keep each file small enough to review.
 */
export const i18nPartFiles = (files: ConfigFiles, lang: string): string[] => yamlFilesIn(files, `${I18N_DIR}/${lang}`);

export function toConfigFiles(files: ConfigFiles | Record<string, string>): ConfigFiles {
  return files instanceof Map ? files : new Map(Object.entries(files));
}

/** Reads every YAML file the loader may need from <root>/config. Missing folders are simply empty. */
export async function readConfigFiles(root: string): Promise<Map<string, string>> {
  const names = [
    ...Object.values(SINGLE_FILES),
    ...(await listYaml(root, ROUTES_DIR)),
    ...(await listYaml(root, ENTITIES_DIR)),
    ...(await listYaml(root, I18N_DIR)),
    ...(await listSubdirectories(root, I18N_DIR)).flat(),
  ];
  const files = new Map<string, string>();
  await Promise.all(
    names.map(async (name) => {
      try {
        files.set(name, await readFile(path.join(root, name), 'utf8'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }),
  );
  // Insertion order follows the reads' completion; sort so `files` is stable.
  return new Map([...files].sort(([a], [b]) => compareStrings(a, b)));
}

/** YAML files of every folder inside dir (config/i18n/<lang>/). */
async function listSubdirectories(root: string, dir: string): Promise<string[][]> {
  try {
    const entries = await readdir(path.join(root, dir), { withFileTypes: true });
    return Promise.all(entries.filter((e) => e.isDirectory()).map((e) => listYaml(root, `${dir}/${e.name}`)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function listYaml(root: string, dir: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(root, dir), { withFileTypes: true });
    return entries.filter((e) => e.isFile() && e.name.endsWith('.yaml')).map((e) => `${dir}/${e.name}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Page component names: <root>/src/pages/*.tsx without the extension. */
export async function scanPages(root: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(root, PAGES_DIR), { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && e.name.endsWith('.tsx'))
      .map((e) => e.name.slice(0, -'.tsx'.length))
      .sort(compareStrings);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
