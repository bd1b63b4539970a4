// npm run bench:ui — the shell in a real browser with 100, 1,000 and 10,000
// routes. For each size: a temp copy of the project whose config/ is the real
// one plus synthetic routes spread over the real sections (with translations
// in every language), built with `vite build`, served by the real server (a
// temp DATA_DIR, demo data seeded), and driven in Chromium with the launch
// options of playwright.config.ts. Measured:
//   - initial JS: gzip size of every chunk index.html loads up front;
//   - cold load of /home (signed in, empty cache) until the menu bar and the
//     page heading are on screen, median of 3;
//   - the searcher's keystroke-to-results time, two ways: the Event Timing
//     API (STACK.md: PerformanceObserver 'event', durationThreshold 16, per
//     keystroke the largest duration; keys sent with CDP Input.dispatchKeyEvent)
//     and keydown -> results in the DOM -> next frame, measured in the page;
//   - the index open time: pointerdown on the hamburger -> the overlay's
//     first paint (Element Timing on its title), first opening (loads the
//     chunk) and warm re-openings (median of 5).
// Targets (issue 4): initial JS < 200 KB gzip; keystroke p95 < 16 ms at
// 10,000 routes. Timings are printed, never asserted.
//
// Environment: UI_BENCH_SIZES (default 100,1000,10000), UI_BENCH_CPU (CDP CPU
// throttling rate, default 1), UI_BENCH_KEEP=1 keeps the temp projects,
// UI_BENCH_VERBOSE=1 prints every keystroke.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type LaunchOptions, type Page } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { formatProblem, loadConfig } from '../config/load';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SIZES = (process.env.UI_BENCH_SIZES ?? '100,1000,10000').split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
const CPU_RATE = Number(process.env.UI_BENCH_CPU ?? 1);
const KEEP = process.env.UI_BENCH_KEEP === '1';
const VERBOSE = process.env.UI_BENCH_VERBOSE === '1';
const LANGUAGES = ['es', 'ca', 'en', 'it', 'fr'];
/** The project as the build and the server need it; config/ is written per size, node_modules linked. */
const COPIED = ['engine', 'src', 'scripts', 'schemas', 'server', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];
const USER = { Email: 'super@demo.test', Password: 'demo1234' }; // role 0: sees every route
/** Typed into the searcher one character at a time (the super user reads English). */
const QUERIES = ['forecast', 'sales report', 'stock', 'purchase', 'prevision', 'zzz'];
/** The queries are typed this many times: more samples, a steadier p95 on a busy machine. */
const ROUNDS = 3;
const TARGET_JS_KB = 200;
const LOAD_AT_START = loadavg();
const TARGET_KEY_MS = 16;

// --- synthetic config ------------------------------------------------------

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

/** Route titles of the real config per language, to build realistic synthetic titles from. */
async function realTitles(lang: string): Promise<string[]> {
  const doc = parseYaml(await readFile(path.join(ROOT, `config/i18n/${lang}.yaml`), 'utf8')) as { routes: Record<string, { title: string }> };
  return Object.values(doc.routes).map((r) => r.title);
}

async function countRealRoutes(): Promise<number> {
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
    const file = path.join(project, `config/i18n/${lang}.yaml`);
    const text = await readFile(file, 'utf8');
    const titles = await realTitles(lang);
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
    if (at < 0) throw new Error(`${file}: no top-level routes: mapping`);
    const end = text.indexOf('\n', at) + 1;
    await writeFile(file, `${text.slice(0, end)}${entries.join('\n')}\n${text.slice(end)}`);
  }
}

// --- build, serve -------------------------------------------------------------

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output.slice(-4000)}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer(project: string, port: number): Promise<ChildProcess> {
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

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

// --- measurements -------------------------------------------------------------

interface Chunk { file: string; bytes: number; gzip: number }

/** The JS index.html loads before anything is clicked: the entry script and its modulepreloads. */
async function initialChunks(dist: string): Promise<Chunk[]> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(match[1]);
  const chunks: Chunk[] = [];
  for (const file of files) {
    const buffer = await readFile(path.join(dist, file.replace(/^\//, '')));
    chunks.push({ file: path.basename(file), bytes: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
  }
  return chunks.sort((a, b) => b.gzip - a.gzip);
}

/** gzip size of the lazily loaded chunks whose names start with one of the prefixes. */
async function lazyChunks(dist: string, prefixes: string[]): Promise<Chunk[]> {
  const dir = path.join(dist, 'assets');
  const out: Chunk[] = [];
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.js') || !prefixes.some((p) => file.startsWith(`${p}-`))) continue;
    const buffer = await readFile(path.join(dir, file));
    out.push({ file, bytes: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
  }
  return out;
}

const median = (values: number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
};

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USER) });
  const body = (await response.json()) as { Token?: string; data?: { Token?: string } };
  const token = body.Token ?? body.data?.Token;
  if (!response.ok || !token) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return token;
}

async function newPage(browser: Browser, base: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 }, locale: 'es-ES' });
  await context.addInitScript((t) => {
    if (!localStorage.getItem('sop.token')) localStorage.setItem('sop.token', t);
  }, token);
  const page = await context.newPage();
  if (CPU_RATE > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  }
  return page;
}

/** Navigation start -> menu bar and page heading on screen (a fresh context: empty cache). */
async function coldLoad(browser: Browser, base: string, token: string): Promise<number> {
  const page = await newPage(browser, base, token);
  try {
    await page.goto('/home', { waitUntil: 'commit' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="menu-bar"]') && document.querySelector('main h1') && document.querySelector('[data-testid="open-index"]'),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    return await page.evaluate(() => performance.now());
  } finally {
    await page.context().close();
  }
}

/**
 * pointerdown on the hamburger -> first paint of the overlay (Element Timing on
 * its title), and -> every link rendered (a large index is drawn in two passes;
 * the columns carry aria-busy until the second one is committed).
 */
async function openIndexOnce(page: Page): Promise<{ paint: number; full: number; links: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { __open: { down: number; paint: number } };
    w.__open = { down: 0, paint: 0 };
    document.addEventListener('pointerdown', (e) => { w.__open.down = e.timeStamp; }, { capture: true, once: true });
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { identifier?: string; renderTime?: number; loadTime?: number }>) {
        if (entry.identifier === 'index-overlay' && !w.__open.paint) w.__open.paint = entry.renderTime || entry.loadTime || entry.startTime;
      }
    });
    observer.observe({ type: 'element', buffered: false });
  });
  await page.getByTestId('open-index').click();
  await page.getByTestId('index-columns').waitFor({ state: 'visible', timeout: 60_000 });
  const result = await page.waitForFunction(() => {
    const w = window as unknown as { __open: { down: number; paint: number } };
    return w.__open.paint ? w.__open : null;
  }, undefined, { timeout: 10_000 }).then((h) => h.jsonValue()).catch(() => null);
  let ms: number;
  if (result) ms = result.paint - result.down;
  else {
    // No Element Timing entry: the frame after the overlay is in the DOM.
    ms = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => {
      const w = window as unknown as { __open: { down: number } };
      resolve(performance.now() - w.__open.down);
    }, 0))));
  }
  const full = await page.waitForFunction(() => {
    const columns = document.querySelector('[data-testid="index-columns"]');
    if (!columns || columns.hasAttribute('aria-busy')) return null;
    return performance.now() - (window as unknown as { __open: { down: number } }).__open.down;
  }, undefined, { polling: 'raf', timeout: 60_000 }).then((h) => h.jsonValue());
  const links = await page.locator('[data-testid="index-columns"] a[data-index-link]').count();
  await page.keyboard.press('Escape');
  await page.getByTestId('index-columns').waitFor({ state: 'detached' });
  return { paint: ms, full: Math.max(ms, full ?? ms), links };
}

interface KeystrokeSamples { eventTiming: number[]; frame: number[]; dom: number[] }

/** Types QUERIES into the searcher through CDP and reads, per keystroke, the Event Timing and the in-page timings. */
async function keystrokes(page: Page): Promise<KeystrokeSamples> {
  await page.getByTestId('open-searcher').click();
  const input = page.getByTestId('searcher-input');
  await input.waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'searcher-input');
  await page.evaluate(() => {
    const w = window as unknown as { __events: Array<{ name: string; start: number; duration: number }>; __keys: Array<{ t0: number; dom?: number; frame?: number }> };
    w.__events = [];
    w.__keys = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push({ name: e.name, start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    let current: { t0: number; dom?: number; frame?: number } | null = null;
    document.addEventListener('keydown', (e) => {
      current = { t0: e.timeStamp };
      w.__keys.push(current);
    }, true);
    const dialog = document.querySelector('[role="dialog"]')!;
    new MutationObserver(() => {
      const key = current;
      if (!key || key.dom !== undefined) return;
      key.dom = performance.now() - key.t0;
      // The frame that shows the new results: rAF runs before it is painted; the task after it, once it is.
      requestAnimationFrame(() => setTimeout(() => { key.frame = performance.now() - key.t0; }, 0));
    }).observe(dialog, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-selected'] });
  });
  const cdp = await page.context().newCDPSession(page);
  const samples: KeystrokeSamples = { eventTiming: [], frame: [], dom: [] };
  for (const query of Array.from({ length: ROUNDS }, () => QUERIES).flat()) {
    await input.fill('');
    await page.waitForTimeout(150);
    for (const char of query) {
      const before = await page.evaluate(() => performance.now());
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: char, unmodifiedText: char, key: char });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: char });
      await page.waitForTimeout(120);
      const result = await page.evaluate((since) => {
        const w = window as unknown as { __events: Array<{ name: string; start: number; duration: number }>; __keys: Array<{ t0: number; dom?: number; frame?: number }> };
        const mine = w.__events.filter((e) => e.start >= since && ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'].includes(e.name));
        const key = w.__keys.filter((k) => k.t0 >= since).at(0);
        return { et: mine.reduce((m, e) => Math.max(m, e.duration), 0), dom: key?.dom, frame: key?.frame };
      }, before);
      // No entry means every event of this keystroke took under the 16 ms threshold.
      samples.eventTiming.push(result.et);
      if (VERBOSE) console.log(`    '${char}' of '${query}': event timing ${result.et || '<16'} ms, DOM ${result.dom?.toFixed(1) ?? '-'} ms, frame ${result.frame?.toFixed(1) ?? '-'} ms`);
      if (result.dom !== undefined) samples.dom.push(result.dom);
      if (result.frame !== undefined) samples.frame.push(result.frame);
    }
  }
  await page.keyboard.press('Escape');
  return samples;
}

interface Row {
  routes: number;
  initial: Chunk[];
  lazy: Chunk[];
  buildSeconds: number;
  coldLoadMs: number[];
  indexFirstMs: number;
  indexWarmMs: number[];
  indexFullMs: number[];
  indexLinks: number;
  keys: KeystrokeSamples;
}

async function measureSize(browser: Browser, routes: number, realCount: number): Promise<Row> {
  const project = await mkdtemp(path.join(tmpdir(), `ui-bench-${routes}-`));
  let server: ChildProcess | null = null;
  try {
    for (const entry of COPIED) await cp(path.join(ROOT, entry), path.join(project, entry), { recursive: true });
    await symlink(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
    await writeSyntheticConfig(project, routes - realCount);
    const checked = await loadConfig({ root: project });
    if (!checked.config) throw new Error(`synthetic config (${routes}) is invalid:\n${checked.problems.slice(0, 10).map(formatProblem).join('\n')}`);
    const listed = checked.config.routes.length;
    process.stdout.write(`  ${routes} routes: config ok (${listed} routes), building…`);

    const started = performance.now();
    await run(path.join(project, 'node_modules/.bin/vite'), ['build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'warn'], project);
    const buildSeconds = (performance.now() - started) / 1000;
    process.stdout.write(` built in ${buildSeconds.toFixed(1)} s, serving…`);

    const port = await freePort();
    server = await startServer(project, port);
    const origin = `http://127.0.0.1:${port}`;
    const token = await signIn(origin);
    process.stdout.write(' measuring…');

    const coldLoadMs: number[] = [];
    for (let i = 0; i < 3; i++) coldLoadMs.push(await coldLoad(browser, origin, token));

    const page = await newPage(browser, origin, token);
    await page.goto('/home');
    await page.getByTestId('menu-bar').waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(500);
    const firstOpen = await openIndexOnce(page);
    const indexWarmMs: number[] = [];
    const indexFullMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const open = await openIndexOnce(page);
      indexWarmMs.push(open.paint);
      indexFullMs.push(open.full);
    }
    const keys = await keystrokes(page);
    await page.context().close();
    process.stdout.write(' done\n');

    return {
      routes: listed,
      initial: await initialChunks(path.join(project, 'dist')),
      lazy: await lazyChunks(path.join(project, 'dist'), ['IndexOverlay', 'Searcher']),
      buildSeconds,
      coldLoadMs,
      indexFirstMs: firstOpen.paint,
      indexWarmMs,
      indexFullMs,
      indexLinks: firstOpen.links,
      keys,
    };
  } finally {
    if (server) await stopServer(server);
    if (!KEEP) await rm(project, { recursive: true, force: true });
    else console.log(`  kept ${project}`);
  }
}

// --- report ---------------------------------------------------------------------

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');
/** Event Timing reports nothing under its 16 ms threshold (recorded as 0): show that as '<16'. */
const et = (value: number) => (value === 0 ? '<16' : ms(value));

function printReport(rows: Row[]) {
  console.log('');
  console.log(`UI benchmark: Chromium (${CPU_RATE > 1 ? `CPU throttled ${CPU_RATE}x` : 'no CPU throttling'}), 1366x768, signed in as ${USER.Email} (every route visible)`);
  console.log(`machine: ${cpus().length} CPUs, load average at start ${LOAD_AT_START.map((l) => l.toFixed(1)).join(' ')}, at end ${loadavg().map((l) => l.toFixed(1)).join(' ')} (other work on the machine inflates every timing)`);
  console.log('');
  const header = ['routes', 'initial JS gz KB', 'cold /home ms', 'key ET p50', 'key ET p95', 'key→frame p50', 'key→frame p95', 'key→DOM p95', 'index open first', 'index open warm', 'index all links'];
  const table = rows.map((r) => [
    String(r.routes),
    kb(r.initial.reduce((s, c) => s + c.gzip, 0)),
    ms(median(r.coldLoadMs)),
    et(percentile(r.keys.eventTiming, 0.5)),
    et(percentile(r.keys.eventTiming, 0.95)),
    ms(percentile(r.keys.frame, 0.5)),
    ms(percentile(r.keys.frame, 0.95)),
    ms(percentile(r.keys.dom, 0.95)),
    ms(r.indexFirstMs),
    ms(median(r.indexWarmMs)),
    ms(median(r.indexFullMs)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table) console.log(line(row));
  console.log('');
  console.log('key ET = Event Timing (largest duration among a keystroke\'s keydown/keypress/beforeinput/input/keyup; 8 ms granularity; <16 = no entry over the 16 ms threshold).');
  console.log('key→frame = keydown timestamp -> results in the DOM -> the task after the next animation frame (in-page clock). key→DOM = keydown -> results in the DOM.');
  console.log('cold /home = navigation start -> menu bar, page heading and hamburger rendered, new browser context (empty cache), median of 3.');
  console.log('index open = pointerdown on the hamburger -> first paint of the overlay (Element Timing); first = loads its chunk, warm = median of 5 re-openings;');
  console.log('  index all links = pointerdown -> the second, low-priority pass that renders every link is committed (warm, median of 5; equals the paint when one pass suffices).');
  console.log('');
  for (const r of rows) {
    console.log(`${r.routes} routes (vite build ${r.buildSeconds.toFixed(1)} s, ${r.indexLinks} links in the open index) — initial chunks, gzip KB: ${r.initial.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}`);
    console.log(`  lazy: ${r.lazy.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}; keystrokes measured: ${r.keys.eventTiming.length}; cold loads ms: ${r.coldLoadMs.map(ms).join(', ')}; warm opens ms: ${r.indexWarmMs.map(ms).join(', ')}; all links ms: ${r.indexFullMs.map(ms).join(', ')}`);
  }
  console.log('');
  const last = rows.find((r) => r.routes >= 10_000) ?? rows[rows.length - 1];
  if (last) {
    const js = last.initial.reduce((s, c) => s + c.gzip, 0) / 1024;
    const p95 = percentile(last.keys.eventTiming, 0.95);
    console.log(`targets at ${last.routes} routes: initial JS ${js.toFixed(1)} KB gzip (target < ${TARGET_JS_KB}: ${js < TARGET_JS_KB ? 'met' : 'NOT met'}); keystroke p95 ${et(p95)} ms by Event Timing, ${ms(percentile(last.keys.frame, 0.95))} ms keydown->frame (target < ${TARGET_KEY_MS}: ${p95 < TARGET_KEY_MS ? 'met' : 'NOT met'})`);
  }
}

async function launchOptions(): Promise<LaunchOptions> {
  // playwright.config.ts makes a temp data dir for its web server unless told one; this script starts its own.
  process.env.E2E_DATA_DIR ||= path.join(tmpdir(), 'ui-bench-unused');
  const config = (await import('../../playwright.config')).default as { use?: { launchOptions?: LaunchOptions } };
  return { ...(config.use?.launchOptions ?? {}), headless: true };
}

async function main() {
  const realCount = await countRealRoutes();
  const browser = await chromium.launch(await launchOptions());
  const rows: Row[] = [];
  try {
    console.log(`bench:ui — sizes ${SIZES.join(', ')} (the real config has ${realCount} routes; synthetic ones fill up to each size)`);
    for (const routes of SIZES) rows.push(await measureSize(browser, Math.max(routes, realCount), realCount));
  } finally {
    await browser.close();
  }
  printReport(rows);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
