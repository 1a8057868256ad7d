import { defineConfig } from '@playwright/test';

// e2e runs the real studio (BFF + embedded sandbox gateway + PGlite) on its own ports and a fresh
// data directory, and drives Debian's Chromium (Playwright cannot download browsers here).
const PORT = Number(process.env.E2E_PORT ?? 8180);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8181);
// Per port, so several runs (developers' helpers, CI) never share a sandbox database.
export const E2E_DATA_DIR = `.data/e2e-${PORT}`;
/** The demo administrator's signed-in browser state, written by e2e/auth.setup.ts. */
export const ADMIN_STATE = `.data/e2e-${PORT}-admin.json`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  projects: [
    { name: 'sign-in', testMatch: /auth\.setup\.ts/ },
    { name: 'studio', dependencies: ['sign-in'], testIgnore: /auth\.setup\.ts/, use: { storageState: ADMIN_STATE } },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npx tsx src/bff/server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT), SANDBOX_PORT: String(SANDBOX_PORT), DATA_DIR: E2E_DATA_DIR, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SANDBOX_BI_DELAY_MS: '0', SANDBOX_HISTORY_RECORDS: process.env.E2E_HISTORY_RECORDS ?? '3000', SANDBOX_HISTORY_DAYS: '35', CHANGE_SCHEDULER_POLL_MS: '1000', STUDIO_TEST_CLOCK: '1', SANDBOX_TRAFFIC: '0', SANDBOX_TEST_CLOCK: '1' },
  },
});
