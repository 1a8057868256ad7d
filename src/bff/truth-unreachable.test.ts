import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40.4: the sandbox world's truth (its acquirer models, prices and `GET /sandbox/world`) is
 * for tests and benchmarks; the studio learns from BI alone, as it would at a real gateway. Proved
 * on the code, not on a run: the BFF's request handling (app.ts and all it imports, resolved as
 * TypeScript resolves them) reaches no sandbox module, the only sandbox import of the BFF is the
 * composition root's start of the embedded sandbox (a worker thread, spoken to over HTTP), and no
 * studio source names the truth's address.
 */

const ROOT = join(import.meta.dirname, '../..');
const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;

const importsOf = (file: string): string[] =>
  ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles
    .map((i) => ts.resolveModuleName(i.fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
    .filter((f): f is string => f !== undefined && !f.includes('node_modules'));

/** Every project file `entry` reaches through imports (type-only ones too). */
const reachable = (entry: string): Set<string> => {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) walk(next);
  };
  walk(entry);
  return seen;
};

const sourcesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(ROOT, dir, f));

describe('the studio has no path to the world’s truth', () => {
  it('the BFF’s request handling reaches no sandbox module', () => {
    const files = [...reachable(join(ROOT, 'src/bff/app.ts'))].map((f) => relative(ROOT, f));
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => f.startsWith('src/sandbox/'))).toEqual([]);
  });

  it('only the composition root imports the sandbox, and only to start it', () => {
    const importers = ['src/bff', 'src/web', 'src/contracts', 'src/domain'].flatMap(sourcesUnder)
      .filter((f) => importsOf(f).some((i) => relative(ROOT, i).startsWith('src/sandbox/')))
      .map((f) => relative(ROOT, f));
    expect(importers).toEqual(['src/bff/server.ts']);
    expect(importsOf(join(ROOT, 'src/bff/server.ts')).map((i) => relative(ROOT, i)).filter((f) => f.startsWith('src/sandbox/'))).toEqual(['src/sandbox/start-in-worker.ts']);
  });

  it('no studio source names the truth’s address or the world’s modules', () => {
    const naming = ['src/bff', 'src/web', 'src/contracts', 'src/domain'].flatMap(sourcesUnder)
      .filter((f) => /\/sandbox\/world|sandbox\/world\/|acquirer-world/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(naming).toEqual([]);
  });
});
