import { describe, expect, it } from 'vitest';
import { checkBudget, initialScripts, initialStyles, lazyNeeds, type Manifest } from '../../../scripts/budget/bundle-sizes';

const HTML = `<head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
<link rel="preload" href="/assets/config-1.json" as="fetch" crossorigin="">
<link rel="modulepreload" crossorigin href="/assets/app-d.js">
<link rel="modulepreload" crossorigin href="/assets/shared-b.js">
</head>`;

describe('initialScripts', () => {
  it('lists the entry script and the modulepreloads once each, not the CSS nor the JSON', () => {
    expect(initialScripts(HTML)).toEqual(['assets/index-a.js', 'assets/shared-b.js', 'assets/app-d.js']);
    expect(initialStyles(HTML)).toEqual(['assets/index-c.css']);
  });
});

describe('lazyNeeds', () => {
  // page -> ui (-> shared, in the first load); dialog -> ui, own
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared'], dynamicImports: ['page.tsx'] },
    _shared: { file: 'assets/shared-b.js' },
    'page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['_ui'], dynamicImports: ['dialog.tsx'] },
    _ui: { file: 'assets/ui.js', imports: ['_shared'] },
    'dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true, imports: ['_ui', '_own'] },
    _own: { file: 'assets/own.js' },
  };
  const sizes: Record<string, number> = { 'assets/page.js': 10, 'assets/ui.js': 100, 'assets/dialog.js': 5, 'assets/own.js': 1 };
  it('counts a lazy chunk with its static imports outside the first load, largest first', () => {
    const needs = lazyNeeds(manifest, new Set(['assets/index-a.js', 'assets/shared-b.js']), (f) => sizes[f]);
    expect(needs.map((n) => [n.source, n.files, n.gzip])).toEqual([
      ['page.tsx', ['assets/page.js', 'assets/ui.js'], 110],
      ['dialog.tsx', ['assets/dialog.js', 'assets/ui.js', 'assets/own.js'], 106],
    ]);
  });
});

describe('checkBudget', () => {
  const initial = [{ file: 'a.js', gzip: 90_000 }, { file: 'b.js', gzip: 50_000 }];
  const lazy = [{ file: 'chart.js', gzip: 120_000 }, { file: 'page.js', gzip: 3_000 }];
  it('passes at or under the budget and reports the figures', () => {
    const report = checkBudget(initial, lazy, { initialJs: 140_000, lazyChunk: 120_000 });
    expect(report).toEqual({ initialJs: 140_000, largestLazy: { file: 'chart.js', gzip: 120_000 }, failures: [] });
  });
  it('fails one byte over, naming the figure, the limit and the largest files', () => {
    const report = checkBudget(initial, lazy, { initialJs: 139_999, lazyChunk: 119_999 });
    expect(report.failures).toHaveLength(2);
    expect(report.failures[0]).toMatch(/^first load: 140\.0 KB of JS \(gzip\) > budget 140\.0 KB; largest: a\.js 90\.0 KB, b\.js 50\.0 KB/);
    expect(report.failures[1]).toBe('largest lazy chunk: chart.js 120.0 KB (gzip) > budget 120.0 KB.');
  });
});
