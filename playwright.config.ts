/**
 * Browser tests: Debian's Chromium (/usr/bin/chromium; nothing is downloaded) against the real server started
 * by `npm start` on a fresh DATA_DIR with demo data and the dev outbox, the admin built with no request delay.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;
// Playwright loads this file in the runner and in each worker; the server reads only the runner's value.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'estate-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The e2e admin build has its own folder (no request delay), so it never replaces the chunks `npm start` serves from dist/.
const staticDir = (process.env.STATIC_DIR ??= 'dist-e2e');

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: e2eBaseUrl,
    // Recording a trace for every test cost about a quarter of the run's time (the browser's screencast and the
    // runner's snapshots: 2.5 → 1.9 min on three spec files here). CI retries a failed test once, with a trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${e2eBaseUrl}/api/v1/health`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      DEV_OUTBOX: '1',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin@12345',
      VITE_REQUEST_DELAY_MS: '0',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
  },
});
