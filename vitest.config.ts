import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from './path-aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: pathAliases },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bench/lib/**/*.test.ts'],
    environment: 'node',
    // React component tests opt into the DOM per file with `// @vitest-environment happy-dom`.
    setupFiles: ['src/test-setup.ts'],
    globalSetup: ['vitest.global-setup.ts'],
    testTimeout: 30_000,
    // A harness starts a sandbox process and may retry it once (src/bff/test/processes.ts): 2 × 45 s plus the studio database.
    hookTimeout: 150_000,
    pool: 'forks',
  },
});
