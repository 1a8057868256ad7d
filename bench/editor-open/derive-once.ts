import { largeCardRouterDocument } from '@fixtures/large-tree';
import { ALL_CONNECTORS } from '@fixtures/world';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { createGraphNodeCache, createRecentGraphs, treeToGraph } from '@domain/routing/graph/document-to-graph';
import { createLayoutCache } from '@domain/routing/graph/layout-tree';
import { createRecentFlows, toFlow } from '@web/components/rule-graph/to-flow';
import { outlineRows } from '@web/features/routing/editor/outline/outline-rows';

/**
 * One process's derivations of a large document, as the editor makes them when its page opens
 * (EditorCanvas: the graph with connector names and its caches; RuleGraph: layout and React Flow
 * nodes with empty-branch slots; OutlineTree: the rows): the first call of the process (cold, as
 * a page pays it, its code not yet optimised) and a second one on a fresh copy (warm). Printed as
 * one JSON line for bench/editor-open.ts, which runs this in fresh processes.
 *
 *   npx tsx bench/editor-open/derive-once.ts <size>
 */
const size = Number(process.argv[2] ?? 5000);
const base = largeCardRouterDocument(size, 1);
const text = JSON.stringify(base);
const names = connectorNameLookup(ALL_CONNECTORS);

const once = () => {
  // Parsed from text, as the page has it: objects shaped by JSON.parse, none the derivations saw.
  const doc = JSON.parse(text) as typeof base;
  const t0 = performance.now();
  const graph = treeToGraph(doc.tree, { treePath: 'tree', treeKind: 'routing', defaultConnector: doc.default?.connector ?? null, defaultActionDisable: null, names, collapsed: new Set(), cache: createGraphNodeCache(), recent: createRecentGraphs() });
  const t1 = performance.now();
  const flow = toFlow(graph, { slots: true, withMessage: new Set(), direction: 'down', layoutCache: createLayoutCache(), recent: createRecentFlows() });
  const t2 = performance.now();
  const rows = outlineRows(doc.tree, new Set());
  const t3 = performance.now();
  return { graph: t1 - t0, flow: t2 - t1, outline: t3 - t2, total: t3 - t0, flowNodes: flow.nodes.length, rows: rows.length };
};

const cold = once();
const warm = once();
console.log(JSON.stringify({ size, cold, warm }));
