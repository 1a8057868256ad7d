// Lint rules, including the architecture's dependency rule:
// domain <- contracts <- web, bff, sandbox; web, bff and sandbox never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const zone = (target, from, message) => ({ target, from, message });

// Features in the SPA never import each other; what two share lives in web/lib or web/components,
// which import no feature.
const WEB_FEATURES = readdirSync('./src/web/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const featureZones = [
  ...WEB_FEATURES.map((f) => ({
    target: `./src/web/features/${f}`,
    from: './src/web/features',
    except: [`./${f}`],
    message: 'features never import each other: move what both need to web/lib or web/components',
  })),
  zone('./src/web/lib', './src/web/features', 'web/lib imports no feature'),
  zone('./src/web/components', './src/web/features', 'web/components import no feature'),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these, import-x cannot parse the .ts/.tsx files it resolves, and no-cycle finds no
      // cycle at all (it passed a plain two-file cycle): the TypeScript preset's parser settings.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Skips type-only imports: check-import-cycles.mjs, run by `npm run lint` after ESLint, sees every cycle.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./src/domain', './src/contracts', 'domain imports nobody'),
            zone('./src/domain', './src/web', 'domain imports nobody'),
            zone('./src/domain', './src/bff', 'domain imports nobody'),
            zone('./src/domain', './src/sandbox', 'domain imports nobody'),
            zone('./src/contracts', './src/web', 'contracts import only domain'),
            zone('./src/contracts', './src/bff', 'contracts import only domain'),
            zone('./src/contracts', './src/sandbox', 'contracts import only domain'),
            zone('./src/web', './src/bff', 'web never imports bff'),
            zone('./src/web', './src/sandbox', 'web never imports sandbox'),
            zone('./src/sandbox', './src/web', 'sandbox never imports web'),
            zone('./src/sandbox', './src/bff', 'sandbox never imports bff'),
            // Only the composition root may start the sandbox.
            { target: './src/bff', from: './src/sandbox', except: [], message: 'only bff/server.ts may start the sandbox' },
            zone('./src/bff', './src/web', 'bff never imports web'),
            // The sandbox's gateway behaviour knows no HTTP: routes/ and http/ call engine/, never the other way.
            zone('./src/sandbox/engine', './src/sandbox/http', 'sandbox engine/ never imports http/: what both need lives in engine/'),
            // The routing page: the simulator builds on the editor's store; the editor never imports the
            // simulator (the pages that put both on screen sit above them, in routing/). See routing/README.md.
            ...featureZones,
            zone('./src/web/features/routing/editor', './src/web/features/routing/simulator', 'the editor never imports the simulator: what both need lives in editor/, the tabs are put together in routing/*-method-editor.tsx'),
            // Every page's first bundle holds the api-client: a lazy page's calls, and the contracts (and domain)
            // they bring, live with that page (profiles-api.ts, transactions-api.ts, insights-api.ts, lib/bi-api.ts).
            {
              target: './src/web/lib/api-client.ts',
              from: ['./src/contracts/bff-profiles.ts', './src/contracts/bff-transactions.ts', './src/contracts/bff-bi.ts', './src/contracts/bff-insights.ts', './src/contracts/bff-insights-summary.ts', './src/contracts/bff-replay.ts'],
              message: "a lazy page's calls live with that page, not in every page's first bundle",
            },
          ],
        },
      ],
    },
  },
  {
    // Production code never imports the test fixtures: what it needs lives with it (the sandbox's
    // seeded world in sandbox/seed, the demo users in bff/auth, the simulator's presets in its model),
    // and src/fixtures re-exports it for the tests. Test files and test kits may.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/fixtures/**', 'src/**/*.test.{ts,tsx}', 'src/**/test/**', 'src/**/*-test-kit.{ts,tsx}', 'src/**/*-harness.tsx',
      'src/**/test-support.ts', 'src/**/test-fixture.ts', 'src/sandbox/bi-conformance/**', 'src/test-setup.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/fixtures', '**/fixtures/*', '@fixtures/*'], message: 'production code never imports src/fixtures: move what it needs next to it (see src/fixtures/README.md)' }] }],
    },
  },
  {
    // Every e2e spec checks, after each test, that its pages speak people's words (issue 43): it
    // takes `test` from e2e/support/studio-test.ts, never Playwright's own.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "import test from './support/studio-test' (it checks each test's pages for developer language)" }] }],
    },
  },
  {
    // Files stay small (architecture.md: aim for 200 lines; over 400 is a design smell to fix).
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // The composition root is the one place that may start the embedded sandbox.
    files: ['src/bff/server.ts'],
    rules: {
      'import-x/no-restricted-paths': 'off',
    },
  },
  {
    // Pure domain: no Node, no DOM, no clock, no randomness (passed in instead).
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'fetch', 'setTimeout', 'Buffer'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'pass randomness in' },
        { object: 'Date', property: 'now', message: 'pass time in' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
