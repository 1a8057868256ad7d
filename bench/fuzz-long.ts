import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The fuzz suites of the test run, each interface given FUZZ_RUNS bodies. */
const SUITES = [
  ['src/bff/bff-fuzz.property.test.ts', 'BFF: every route of the route catalogue'],
  ['src/sandbox/fuzz/sandbox-fuzz.property.test.ts', 'sandbox: provisioning, transactions, customer profiles, continue-dcc'],
] as const;
const INTERFACES = 5;
const TOTAL = 100_000;

const run = (runs: number) =>
  new Promise<{ code: number; output: string; seconds: number }>((resolve) => {
    const started = performance.now();
    const child = spawn('npx', ['vitest', 'run', ...SUITES.map(([file]) => file)], { cwd: root, env: { ...process.env, FUZZ_RUNS: String(runs) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });

// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

export const benchmark: BenchmarkModule = {
  name: 'fuzz-long',
  title: 'Fuzzing: the long run (100,000 hostile bodies)',
  description:
    `The test run's seeded fuzz suites (BFF and sandbox: malformed JSON, wrong types, deep nesting, huge strings, NUL and surrogates, prototype keys) with \`FUZZ_RUNS\` bodies for each of the ${INTERFACES} interfaces instead of the test run's 1,000–2,000; a property stops at its first failure (a 5xx, a mutating BFF request without exactly one audit entry).`,
  goal: `no 5xx and no unaudited mutation in ${TOTAL.toLocaleString('en-US')} hostile bodies`,
  async run({ quick }) {
    const runs = quick ? 200 : TOTAL / INTERFACES;
    const result = await run(runs);
    const text = plain(result.output);
    const counterexample = /Counterexample: (.*)/.exec(text)?.[1]?.slice(0, 400);
    const passed = result.code === 0;
    const tables: BenchmarkTable[] = [
      {
        title: `${(runs * INTERFACES).toLocaleString('en-US')} bodies`,
        columns: ['bodies', 'per interface', 'time (s)', 'bodies per second', '5xx or unaudited', 'outcome'],
        rows: [[runs * INTERFACES, runs, Math.round(result.seconds), Math.round((runs * INTERFACES) / result.seconds), passed ? 0 : '≥ 1', passed ? 'passed' : 'FAILED']],
        notes: [
          `Suites: ${SUITES.map(([, what]) => what).join('; ')}.`,
          ...(counterexample ? [`First counterexample: \`${counterexample}\``] : []),
          ...(passed ? [] : [text.split('\n').filter((l) => /Caused by|AssertionError|Error:/.test(l)).slice(0, 3).join(' / ')]),
        ],
      },
    ];
    return { tables, status: metIf(passed), measured: `${passed ? '0' : '≥ 1'} in ${(runs * INTERFACES).toLocaleString('en-US')} bodies` };
  },
};
