import { Position } from '@xyflow/react';
import type { GraphEdge, GraphNode } from '@domain/routing/graph/graph-types';
import type { LayoutDirection } from '@domain/routing/graph/layout-tree';
import type { FlowEdge, FlowNode } from './flow-types';

/**
 * Derived drawing objects kept by the domain graph node or edge they came from (held weakly). The
 * domain keeps a rule's graph node and edge objects while the rule is unchanged
 * (createGraphNodeCache), so after an edit only the rules it touched, and the ones the layout moved,
 * get new React Flow nodes and edges; everything else is handed over as the very object React Flow already holds, which the
 * structural sharing (share-elements.ts) then recognises at once instead of comparing field by field.
 */
const heights = new WeakMap<GraphNode, number>();

/** A rule's estimated height, measured once per graph node (word wrapping every sentence again cost a few ms per edit). */
export const heightOnce = (node: GraphNode, estimate: (node: GraphNode) => number): number => {
  let height = heights.get(node);
  if (height === undefined) heights.set(node, (height = estimate(node)));
  return height;
};

const flowNodes = new WeakMap<GraphNode, FlowNode>();

/**
 * The flow node drawn for `node` before, while it sits at the same place with the same height and
 * direction; else a new one. A node that only moved (rows below a node that gained a message line
 * all move, so a few warnings at load move most of the tree) is made anew too, not copied: a spread
 * copy reads every member, the accessible name too, which is put into words only when React Flow
 * reads it (to-flow.ts): copies put all 5,000 rules of a large tree into words when the analysis's
 * warnings arrived after load, in the person's first clicks (drawing again after 1,000 nodes gained a
 * message line: 203 → 170 ms cold, .data/probe/relayout.ts, 2026-11-29). Its handles are shared sets
 * (handlesOf) either way.
 */
export const reuseNode = (node: GraphNode, position: { x: number; y: number }, height: number, direction: LayoutDirection, make: () => FlowNode): FlowNode => {
  const before = flowNodes.get(node);
  const unchanged =
    before !== undefined &&
    before.initialHeight === height &&
    (before.targetPosition === Position.Left) === (direction === 'right') &&
    before.position.x === position.x &&
    before.position.y === position.y;
  if (unchanged) return before;
  const made = make();
  flowNodes.set(node, made);
  return made;
};

const flowEdges = new WeakMap<GraphEdge, FlowEdge>();

/**
 * The React Flow edge drawn for a graph edge before, while it looks the same; else a new one. The
 * domain keeps a rule's edge objects while the rule is unchanged, and an edge's label (a load
 * balancer's share) comes from that rule.
 */
export const reuseEdge = (edge: GraphEdge, className: string, make: () => FlowEdge): FlowEdge => {
  const before = flowEdges.get(edge);
  if (before && before.target === edge.target && before.className === className) return before;
  const made = make();
  flowEdges.set(edge, made);
  return made;
};
