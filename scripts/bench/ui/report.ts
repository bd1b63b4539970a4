// bench:ui printing: one table row per size, the chunks behind each figure,
// and the targets. Figures are printed, never asserted.
import { cpus, loadavg } from 'node:os';
import { median, percentile } from '../harness/stats';
import type { KeystrokeRun, KeystrokeSamples } from './keystrokes';
import type { Chunk } from './measure';

export interface Row {
  routes: number;
  initial: Chunk[];
  config: Chunk | null;
  lazy: Chunk[];
  buildSeconds: number;
  coldLoadMs: number[];
  indexFirstMs: number;
  indexWarmMs: number[];
  indexFullMs: number[];
  indexLinks: number;
  keys: KeystrokeRun;
}

export interface ReportContext {
  cpuRate: number;
  user: string;
  loadAtStart: number[];
  targetJsKb: number;
  targetKeyMs: number;
}

// KB = 1000 bytes, as Vite and npm run budget:bundle print them.
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');
/** Event Timing reports nothing under its 16 ms threshold (recorded as 0): show that as '<16'. */
const et = (value: number) => (value === 0 ? '<16' : ms(value));
const cpu = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const total = (chunks: Chunk[]) => chunks.reduce((s, c) => s + c.gzip, 0);

export function printReport(rows: Row[], context: ReportContext): void {
  console.log('');
  console.log(`UI benchmark: Chromium (${context.cpuRate > 1 ? `CPU throttled ${context.cpuRate}x` : 'no CPU throttling'}), 1366x768, signed in as ${context.user} (every route visible)`);
  console.log(`machine: ${cpus().length} CPUs, load average at start ${context.loadAtStart.map((l) => l.toFixed(1)).join(' ')}, at end ${loadavg().map((l) => l.toFixed(1)).join(' ')} (other work on the machine inflates every timing)`);
  console.log('');
  printTable(['routes', 'initial JS gz KB', 'config JSON gz KB', 'cold /home ms', 'index open first', 'index open warm', 'index all links'], rows.map((r) => [
    String(r.routes),
    kb(total(r.initial)),
    r.config ? kb(r.config.gzip) : 'in JS',
    ms(median(r.coldLoadMs)),
    ms(r.indexFirstMs),
    ms(median(r.indexWarmMs)),
    ms(median(r.indexFullMs)),
  ]));
  console.log('');
  printTable(['routes', 'typed into', 'keys', 'key ET p50', 'key ET p95', 'key→frame p50', 'key→frame p95', 'key→DOM p50', 'key→DOM p95', 'key CPU main p50', 'key CPU main p95'], rows.flatMap((r) => [
    keyRow(r.routes, 'searcher', r.keys.searcher),
    keyRow(r.routes, 'control', r.keys.control),
  ]));
  console.log('');
  console.log('initial JS = the entry script and its modulepreloads (gzip -9). config JSON = the compiled config index.html preloads, a separate request cached by its versioned name.');
  console.log('control = the same keys typed into a plain <input> on the same page, outside React, that copies its value into an <output>: the floor of each key figure on this machine.');
  console.log('key ET = Event Timing (largest duration among a keystroke\'s keydown/keypress/beforeinput/input/keyup; 8 ms granularity; <16 = no entry over the 16 ms threshold).');
  console.log('key→frame = keydown timestamp -> results in the DOM -> the task after the next animation frame (in-page clock). key→DOM = keydown -> results in the DOM.');
  console.log('key CPU main = CPU time of the renderer\'s main thread in each keystroke\'s 120 ms window (CDP ThreadTime; includes the bench\'s own CDP calls); the least load-sensitive figure.');
  console.log('cold /home = navigation start -> menu bar, page heading and hamburger rendered, new browser context (empty cache), median.');
  console.log('index open = pointerdown on the hamburger -> first paint of the overlay (Element Timing); first = loads its chunk, warm = median of the re-openings;');
  console.log('  index all links = pointerdown -> the second, low-priority pass that renders every link is committed (warm, median; equals the paint when one pass suffices).');
  console.log('');
  for (const r of rows) {
    console.log(`${r.routes} routes (vite build ${r.buildSeconds.toFixed(1)} s, ${r.indexLinks} links in the open index) — initial chunks, gzip KB: ${r.initial.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}${r.config ? `; config ${r.config.file} ${kb(r.config.gzip)} (${kb(r.config.bytes)} raw)` : ''}`);
    console.log(`  lazy: ${r.lazy.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}; keystrokes measured: ${r.keys.searcher.eventTiming.length} (+ ${r.keys.control.eventTiming.length} control); cold loads ms: ${r.coldLoadMs.map(ms).join(', ')}; warm opens ms: ${r.indexWarmMs.map(ms).join(', ')}; all links ms: ${r.indexFullMs.map(ms).join(', ')}`);
  }
  console.log('');
  const smallest = rows[0];
  const largest = rows.at(-1);
  if (smallest && largest) {
    const js = total(largest.initial) / 1000;
    const p95 = percentile(largest.keys.searcher.eventTiming, 95);
    const growth = (total(largest.initial) - total(smallest.initial)) / 1000;
    console.log(`targets: initial JS at ${smallest.routes} routes ${kb(total(smallest.initial))} KB gzip, at ${largest.routes} routes ${js.toFixed(1)} KB (target <= ${context.targetJsKb}: ${js <= context.targetJsKb ? 'met' : 'NOT met'}; growth ${growth.toFixed(1)} KB)`);
    console.log(`         keystroke p95 at ${largest.routes} routes ${et(p95)} ms by Event Timing, ${ms(percentile(largest.keys.searcher.frame, 95))} ms keydown->frame (target < ${context.targetKeyMs}: ${p95 < context.targetKeyMs ? 'met' : 'NOT met'}); the control ${et(percentile(largest.keys.control.eventTiming, 95))} ms and ${ms(percentile(largest.keys.control.frame, 95))} ms`);
  }
}

function keyRow(routes: number, target: string, k: KeystrokeSamples): string[] {
  return [
    String(routes),
    target,
    String(k.eventTiming.length),
    et(percentile(k.eventTiming, 50)),
    et(percentile(k.eventTiming, 95)),
    ms(percentile(k.frame, 50)),
    ms(percentile(k.frame, 95)),
    ms(percentile(k.dom, 50)),
    ms(percentile(k.dom, 95)),
    cpu(percentile(k.cpuMain, 50)),
    cpu(percentile(k.cpuMain, 95)),
  ];
}

function printTable(header: string[], table: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table) console.log(line(row));
}
