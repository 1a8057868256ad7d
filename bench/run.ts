import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchmarkModule } from './lib/registry';
import { machine, section, textTable, updateDocument } from './lib/report';

/**
 * `npm run bench [-- <name>…] [--quick] [--no-write]`: runs every benchmark module in bench/
 * (or the named ones), prints the tables and updates their sections of BENCHMARKS.md.
 */
const here = dirname(fileURLToPath(import.meta.url));
const BENCHMARKS_MD = join(here, '..', 'BENCHMARKS.md');
const HEADER =
  '# Benchmarks\n\nWritten by `npm run bench` (bench/run.ts): each section is its module\'s latest run, replaced whole by the next one. ' +
  'Why the figures are what they are, and what was tried: [docs/performance-notes.md](docs/performance-notes.md); older runs: `git log -p BENCHMARKS.md`.\n';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const write = !args.includes('--no-write');
const wanted = args.filter((a) => !a.startsWith('--'));

const discover = async (): Promise<BenchmarkModule[]> => {
  const files = readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'run.ts').sort();
  const modules: BenchmarkModule[] = [];
  for (const file of files) {
    const loaded = (await import(pathToFileURL(join(here, file)).href)) as { benchmark?: BenchmarkModule };
    if (loaded.benchmark) modules.push(loaded.benchmark);
  }
  return modules;
};

const main = async () => {
  const modules = (await discover()).filter((m) => wanted.length === 0 || wanted.includes(m.name));
  if (modules.length === 0) throw new Error(`no benchmark module matches ${wanted.join(', ')}`);
  const command = `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`;
  const sections: Array<[string, string]> = [];
  for (const module of modules) {
    const started = performance.now();
    console.log(`\n▶ ${module.title}`);
    const result = await module.run({ quick });
    for (const table of result.tables) console.log(`\n${textTable(table)}`);
    console.log(`\nGoal: ${module.goal} — ${result.status} (measured: ${result.measured})`);
    console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
    sections.push([module.name, section(module, result, machine(command, new Date()))]);
  }
  if (write && !quick) {
    // Read just before writing, not at the start: a long run must not drop a section another run
    // (or a commit) added to the file meanwhile.
    let doc = existsSync(BENCHMARKS_MD) ? readFileSync(BENCHMARKS_MD, 'utf8') : HEADER;
    for (const [name, text] of sections) doc = updateDocument(doc, name, text);
    writeFileSync(BENCHMARKS_MD, doc);
    console.log(`\nUpdated ${BENCHMARKS_MD}`);
  } else console.log('\nBENCHMARKS.md not written (--quick or --no-write).');
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
