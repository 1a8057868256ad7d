import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Vite's and Vitest's aliases, read from tsconfig.json's `paths` (`@domain/*` → `src/domain/*`…),
 * so one list serves TypeScript, tsx, Playwright, ESLint's resolver and the bundler.
 */
const tsconfig = JSON.parse(readFileSync(new URL('./tsconfig.json', import.meta.url), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };

export const pathAliases = Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => ({
  find: alias.replace('/*', ''),
  replacement: fileURLToPath(new URL(target!.replace('/*', ''), import.meta.url)),
}));
