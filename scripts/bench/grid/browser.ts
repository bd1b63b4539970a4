// The grid bench in Chromium: the built app served by the bench's server,
// signed in as the bench's planner, on the grid of every product (5,000
// rows x 36 months, one measure). Measured in the page itself:
//   first render  navigation start -> first grid rows in the DOM, and the part after the first rows' response ended
//   scrolling     requestAnimationFrame intervals while the rows scroll by 120 px a frame
//   edit->totals  Enter in a product's cell -> the total row shows the new sum (MutationObserver), and the
//                 page's own update of the tree (performance measure grid-local-edit)
import { chromium } from '@playwright/test';
import { ms } from '../harness/print';
import { percentile } from '../harness/stats';
import type { GridBenchData } from './fixture';

/** An init script: window.__grid.firstRows is when the first grid rows were in the DOM (also used by visit.ts). */
export const FIRST_ROWS = `(() => {
  window.__grid = {};
  const seen = () => document.querySelector('[data-testid="planning-grid"] tbody tr[data-index]');
  const observer = new MutationObserver(() => {
    if (window.__grid.firstRows === undefined && seen()) { window.__grid.firstRows = performance.now(); observer.disconnect(); }
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
})();`;

export async function measureBrowser(origin: string, token: string, data: GridBenchData, smoke: boolean): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling', '--disable-renderer-backgrounding'] });
  const lines: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
    await context.addInitScript(FIRST_ROWS);
    const page = await context.newPage();
    // A step that never comes fails the bench with its reason instead of holding it (actions wait forever by default).
    page.setDefaultTimeout(120_000);
    await page.goto(`${origin}/assets/i18n/en.json`);
    // A returning user's browser: the token and the language last used (kept when the interface applied it).
    await page.evaluate((t) => { localStorage.setItem('sop.token', t); localStorage.setItem('sop.lastLanguage', 'en'); }, token);
    const url = `${origin}/forecasts/main?h=products&l=3&m=consensus&b=${data.months[0]},${data.months.at(-1)}`;
    const loads: Array<{ first: number; afterData: number; asked: number; answered: number; before: string; timing: string; rest: number | null }> = [];
    for (let i = 0; i < (smoke ? 1 : 3); i++) {
      await page.goto(url);
      await page.waitForFunction(() => (window as unknown as { __grid: { firstRows?: number } }).__grid.firstRows !== undefined, null, { timeout: 120_000 });
      // The other months (asked after the first rows): when no cell waits for them.
      await page.waitForFunction(() => !document.querySelector('[data-testid="planning-grid"] td[data-waiting]'), null, { timeout: 120_000, polling: 10 });
      const rest = await page.evaluate(() => performance.now());
      loads.push(await page.evaluate(() => {
        const first = (window as unknown as { __grid: { firstRows: number } }).__grid.firstRows;
        // The first rows request (the page then asks the measures it does not draw, the baseline, after them).
        const rows = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/grid/') && e.name.includes('/rows'))
          .sort((a, b) => a.startTime - b.startTime) as PerformanceResourceTiming[];
        const dataEnd = rows[0].responseEnd;
        const asked = rows[0].startTime;
        // What the page fetched before it asked for the rows (the path its start waits on).
        const before = performance.getEntriesByType('resource').filter((e) => e.startTime < asked)
          .map((e) => `${e.name.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '').slice(0, 40)} ${Math.round(e.startTime)}-${Math.round((e as PerformanceResourceTiming).responseEnd)}`).join(', ');
        // When the request left (after a free connection: the chunks asked before it hold some) and its answer began.
        const timing = `sent ${Math.round(rows[0].requestStart)}, answer from ${Math.round(rows[0].responseStart)}`;
        return { first, afterData: first - dataEnd, asked, answered: dataEnd, before, timing };
      }).then((l) => ({ ...l, rest })));
    }
    // GRID_BENCH_SHOTS=<dir> (after the timed visits): the grid with history and override just after its first paint, the
    // first months (their requests held 3 s, to see them waiting), and once every month came.
    const shots = process.env.GRID_BENCH_SHOTS;
    if (shots) {
      await page.route(/\/api\/grid\/.*\/rows\?/, async (r) => {
        if (!r.request().url().includes('window=first')) await new Promise((done) => setTimeout(done, 3000));
        await r.continue();
      });
      await page.goto(url.replace('m=consensus', 'm=history,consensus'));
      await page.waitForFunction(() => (window as unknown as { __grid: { firstRows?: number } }).__grid.firstRows !== undefined, null, { timeout: 120_000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${shots}/grid-first-paint.png` });
      await page.evaluate(() => { (document.querySelector('[data-testid="planning-grid"]') as HTMLElement).scrollLeft = 550; });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${shots}/grid-first-months-waiting.png` });
      await page.waitForFunction(() => !document.querySelector('[data-testid="planning-grid"] td[data-waiting]'), null, { timeout: 120_000 });
      await page.screenshot({ path: `${shots}/grid-all-months.png` });
      await page.unroute(/\/api\/grid\/.*\/rows\?/);
      await page.goto(url);
      await page.waitForFunction(() => !document.querySelector('[data-testid="planning-grid"] td[data-waiting]') && document.querySelector('[data-testid="planning-grid"] tbody tr[data-index]'), null, { timeout: 120_000 });
    }
    const rowCount = await page.locator('[data-testid="planning-grid"] table').getAttribute('aria-rowcount');
    lines.push(`  browser: ${Number(rowCount) - 1} display rows x ${data.months.length} months`);
    lines.push(`  first render     ${loads.map((l) => ms(l.first)).join(', ')} from navigation; ${loads.map((l) => ms(l.afterData)).join(', ')} of it after the rows arrived  [target <= 1 s]`);
    lines.push(`                   rows asked at ${loads.map((l) => ms(l.asked)).join(', ')}, answered at ${loads.map((l) => ms(l.answered)).join(', ')} (${loads.map((l) => l.timing).join('; ')})`);
    lines.push(`                   every month in (the later requests merged) at ${loads.map((l) => ms(l.rest!)).join(', ')}`);
    if (process.env.GRID_BENCH_VERBOSE) loads.forEach((l, i) => lines.push(`                   before the rows (visit ${i + 1}): ${l.before}`));

    // Plain strings: the bench runs under tsx, whose transform would wrap named inner functions in a helper the page lacks.
    const frames = await page.evaluate(`new Promise((done) => {
      const el = document.querySelector('[data-testid="planning-grid"]');
      const stamps = [];
      const step = (t) => {
        stamps.push(t);
        el.scrollTop += 120;
        if (stamps.length < ${smoke ? 30 : 240}) requestAnimationFrame(step);
        else done(stamps.slice(1).map((s, i) => s - stamps[i]));
      };
      requestAnimationFrame(step);
    })`) as number[];
    const dropped = frames.filter((d) => d > 17.5).length;
    lines.push(`  scrolling        ${frames.length} frames: p50 ${ms(percentile(frames, 50))}, p95 ${ms(percentile(frames, 95))}, max ${ms(Math.max(...frames))}; ${dropped} over 16.7 ms  [target: none dropped]`);

    await page.evaluate(() => { (document.querySelector('[data-testid="planning-grid"]') as HTMLElement).scrollTop = 0; });
    // The active cell's month: the first that may be changed, in view (only the months in view have cells).
    const month = (await page.locator('[data-testid="planning-grid"] td[data-active][data-month]').first().getAttribute('data-month'))!;
    const edits: number[] = [];
    const local: number[] = [];
    for (let i = 0; i < (smoke ? 1 : 5); i++) {
      const row = page.locator('[data-testid="planning-grid"] tbody tr[data-index]').nth(i + 1);
      const cell = row.locator(`td[data-month="${month}"]`);
      await cell.click();
      await page.evaluate(`(() => {
        const total = document.querySelector('tr[data-row=""][data-measure="consensus"] td[data-month="${month}"]');
        window.__edit = {};
        const onKey = (e) => { if (e.key === 'Enter') { window.__edit.start = performance.now(); document.removeEventListener('keydown', onKey, true); } };
        document.addEventListener('keydown', onKey, true);
        new MutationObserver((_, o) => { if (window.__edit.start !== undefined) { window.__edit.end = performance.now(); o.disconnect(); } }).observe(total, { childList: true, characterData: true, subtree: true });
      })()`);
      await page.keyboard.type(String(500 + i * 11));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => (window as unknown as { __edit: { end?: number } }).__edit.end !== undefined, null, { timeout: 10_000 });
      edits.push(await page.evaluate(() => { const e = (window as unknown as { __edit: { start: number; end: number } }).__edit; return e.end - e.start; }));
      await page.waitForFunction(() => !document.querySelector('[data-testid="grid-status"]')?.textContent?.includes('…'), null, { timeout: 30_000 });
    }
    local.push(...await page.evaluate(() => performance.getEntriesByName('grid-local-edit').map((e) => e.duration)));
    lines.push(`  edit -> totals   ${edits.map(ms).join(', ')} (Enter to the total shown); the page's own update ${local.map(ms).join(', ')}  [target <= 50 ms]`);
  } finally {
    await browser.close();
  }
  return lines;
}
