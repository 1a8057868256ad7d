import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';

/**
 * The SPA's JavaScript as a browser fetches it (issue 16.4): `vite build` with a manifest, then for
 * each page the chunks it loads before it can show anything (the entries', or the page's dynamic
 * import's, static import closure) in gzip, and every chunk above Vite's 500 kB warning. The same
 * script builds a base commit in a temporary worktree (node_modules linked), so before and after
 * are measured the same way on the same machine.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The commit before the routing page was split (issue 16.4's "before"); BUNDLE_BASE overrides it. */
const BASE = process.env.BUNDLE_BASE ?? 'fb6a182';
const WARN_BYTES = 500 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const build = (dir: string, outDir: string): Manifest => {
  execFileSync(process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: dir, stdio: 'inherit' });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
};

/** A chunk and everything it imports statically: what must arrive before its code runs. */
const closure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
};

const gzipKb = (outDir: string, files: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(outDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw: raw / 1024, gzip: gzip / 1024 };
};

/** The manifest key of the dynamic entry whose source path ends with `suffix`. */
const dynamicEntry = (manifest: Manifest, suffix: string) => Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && (manifest[k]!.src ?? k).endsWith(suffix));

interface Measured {
  label: string;
  initial: { raw: number; gzip: number };
  routing: { raw: number; gzip: number } | null;
  tabs: Record<string, number | null>;
  overLimit: string[];
}

const TABS: Record<string, string> = {
  'JSON view': 'editor/json-view/json-view.tsx',
  simulator: 'simulator/simulator-panel.tsx',
  'traffic charts': 'charts/traffic-charts.tsx',
};

const measure = (label: string, dir: string): Measured => {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-'));
  try {
    const manifest = build(dir, outDir);
    // Every entry: index.html loads the main one and, since issue 16's early routing fetch, a tiny one before it.
    const firstPage = new Set<string>();
    for (const entry of Object.keys(manifest).filter((k) => manifest[k]!.isEntry)) closure(manifest, entry, firstPage);
    const entryFiles = [...firstPage].map((k) => manifest[k]!.file);
    const routingKey = dynamicEntry(manifest, 'features/routing/routing-page.tsx');
    // The routing page: its own closure less what the first page already brought.
    const routingFiles = routingKey ? [...closure(manifest, routingKey)].map((k) => manifest[k]!.file).filter((f) => !entryFiles.includes(f)) : [];
    // A tab: its chunk and static imports less what the first page and the routing page loaded.
    const loaded = new Set([...entryFiles, ...routingFiles]);
    const tabs = Object.fromEntries(
      Object.entries(TABS).map(([name, suffix]) => {
        const key = dynamicEntry(manifest, suffix);
        return [name, key ? gzipKb(outDir, [...closure(manifest, key)].map((k) => manifest[k]!.file).filter((f) => !loaded.has(f))).gzip : null];
      }),
    );
    const overLimit = Object.values(manifest)
      .filter((c) => c.file.endsWith('.js') && readFileSync(join(outDir, c.file)).length > WARN_BYTES)
      .map((c) => `${c.file.replace(/^assets\//, '')} (${Math.round(readFileSync(join(outDir, c.file)).length / 1024)} kB)`);
    return { label, initial: gzipKb(outDir, entryFiles), routing: routingKey ? gzipKb(outDir, routingFiles) : null, tabs, overLimit };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

/** The base commit checked out in a temporary worktree that borrows this checkout's node_modules. */
const measureBase = (): Measured | null => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-base-'));
  try {
    execFileSync('git', ['worktree', 'add', '--detach', dir, BASE], { cwd: root, stdio: 'ignore' });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    return measure(`before (${BASE})`, dir);
  } catch (error) {
    console.log(`  base ${BASE} not measured: ${(error as Error).message}`);
    return null;
  } finally {
    if (existsSync(dir)) execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
  }
};

const kb = (n: number) => n.toFixed(1);

export const benchmark: BenchmarkModule = {
  name: 'bundle',
  title: 'SPA bundle: what each page makes the browser fetch',
  description:
    "`vite build --manifest`, then per page the JavaScript it needs before it can show anything, gzip (Node's zlib, default level) per file: the first page (sign-in and the connector list), what the routing page adds, and what each tab opened on demand adds; the base commit is built the same way in a temporary git worktree.",
  goal: "first page ≤ 150 kB gzip; no chunk above Vite's 500 kB warning (issue 16.4)",
  run: async () => {
    const rows = [measureBase(), measure('now (working tree)', root)].filter((m): m is Measured => m !== null);
    const table: BenchmarkTable = {
      title: 'JavaScript per page, kB',
      columns: ['build', 'first page gzip', 'first page raw', 'routing page adds gzip', 'JSON view gzip', 'simulator gzip', 'traffic charts gzip', 'chunks > 500 kB'],
      rows: rows.map((m) => [
        m.label,
        kb(m.initial.gzip),
        kb(m.initial.raw),
        m.routing ? kb(m.routing.gzip) : '–',
        ...Object.values(m.tabs).map((v) => (v === null ? 'in the page' : kb(v))),
        m.overLimit.length ? m.overLimit.join(', ') : 'none',
      ]),
      notes: ["'in the page': the tab had no chunk of its own and loaded with the routing page"],
    };
    const now = rows.at(-1)!;
    return {
      tables: [table],
      status: metIf(now.initial.gzip <= 150 && now.overLimit.length === 0),
      measured: `first page ${kb(now.initial.gzip)} kB gzip, chunks > 500 kB: ${now.overLimit.length ? now.overLimit.join(', ') : 'none'}`,
    };
  },
};
