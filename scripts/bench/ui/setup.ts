// bench:ui setup: a temp copy of the project whose config/ is the real one
// plus synthetic routes spread over the real sections (with translations in
// every language), built with `vite build` and served by the real server (a
// temp DATA_DIR, demo data seeded).
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { buildConfig } from '../../config/build';
import { formatProblem, loadConfig } from '../../config/load';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const LANGUAGES = ['es', 'ca', 'en', 'it', 'fr'];
/**
 * Not copied: config/ is written per size, node_modules is linked, the rest
 * is output or history. Everything else is (a new top-level folder such as a
 * product library must not break the bench).
 */
const NOT_COPIED = new Set(['config', 'node_modules', '.git', 'dist', 'data', 'build', 'test-results', 'playwright-report', 'bench-results', '.vite']);

interface RouteTemplate { section: string; subSection: string; group?: string; features: string[]; plugins: string[] }

/** The real routes placed in the index, per section file, as templates for synthetic ones. */
async function templates(): Promise<Map<string, RouteTemplate[]>> {
  const bySection = new Map<string, RouteTemplate[]>();
  const dir = path.join(ROOT, 'config/routes');
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.yaml')).sort()) {
    const doc = parseYaml(await readFile(path.join(dir, file), 'utf8')) as {
      section?: string;
      routes: Array<{ expand?: string; path: string; enabled?: boolean; index?: false | { subSection: string; group?: string }; permissions?: { features?: string[]; plugins?: string[] } }>;
    };
    if (!doc.section) continue;
    for (const route of doc.routes) {
      if (!route.index || route.expand || route.path.includes(':') || route.enabled === false) continue;
      const list = bySection.get(doc.section) ?? [];
      list.push({
        section: doc.section,
        subSection: route.index.subSection,
        group: route.index.group,
        features: route.permissions?.features ?? [],
        plugins: route.permissions?.plugins ?? [],
      });
      bySection.set(doc.section, list);
    }
  }
  return bySection;
}

/** The i18n file (or folder of files) of a language that holds the top-level `routes:` mapping. */
async function routesTranslationFile(project: string, lang: string): Promise<string> {
  const single = path.join(project, `config/i18n/${lang}.yaml`);
  const candidates = [single];
  const dir = path.join(project, `config/i18n/${lang}`);
  try {
    for (const file of (await readdir(dir)).filter((f) => f.endsWith('.yaml')).sort()) candidates.push(path.join(dir, file));
  } catch {
    // one file per language
  }
  for (const file of candidates) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (/^routes:[^\n]*\n/m.test(text)) return file;
  }
  throw new Error(`config/i18n/${lang}: no file with a top-level routes: mapping`);
}

/** Route titles of the project's config per language, to build realistic synthetic titles from. */
async function realTitles(file: string): Promise<string[]> {
  const doc = parseYaml(await readFile(file, 'utf8')) as { routes: Record<string, { title: string }> };
  return Object.values(doc.routes).map((r) => r.title);
}

export async function countRealRoutes(): Promise<number> {
  const result = await loadConfig({ root: ROOT });
  if (!result.config) throw new Error(`the project config is invalid:\n${result.problems.slice(0, 10).map(formatProblem).join('\n')}`);
  return result.config.routes.length;
}

const yamlString = (text: string) => JSON.stringify(text);

/** Writes <project>/config: the real files, plus `extra` routes in bench-*.yaml files and their translations. */
async function writeSyntheticConfig(project: string, extra: number): Promise<void> {
  await cp(path.join(ROOT, 'config'), path.join(project, 'config'), { recursive: true });
  if (extra <= 0) return;
  const bySection = await templates();
  const sections = [...bySection.keys()];
  const files = new Map<string, string[]>();
  const ids: Array<{ id: string; seed: number }> = [];
  for (let i = 0; i < extra; i++) {
    const section = sections[i % sections.length];
    const list = bySection.get(section)!;
    const t = list[Math.floor(i / sections.length) % list.length];
    const id = `bench-${i}`;
    const permissions = `{ features: [${t.features.join(', ')}]${t.plugins.length ? `, plugins: [${t.plugins.join(', ')}]` : ''} }`;
    const index = `{ subSection: ${t.subSection}${t.group ? `, group: ${t.group}` : ''} }`;
    const lines = files.get(section) ?? [
      '# yaml-language-server: $schema=../../schemas/routes.schema.json',
      '# Synthetic routes for npm run bench:ui (temp copy only).',
      `section: ${section}`,
      'routes:',
    ];
    lines.push(`  - id: ${id}`, `    path: bench/${section.toLowerCase().replace(/_/g, '-')}/${i}`, '    page: ModulePage', `    permissions: ${permissions}`, `    index: ${index}`);
    files.set(section, lines);
    ids.push({ id, seed: i });
  }
  for (const [section, lines] of files) {
    await writeFile(path.join(project, `config/routes/bench-${section.toLowerCase().replace(/_/g, '-')}.yaml`), `${lines.join('\n')}\n`);
  }
  for (const lang of LANGUAGES) {
    const file = await routesTranslationFile(project, lang);
    const text = await readFile(file, 'utf8');
    const titles = await realTitles(file);
    const entries = ids.map(({ id, seed }) => {
      const base = titles[(seed * 7) % titles.length];
      const other = titles[(seed * 13 + 5) % titles.length];
      return [
        `  ${id}:`,
        `    title: ${yamlString(`${base} ${seed}`)}`,
        `    description: ${yamlString(`${base}: ${other} (${seed})`)}`,
        `    keywords: [${yamlString(other.toLowerCase())}, ${yamlString(`bench ${seed % 97}`)}]`,
      ].join('\n');
    });
    const at = text.search(/^routes:[^\n]*\n/m);
    const end = text.indexOf('\n', at) + 1;
    await writeFile(file, `${text.slice(0, end)}${entries.join('\n')}\n${text.slice(end)}`);
  }
}

/** Copies the project into `project` with `routes` routes in all (at least the real ones); returns the route count. */
export async function prepareProject(project: string, routes: number, realCount: number): Promise<number> {
  for (const entry of await readdir(ROOT)) {
    if (!NOT_COPIED.has(entry)) await cp(path.join(ROOT, entry), path.join(project, entry), { recursive: true });
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  await writeSyntheticConfig(project, routes - realCount);
  const checked = await loadConfig({ root: project });
  if (!checked.config) throw new Error(`synthetic config (${routes}) is invalid:\n${checked.problems.slice(0, 10).map(formatProblem).join('\n')}`);
  return checked.config.routes.length;
}

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output.slice(-4000)}`))));
  });
}

/** The compiled config (for its server) and `vite build` of the temp project into <project>/dist; seconds taken. */
export async function buildProject(project: string): Promise<number> {
  const started = performance.now();
  await buildConfig({ root: project, types: false });
  await run(path.join(project, 'node_modules/.bin/vite'), ['build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'warn'], project);
  return (performance.now() - started) / 1000;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startServer(project: string, port: number): Promise<ChildProcess> {
  const child = spawn(path.join(project, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: project,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(project, 'data'),
      STATIC_DIR: path.join(project, 'dist'),
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d) => (errors += d));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}\n${errors.slice(-3000)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not answer /api/health within 120 s\n${errors.slice(-3000)}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
