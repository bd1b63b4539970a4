// Where `npm run config:build` (scripts/config/build.ts) writes the compiled
// config and the translation bundles, relative to the project root. The
// server reads them there at start-up: it never parses YAML itself.
/** The compiled config (gitignored): what the server loads. */
export const COMPILED_FILE = 'build/config/compiled-config.json';
/** One i18next bundle per language, <lang>.json (gitignored): what the browser fetches and the server's exports translate with. */
export const I18N_OUT_DIR = 'public/assets/i18n';
