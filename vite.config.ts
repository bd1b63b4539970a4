import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configPlugin } from './scripts/vite/config-plugin.ts';

// configPlugin serves the compiled config (virtual:app-config) and the
// translations (/assets/i18n/<lang>.json) from config/*.yaml.
export default defineConfig({
  plugins: [react(), configPlugin()],
  build: {
    outDir: 'dist',
    // The forbidden page's backgrounds load only when that page shows: keep
    // them out of the JS (inlined data URLs would weigh on every first load).
    assetsInlineLimit: (file: string) => (/forbidden-\d+\.svg$/.test(file) ? false : undefined),
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
