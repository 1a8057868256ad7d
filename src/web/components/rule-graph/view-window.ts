import type { ReactFlowState } from '@xyflow/react';
import type { EdgeEnds } from './edge-ends';
import type { FlowEdge, FlowNode } from './flow-types';

/**
 * The part of a large drawing React Flow is given. React Flow does work proportional to every node
 * it holds on each of its store updates (adopting nodes, connection lookups, visibility and
 * selection selectors), even with `onlyRenderVisibleElements`: on a 20,000-node tree a selection
 * cost hundreds of milliseconds there. So a large tree hands it only the nodes around the view.
 * The window is the view grown by half a view on each side and snapped to a grid of half-views
 * (zoom in half-octave steps), so panning or zooming within it changes nothing: the drawing is
 * re-filtered only when the view crosses a grid line.
 */
export interface FlowRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The window around the current view as a string (stable while the view stays in it); null until the canvas has a size. */
export const windowKey = (s: Pick<ReactFlowState, 'width' | 'height' | 'transform'>): string | null => {
  if (!(s.width > 0 && s.height > 0)) return null;
  const [tx, ty, zoom] = s.transform;
  // A zoom at most the real one: the cells are at least half of what is on screen.
  const stepped = 2 ** (Math.floor(Math.log2(zoom) * 2) / 2);
  const cellW = s.width / stepped / 2;
  const cellH = s.height / stepped / 2;
  const x = -tx / zoom;
  const y = -ty / zoom;
  const cx0 = Math.floor(x / cellW) - 1;
  const cy0 = Math.floor(y / cellH) - 1;
  const cx1 = Math.ceil((x + s.width / zoom) / cellW) + 1;
  const cy1 = Math.ceil((y + s.height / zoom) / cellH) + 1;
  return [cx0 * cellW, cy0 * cellH, cx1 * cellW, cy1 * cellH].join(',');
};

export const rectOfKey = (key: string): FlowRect => {
  const [x0, y0, x1, y1] = key.split(',').map(Number) as [number, number, number, number];
  return { x0, y0, x1, y1 };
};

const meets = (n: FlowNode, r: FlowRect) =>
  n.position.x <= r.x1 && n.position.y <= r.y1 && n.position.x + (n.width ?? 0) >= r.x0 && n.position.y + (n.measured?.height ?? n.initialHeight ?? 0) >= r.y0;

/**
 * The nodes that meet the rectangle (or are named in `keep`: the selection, the focus target), the
 * other end of every edge that touches one of them (so an edge leaving the window is still drawn),
 * and the edges between what is kept. Order is kept, so an unchanged window shares its objects.
 */
export const inWindow = (nodes: readonly FlowNode[], edges: readonly FlowEdge[], rect: FlowRect | null, keep: ReadonlySet<string>): { nodes: FlowNode[]; edges: FlowEdge[] } => {
  const inside = new Set<string>();
  for (const n of nodes) if (keep.has(n.id) || (rect !== null && meets(n, rect))) inside.add(n.id);
  const ids = new Set(inside);
  for (const e of edges)
    if (inside.has(e.source) || inside.has(e.target)) {
      ids.add(e.source);
      ids.add(e.target);
    }
  return { nodes: nodes.filter((n) => ids.has(n.id)), edges: edges.filter((e) => ids.has(e.source) && ids.has(e.target)) };
};

/**
 * A window with some named nodes added (the tab stop, the focus target), as `inWindow` would have
 * them with these names kept, without testing every node against the view again: the named nodes,
 * the other end of each of their edges, and every edge between what is then held. The added nodes
 * and edges come after the window's own, so the window's objects keep their order. Same node and
 * edge sets as `inWindow` (property-tested); on a 20,000-node tree about half its work.
 */
export const withKept = (
  window: { nodes: FlowNode[]; edges: FlowEdge[] },
  ids: ReadonlySet<string>,
  nodes: readonly FlowNode[],
  edges: readonly FlowEdge[],
  keep: Iterable<string>,
): { nodes: FlowNode[]; edges: FlowEdge[] } => {
  // A named node the window holds only as the far end of an edge still brings its own neighbours.
  const inside = new Set(keep);
  const added = new Set([...inside].filter((id) => !ids.has(id)));
  for (const e of edges) {
    if (inside.has(e.source) && !ids.has(e.target)) added.add(e.target);
    if (inside.has(e.target) && !ids.has(e.source)) added.add(e.source);
  }
  if (added.size === 0) return window;
  const held = (id: string) => ids.has(id) || added.has(id);
  return {
    nodes: [...window.nodes, ...nodes.filter((n) => added.has(n.id))],
    edges: [...window.edges, ...edges.filter((e) => (added.has(e.source) || added.has(e.target)) && held(e.source) && held(e.target))],
  };
};

/** A window found by the array reads below, with which nodes it holds, by place in the drawing. */
export interface HeldWindow {
  nodes: FlowNode[];
  edges: FlowEdge[];
  held: Uint8Array;
}

/**
 * `inWindow` on a drawing whose edge ends are known as places in its node array (edge-ends.ts, every
 * end a node): the same nodes and edges in the same order, found with array reads instead of id
 * lookups (property-tested against inWindow).
 */
export const inWindowAt = (nodes: readonly FlowNode[], edges: readonly FlowEdge[], ends: EdgeEnds, rect: FlowRect | null, keep: ReadonlySet<string>): HeldWindow => {
  const inside = new Uint8Array(nodes.length);
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i]!;
    if ((rect !== null && meets(node, rect)) || (keep.size > 0 && keep.has(node.id))) inside[i] = 1;
  }
  const held = inside.slice();
  const { source, target } = ends;
  for (let j = 0; j < edges.length; j += 1)
    if (inside[source[j]!] || inside[target[j]!]) {
      held[source[j]!] = 1;
      held[target[j]!] = 1;
    }
  const windowNodes: FlowNode[] = [];
  for (let i = 0; i < nodes.length; i += 1) if (held[i]) windowNodes.push(nodes[i]!);
  const windowEdges: FlowEdge[] = [];
  for (let j = 0; j < edges.length; j += 1) if (held[source[j]!] && held[target[j]!]) windowEdges.push(edges[j]!);
  return { nodes: windowNodes, edges: windowEdges, held };
};

/** `withKept` on a window found by `inWindowAt`: the same result, with array reads (property-tested). */
export const withKeptAt = (window: HeldWindow, nodes: readonly FlowNode[], edges: readonly FlowEdge[], ends: EdgeEnds, keep: Iterable<string>): HeldWindow => {
  const { held } = window;
  const named = new Uint8Array(nodes.length);
  const added = new Uint8Array(nodes.length);
  let any = false;
  // A few names (the tab stop, the focus target): found by a scan, not a map of every node.
  for (const id of keep) {
    const at = nodes.findIndex((n) => n.id === id);
    if (at < 0) continue;
    named[at] = 1;
    if (!held[at]) {
      added[at] = 1;
      any = true;
    }
  }
  const { source, target } = ends;
  for (let j = 0; j < edges.length; j += 1) {
    const s = source[j]!;
    const t = target[j]!;
    if (named[s] && !held[t]) {
      added[t] = 1;
      any = true;
    }
    if (named[t] && !held[s]) {
      added[s] = 1;
      any = true;
    }
  }
  if (!any) return window;
  const all = held.slice();
  const more: FlowNode[] = [];
  for (let i = 0; i < nodes.length; i += 1)
    if (added[i]) {
      all[i] = 1;
      more.push(nodes[i]!);
    }
  const moreEdges: FlowEdge[] = [];
  for (let j = 0; j < edges.length; j += 1) {
    const s = source[j]!;
    const t = target[j]!;
    if ((added[s] || added[t]) && all[s] && all[t]) moreEdges.push(edges[j]!);
  }
  return { nodes: [...window.nodes, ...more], edges: [...window.edges, ...moreEdges], held: all };
};
