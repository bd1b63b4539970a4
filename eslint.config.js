// ESLint: typescript-eslint's recommended rules, React's hooks rules
// (eslint-plugin-react-hooks 7: rules of hooks, exhaustive deps and the
// React Compiler checks that catch real bugs: setState in effects, refs read
// during render, impure render...) and the import boundaries of the layers
// (LAYERS below). `npm run lint`.
//
// typescript-eslint 8 needs the TypeScript compiler API of TypeScript < 6.1;
// the project compiles with the native TypeScript 7, which has none. The
// 5.9 API is installed beside it as `typescript-5.9` (an npm alias), and the
// hook below makes typescript-eslint's own `require('typescript')` load it.
// (package.json `overrides` lets its peer range accept the project's 7.)
import Module from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './scripts/lint/import-layers.js';

const require = Module.createRequire(import.meta.url);
const typescript59 = require.resolve('typescript-5.9');
const TS_ESLINT = /[\\/]node_modules[\\/](@typescript-eslint|typescript-eslint|ts-api-utils)[\\/]/;
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveTypescript(request, parent, ...rest) {
  if (request === 'typescript' && parent?.filename && TS_ESLINT.test(parent.filename)) return typescript59;
  return resolve.call(this, request, parent, ...rest);
};
// Imported after the hook (a static import would run first).
const { default: tseslint } = await import('typescript-eslint');

// The layer table of ARCHITECTURE.md ("Layers"), checked on every import by
// scripts/lint/import-layers.js: paths are matched after resolving the
// import (a relative path means another folder from each file), packages by
// name. A file gets the rules of every layer whose `files` hold it.
const REACT = '^(react|react-dom|react-i18next|@mantine/|@tabler/|@tanstack/react-)';
const SERVER_ONLY = '^(fastify|@fastify/|pg|@electric-sql/|node:)';
// Browser folders of the engine: React views, shell, wizard, and the stores and i18n setup behind them.
const ENGINE_REACT = ['engine/shell/', 'engine/wizard/', 'engine/state/', 'engine/i18n/', 'engine/views/'];
const FEATURES = ['server/forecast/', 'server/supply/', 'server/production/', 'server/reports/computed/', 'server/seed/'];
export const LAYERS = [
  {
    name: 'engine/', files: ['engine/'],
    // engine/planning and engine/forecast were S&OP logic inside the engine (now domain/): refused should they come back.
    forbid: ['domain/', 'product/', 'src/', 'server/', 'scripts/', 'engine/planning/', 'engine/forecast/'],
    because: 'the engine is generic and knows nothing of the product, the browser app, the server or the build',
  },
  {
    name: 'domain/', files: ['domain/'], only: ['domain/', 'engine/time/'], packages: [REACT, SERVER_ONLY],
    because: 'S&OP rules are plain TypeScript over their own files and the calendar arithmetic',
  },
  {
    name: 'product/', files: ['product/'], only: ['product/', 'engine/', 'domain/'], forbid: ENGINE_REACT, packages: [REACT, SERVER_ONLY],
    because: "the product's rules are plain TypeScript over the engine's pure modules and the domain, imported by browser and server alike",
  },
  {
    name: 'server/', files: ['server/'], forbid: ['src/', 'scripts/', ...ENGINE_REACT], packages: [REACT],
    because: 'the server runs no React and reads the compiled config the build wrote, not the config compiler',
  },
  {
    name: 'a generic server part',
    files: ['server/db/', 'server/auth/', 'server/errors/', 'server/jobs/', 'server/plugins/', 'server/data-engine/', 'server/reports/', 'server/grid/'],
    except: ['server/reports/computed/'],
    forbid: [...FEATURES, 'server/routes/', 'product/', 'domain/'],
    because: 'generic parts serve any declared config; features (computations, change trackers, hooks) are handed in at start-up (server/services.ts)',
  },
  {
    name: 'scripts/', files: ['scripts/'], forbid: ['src/', ...ENGINE_REACT],
    because: "build and bench scripts run in Node: they may import the engine's pure modules, never its React folders",
  },
  {
    name: 'src/', files: ['src/'], forbid: ['server/', 'scripts/'],
    because: 'the browser app talks to the server over HTTP only',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**', 'dist/**', 'build/**', 'public/**', 'test-results/**', 'data/**',
      // generated, and golden fixtures of the generators
      'engine/config/types.generated.ts', 'tests/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // `_name` marks a value left unused on purpose (a destructured field dropped...).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { layers },
    rules: { 'layers/imports': ['error', LAYERS] },
  },
  {
    // Playwright's fixtures and helpers are not React: `use...` names there are not hooks.
    files: ['tests/e2e/**', 'scripts/**', 'server/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
