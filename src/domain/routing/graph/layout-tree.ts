import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import type { GraphNode, RuleGraph } from './graph-types';
import { tidyTree } from './tidy-tree';

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
  /** The last few top-down layouts, reused where the tree has a shape seen lately (see LayoutCache); same result with or without. */
  cache?: LayoutCache;
}

/**
 * What the last few top-down layouts found, for the next one. Across a row every node is as wide, so
 * the tidy tree's x positions follow from the tree's shape alone: an edit that keeps the shape (a
 * condition's parameters, a route, a leaf deleted to an empty branch and back: an empty branch is a
 * slot of the same size) keeps them, and only the rows' heights are measured again. Several shapes,
 * most recently used first, because folding and unfolding goes back and forth between two: with only
 * the last one kept, unfolding the root of a 5,000-node tree laid the whole tree out again (issue 16).
 * Property-tested against layouts without a cache.
 */
export interface LayoutCache {
  down: DownLayout[];
}
/** How many shapes a LayoutCache keeps: each holds a few maps of the tree's size. */
export const LAYOUT_CACHE_SHAPES = 4;

/** One top-down layout: the shape it was for (each edge's ends), its x positions and levels, its rows and its result. */
interface DownLayout {
  sources: string[];
  targets: string[];
  rootId: string | null;
  defaultId: string;
  dx: number;
  /** x of each node's centre and its level, before the drawing is shifted to start at 0; the rows' tops and where the last ends. */
  xs: Map<string, number>;
  depthOf: Map<string, number>;
  deepest: number;
  minX: number;
  maxX: number;
  rowTops: number[];
  gapY: number;
  nodeWidth: number;
  result: TreeLayout;
}
export const createLayoutCache = (): LayoutCache => ({ down: [] });

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
 * before `else`: the layout left to right (whose separations follow each node's height). The
 * top-down layout computes the same tree on arrays (downTidy). A missing branch keeps an empty slot,
 * so its fall-through edge runs through free space instead of through the lone sibling that would
 * otherwise sit centred under the condition.
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
/** The shape of the tree as the tidy layout reads it: each edge's ends (a fall-through edge ends in a slot). */
const shapeOf = (graph: RuleGraph) => ({ sources: graph.edges.map((e) => e.source), targets: graph.edges.map((e) => (e.toDefault ? '#' : e.target)) });

const sameShape = (graph: RuleGraph, last: DownLayout, dx: number) =>
  last.dx === dx &&
  last.rootId === graph.rootId &&
  last.defaultId === graph.defaultId &&
  last.sources.length === graph.edges.length &&
  graph.edges.every((e, i) => e.source === last.sources[i] && (e.toDefault ? '#' : e.target) === last.targets[i]);

/** The tidy tree's x positions (node centres) and levels, the deepest level, and the extent across. */
const downShape = (graph: RuleGraph, dx: number) => {
  const xs = new Map<string, number>();
  const depthOf = new Map<string, number>();
  const slotXs: number[] = [];
  let deepest = -1;
  let minX = 0;
  let maxX = 0;
  const laid = downTidy(graph);
  if (laid)
    for (const v of laid.levelOrder) {
      const x = laid.x[v]! * dx;
      const depth = laid.depth[v]!;
      if (depth > deepest) deepest = depth;
      if (v >= laid.firstSlot) {
        slotXs.push(x);
        continue;
      }
      const id = laid.ids[v]!;
      xs.set(id, x);
      depthOf.set(id, depth);
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
    }
  // Under the missing branches, so fall-through edges drop straight down; centred when there are none.
  const centre = slotXs.length > 0 ? slotXs.reduce((a, b) => a + b, 0) / slotXs.length : (minX + maxX) / 2;
  xs.set(graph.defaultId, centre);
  depthOf.set(graph.defaultId, deepest + 1);
  return { xs, depthOf, deepest, minX: Math.min(minX, centre), maxX: Math.max(maxX, centre) };
};

/**
 * The top-down tidy tree on node indices (tidy-tree.ts, d3's arithmetic on arrays): the rule nodes
 * by their place in `graph.nodes`, an empty slot after them for each missing branch, `then` before
 * `else` (edges are in document order). Nodes in d3's `each` order (level by level, left to right),
 * which the slots' centre is summed in, so the positions are d3's to the last bit.
 */
const downTidy = (graph: RuleGraph) => {
  if (graph.rootId === null) return null;
  const index = new Map<string, number>();
  const ids: string[] = [];
  for (const node of graph.nodes)
    if (node.kind !== 'default') {
      index.set(node.id, ids.length);
      ids.push(node.id);
    }
  const root = index.get(graph.rootId);
  if (root === undefined) return null;
  const firstSlot = ids.length;
  let size = firstSlot;
  const parents: number[] = [];
  const children: number[] = [];
  for (const edge of graph.edges) {
    const parent = index.get(edge.source);
    const child = edge.toDefault ? size : index.get(edge.target);
    if (parent === undefined || child === undefined) continue;
    if (edge.toDefault) size += 1;
    parents.push(parent);
    children.push(child);
  }
  const { x, depth, order } = tidyTree({ size, root, parents, children }, (_a, _b, sameParent) => (sameParent ? 1 : 1.15));
  return { ids, firstSlot, x, depth, levelOrder: byLevel(order, depth) };
};

/** Pre-order to level order (d3's `each`): a stable counting sort by depth keeps each level left to right. */
const byLevel = (preOrder: Int32Array, depth: Int32Array): Int32Array => {
  let deepest = 0;
  for (const v of preOrder) if (depth[v]! > deepest) deepest = depth[v]!;
  const at = new Int32Array(deepest + 2);
  for (const v of preOrder) at[depth[v]! + 1]! += 1;
  for (let d = 0; d <= deepest; d += 1) at[d + 1]! += at[d]!;
  const out = new Int32Array(preOrder.length);
  for (const v of preOrder) out[at[depth[v]!]!++] = v;
  return out;
};

/**
 * Top-down layout: the default node one row below the deepest rule, under the branches that fall
 * through to it. Deterministic: positions depend only on the graph's structure, so re-deriving the
 * graph after an edit does not reshuffle it.
 */
const layoutDown = (graph: RuleGraph, o: LayoutOptions): TreeLayout => {
  const dx = o.nodeWidth + o.gapX;
  const kept = o.cache?.down.find((seen) => sameShape(graph, seen, dx));
  const { xs, depthOf, deepest, minX, maxX } = kept ?? downShape(graph, dx);

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
  rowTops.push(top); // where the drawing ends, which its height follows from
  // The same shape, rows and spacing: the same layout.
  if (kept && kept.gapY === o.gapY && kept.nodeWidth === o.nodeWidth && kept.rowTops.length === rowTops.length && kept.rowTops.every((t, i) => t === rowTops[i])) {
    if (o.cache) remember(o.cache, kept);
    return kept.result;
  }

  // Shift so the top-left of the drawing is at (0, 0): stable coordinates for tests and fitView alike.
  const shiftX = minX - o.nodeWidth / 2;
  const positions = new Map<string, Point>();
  for (const [id, x] of xs) positions.set(id, { x: x - o.nodeWidth / 2 - shiftX, y: rowTops[depthOf.get(id) ?? 0]! });
  const result = { positions, width: maxX - minX + o.nodeWidth, height: top - o.gapY };
  if (o.cache) {
    const shape = kept ?? { ...shapeOf(graph), rootId: graph.rootId, defaultId: graph.defaultId, dx, xs, depthOf, deepest, minX, maxX };
    if (kept) forget(o.cache, kept);
    remember(o.cache, { ...shape, rowTops, gapY: o.gapY, nodeWidth: o.nodeWidth, result });
  }
  return result;
};

const forget = (cache: LayoutCache, seen: DownLayout) => {
  const at = cache.down.indexOf(seen);
  if (at >= 0) cache.down.splice(at, 1);
};

/** Puts a layout first (most recently used), dropping the least recently used beyond LAYOUT_CACHE_SHAPES. */
const remember = (cache: LayoutCache, seen: DownLayout) => {
  forget(cache, seen);
  cache.down.unshift(seen);
  cache.down.length = Math.min(cache.down.length, LAYOUT_CACHE_SHAPES);
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
