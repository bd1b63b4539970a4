import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configPlugin } from './scripts/vite/config-plugin.ts';
import { mantineCssPlugin } from './scripts/vite/mantine-css-plugin.ts';

// configPlugin serves the compiled config (a versioned JSON file the app
// fetches, virtual:app-config-url), the icons it names (virtual:config-icons)
// and the translations (/assets/i18n/<lang>.json) from config/*.yaml.
export default defineConfig({
  plugins: [react(), configPlugin(), mantineCssPlugin()],
  build: {
    outDir: 'dist',
    // The forbidden page's backgrounds load only when that page shows: keep
    // them out of the JS (inlined data URLs would weigh on every first load).
    // The logo is the favicon too, so index.html fetches its file anyway.
    assetsInlineLimit: (file: string) => (/(forbidden-\d+|logo)\.svg$/.test(file) ? false : undefined),
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
