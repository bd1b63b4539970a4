import { defineConfig } from 'vitest/config';

// Projects: `unit`; `api`, a real server on a real database, its files two
// at a time (each file gets its own PGlite, or its own PostgreSQL schema);
// and `api-serial`, the reliability tests, which kill processes and time
// outages, so they run alone (`npm run test:api` runs both, one after the other).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // The server reads the compiled config: built once per run first.
          globalSetup: ['tests/api/helpers/global-setup.ts'],
          exclude: ['tests/api/reliability/**'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api-serial',
          include: ['tests/api/reliability/**/*.test.ts'],
          globalSetup: ['tests/api/helpers/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
