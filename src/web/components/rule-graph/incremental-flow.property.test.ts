import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGraphNodeCache, createRecentGraphs, treeToGraph } from '@domain/routing/graph/document-to-graph';
import { createLayoutCache } from '@domain/routing/graph/layout-tree';
import type { SingleMethodDocument } from '@domain/routing/document';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { arbSingleSequence, someConditionPaths, withIds } from '@fixtures/command-arbitraries';
import type { FlowEdge, FlowNode } from './flow-types';
import { createShared, sameFlowEdge, sameFlowNode, share } from './share-elements';
import { createRecentFlows, toFlow } from './to-flow';
import { edgeEnds, knownEnds } from './edge-ends';
import { inWindow, inWindowAt, withKept, withKeptAt } from './view-window';

const graphOf = (doc: SingleMethodDocument, collapsed: ReadonlySet<string>, cache?: ReturnType<typeof createGraphNodeCache>) =>
  treeToGraph(doc.tree, { treePath: 'tree', treeKind: 'routing', defaultConnector: doc.default?.connector ?? null, collapsed, ...(cache ? { cache } : {}) });

// The canvas keeps React Flow nodes and edges across edits (reuse-flow.ts, share-elements.ts) and
// hands React Flow only a window of a large tree (view-window.ts). After any sequence of edits and
// folds, what it hands over must be what a derivation from scratch gives.
describe('the incremental drawing (property)', () => {
  it('equals the drawing derived from scratch after any sequence of edits, folds and messages', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 4, unknownConditions: true }).chain((doc) => arbSingleSequence(withIds(doc), 8)),
        fc.array(fc.nat({ max: 0xffff }), { minLength: 9, maxLength: 9 }),
        fc.constantFrom('down' as const, 'right' as const),
        fc.boolean(),
        (docs, picks, direction, slots) => {
          const cache = createGraphNodeCache(1);
          const layoutCache = createLayoutCache();
          const nodes = createShared<FlowNode>();
          const edges = createShared<FlowEdge>();
          docs.forEach((doc, step) => {
            const folds = someConditionPaths(doc, picks[step]!);
            const withMessage = someConditionPaths(doc, picks[step]! >> 3);
            const incremental = toFlow(graphOf(doc, folds, cache), { slots, direction, withMessage, layoutCache });
            const scratch = toFlow(graphOf(doc, folds), { slots, direction, withMessage });
            expect(incremental).toEqual(scratch);
            // The edges' ends, followed from the drawing before (edge-ends.ts), are those found from scratch.
            expect(edgeEnds(incremental)).toEqual(edgeEnds({ nodes: [...incremental.nodes], edges: [...incremental.edges] }));
            expect(share(nodes, incremental.nodes, sameFlowNode)).toEqual(scratch.nodes);
            expect(share(edges, incremental.edges, sameFlowEdge)).toEqual(scratch.edges);
          });
        },
      ),
      { numRuns: 120 },
    );
  });

  // Undo and unfold return to a state drawn moments before: the canvas then finds that drawing again
  // (createRecentGraphs, createRecentFlows). In any order of states, with repeats, it must be the
  // drawing a fresh derivation gives, messages and folds included.
  it('equals the drawing derived from scratch when earlier states come back (undo, unfold)', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 4, unknownConditions: true }).chain((doc) => arbSingleSequence(withIds(doc), 4)),
        fc.array(fc.tuple(fc.nat({ max: 4 }), fc.nat({ max: 0xffff })), { minLength: 1, maxLength: 14 }),
        fc.constantFrom('down' as const, 'right' as const),
        fc.boolean(),
        (docs, visits, direction, slots) => {
          const cache = createGraphNodeCache(1);
          const layoutCache = createLayoutCache();
          const recentGraphs = createRecentGraphs();
          const recent = createRecentFlows();
          for (const [at, pick] of visits) {
            const doc = docs[at % docs.length]!;
            // Few distinct fold and message sets, so they come back too.
            const folds = someConditionPaths(doc, pick % 3);
            const withMessage = someConditionPaths(doc, (pick >> 2) % 3);
            const graph = treeToGraph(doc.tree, { treePath: 'tree', treeKind: 'routing', defaultConnector: doc.default?.connector ?? null, collapsed: folds, cache, recent: recentGraphs });
            expect(toFlow(graph, { slots, direction, withMessage, layoutCache, recent })).toEqual(toFlow(graphOf(doc, folds), { slots, direction, withMessage }));
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  // Each drawing follows the edges' ends from the one before (the one of the same layout, else the
  // canvas's last), whatever the edit changed, folds included.
  it('follows the edges\' ends from the drawing before as they are found from scratch, after any sequence of edits and folds', () => {
    let followed = 0;
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5 }).chain((doc) => arbSingleSequence(withIds(doc), 10)), fc.array(fc.nat({ max: 0xffff }), { minLength: 11, maxLength: 11 }), fc.boolean(), (docs, picks, slots) => {
        const cache = createGraphNodeCache(1);
        const layoutCache = createLayoutCache();
        const recent = createRecentFlows();
        for (const [step, doc] of docs.entries()) {
          const drawing = toFlow(graphOf(doc, someConditionPaths(doc, picks[step]! % 4), cache), { slots, layoutCache, recent });
          const ends = knownEnds(drawing);
          const scratch = edgeEnds({ nodes: [...drawing.nodes], edges: [...drawing.edges] });
          if (ends) {
            followed += 1;
            expect(ends).toEqual(scratch);
          }
          expect(edgeEnds(drawing)).toEqual(scratch);
        }
      }),
      { numRuns: 150 },
    );
    expect(followed).toBeGreaterThan(300);
  });

  it('a window keeps every node that meets it, and both ends of every edge it keeps', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5 }), fc.integer({ min: -500, max: 3000 }), fc.integer({ min: -500, max: 2000 }), (doc, x, y) => {
        const { nodes, edges } = toFlow(graphOf(doc, new Set()), { slots: true });
        const rect = { x0: x, y0: y, x1: x + 700, y1: y + 500 };
        const shown = inWindow(nodes, edges, rect, new Set());
        // Found with the edges' ends as places: the same nodes and edges, in the same order.
        const { nodes: atNodes, edges: atEdges } = inWindowAt(nodes, edges, edgeEnds({ nodes, edges }), rect, new Set());
        expect({ nodes: atNodes, edges: atEdges }).toEqual(shown);
        const ids = new Set(shown.nodes.map((n) => n.id));
        for (const n of nodes) {
          const meets = n.position.x <= rect.x1 && n.position.y <= rect.y1 && n.position.x + n.width! >= rect.x0 && n.position.y + n.initialHeight! >= rect.y0;
          if (meets) expect(ids.has(n.id)).toBe(true);
        }
        for (const e of edges) if (ids.has(e.source) && ids.has(e.target)) expect(shown.edges).toContain(e);
        for (const e of shown.edges) expect(ids.has(e.source) && ids.has(e.target)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('a window with named nodes added holds what inWindow holds with those names kept', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5 }), fc.integer({ min: -500, max: 3000 }), fc.integer({ min: -500, max: 2000 }), fc.array(fc.nat(), { maxLength: 3 }), fc.boolean(), (doc, x, y, picks, slots) => {
        const { nodes, edges } = toFlow(graphOf(doc, new Set()), { slots });
        const rect = { x0: x, y0: y, x1: x + 700, y1: y + 500 };
        const base = inWindow(nodes, edges, rect, new Set());
        // Nodes of the drawing, and a path that names no node (a deleted rule still named as the focus target).
        const keep = [...picks.map((p) => nodes[p % nodes.length]!.id), 'tree/gone'];
        const added = withKept(base, new Set(base.nodes.map((n) => n.id)), nodes, edges, keep);
        const expected = inWindow(nodes, edges, rect, new Set(keep));
        const ids = (list: Array<{ id: string }>) => list.map((e) => e.id).sort();
        expect(ids(added.nodes)).toEqual(ids(expected.nodes));
        expect(ids(added.edges)).toEqual(ids(expected.edges));
        // With the edges' ends as places: the very same lists.
        const ends = edgeEnds({ nodes, edges });
        const addedAt = withKeptAt(inWindowAt(nodes, edges, ends, rect, new Set()), nodes, edges, ends, keep);
        expect({ nodes: addedAt.nodes, edges: addedAt.edges }).toEqual({ nodes: added.nodes, edges: added.edges });
        // The window's own objects first, in their order.
        expect(added.nodes.slice(0, base.nodes.length)).toEqual(base.nodes);
      }),
      { numRuns: 150 },
    );
  });
});
