import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import type { GraphNode, RuleGraph } from './graph-types';

export interface LayoutOptions {
  nodeWidth: number;
  /** Height reserved per tree level for the tallest node; nodes are top-aligned in their row. */
  rowHeight: number;
  gapX: number;
  gapY: number;
  /**
   * Height of one node. When given, each tree level is as tall as its tallest node instead of
   * `rowHeight`, which keeps trees with a few tall leaves compact.
   */
  heightOf?: (node: GraphNode) => number;
}

export const DEFAULT_LAYOUT: LayoutOptions = { nodeWidth: 260, rowHeight: 110, gapX: 28, gapY: 56 };

export interface Point {
  x: number;
  y: number;
}

export interface TreeLayout {
  /** Top-left corner of every node of the graph, the default node included. */
  positions: Map<string, Point>;
  width: number;
  height: number;
}

interface LayoutItem {
  id: string;
  children: LayoutItem[];
  slot?: boolean;
}

/**
 * Top-down tidy-tree layout (d3-hierarchy's Reingold–Tilford/Buchheim, linear time) of the rule
 * nodes, with the default node one row below the deepest rule, under the branches that fall through to it. Deterministic: positions
 * depend only on the graph's structure, so re-deriving the graph after an edit does not reshuffle it.
 */
export const layoutTree = (graph: RuleGraph, options: Partial<LayoutOptions> = {}): TreeLayout => {
  const o = { ...DEFAULT_LAYOUT, ...options };
  const positions = new Map<string, Point>();
  const dx = o.nodeWidth + o.gapX;
  const dy = o.rowHeight + o.gapY;

  const depthOf = new Map<string, number>();
  const slotXs: number[] = [];
  let deepest = -1;
  let minX = 0;
  let maxX = 0;
  if (graph.rootId !== null) {
    const items = new Map<string, LayoutItem>();
    for (const node of graph.nodes) if (node.kind !== 'default') items.set(node.id, { id: node.id, children: [] });
    // Edges are in document order (then before else), which keeps then on the left. A missing
    // branch gets an empty slot, so its fall-through edge drops through free space instead of
    // through the lone sibling that would otherwise sit centred under the condition.
    for (const edge of graph.edges) {
      const target = edge.toDefault ? { id: `${edge.id}#slot`, children: [], slot: true } : items.get(edge.target);
      if (target) items.get(edge.source)?.children.push(target);
    }
    const rootItem = items.get(graph.rootId);
    if (rootItem) {
      const laidOut: HierarchyPointNode<LayoutItem> = tree<LayoutItem>()
        .nodeSize([dx, dy])
        .separation((a, b) => (a.parent === b.parent ? 1 : 1.15))(hierarchy(rootItem, (item) => item.children));
      laidOut.each((n) => {
        if (n.depth > deepest) deepest = n.depth;
        if (n.data.slot) {
          slotXs.push(n.x);
          return;
        }
        positions.set(n.data.id, { x: n.x - o.nodeWidth / 2, y: n.y });
        depthOf.set(n.data.id, n.depth);
        if (n.x < minX) minX = n.x;
        if (n.x > maxX) maxX = n.x;
      });
    }
  }
  // Under the missing branches, so fall-through edges drop straight down; centred when there are none.
  const centre = slotXs.length > 0 ? slotXs.reduce((a, b) => a + b, 0) / slotXs.length : (minX + maxX) / 2;
  minX = Math.min(minX, centre);
  maxX = Math.max(maxX, centre);
  positions.set(graph.defaultId, { x: centre - o.nodeWidth / 2, y: (deepest + 1) * dy });
  depthOf.set(graph.defaultId, deepest + 1);

  // Row tops: uniform rows, or each level as tall as its tallest node.
  const rowHeights = new Array<number>(deepest + 2).fill(o.heightOf ? 0 : o.rowHeight);
  if (o.heightOf) for (const node of graph.nodes) {
    const depth = depthOf.get(node.id) ?? 0;
    rowHeights[depth] = Math.max(rowHeights[depth]!, o.heightOf(node));
  }
  const rowTops: number[] = [];
  let top = 0;
  for (const h of rowHeights) {
    rowTops.push(top);
    top += h + o.gapY;
  }

  // Shift so the top-left of the drawing is at (0, 0): stable coordinates for tests and fitView alike.
  const shiftX = minX - o.nodeWidth / 2;
  for (const [id, p] of positions) positions.set(id, { x: p.x - shiftX, y: rowTops[depthOf.get(id) ?? 0]! });
  return { positions, width: maxX - minX + o.nodeWidth, height: top - o.gapY };
};
