import { describe, expect, it } from 'vitest';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { singleMethodGraph } from '@domain/routing/graph/document-to-graph';
import { createLayoutCache } from '@domain/routing/graph/layout-tree';
import { Position } from '@xyflow/react';
import { directionOf, estimatedHeight, toFlow } from './to-flow';

describe('toFlow', () => {
  const graph = singleMethodGraph(cardRouterDocument);
  const { nodes, edges } = toFlow(graph);

  it('keeps ids, maps kinds to node types and branches to handles', () => {
    expect(nodes).toHaveLength(graph.nodes.length);
    expect(nodes.find((n) => n.id === 'tree#default')?.type).toBe('fallthrough');
    expect(nodes.find((n) => n.id === 'tree')?.type).toBe('condition');
    expect(edges.find((e) => e.id === 'tree->else')).toMatchObject({ sourceHandle: 'else', label: 'else', target: 'tree/else' });
  });

  it('leaves room below every node for its estimated height', () => {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    for (const e of edges) {
      const source = byId.get(e.source)!;
      const target = byId.get(e.target)!;
      expect(target.position.y).toBeGreaterThanOrEqual(source.position.y + estimatedHeight(graph.nodes.find((n) => n.id === e.source)!) + 20);
    }
  });
});

describe('toFlow with slots (the editor)', () => {
  it('draws each empty branch as a slot node under its condition, and an empty tree as one slot', () => {
    const { nodes, edges } = toFlow(singleMethodGraph(cardRouterDocument), { slots: true });
    const slots = nodes.filter((n) => n.type === 'slot');
    expect(slots.map((n) => n.id)).toEqual(['tree/else/else/else/else/else']);
    const edge = edges.find((e) => e.target === 'tree/else/else/else/else/else')!;
    expect(edge).toMatchObject({ source: 'tree/else/else/else/else', label: 'else' });
    expect(edges.some((e) => e.target === 'tree#default')).toBe(false);
    const owner = nodes.find((n) => n.id === 'tree/else/else/else/else')!;
    expect(slots[0]!.position.y).toBeGreaterThan(owner.position.y);

    const empty = toFlow(singleMethodGraph({ version: '1', tree: null }), { slots: true });
    expect(empty.nodes.map((n) => [n.id, n.type])).toEqual([
      ['tree', 'slot'],
      ['tree#default', 'fallthrough'],
    ]);
  });
});

describe('toFlow: edge labels and direction', () => {
  it('labels a load balancer’s edges with their shares, every other edge with its branch', () => {
    const { edges } = toFlow(singleMethodGraph(cardRouterDocument));
    // tree/then/else is the seeded 50/50 balancer.
    expect(edges.filter((e) => e.source === 'tree/then/else').map((e) => e.label)).toEqual(['50 %', '50 %']);
    expect(edges.filter((e) => e.source === 'tree/then/else').map((e) => (e.data as { branch: string }).branch)).toEqual(['then', 'else']);
    expect(edges.filter((e) => e.source === 'tree').map((e) => e.label)).toEqual(['then', 'else']);
    const skewed = structuredClone(cardRouterDocument);
    skewed.tree!.then!.else!.if!.params = { percentTrue: 30 };
    expect(toFlow(singleMethodGraph(skewed)).edges.filter((e) => e.source === 'tree/then/else').map((e) => e.label)).toEqual(['30 %', '70 %']);
  });

  it('left to right: handles on the left and right edges, children in the next column, right of their parent', () => {
    const graph = singleMethodGraph(cardRouterDocument);
    const { nodes, edges } = toFlow(graph, { direction: 'right', slots: true });
    const byId = new Map(nodes.map((n) => [n.id, n]));
    expect(nodes.every((n) => directionOf(n) === 'right')).toBe(true);
    const root = byId.get('tree')!;
    expect(root.handles!.map((h) => h.position)).toEqual([Position.Left, Position.Right, Position.Right]);
    for (const e of edges) expect(byId.get(e.target)!.position.x).toBeGreaterThan(byId.get(e.source)!.position.x + root.width!);
    expect(directionOf(toFlow(graph).nodes[0]!)).toBe('down');
  });
});

describe('toFlow: a node moved by another node’s message line', () => {
  it('is drawn again at the new place as it was, its handles the sets it had and its name still unread', () => {
    const graph = singleMethodGraph(cardRouterDocument);
    const before = toFlow(graph, { direction: 'down' });
    // A message line on the root makes its row taller: every node below moves down, none changes.
    const after = toFlow(graph, { direction: 'down', withMessage: new Set(['tree']) });
    const moved = after.nodes.filter((n) => n.id !== 'tree' && n.id !== 'tree#default');
    expect(moved.length).toBeGreaterThan(3);
    for (const node of moved) {
      const was = before.nodes.find((n) => n.id === node.id)!;
      expect(node).not.toBe(was);
      expect(node.position.y).toBeGreaterThan(was.position.y);
      expect(node.handles).toBe(was.handles);
      // Put into words only when React Flow reads it: moving 5,000 nodes must not name them all.
      expect(Object.getOwnPropertyDescriptor(node, 'ariaLabel')?.get).toBeTypeOf('function');
      expect(node).toEqual({ ...was, position: node.position });
    }
  });
});

describe('toFlow again on the same layout (an edit that keeps the tree’s shape and rows)', () => {
  // The drawing before is reused node by node when the layout comes back the same; a message line
  // added to a node that is not its row's tallest keeps the layout but makes that node taller.
  it('draws a node that gained or lost a message line anew, as a derivation from scratch does', () => {
    const graph = singleMethodGraph(cardRouterDocument);
    let reusedLayout = 0;
    for (const node of graph.nodes) {
      const layoutCache = createLayoutCache();
      const plain = toFlow(graph, { slots: true, layoutCache });
      const withMessage = new Set([node.id]);
      const marked = toFlow(graph, { slots: true, layoutCache, withMessage });
      expect(marked).toEqual(toFlow(graph, { slots: true, withMessage }));
      expect(toFlow(graph, { slots: true, layoutCache })).toEqual(plain);
      if (marked.nodes.every((n, i) => n.position === plain.nodes[i]!.position || n.id === node.id)) reusedLayout += 1;
    }
    // The case this is about happened (some node's row kept its height with a message line added).
    expect(reusedLayout).toBeGreaterThan(0);
  });
});
