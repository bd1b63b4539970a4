// First visits to the grid served by serve.ts (a tool, not a bench): each in a
// fresh browser context (cold cache) after a write that makes the server's
// read cold, as the bench's first visit. npx tsx scripts/bench/grid/visit.ts
// [visits=3] prints per visit the first render from navigation, when the rows
// were asked, sent and answered, and (VISIT_TIMELINE=1) every resource before
// the first rows appeared; VISIT_WARM=1 visits again in the same context
// (cached files, warm read); VISIT_TRACE=<file.json> records a Chromium trace
// of the last visit; VISIT_SHOTS=<dir> screenshots it at first paint and 1 s
// later; VISIT_SCROLL=1 scrolls as the bench does after the last visit;
// VISIT_PROF=<file.cpuprofile> records the page's JavaScript profile of the last visit.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { FIRST_ROWS } from './browser';
import type { GridBenchData } from './fixture';

const { origin, token, data, control } = JSON.parse(await readFile('/tmp/grid-serve.json', 'utf8')) as { origin: string; token: string; data: GridBenchData; control: string };
const visits = Number(process.argv[2] ?? 3);
const url = `${origin}/forecasts/main?h=products&l=3&m=consensus&b=${data.months[0]},${data.months.at(-1)}`;

async function measure(page: Page, label: string): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __grid: { firstRows?: number } }).__grid.firstRows !== undefined, null, { timeout: 120_000 });
  const r = await page.evaluate(() => {
    const first = (window as unknown as { __grid: { firstRows: number } }).__grid.firstRows;
    const all = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const rows = all.filter((e) => e.name.includes('/api/grid/') && e.name.includes('/rows')).sort((a, b) => a.startTime - b.startTime)[0];
    const marks = performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`).join(', ');
    const timeline = all.filter((e) => e.startTime < first).map((e) => `${e.name.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '').slice(0, 36)} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`);
    return { first, asked: rows.startTime, sent: rows.requestStart, from: rows.responseStart, end: rows.responseEnd, marks, timeline, count: all.filter((e) => e.startTime < first).length };
  });
  const f = (n: number) => Math.round(n);
  console.log(`${label}: first render ${f(r.first)} ms (load ${os.loadavg()[0].toFixed(1)}); rows asked ${f(r.asked)}, sent ${f(r.sent)}, answer ${f(r.from)}-${f(r.end)}; ${f(r.first - r.end)} ms after; ${r.count} resources before${r.marks ? `; marks ${r.marks}` : ''}`);
  if (process.env.VISIT_TIMELINE) console.log(`  ${r.timeline.join('\n  ')}`);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling', '--disable-renderer-backgrounding'] });
try {
  for (let i = 0; i < visits; i++) {
    await fetch(`${control}/touch`, { method: 'POST' });
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
    await context.addInitScript(FIRST_ROWS);
    const page = await context.newPage();
    await page.goto(`${origin}/assets/i18n/en.json`);
    // A returning user's browser: the token and the language last used (kept when the interface applied it).
    await page.evaluate((t) => { localStorage.setItem('sop.token', t); localStorage.setItem('sop.lastLanguage', 'en'); }, token);
    const last = i === visits - 1;
    const trace = last && process.env.VISIT_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'] });
    const prof = last && process.env.VISIT_PROF ? await context.newCDPSession(page) : null;
    if (prof) {
      await prof.send('Profiler.enable');
      await prof.send('Profiler.setSamplingInterval', { interval: 200 });
      await prof.send('Profiler.start');
    }
    await page.goto(url);
    await measure(page, `visit ${i + 1}`);
    if (trace) await browser.stopTracing();
    if (prof) await writeFile(process.env.VISIT_PROF!, JSON.stringify((await prof.send('Profiler.stop')).profile));
    if (last && process.env.VISIT_SHOTS) {
      await page.screenshot({ path: `${process.env.VISIT_SHOTS}/visit-first-paint.png` });
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${process.env.VISIT_SHOTS}/visit-after.png` });
    }
    if (process.env.VISIT_WARM) {
      await page.goto(url);
      await measure(page, `  again (cached files, warm read)`);
    }
    if (last && process.env.VISIT_SCROLL) {
      await page.waitForFunction(() => !document.querySelector('[data-testid="planning-grid"] td[data-waiting]'), null, { timeout: 120_000 });
      const frames = (await page.evaluate(`new Promise((done) => {
        const el = document.querySelector('[data-testid="planning-grid"]');
        const stamps = [];
        const step = (t) => { stamps.push(t); el.scrollTop += 120; if (stamps.length < 240) requestAnimationFrame(step); else done(stamps.slice(1).map((s, i) => s - stamps[i])); };
        requestAnimationFrame(step);
      })`)) as number[];
      const sorted = [...frames].sort((a, b) => a - b);
      console.log(`scrolling: ${frames.length} frames, p50 ${sorted[Math.floor(frames.length / 2)].toFixed(0)} ms, p95 ${sorted[Math.floor(frames.length * 0.95)].toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; ${frames.filter((d) => d > 17.5).length} over 16.7 ms (load ${os.loadavg()[0].toFixed(1)})`);
    }
    // Every month in before the next visit: the later requests would keep the server busy during it.
    await page.waitForFunction(() => !document.querySelector('[data-testid="planning-grid"] td[data-waiting]'), null, { timeout: 120_000 });
    await context.close();
  }
} finally {
  await browser.close();
}
