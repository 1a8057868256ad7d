import type { FlowEdge, FlowNode } from './flow-types';

/**
 * Where each edge's ends sit in its drawing's node array, so the window around the view (view-window.ts)
 * is found with array reads instead of looking node ids up in sets: on a 5,000-rule tree those lookups
 * (some 25,000 per window) were 2-5 ms of every edit and every selection that moved the view, at the
 * CPU speed issue 16's figures were taken at (CPU profiles, 2026-11-29).
 */
export interface EdgeEnds {
  source: Int32Array;
  target: Int32Array;
  /** Every end is a node of the drawing (no -1): what the window's array reads assume. */
  complete: boolean;
}

interface Drawing {
  nodes: readonly FlowNode[];
  edges: readonly FlowEdge[];
}

// By the drawing's edge array (held weakly), with the node array they index.
const known = new WeakMap<readonly FlowEdge[], { nodes: readonly FlowNode[]; ends: EdgeEnds }>();

/** The ends known for a drawing (found or followed before), without finding them. */
export const knownEnds = ({ nodes, edges }: Drawing): EdgeEnds | undefined => {
  const hit = known.get(edges);
  return hit && hit.nodes === nodes ? hit.ends : undefined;
};

/** The ends of a drawing's edges as places in its node array; -1 where no node has the id. Kept per drawing. */
export const edgeEnds = ({ nodes, edges }: Drawing): EdgeEnds => {
  const hit = knownEnds({ nodes, edges });
  if (hit) return hit;
  const index = new Map<string, number>();
  nodes.forEach((n, i) => index.set(n.id, i));
  const source = Int32Array.from(edges, (e) => index.get(e.source) ?? -1);
  const target = Int32Array.from(edges, (e) => index.get(e.target) ?? -1);
  const ends = { source, target, complete: !source.includes(-1) && !target.includes(-1) };
  known.set(edges, { nodes, ends });
  return ends;
};

/**
 * The ends of a drawing made an edit after one whose ends are known, from what matchInOrder found of
 * its nodes (`nodeAt`) and edges (`edgeAt`) in that one, without a map of every node id: an end is the
 * same node object as before (at its new place), or one of the few new nodes. A new edge sits where the
 * edge it replaced sat (the graph's edges are in document order), and where an end keeps its id the
 * place is read from that edge. Anything else (a node neither kept nor new, an edge not where the old
 * one was) leaves the ends to be found from scratch when asked for (edgeEnds); so whatever is kept is
 * what edgeEnds would give (property-tested).
 */
export const followEnds = (before: Drawing, after: Drawing, nodeAt: Int32Array, edgeAt: Int32Array): void => {
  const prior = known.get(before.edges);
  if (!prior || prior.nodes !== before.nodes) return;
  const prevToNext = new Int32Array(before.nodes.length).fill(-1);
  const fresh = new Map<string, number>();
  for (let i = 0; i < nodeAt.length; i += 1) {
    const at = nodeAt[i]!;
    if (at >= 0) prevToNext[at] = i;
    else fresh.set(after.nodes[i]!.id, i);
  }
  // Where the node of this id sits now (its place before given when known): where that node object
  // went, else a new node of the id.
  const place = (prevEnd: number, id: string) => {
    const at = prevEnd >= 0 ? prevToNext[prevEnd]! : -1;
    return at >= 0 ? at : (fresh.get(id) ?? -1);
  };
  const source = new Int32Array(after.edges.length);
  const target = new Int32Array(after.edges.length);
  let next = 0; // the edge before that follows the last one kept: where a new edge's predecessor sat
  for (let j = 0; j < after.edges.length; j += 1) {
    const edge = after.edges[j]!;
    const kept = edgeAt[j]!;
    const old = kept >= 0 ? kept : next < before.edges.length ? next : -1;
    if (old >= 0) next = old + 1;
    const was = old >= 0 ? before.edges[old]! : undefined;
    const s = place(was?.source === edge.source ? prior.ends.source[old]! : -1, edge.source);
    const t = place(was?.target === edge.target ? prior.ends.target[old]! : -1, edge.target);
    // An end not found this way may still be a node: leave it to edgeEnds.
    if (s < 0 || t < 0) return;
    source[j] = s;
    target[j] = t;
  }
  known.set(after.edges, { nodes: after.nodes, ends: { source, target, complete: true } });
};
