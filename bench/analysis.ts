import { loadavg } from 'node:os';
import { analyseDocument } from '@domain/routing/analysis';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { countNodes } from '@domain/routing/tree-walk';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { ALL_CONNECTORS, TENANT } from '@fixtures/world';
import type { BenchmarkModule, BenchmarkTable } from './lib/registry';
import { ms, timeRuns } from './lib/samples';

const SIZES = [1000, 5000, 20000] as const;

/** As bench/validation.ts: fewer runs for bigger documents, about half a minute in all. */
const runsFor = (size: number, quick: boolean) => (quick ? 5 : size >= 20000 ? 15 : size >= 5000 ? 40 : 100);

export const benchmark: BenchmarkModule = {
  name: 'analysis',
  title: 'Routing editor: reachability and redundancy analysis of large single-method documents',
  description: [
    'Milliseconds per `analyseDocument` call (median and 95th percentile over N timed runs after 2 untimed warm-up runs;',
    'lower is better) on the same seeded Card Router documents of exactly 1,000, 5,000 and 20,000 rule nodes as the',
    'validation benchmark (`src/fixtures/large-tree.ts`: random then/else splits, 12 condition kinds, failover chains),',
    'with the reference exchange rates and connector names for the messages. The editor runs the analysis on every edit,',
    'next to validation. "findings" is how many warnings the document gets (random trees contradict themselves often).',
  ].join('\n'),
  async run({ quick }) {
    const loadBefore = loadavg()[0]!;
    const context = { ...evaluationContext({ baseCurrency: TENANT.baseCurrency }), names: connectorNameLookup(ALL_CONNECTORS) };
    const rows: BenchmarkTable['rows'] = [];
    for (const size of SIZES) {
      const doc = largeCardRouterDocument(size);
      if (countNodes(doc.tree) !== size) throw new Error(`generated ${countNodes(doc.tree)} nodes, wanted ${size}`);
      const runs = runsFor(size, quick);
      const findings = analyseDocument(doc, context);
      const samples = timeRuns(() => void analyseDocument(doc, context), runs);
      const byCode = new Map<string, number>();
      for (const f of findings) byCode.set(f.code, (byCode.get(f.code) ?? 0) + 1);
      rows.push([size, runs, ms(samples.median), ms(samples.p95), findings.length, [...byCode].map(([code, n]) => `${code} ${n}`).join(', ')]);
    }
    return [
      {
        title: 'analyseDocument (ms per call)',
        columns: ['nodes', 'runs', 'median', 'p95', 'findings', 'by code'],
        rows,
        notes: [
          'Goal (issue 13): the analysis of a 5,000-node document in under 20 ms, so it can run on every edit.',
          `1-minute load average: ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (other processes share the machine).`,
        ],
      },
    ];
  },
};
