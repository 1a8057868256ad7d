import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchmarkModule, BenchmarkTable } from './lib/registry';
import { ms, summariseSamples } from './lib/samples';

const here = dirname(fileURLToPath(import.meta.url));
const SIZES = [5000, 20000] as const;
const MEASURES = ['graph', 'flow', 'outline', 'total'] as const;
type Timings = Record<(typeof MEASURES)[number], number> & { flowNodes: number; rows: number };

/** One fresh process: its first (cold) and second (warm) derivation of a `size`-node document. */
const runOnce = (size: number): { cold: Timings; warm: Timings } => {
  const out = execFileSync('npx', ['tsx', join(here, 'editor-open', 'derive-once.ts'), String(size)], { cwd: join(here, '..'), encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { cold: Timings; warm: Timings };
};

export const benchmark: BenchmarkModule = {
  name: 'editor-open',
  title: 'Routing editor: what a large tree\'s page derives as it opens, cold',
  description: [
    'Milliseconds (median and 95th percentile over N fresh Node processes; lower is better) of the derivations the editor',
    'makes as a single-method page opens, in the order the page makes them: the graph (`treeToGraph` with connector names,',
    'node cache and recent results, as EditorCanvas calls it), the drawing (`toFlow`: empty-branch slots, tidy-tree layout,',
    'React Flow nodes and edges, as RuleGraph calls it) and the outline\'s rows (`outlineRows`), on the seeded Card Router',
    'documents of `src/fixtures/large-tree.ts` parsed from JSON text. "Cold" is the first call in the process, as a page',
    'pays it (its code interpreted, not yet optimised, and usually two to three times the warm figure); "warm" a second',
    'call on a fresh copy. The bench `editor-ui` measures the page itself; this one isolates what the code costs, without',
    'the browser and the servers around it (`bench/editor-open/derive-once.ts`).',
  ].join('\n'),
  async run({ quick }) {
    const loadBefore = loadavg()[0]!;
    const processes = quick ? 3 : 9;
    const rows: BenchmarkTable['rows'] = [];
    for (const size of SIZES) {
      const runs = Array.from({ length: processes }, () => runOnce(size));
      for (const kind of ['cold', 'warm'] as const) {
        const cells = MEASURES.flatMap((m) => {
          const s = summariseSamples(runs.map((r) => r[kind][m]));
          return [ms(s.median), ms(s.p95)];
        });
        rows.push([size, kind, processes, ...cells, runs[0]![kind].flowNodes]);
      }
    }
    return [
      {
        title: 'Derivations as the page opens (ms)',
        columns: ['nodes', 'call', 'processes', 'graph median', 'graph p95', 'drawing median', 'drawing p95', 'outline median', 'outline p95', 'total median', 'total p95', 'flow nodes'],
        rows,
        notes: [
          'Issue 16: these are most of the editor\'s first render, the last step of a 5,000-node page\'s load → interactive (bench `editor-ui`).',
          `1-minute load average: ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (other processes share the machine; figures are wall-clock).`,
        ],
      },
    ];
  },
};
