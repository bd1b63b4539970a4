import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { configPlugin } from './scripts/vite/config-plugin.ts';
import { mantineCssPlugin } from './scripts/vite/mantine-css-plugin.ts';

/**
 * The application's code (src/app.tsx and the chunks it imports) preloaded by
 * index.html: the small entry (src/main.tsx, engine/shell/boot.ts) imports it
 * dynamically, so without this its download would start only once the entry
 * has run, a round trip later, beside the page's first request, which the
 * entry starts as soon as the config is here. What the entry itself imports
 * Vite preloads already.
 */
function preloadApp(): Plugin {
  return {
    name: 'sop:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const app = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/app.tsx'));
        if (!app) return [];
        const inHtml = new Set([ctx.chunk?.fileName, ...(ctx.chunk?.imports ?? [])]);
        const files = new Set<string>();
        const add = (name: string) => {
          if (files.has(name) || inHtml.has(name)) return;
          files.add(name);
          chunks.find((c) => c.fileName === name)?.imports.forEach(add);
        };
        add(app.fileName);
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** The project's root (this file's folder), whatever the working directory. */
const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Mantine's core and hooks (and, with them, the libraries only they import: floating-ui, react-number-format...). */
const MANTINE = /node_modules[\\/]@mantine[\\/](core|hooks)[\\/].*\.m?js$/;
const ICONS = /node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
/** The application's own code. */
const SHELL = /^(?!.*node_modules).*[\\/](engine|src)[\\/]/;

/**
 * The application's own first-load modules and icons as one chunk ('first-load'), except those the small entry (src/main.tsx) runs:
 * with two entries their shared modules would otherwise be a dozen chunks of a few hundred bytes each (a request and
 * a gzip stream each). The entry's must stay out: a module of the entry's in it would make the entry wait for
 * React and the rest before it could ask for anything.
 */
function shellChunk(): (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => string | null {
  let entryModules: Set<string> | null = null;
  return (id, ctx) => {
    if (!entryModules) {
      entryModules = new Set();
      // Vite names modules by their real path: src/ may be a link (the YAML-only e2e builds a linked copy).
      const stack = [realpathSync(path.join(ROOT, 'src/main.tsx'))];
      while (stack.length > 0) {
        const next = stack.pop()!;
        if (entryModules.has(next)) continue;
        entryModules.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return entryModules.has(id) ? null : 'first-load';
  };
}

// configPlugin serves the compiled config (a versioned JSON file the app
// fetches, virtual:app-config-url), the icons it names (virtual:config-icons)
// and the translations (/assets/i18n/<lang>.json) from config/*.yaml.
export default defineConfig({
  plugins: [react(), configPlugin(), mantineCssPlugin(), preloadApp()],
  resolve: { alias: [{ find: /^use-sync-external-store\/shim$/, replacement: path.join(ROOT, 'scripts/vite/use-sync-external-store-shim.ts') }] },
  build: {
    outDir: 'dist',
    // Libraries as a few chunks instead of some hundred small ones: on a first visit to a page every chunk is a request
    // to the same server, the browser opens six connections per host, and the grid's first visit had its rows request
    // wait ~500 ms behind some forty of these files (bench:grid, scripts/bench/grid/visit.ts). But only what the first
    // page needs is preloaded by index.html (issue 27: one chunk of all of Mantine made the first load 259.5 KB gzip):
    // src/app.tsx is an entry of its own so that '$initial' (statically imported by an entry) tells the modules the
    // application starts with (React, Mantine's provider and theme, the shell's icons) from those pages bring
    // (Mantine's components: one chunk loaded with the first page; the icons; dates; the charts where drawn).
    // scripts/budget/bundle-budget.ts (npm run budget:bundle, in test:e2e) holds the sizes.
    rolldownOptions: {
      input: { index: path.join(ROOT, 'index.html'), app: path.join(ROOT, 'src/app.tsx') },
      output: {
        codeSplitting: {
          groups: [
            // React's DOM renderer on its own: Mantine's modules import it, and would otherwise take it along.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: 'mantine', test: MANTINE, tags: ['$initial'], priority: 3 },
            { name: shellChunk(), test: (id) => SHELL.test(id) || ICONS.test(id), tags: ['$initial'], includeDependenciesRecursively: false, priority: 3 },
            { name: 'mantine-ui', test: MANTINE, priority: 2 },
            { name: 'mantine-dates', test: /node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/].*\.m?js$/, priority: 2 },
            { name: 'tabler-icons', test: ICONS, priority: 2 },
          ],
        },
      },
    },
    // Read by scripts/budget (dist/.vite/manifest.json: chunks and their imports); the server does not serve dotfiles.
    manifest: true,
    // Every browser the app supports (baseline-widely-available) preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // The forbidden page's backgrounds load only when that page shows: keep
    // them out of the JS (inlined data URLs would weigh on every first load).
    // The logo is the favicon too, so index.html fetches its file anyway.
    assetsInlineLimit: (file: string) => (/(forbidden-\d+|logo)\.svg$/.test(file) ? false : undefined),
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
