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
  description:
    'Milliseconds (median and p95 over fresh Node processes) of what a single-method page derives as it opens: the graph (`treeToGraph`), the drawing (`toFlow`: layout, React Flow nodes) and the outline rows, on the large seeded Card Router documents; "cold" is the first call in a process, as a page pays it, "warm" a second call. `editor-ui` measures the page itself; this isolates the code, without browser and servers.',
  goal: 'none of its own; these derivations are most of `editor-ui`\'s load → interactive (issue 16)',
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
    const cold5000 = rows.find((r) => r[0] === 5000 && r[1] === 'cold');
    const table: BenchmarkTable = {
      title: 'Derivations as the page opens (ms)',
      columns: ['nodes', 'call', 'processes', 'graph median', 'graph p95', 'drawing median', 'drawing p95', 'outline median', 'outline p95', 'total median', 'total p95', 'flow nodes'],
      rows,
      notes: [`1-minute load average: ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (other processes share the machine; figures are wall-clock).`],
    };
    return { tables: [table], status: 'not judged', measured: `cold total median ${cold5000?.[9] ?? '—'} ms at 5,000 nodes` };
  },
};
