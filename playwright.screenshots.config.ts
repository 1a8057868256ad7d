import { defineConfig } from '@playwright/test';

// `npm run screenshots`: every page and main state as people meet them, at 1280×800 and 1920×1080,
// written to screenshots/<viewport>/ (git-ignored) for a person to look at. Not part of `npm test`:
// it asserts only what it needs to reach each state, and its own studio runs on a fresh database.
const PORT = Number(process.env.E2E_PORT ?? 8280);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8281);
const DATA_DIR = `.data/screenshots-${PORT}`;

const viewport = (width: number, height: number) => ({ name: `${width}x${height}`, use: { viewport: { width, height } } });

export default defineConfig({
  testDir: 'screenshot-suite',
  testMatch: /\.shots\.ts$/,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  projects: [viewport(1280, 800), viewport(1920, 1080)],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx tsx src/bff/server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT), SANDBOX_PORT: String(SANDBOX_PORT), DATA_DIR, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SANDBOX_BI_DELAY_MS: '0', SANDBOX_HISTORY_RECORDS: process.env.E2E_HISTORY_RECORDS ?? '3000', SANDBOX_HISTORY_DAYS: '35', SANDBOX_TRAFFIC: '0' },
  },
});
