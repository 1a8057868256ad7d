import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import type { GraphNode, RuleGraph } from './graph-types';

/** Which way the tree grows: `down` (root on top, levels as rows) or `right` (root on the left, levels as columns). */
export type LayoutDirection = 'down' | 'right';

export interface LayoutOptions {
  nodeWidth: number;
  /** Height reserved per tree level for the tallest node; nodes are top-aligned in their row. */
  rowHeight: number;
  /** Space between neighbours: across a row (`down`), between columns (`right`). */
  gapX: number;
  /** Space between rows (`down`), between neighbours in a column (`right`). */
  gapY: number;
  /**
   * Height of one node. When given, each tree level is as tall as its tallest node instead of
   * `rowHeight` (`down`), and neighbours in a column are spaced by their own heights (`right`).
   */
  heightOf?: (node: GraphNode) => number;
  direction?: LayoutDirection;
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

interface Tidy {
  /** The laid-out rule nodes and the empty slots kept for missing branches; x across, y = depth. */
  laidOut: HierarchyPointNode<LayoutItem> | null;
}

/**
 * d3-hierarchy's tidy tree (Reingold–Tilford/Buchheim, linear time) over the rule nodes, `then`
 * before `else`. A missing branch keeps an empty slot, so its fall-through edge runs through free
 * space instead of through the lone sibling that would otherwise sit centred under the condition.
 */
const tidy = (graph: RuleGraph, unit: number, separation: (a: LayoutItem, b: LayoutItem, sameParent: boolean) => number): Tidy => {
  if (graph.rootId === null) return { laidOut: null };
  const items = new Map<string, LayoutItem>();
  for (const node of graph.nodes) if (node.kind !== 'default') items.set(node.id, { id: node.id, children: [] });
  // Edges are in document order (then before else), which keeps then first.
  for (const edge of graph.edges) {
    const target = edge.toDefault ? { id: `${edge.id}#slot`, children: [], slot: true } : items.get(edge.target);
    if (target) items.get(edge.source)?.children.push(target);
  }
  const rootItem = items.get(graph.rootId);
  if (!rootItem) return { laidOut: null };
  const laidOut = tree<LayoutItem>()
    .nodeSize([unit, 1])
    .separation((a, b) => separation(a.data, b.data, a.parent === b.parent))(hierarchy(rootItem, (item) => item.children));
  return { laidOut };
};

/**
 * Top-down layout: the default node one row below the deepest rule, under the branches that fall
 * through to it. Deterministic: positions depend only on the graph's structure, so re-deriving the
 * graph after an edit does not reshuffle it.
 */
const layoutDown = (graph: RuleGraph, o: LayoutOptions): TreeLayout => {
  const positions = new Map<string, Point>();
  const dx = o.nodeWidth + o.gapX;
  const depthOf = new Map<string, number>();
  const slotXs: number[] = [];
  let deepest = -1;
  let minX = 0;
  let maxX = 0;
  const { laidOut } = tidy(graph, dx, (_a, _b, sameParent) => (sameParent ? 1 : 1.15));
  laidOut?.each((n) => {
    if (n.depth > deepest) deepest = n.depth;
    if (n.data.slot) {
      slotXs.push(n.x);
      return;
    }
    positions.set(n.data.id, { x: n.x - o.nodeWidth / 2, y: 0 });
    depthOf.set(n.data.id, n.depth);
    if (n.x < minX) minX = n.x;
    if (n.x > maxX) maxX = n.x;
  });
  // Under the missing branches, so fall-through edges drop straight down; centred when there are none.
  const centre = slotXs.length > 0 ? slotXs.reduce((a, b) => a + b, 0) / slotXs.length : (minX + maxX) / 2;
  minX = Math.min(minX, centre);
  maxX = Math.max(maxX, centre);
  positions.set(graph.defaultId, { x: centre - o.nodeWidth / 2, y: 0 });
  depthOf.set(graph.defaultId, deepest + 1);

  // Row tops: uniform rows, or each level as tall as its tallest node.
  const rowHeights = new Array<number>(deepest + 2).fill(o.heightOf ? 0 : o.rowHeight);
  if (o.heightOf)
    for (const node of graph.nodes) {
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

/**
 * Left-to-right layout: one column per level, neighbours in a column spaced by their own heights
 * (so a column of short conditions stays compact next to tall failover chains), the default node in
 * a column of its own right of the deepest rule, level with the branches that fall through to it.
 */
const layoutRight = (graph: RuleGraph, o: LayoutOptions): TreeLayout => {
  const positions = new Map<string, Point>();
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const slotHeight = o.heightOf ? Math.min(...graph.nodes.map(o.heightOf)) : o.rowHeight;
  const heightOf = (item: LayoutItem) => {
    const node = item.slot ? undefined : byId.get(item.id);
    return node && o.heightOf ? o.heightOf(node) : item.slot ? slotHeight : o.rowHeight;
  };
  // Breadth is measured in whole pixels (unit 1): separation is the centre-to-centre distance.
  const { laidOut } = tidy(graph, 1, (a, b, sameParent) => (heightOf(a) + heightOf(b)) / 2 + (sameParent ? o.gapY : o.gapY * 1.5));
  const column = o.nodeWidth + o.gapX;
  const slotYs: number[] = [];
  let deepest = -1;
  let minY = 0;
  let maxY = 0;
  laidOut?.each((n) => {
    if (n.depth > deepest) deepest = n.depth;
    const h = heightOf(n.data);
    if (n.x - h / 2 < minY) minY = n.x - h / 2;
    if (n.x + h / 2 > maxY) maxY = n.x + h / 2;
    if (n.data.slot) slotYs.push(n.x);
    else positions.set(n.data.id, { x: n.depth * column, y: n.x - h / 2 });
  });
  const defaultNode = byId.get(graph.defaultId);
  const defaultHeight = defaultNode && o.heightOf ? o.heightOf(defaultNode) : o.rowHeight;
  const centre = slotYs.length > 0 ? slotYs.reduce((a, b) => a + b, 0) / slotYs.length : laidOut ? laidOut.x : defaultHeight / 2;
  positions.set(graph.defaultId, { x: (deepest + 1) * column, y: centre - defaultHeight / 2 });
  minY = Math.min(minY, centre - defaultHeight / 2);
  maxY = Math.max(maxY, centre + defaultHeight / 2);
  for (const [id, p] of positions) positions.set(id, { x: p.x, y: p.y - minY });
  return { positions, width: (deepest + 1) * column + o.nodeWidth, height: maxY - minY };
};

/** Lays out a rule graph: `down` (the default) or `right`. Linear time; deterministic. */
export const layoutTree = (graph: RuleGraph, options: Partial<LayoutOptions> = {}): TreeLayout => {
  const o = { ...DEFAULT_LAYOUT, ...options };
  return o.direction === 'right' ? layoutRight(graph, o) : layoutDown(graph, o);
};
