// ESLint: typescript-eslint's recommended rules and React's hooks rules
// (eslint-plugin-react-hooks 7: rules of hooks, exhaustive deps and the
// React Compiler checks that catch real bugs: setState in effects, refs read
// during render, impure render...). `npm run lint`.
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
    // Playwright's fixtures and helpers are not React: `use...` names there are not hooks.
    files: ['tests/e2e/**', 'scripts/**', 'server/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
