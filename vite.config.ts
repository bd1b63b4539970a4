import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { configPlugin } from './scripts/vite/config-plugin.ts';
import { mantineCssPlugin } from './scripts/vite/mantine-css-plugin.ts';

/**
 * The application's code (src/app.tsx and the chunks it imports) preloaded by
 * index.html: the small entry (src/main.tsx, engine/shell/boot.ts) imports it
 * dynamically, so without this its download would start only once the entry
 * has run, a round trip later, beside the page's first request, which the
 * entry starts as soon as the config is here.
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
        const files = new Set<string>();
        const add = (name: string) => {
          const chunk = chunks.find((c) => c.fileName === name);
          // The entry is in index.html already.
          if (files.has(name) || chunk?.isEntry) return;
          files.add(name);
          chunk?.imports.forEach(add);
        };
        add(app.fileName);
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

// configPlugin serves the compiled config (a versioned JSON file the app
// fetches, virtual:app-config-url), the icons it names (virtual:config-icons)
// and the translations (/assets/i18n/<lang>.json) from config/*.yaml.
export default defineConfig({
  plugins: [react(), configPlugin(), mantineCssPlugin(), preloadApp()],
  build: {
    outDir: 'dist',
    // Mantine, its dates and the icons as three chunks instead of some hundred small ones: on a first visit to a
    // page every chunk is a request to the same server, the browser opens six connections per host, and the grid's
    // first visit had its rows request wait ~500 ms behind some forty of these files (bench:grid, scripts/bench/grid/
    // visit.ts). Only modules the app imports are in them (tree-shaken); the CSS stays per component
    // (mantine-css-plugin), and the charts' and grids' libraries still load only on the pages that draw them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/].*\.m?js$/ },
            { name: 'mantine-dates', test: /node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/].*\.m?js$/ },
            { name: 'tabler-icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
          ],
        },
      },
    },
    // The forbidden page's backgrounds load only when that page shows: keep
    // them out of the JS (inlined data URLs would weigh on every first load).
    // The logo is the favicon too, so index.html fetches its file anyway.
    assetsInlineLimit: (file: string) => (/(forbidden-\d+|logo)\.svg$/.test(file) ? false : undefined),
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
