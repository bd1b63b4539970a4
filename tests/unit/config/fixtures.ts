// Fixture helpers: config trees under tests/fixtures/config/ read into the
// loader's in-memory file map. A broken fixture holds only the files it
// changes; they are laid over the valid base config.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFiles, type DetailedLoadResult } from '../../../scripts/config/load';
import { formatProblem } from '../../../scripts/config/problems';

export const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
export const CONFIG_FIXTURES = path.join(FIXTURES, 'config');

/**
 * The engine keys the fixtures translate: the seed of rules/required-ui-keys.ts.
 * Tests pass this list so engineers extending the real one break no fixture.
 */
export const FIXTURE_UI_KEYS = [
  'messages.favoriteItemsExcess',
  'messages.sessionExpireMessage',
  'messages.forbidden',
  'messages.alreadyCreatedUser',
  'messages.finishContent',
  'messages.translationLoadError',
];

/** Page components the valid fixture's routes render. */
export const FIXTURE_PAGES = ['CustomReportPage', 'DimensionPage', 'HomePage', 'LoginPage', 'ModulePage', 'UserManagerPage'];

/** Every file under dir, keyed by its path relative to dir with '/' separators. */
export function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(path.relative(dir, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

/** The valid base config, with the files of tests/fixtures/config/<overlay> laid over it. */
export function fixtureFiles(overlay?: string): Map<string, string> {
  const files = readTree(path.join(CONFIG_FIXTURES, 'valid'));
  if (overlay) for (const [file, text] of readTree(path.join(CONFIG_FIXTURES, overlay))) files.set(file, text);
  return files;
}

export function loadFixture(overlay?: string, pages: string[] | null = FIXTURE_PAGES): Promise<DetailedLoadResult> {
  return loadConfigFromFiles(fixtureFiles(overlay), { pages, requiredUiKeys: FIXTURE_UI_KEYS });
}

/** The problems as the CLI prints them, for readable assertions. */
export async function fixtureProblems(overlay?: string, pages?: string[] | null): Promise<string[]> {
  return (await loadFixture(overlay, pages)).problems.map(formatProblem);
}

/** The valid fixture with some files rewritten (return undefined to delete a file). */
export function editedFixture(edits: Record<string, (text: string) => string | undefined>): Map<string, string> {
  const files = fixtureFiles();
  for (const [file, edit] of Object.entries(edits)) {
    const text = edit(files.get(file) ?? '');
    if (text === undefined) files.delete(file);
    else files.set(file, text);
  }
  return files;
}

/** Formatted problems of the valid fixture after edits. */
export async function problemsAfter(edits: Record<string, (text: string) => string | undefined>): Promise<string[]> {
  return (await loadConfigFromFiles(editedFixture(edits), { pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS })).problems.map(formatProblem);
}

/** Replaces one exact snippet, failing loudly if the fixture no longer contains it. */
export const replace = (from: string, to: string) => (text: string): string => {
  if (!text.includes(from)) throw new Error(`fixture does not contain ${JSON.stringify(from)}`);
  return text.replace(from, to);
};
