import { loadavg } from 'node:os';
import { analyseDocument } from '@domain/routing/analysis';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { countNodes } from '@domain/routing/tree-walk';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { ALL_CONNECTORS, TENANT } from '@fixtures/world';
import { type BenchmarkModule, type BenchmarkTable, metIf } from './lib/registry';
import { ms, timeRuns } from './lib/samples';

const SIZES = [1000, 5000, 20000] as const;

/** As bench/validation.ts: fewer runs for bigger documents, about half a minute in all. */
const runsFor = (size: number, quick: boolean) => (quick ? 5 : size >= 20000 ? 15 : size >= 5000 ? 40 : 100);

export const benchmark: BenchmarkModule = {
  name: 'analysis',
  title: 'Routing editor: reachability and redundancy analysis of large single-method documents',
  description:
    'Milliseconds per `analyseDocument` call (median and p95 after 2 warm-up runs) on the seeded Card Router documents of 1,000, 5,000 and 20,000 rule nodes of the validation benchmark, which the editor analyses on every edit; "findings" is how many warnings a document gets (random trees contradict themselves often).',
  goal: 'the analysis of a 5,000-node document under 20 ms, so it can run on every edit (issue 13)',
  async run({ quick }) {
    const loadBefore = loadavg()[0]!;
    const context = { ...evaluationContext({ baseCurrency: TENANT.baseCurrency }), names: connectorNameLookup(ALL_CONNECTORS) };
    const rows: BenchmarkTable['rows'] = [];
    let p95At5000 = Number.NaN;
    for (const size of SIZES) {
      const doc = largeCardRouterDocument(size);
      if (countNodes(doc.tree) !== size) throw new Error(`generated ${countNodes(doc.tree)} nodes, wanted ${size}`);
      const runs = runsFor(size, quick);
      const findings = analyseDocument(doc, context);
      const samples = timeRuns(() => void analyseDocument(doc, context), runs);
      const byCode = new Map<string, number>();
      for (const f of findings) byCode.set(f.code, (byCode.get(f.code) ?? 0) + 1);
      if (size === 5000) p95At5000 = samples.p95;
      rows.push([size, runs, ms(samples.median), ms(samples.p95), findings.length, [...byCode].map(([code, n]) => `${code} ${n}`).join(', ')]);
    }
    const table: BenchmarkTable = {
      title: 'analyseDocument (ms per call)',
      columns: ['nodes', 'runs', 'median', 'p95', 'findings', 'by code'],
      rows,
      notes: [`1-minute load average: ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (other processes share the machine).`],
    };
    return { tables: [table], status: metIf(p95At5000 < 20), measured: `p95 ${ms(p95At5000)} ms at 5,000 nodes` };
  },
};
