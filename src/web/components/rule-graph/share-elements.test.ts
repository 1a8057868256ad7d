import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGraphNodeCache, singleMethodGraph, treeToGraph } from '@domain/routing/graph/document-to-graph';
import { applyCommand } from '@domain/routing/commands';
import { cardRouterDocument } from '@fixtures/routing-documents';
import type { FlowNode, NodeDecoration } from './flow-types';
import { createShared, recordSizes, sameDecoration, sameFlowEdge, sameFlowNode, share, withSize } from './share-elements';
import { toFlow } from './to-flow';

const derive = (doc = cardRouterDocument, cache = createGraphNodeCache()) =>
  toFlow(treeToGraph(doc.tree, { treePath: 'tree', treeKind: 'routing', defaultConnector: doc.default?.connector ?? null, cache }), { slots: true });

describe('share', () => {
  it('hands back the previous array when a derivation changed nothing', () => {
    const shared = createShared<FlowNode>();
    const cache = createGraphNodeCache();
    const first = share(shared, derive(cardRouterDocument, cache).nodes, sameFlowNode);
    expect(share(shared, derive(cardRouterDocument, cache).nodes, sameFlowNode)).toBe(first);
    // Without the domain's cache every graph node is a new object: nothing can be kept.
    const uncached = share(shared, toFlow(singleMethodGraph(cardRouterDocument), { slots: true }).nodes, sameFlowNode);
    expect(uncached.filter((n, i) => n === first[i]).map((n) => n.type)).toEqual(['slot', 'fallthrough']);
  });

  it('after an edit, keeps every node the edit did not change and replaces the rest', () => {
    const cache = createGraphNodeCache();
    const nodes = createShared<FlowNode>();
    const edges = createShared<ReturnType<typeof derive>['edges'][number]>();
    const before = derive(cardRouterDocument, cache);
    const shownBefore = share(nodes, before.nodes, sameFlowNode);
    const edgesBefore = share(edges, before.edges, sameFlowEdge);
    const byId = new Map(shownBefore.map((n) => [n.id, n]));

    const edited = applyCommand(cardRouterDocument, { type: 'deleteSubtree', path: 'tree/then/then/else' });
    const after = derive(edited, cache);
    const shownAfter = share(nodes, after.nodes, sameFlowNode);
    const changed = shownAfter.filter((n) => n !== byId.get(n.id)).map((n) => n.id);
    // The deleted leaf became an empty slot and its ancestors are new document objects; everything
    // else is replaced only where the layout moved it (here: rows below a level that got shorter).
    const moved = after.nodes.filter((n) => byId.has(n.id) && (byId.get(n.id)!.position.x !== n.position.x || byId.get(n.id)!.position.y !== n.position.y)).map((n) => n.id);
    expect(moved.length).toBeGreaterThan(0);
    expect(changed.sort()).toEqual([...new Set(['tree', 'tree/then', 'tree/then/then', 'tree/then/then/else', ...moved])].sort());
    expect(shownAfter.find((n) => n.id === 'tree/then/then/else')?.type).toBe('slot');

    const edgesAfter = share(edges, after.edges, sameFlowEdge);
    const edgeById = new Map(edgesBefore.map((e) => [e.id, e]));
    expect(edgesAfter.filter((e) => e !== edgeById.get(e.id)).map((e) => e.id)).toEqual(['tree/then/then->else']);
  });

  it('replaces a node whose selection or decoration changed, and only that one', () => {
    const shared = createShared<FlowNode>();
    const { nodes } = derive();
    const first = share(shared, nodes, sameFlowNode);
    const selected = share(shared, nodes.map((n) => (n.id === 'tree/else' ? { ...n, selected: true } : n)), sameFlowNode);
    expect(selected.filter((n, i) => n !== first[i]).map((n) => n.id)).toEqual(['tree/else']);
    const decorate = (messages: string[]) => nodes.map((n) => (n.id === 'tree/else' && n.type === 'condition' ? { ...n, data: { ...n.data, decoration: { issues: messages } } } : n));
    const withIssue = share(shared, decorate(['No connector']), sameFlowNode);
    const sameIssue = share(shared, decorate(['No connector']), sameFlowNode);
    expect(sameIssue).toBe(withIssue);
    const otherIssue = share(shared, decorate(['Unknown rule id']), sameFlowNode);
    expect(otherIssue.find((n) => n.id === 'tree/else')).not.toBe(withIssue.find((n) => n.id === 'tree/else'));
  });
});

describe('withSize', () => {
  it('gives a node anew the size React Flow measured for it, its handles placed for that size', () => {
    const node = derive().nodes.find((n) => n.id === 'tree')!;
    const sizes = new Map();
    expect(withSize(node, sizes)).toBe(node);
    recordSizes(sizes, [{ type: 'dimensions', id: 'tree', dimensions: { width: 210, height: 97 } }, { type: 'select', id: 'tree', selected: true }]);
    const sized = withSize(node, sizes);
    expect(sized.measured).toEqual({ width: 210, height: 97 });
    // then/else leave from the bottom edge (the handle is centred 1px above it, inside the border).
    expect(sized.handles?.filter((h) => h.type === 'source').map((h) => [h.id, h.y + (h.height ?? 0) / 2])).toEqual([
      ['then', 96],
      ['else', 96],
    ]);
    expect(withSize(sized, sizes)).toBe(sized);
  });
});

// Every field of a decoration is drawn: one the comparison left out kept a node as it was drawn before
// (traffic painted on a split that already carried its observed share never showed).
const decorationFields: { [K in keyof Required<NodeDecoration>]: fc.Arbitrary<NodeDecoration[K]> } = {
  issues: fc.array(fc.string(), { maxLength: 2 }),
  warnings: fc.array(fc.string(), { maxLength: 2 }),
  serverError: fc.string({ maxLength: 3 }),
  onPath: fc.boolean(),
  observedSplit: fc.record({ text: fc.string({ maxLength: 3 }), title: fc.string({ maxLength: 3 }), drift: fc.boolean() }),
  traffic: fc.record({ share: fc.double({ min: 0, max: 1, noNaN: true }), count: fc.nat() }),
  messagesId: fc.string({ maxLength: 3 }),
};
const arbDecoration: fc.Arbitrary<NodeDecoration> = fc.record(decorationFields, { requiredKeys: [] });

describe('sameDecoration', () => {
  it('property: the same decoration, copied, is the same; one field changed is not', () => {
    fc.assert(
      fc.property(arbDecoration, fc.constantFrom(...(Object.keys(decorationFields) as Array<keyof NodeDecoration>)), fc.anything(), (d, key, seed) => {
        expect(sameDecoration(d, structuredClone(d))).toBe(true);
        const other = fc.sample(decorationFields[key] as fc.Arbitrary<unknown>, { numRuns: 20, seed: JSON.stringify(seed ?? null).length }).find((v) => JSON.stringify(v) !== JSON.stringify(d[key]));
        fc.pre(other !== undefined);
        expect(sameDecoration(d, { ...d, [key]: other })).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
