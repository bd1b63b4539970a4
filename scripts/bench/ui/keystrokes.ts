// bench:ui keystrokes: the same keys typed into two text boxes of the same
// page, round after round, so a busy moment of the machine falls on both:
//   - the searcher's search box (the figure issue 10 is about);
//   - a CONTROL: a plain <input> added to the page outside React, whose only
//     work per keystroke is copying its value into a sibling <output> (one
//     text change to observe). It is the floor of every figure on this
//     machine: Event Timing rounds to 8 ms and a duration ends at the next
//     paint, so with a 60 Hz frame clock even this input reports up to ~16 ms.
// Per keystroke: Event Timing (PerformanceObserver 'event', durationThreshold
// 16, the largest duration among the keystroke's events; keys sent with CDP
// Input.dispatchKeyEvent), keydown -> a change in the DOM -> the next frame
// (in-page clock), and the CPU time of the renderer's main thread in the
// keystroke's window (CDP Performance metric ThreadTime, which other work on
// the machine barely moves; ProcessTime would add the compositor, but ticks
// in 10 ms).
import type { CDPSession, Locator, Page } from '@playwright/test';

export interface KeystrokeSamples {
  eventTiming: number[];
  frame: number[];
  dom: number[];
  /** CPU ms of the renderer's main thread in the keystroke's 120 ms window. */
  cpuMain: number[];
}

export interface KeystrokeRun {
  searcher: KeystrokeSamples;
  control: KeystrokeSamples;
}

const CONTROL_ID = 'bench-control';
/** Time each keystroke is given to paint before its figures are read. */
const WINDOW_MS = 120;

const emptySamples = (): KeystrokeSamples => ({ eventTiming: [], frame: [], dom: [], cpuMain: [] });

/** CPU seconds of the renderer's main thread so far. */
async function mainThreadCpu(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN;
}

/** Once per page: the Event Timing observer and the keydown clock. */
async function installProbes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __events: Array<{ name: string; start: number; duration: number }>; __keys: Array<{ t0: number; dom?: number; frame?: number }>; __current: { t0: number; dom?: number; frame?: number } | null };
    w.__events = [];
    w.__keys = [];
    w.__current = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push({ name: e.name, start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    document.addEventListener('keydown', (e) => {
      w.__current = { t0: e.timeStamp };
      w.__keys.push(w.__current);
    }, true);
  });
}

/** Watches `root` (a selector) for the keystroke's first DOM change; returns when watching. */
async function watchDom(page: Page, root: string): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __current: { t0: number; dom?: number; frame?: number } | null; __watch?: MutationObserver };
    w.__watch?.disconnect();
    w.__watch = new MutationObserver(() => {
      const key = w.__current;
      if (!key || key.dom !== undefined) return;
      key.dom = performance.now() - key.t0;
      // The frame that shows the change: rAF runs before it is painted; the task after it, once it is.
      requestAnimationFrame(() => setTimeout(() => { key.frame = performance.now() - key.t0; }, 0));
    });
    w.__watch.observe(document.querySelector(selector)!, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-selected'] });
  }, root);
}

/** Types each query, one key at a time, into the focused `input`, adding one sample per key. */
async function typeQueries(page: Page, cdp: CDPSession, input: Locator, queries: readonly string[], samples: KeystrokeSamples, label: string, verbose: boolean): Promise<void> {
  for (const query of queries) {
    await input.fill('');
    await page.waitForTimeout(150);
    for (const char of query) {
      const before = await page.evaluate(() => performance.now());
      const cpuBefore = await mainThreadCpu(cdp);
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: char, unmodifiedText: char, key: char });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: char });
      await page.waitForTimeout(WINDOW_MS);
      const cpuAfter = await mainThreadCpu(cdp);
      const result = await page.evaluate((since) => {
        const w = window as unknown as { __events: Array<{ name: string; start: number; duration: number }>; __keys: Array<{ t0: number; dom?: number; frame?: number }> };
        const mine = w.__events.filter((e) => e.start >= since && ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'].includes(e.name));
        const key = w.__keys.filter((k) => k.t0 >= since).at(0);
        return { et: mine.reduce((m, e) => Math.max(m, e.duration), 0), dom: key?.dom, frame: key?.frame };
      }, before);
      // No entry means every event of this keystroke took under the 16 ms threshold.
      samples.eventTiming.push(result.et);
      const cpuMain = (cpuAfter - cpuBefore) * 1000;
      if (Number.isFinite(cpuMain)) samples.cpuMain.push(cpuMain);
      if (verbose) console.log(`    ${label} '${char}' of '${query}': event timing ${result.et || '<16'} ms, DOM ${result.dom?.toFixed(1) ?? '-'} ms, frame ${result.frame?.toFixed(1) ?? '-'} ms, CPU main ${cpuMain.toFixed(1)} ms`);
      if (result.dom !== undefined) samples.dom.push(result.dom);
      if (result.frame !== undefined) samples.frame.push(result.frame);
    }
  }
}

/** The control: a plain input and an output that mirrors it, outside React's root (no React listener sees its events). */
async function addControl(page: Page): Promise<Locator> {
  await page.evaluate((id) => {
    const box = document.createElement('div');
    box.id = id;
    box.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:10000;background:#fff;padding:4px;font:14px sans-serif';
    const input = document.createElement('input');
    input.type = 'text';
    input.autocomplete = 'off';
    input.spellcheck = false;
    const output = document.createElement('output');
    input.addEventListener('input', () => { output.textContent = input.value; });
    box.append(input, output);
    document.body.append(box);
  }, CONTROL_ID);
  return page.locator(`#${CONTROL_ID} input`);
}

/**
 * Per round: the queries into the control, then into the searcher (opened
 * with its header button, closed with Escape). Interleaved, so both see the
 * same machine.
 */
export async function keystrokes(page: Page, queries: readonly string[], rounds: number, verbose: boolean): Promise<KeystrokeRun> {
  await installProbes(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const run: KeystrokeRun = { searcher: emptySamples(), control: emptySamples() };
  const control = await addControl(page);
  for (let round = 0; round < rounds; round++) {
    await control.focus();
    await watchDom(page, `#${CONTROL_ID}`);
    await typeQueries(page, cdp, control, queries, run.control, 'control', verbose);
    await control.fill('');

    await page.getByTestId('open-searcher').click();
    const input = page.getByTestId('searcher-input');
    await input.waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'searcher-input');
    await watchDom(page, '[role="dialog"]');
    await typeQueries(page, cdp, input, queries, run.searcher, 'searcher', verbose);
    await input.fill('');
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'hidden' });
  }
  await cdp.detach();
  return run;
}
