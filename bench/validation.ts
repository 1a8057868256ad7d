import { loadavg } from 'node:os';
import { singleMethodGraph } from '@domain/routing/graph/document-to-graph';
import { layoutTree } from '@domain/routing/graph/layout-tree';
import { assignRuleIds, collectRuleIds } from '@domain/routing/rule-ids';
import { buildSearchIndex, searchIndex } from '@domain/routing/search';
import { countNodes } from '@domain/routing/tree-walk';
import { validateSingleMethod } from '@domain/routing/validation';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { worldContext } from '@fixtures/arbitraries';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { ALL_CONNECTORS } from '@fixtures/world';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';
import { ms, timeRuns, type Samples } from './lib/samples';

const SIZES = [1000, 5000, 20000] as const;
const names = connectorNameLookup(ALL_CONNECTORS);

/** Fewer runs for bigger documents, so the whole module stays within about half a minute. */
const runsFor = (size: number, quick: boolean) => (quick ? 5 : size >= 20000 ? 15 : size >= 5000 ? 40 : 100);

const cells = (s: Samples) => [ms(s.median), ms(s.p95)];

export const benchmark: BenchmarkModule = {
  name: 'validation',
  title: 'Routing editor: validation, graph and layout of large single-method documents',
  description:
    'Milliseconds per call (median and p95 after 2 warm-up runs) on seeded, valid Card Router documents of 1,000, 5,000 and 20,000 rule nodes (`src/fixtures/large-tree.ts`, rule ids as loaded): `validateSingleMethod`, which the editor runs on every edit; document → graph and the tidy-tree layout, which the canvas recomputes per edit and fold ("graph + layout"); search, which builds its index once per document and scans it per keystroke.',
  goal: 'live validation of a 5,000-node document well inside the 50 ms an edit may take to respond (RAIL; issue 3)',
  async run({ quick }) {
    const loadBefore = loadavg()[0]!;
    const rows: BenchmarkTable['rows'] = [];
    const searchRows: BenchmarkTable['rows'] = [];
    let at5000: Pick<Samples, 'median' | 'p95'> = { median: Number.NaN, p95: Number.NaN };
    for (const size of SIZES) {
      let counter = 0;
      const doc = assignRuleIds(largeCardRouterDocument(size), () => `MPR-bench-${String((counter += 1)).padStart(6, '0')}`);
      if (countNodes(doc.tree) !== size) throw new Error(`generated ${countNodes(doc.tree)} nodes, wanted ${size}`);
      const ctx = worldContext(collectRuleIds(doc));
      const issues = validateSingleMethod(doc, ctx);
      if (issues.length > 0) throw new Error(`the ${size}-node document is not valid: ${issues[0]!.message}`);
      const runs = runsFor(size, quick);
      const validation = timeRuns(() => void validateSingleMethod(doc, ctx), runs);
      if (size === 5000) at5000 = validation;
      const graph = singleMethodGraph(doc, names);
      const toGraph = timeRuns(() => void singleMethodGraph(doc, names), runs);
      const layout = timeRuns(() => void layoutTree(graph), runs);
      const both = timeRuns(() => void layoutTree(singleMethodGraph(doc, names)), runs);
      rows.push([size, runs, ...cells(validation), ...cells(toGraph), ...cells(layout), ...cells(both)]);

      const index = buildSearchIndex(doc.tree, 'tree', names);
      const build = timeRuns(() => void buildSearchIndex(doc.tree, 'tree', names), runs);
      const query = timeRuns(() => void searchIndex(index, 'Gamma Cards'), runs);
      searchRows.push([size, runs, ...cells(build), ...cells(query), searchIndex(index, 'Gamma Cards').length]);
    }
    const tables: BenchmarkTable[] = [
      {
        title: 'Validation, document → graph and layout (ms per call)',
        columns: ['nodes', 'runs', 'validate median', 'validate p95', 'to graph median', 'to graph p95', 'layout median', 'layout p95', 'graph + layout median', 'graph + layout p95'],
        rows,
        notes: [
          `1-minute load average: ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (other processes share the machine).`,
        ],
      },
      {
        title: 'Search (ms per call)',
        columns: ['nodes', 'runs', 'build index median', 'build index p95', 'query median', 'query p95', 'matches of "Gamma Cards"'],
        rows: searchRows,
      },
    ];
    return { tables, status: metIf(at5000.p95 < 50), measured: `validate median ${ms(at5000.median)} ms, p95 ${ms(at5000.p95)} ms at 5,000 nodes` };
  },
};
