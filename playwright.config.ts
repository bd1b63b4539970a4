// End-to-end tests: the built app (npm run test:e2e builds it first) served
// by the real server on a fresh PGlite directory with the demo data, driven
// by Debian's Chromium (browsers cannot be downloaded here).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8091);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// One fresh database per run; the directory name is shared with the workers through the env.
const DATA_DIR = process.env.E2E_DATA_DIR ?? (process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sop-e2e-')));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 2,
  // One retry: a test that fails and then passes is reported as flaky in the list
  // (and looked into), instead of failing the whole CI run on a slower machine's timing.
  retries: 1,
  timeout: 60_000,
  globalTimeout: 45 * 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/html' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1366, height: 768 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // npm run test:e2e has already built dist/; the server only serves it.
    command: 'npx tsx --max-semi-space-size=64 server/main.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      // E2E_STATIC_DIR serves another build than dist/ (e.g. one nobody else rebuilds meanwhile).
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      // The suite signs up many accounts and signs in often from one IP.
      LOGIN_RATE_MAX: '1000',
      REGISTER_RATE_MAX: '1000',
    },
  },
});
