// bench:ui measurements, in a real Chromium against the built app:
//   - the initial JS (every chunk index.html loads up front) and the config
//     JSON it preloads, gzip sizes;
//   - the cold load of /home until the menu bar and the page heading show;
//   - (the searcher's keystrokes and their control: keystrokes.ts);
//   - the index open time: pointerdown on the hamburger -> the overlay's
//     first paint (Element Timing on its title), and -> every link rendered.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { initialScripts } from '../../budget/bundle-sizes.ts';

export interface Chunk { file: string; bytes: number; gzip: number }

async function chunk(dist: string, file: string): Promise<Chunk> {
  const buffer = await readFile(path.join(dist, file.replace(/^\//, '')));
  return { file: path.basename(file), bytes: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
}

/** The JS index.html loads before anything is clicked: the entry script and its modulepreloads (as npm run budget:bundle counts them). */
export async function initialChunks(dist: string): Promise<Chunk[]> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const chunks = await Promise.all(initialScripts(html).map((file) => chunk(dist, file)));
  return chunks.sort((a, b) => b.gzip - a.gzip);
}

/** The JSON index.html preloads (the compiled config), or null when the config is inlined in the JS. */
export async function preloadedJson(dist: string): Promise<Chunk | null> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const href = /<link[^>]+rel="preload"[^>]+href="([^"]+\.json)"/.exec(html)?.[1];
  return href ? chunk(dist, href) : null;
}

/** gzip size of the lazily loaded chunks whose names start with one of the prefixes. */
export async function lazyChunks(dist: string, prefixes: string[]): Promise<Chunk[]> {
  const out: Chunk[] = [];
  for (const file of await readdir(path.join(dist, 'assets'))) {
    if (file.endsWith('.js') && prefixes.some((p) => file.startsWith(`${p}-`))) out.push(await chunk(dist, `assets/${file}`));
  }
  return out;
}

export async function signIn(base: string, user: { Email: string; Password: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
  const body = (await response.json()) as { Token?: string; data?: { Token?: string } };
  const token = body.Token ?? body.data?.Token;
  if (!response.ok || !token) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return token;
}

export async function newPage(browser: Browser, base: string, token: string, cpuRate: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 }, locale: 'es-ES' });
  await context.addInitScript((t) => {
    if (!localStorage.getItem('sop.token')) localStorage.setItem('sop.token', t);
  }, token);
  const page = await context.newPage();
  if (cpuRate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  return page;
}

/** Navigation start -> menu bar and page heading on screen (a fresh context: empty cache). */
export async function coldLoad(browser: Browser, base: string, token: string, cpuRate: number): Promise<number> {
  const page = await newPage(browser, base, token, cpuRate);
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
export async function openIndexOnce(page: Page): Promise<{ paint: number; full: number; links: number }> {
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
