// Reads a built dist/ and measures what its first load and each lazy chunk
// weigh (bundle-sizes.ts); shared by the budget check and bench:ui.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialScripts, initialStyles, lazyNeeds, type LazyNeed, type Manifest } from './bundle-sizes.ts';

export interface FileSize { file: string; gzip: number }

export interface DistSizes {
  /** The entry script and every modulepreload of index.html. */
  initial: FileSize[];
  initialJs: number;
  /** index.html's stylesheets (apart from the JS budget). */
  styles: FileSize[];
  /** Every other JS chunk. */
  lazy: FileSize[];
  /** Per dynamically imported chunk, what its first use downloads beyond the first load. */
  needs: LazyNeed[];
}

export function measureDist(dist: string): DistSizes {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(manifestFile)) {
    throw new Error(`${dist}: no index.html or .vite/manifest.json; run \`npm run build\` first`);
  }
  const cache = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) cache.set(file, (size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length));
    return size;
  };
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const initialFiles = initialScripts(html);
  const initial = initialFiles.map((file) => ({ file, gzip: gzipOf(file) }));
  const initialSet = new Set(initialFiles);
  const lazyFiles = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js') && !initialSet.has(f));
  return {
    initial,
    initialJs: initial.reduce((sum, f) => sum + f.gzip, 0),
    styles: initialStyles(html).map((file) => ({ file, gzip: gzipOf(file) })),
    lazy: lazyFiles.map((file) => ({ file, gzip: gzipOf(file) })).sort((a, b) => b.gzip - a.gzip),
    needs: lazyNeeds(manifest, initialSet, gzipOf),
  };
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
