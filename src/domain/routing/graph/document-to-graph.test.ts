import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMultiMethodDocument, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { CARD_ROUTER_RULE_NODES, cardRouterDocument, checkoutDocument, noRulesDocument, unknownConstraintDocument } from '@fixtures/routing-documents';
import { ALL_CONNECTORS } from '@fixtures/world';
import { connectorNameLookup } from '../describe/connector-names';
import { applyCommand, isWithin } from '../commands';
import type { RuleNode } from '../document';
import { countNodes, walkTree } from '../tree-walk';
import { createGraphNodeCache, methodGraphs, nodeIdForPath, singleMethodGraph, treeToGraph } from './document-to-graph';
import type { RouteGraphNode } from './graph-types';

const names = connectorNameLookup(ALL_CONNECTORS);

describe('singleMethodGraph', () => {
  const graph = singleMethodGraph(cardRouterDocument, names);
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));

  it('has one node per rule plus the default node', () => {
    expect(graph.nodes.filter((n) => n.kind !== 'default')).toHaveLength(CARD_ROUTER_RULE_NODES);
    expect(graph.nodes.filter((n) => n.kind === 'default')).toHaveLength(1);
    expect(graph.rootId).toBe('tree');
    expect(graph.defaultId).toBe('tree#default');
  });

  it('uses document paths as ids, then/else labels, and sends missing branches to the default node', () => {
    expect(byId.get('tree')).toMatchObject({ kind: 'condition', sentence: 'Card BIN country in DE, AT, CH', ruleId: 'MPR-0a1b-2c3d-4e5f-6071-0001' });
    expect(byId.get('tree/then/else')).toMatchObject({ kind: 'condition', sentence: '50 % of traffic' });
    expect(graph.edges.find((e) => e.id === 'tree->then')).toMatchObject({ source: 'tree', target: 'tree/then', label: 'then', toDefault: false });
    expect(graph.edges.find((e) => e.id === 'tree->else')).toMatchObject({ target: 'tree/else', label: 'else' });
    const toDefault = graph.edges.filter((e) => e.toDefault);
    expect(toDefault).toEqual([
      { id: 'tree/else/else/else/else->else', source: 'tree/else/else/else/else', target: 'tree#default', label: 'else', toDefault: true },
    ]);
    expect(graph.edges).toHaveLength(CARD_ROUTER_RULE_NODES - 1 + 1);
    expect(byId.get('tree#default')).toMatchObject({ kind: 'default', summary: 'Default: Alpha Acquiring EUR' });
  });

  it('resolves connector names and keeps the onFail chain in order', () => {
    const leaf = byId.get('tree/then/then/else') as RouteGraphNode;
    expect(leaf.kind).toBe('route');
    expect(leaf.connector.name).toBe('Alpha Acquiring EUR');
    expect(leaf.onFail.map((c) => c.name)).toEqual(['Beta Payments EUR', 'Gamma Cards CHF']);
    expect(leaf.summary).toBe('Alpha Acquiring EUR → then Beta Payments EUR → then Gamma Cards CHF');
  });

  it('marks unsaved rules as new and still draws unknown constraints', () => {
    const g = singleMethodGraph(unknownConstraintDocument, names);
    expect(g.nodes[0]).toMatchObject({ ruleId: 'new', kind: 'condition', sentence: expect.stringContaining('(unknown condition)') });
  });

  it('draws an empty tree as the default node alone', () => {
    const g = singleMethodGraph(noRulesDocument, names);
    expect(g.nodes).toHaveLength(1);
    expect(g.edges).toHaveLength(0);
    expect(g.rootId).toBeNull();
  });

  it('maps gateway error paths onto nodes by prefix', () => {
    expect(nodeIdForPath(graph, 'tree/then/then/then/route/onFail/0/connector')).toBe('tree/then/then/then');
    expect(nodeIdForPath(graph, 'tree/else/if/params')).toBe('tree/else');
    expect(nodeIdForPath(graph, 'version')).toBeUndefined();
  });
});

describe('methodGraphs', () => {
  it('builds both trees of a method with methods/<i>/… paths', () => {
    const { availability, routing } = methodGraphs(checkoutDocument, 0, names);
    expect(availability.nodes).toEqual([expect.objectContaining({ kind: 'default', summary: 'Always available' })]);
    expect(routing.nodes.map((n) => n.id)).toEqual([
      'methods/0/routing/tree',
      'methods/0/routing/tree/then',
      'methods/0/routing/tree/else',
      'methods/0/routing/tree/else/then',
      'methods/0/routing/tree#default',
    ]);
    const paypal = methodGraphs(checkoutDocument, 1, names);
    expect(paypal.availability.nodes.map((n) => n.kind)).toEqual(['condition', 'action', 'action', 'default']);
    expect(paypal.routing.nodes).toEqual([expect.objectContaining({ summary: 'Default: PayPal Wallet' })]);
  });
});

describe('graph properties', () => {
  it('every rule node becomes exactly one graph node; edges = rule nodes - 1 + edges to default', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5, unknownConditions: true }), (doc) => {
        const graph = singleMethodGraph(doc, names);
        const rules = graph.nodes.filter((n) => n.kind !== 'default');
        expect(rules).toHaveLength(countNodes(doc.tree));
        expect(new Set(graph.nodes.map((n) => n.id)).size).toBe(graph.nodes.length);
        const toDefault = graph.edges.filter((e) => e.target === graph.defaultId).length;
        expect(graph.edges).toHaveLength(Math.max(0, rules.length - 1) + toDefault);
        const ids = new Set(graph.nodes.map((n) => n.id));
        for (const e of graph.edges) expect(ids.has(e.source) && ids.has(e.target)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('multi-method trees convert the same way', () => {
    fc.assert(
      fc.property(arbMultiMethodDocument(), (doc) => {
        doc.methods.forEach((block, i) => {
          const { availability, routing } = methodGraphs(doc, i, names);
          expect(availability.nodes.length - 1).toBe(countNodes(block.availability?.tree));
          expect(routing.nodes.length - 1).toBe(countNodes(block.routing?.tree));
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('collapsed subtrees', () => {
  it('draws a collapsed condition as one node with the count of hidden rules', () => {
    const graph = singleMethodGraph(cardRouterDocument, undefined, new Set(['tree/then']));
    const folded = graph.nodes.find((n) => n.id === 'tree/then');
    expect(folded).toMatchObject({ kind: 'condition', hiddenDescendants: 6 });
    expect(graph.nodes.filter((n) => n.id.startsWith('tree/then/'))).toEqual([]);
    expect(graph.edges.filter((e) => e.source === 'tree/then')).toEqual([]);
    expect(graph.nodes).toHaveLength(18 - 6 + 1);
  });
});

describe('a graph node cache', () => {
  const pathsOf = (root: RuleNode | null | undefined) => {
    const paths: string[] = [];
    walkTree(root, 'tree', (_, path) => paths.push(path));
    return paths;
  };
  const options = { treePath: 'tree', treeKind: 'routing' as const, names };
  // A document, a rule to delete, and two fold states (before and after the edit) drawn from its conditions.
  const arbEdit = arbSingleMethodDocument({ maxDepth: 5, unknownConditions: true })
    .filter((doc) => doc.tree !== null && doc.tree !== undefined)
    .chain((doc) => {
      const paths = pathsOf(doc.tree);
      const folds = fc.subarray(paths).map((p) => new Set(p));
      return fc.tuple(fc.constant(doc), fc.constantFrom(...paths), folds, folds);
    });

  it('gives the graph an uncached derivation gives, across an edit and a change of folds (property)', () => {
    fc.assert(
      fc.property(arbEdit, ([doc, deleted, before, after]) => {
        const cache = createGraphNodeCache();
        expect(treeToGraph(doc.tree, { ...options, collapsed: before, cache })).toEqual(treeToGraph(doc.tree, { ...options, collapsed: before }));
        const edited = applyCommand(doc, { type: 'deleteSubtree', path: deleted });
        expect(treeToGraph(edited.tree, { ...options, collapsed: after, cache })).toEqual(treeToGraph(edited.tree, { ...options, collapsed: after }));
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the node objects of everything an edit did not touch (property)', () => {
    fc.assert(
      fc.property(arbEdit, ([doc, deleted, folds]) => {
        const cache = createGraphNodeCache();
        const first = new Map(treeToGraph(doc.tree, { ...options, collapsed: folds, cache }).nodes.map((n) => [n.id, n]));
        const edited = applyCommand(doc, { type: 'deleteSubtree', path: deleted });
        for (const node of treeToGraph(edited.tree, { ...options, collapsed: folds, cache }).nodes) {
          // The edit copies the path from the root down to what it changed; every other node is as it was.
          const onEditedPath = isWithin(deleted, node.id);
          if (node.kind !== 'default' && !onEditedPath) expect(node).toBe(first.get(node.id));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('recounts a folded node whose subtree changed', () => {
    const cache = createGraphNodeCache();
    const folded = new Set(['tree/then']);
    treeToGraph(cardRouterDocument.tree, { ...options, collapsed: folded, cache });
    const edited = applyCommand(cardRouterDocument, { type: 'deleteSubtree', path: 'tree/then/then' });
    const node = treeToGraph(edited.tree, { ...options, collapsed: folded, cache }).nodes.find((n) => n.id === 'tree/then');
    expect(node).toMatchObject({ hiddenDescendants: 6 - countNodes(cardRouterDocument.tree?.then?.then) });
  });
});
