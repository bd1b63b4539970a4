// What a first load and a page's first visit download, from a built dist/:
// index.html names the entry script and its modulepreloads (the first load);
// Vite's manifest (dist/.vite/manifest.json) gives each chunk's static and
// dynamic imports, so each dynamically imported chunk (a page, a view kind, a
// dialog) brings its own file and the static imports not in the first load.
// Sizes are gzip level 9 in bytes (what the server's compression sends, give
// or take a few hundred bytes); the caller divides by 1000 for KB.

/** A chunk of Vite's build manifest (the fields this reads). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The JS files index.html loads up front (module scripts and modulepreloads), in order, without duplicates. */
export function initialScripts(html: string): string[] {
  const files: string[] = [];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!(isScript || isPreload) || !url || !url.endsWith('.js')) continue;
    const file = url.replace(/^\//, '');
    if (!files.includes(file)) files.push(file);
  }
  return files;
}

/** The stylesheets index.html links (reported apart: they are not in the JS budget). */
export function initialStyles(html: string): string[] {
  const tags = html.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [];
  return tags.flatMap((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1]?.replace(/^\//, '') ?? []);
}

export interface LazyNeed {
  /** The dynamically imported module (manifest key: its source path). */
  source: string;
  /** Its chunk and every chunk it imports statically, the first load's excepted. */
  files: string[];
  /** Their gzip bytes together. */
  gzip: number;
}

/** For each dynamically imported chunk: the files its first use downloads beyond the first load, largest first. */
export function lazyNeeds(manifest: Manifest, initial: ReadonlySet<string>, gzipOf: (file: string) => number): LazyNeed[] {
  const byKey = new Map(Object.entries(manifest));
  const needs: LazyNeed[] = [];
  for (const [key, chunk] of byKey) {
    if (!chunk.isDynamicEntry || initial.has(chunk.file)) continue;
    const files = new Set<string>();
    const visit = (k: string) => {
      const c = byKey.get(k);
      if (!c || initial.has(c.file) || files.has(c.file)) return;
      files.add(c.file);
      c.imports?.forEach(visit);
    };
    visit(key);
    const list = [...files];
    needs.push({ source: key, files: list, gzip: list.reduce((sum, f) => sum + gzipOf(f), 0) });
  }
  return needs.sort((a, b) => b.gzip - a.gzip || a.source.localeCompare(b.source));
}

export interface Budget {
  /** The first load's JS, gzip bytes. */
  initialJs: number;
  /** The largest single chunk loaded after the first load (a page's, a view kind's, a library's), gzip bytes. */
  lazyChunk: number;
}

/** Gzip bytes (KB = 1000 bytes). */
export const BUNDLE_BUDGET: Budget = {
  /** The first load (the login page, /home): issue 27's limit. 149.2 KB on 2026-12-07. */
  initialJs: 150_000,
  /** The largest lazy chunk: the charts' (recharts, LineChart) 117.5 KB on 2026-12-07, with a little headroom. */
  lazyChunk: 125_000,
};

export interface BudgetReport {
  initialJs: number;
  largestLazy: { file: string; gzip: number };
  failures: string[];
}

/** Checks the figures against the budget; a failure names the figure, the limit and what to look at. */
export function checkBudget(initial: { file: string; gzip: number }[], lazy: { file: string; gzip: number }[], budget: Budget): BudgetReport {
  const initialJs = initial.reduce((sum, f) => sum + f.gzip, 0);
  const largestLazy = lazy.reduce((max, f) => (f.gzip > max.gzip ? f : max), { file: '(none)', gzip: 0 });
  const failures: string[] = [];
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  if (initialJs > budget.initialJs) {
    const top = [...initial].sort((a, b) => b.gzip - a.gzip).slice(0, 3).map((f) => `${f.file} ${kb(f.gzip)}`).join(', ');
    failures.push(`first load: ${kb(initialJs)} of JS (gzip) > budget ${kb(budget.initialJs)}; largest: ${top}. Something the first page does not need is imported statically by the entry or src/app.tsx, or a chunk group captures it (vite.config.ts).`);
  }
  if (largestLazy.gzip > budget.lazyChunk) {
    failures.push(`largest lazy chunk: ${largestLazy.file} ${kb(largestLazy.gzip)} (gzip) > budget ${kb(budget.lazyChunk)}.`);
  }
  return { initialJs, largestLazy, failures };
}
