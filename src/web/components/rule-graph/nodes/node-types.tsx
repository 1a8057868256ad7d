import type { Node, NodeProps, NodeTypes } from '@xyflow/react';
import type { FlowNode } from '../flow-types';
import { flowTypeOfData } from '../to-flow';
import { ActionNode } from './action-node';
import { ConditionNode } from './condition-node';
import { DefaultNode } from './default-node';
import { IncompleteNode } from './incomplete-node';
import { RouteNode } from './route-node';
import { SlotNode } from './slot-node';

/** The component that draws each type of node of the drawing (FlowNode['type'], to-flow.ts). */
const BY_TYPE = {
  condition: ConditionNode,
  route: RouteNode,
  action: ActionNode,
  incomplete: IncompleteNode,
  fallthrough: DefaultNode,
  slot: SlotNode,
} satisfies Record<FlowNode['type'], NodeTypes[string]> as Record<FlowNode['type'], NodeTypes[string]>;

/**
 * React Flow is given every node under one type, and each is drawn here by its own. React Flow
 * measures a node in the DOM again, at once, when the node under an id changes type (a forced
 * layout before the paint, then its edges drawn again): a delete turns the rule into its branch's
 * empty slot under the same id (the path), undo turns it back, and a rule edited into another kind
 * changes type too. With one type the node's size is read by React Flow's resize observer, after
 * the browser's own layout (an undo's synchronous render and commit 13.9 → 9.5 ms in CPU profiles at
 * 1.7x CPU, .data/probe/stepprof.ts, 2026-11-29). Not 'default': React Flow styles its built-in 'default' type, which would draw a
 * second box.
 */
const DRAWN = 'drawn';

const DrawnNode = (props: NodeProps) => {
  const Component = BY_TYPE[flowTypeOfData(props.data as FlowNode['data'])];
  return <Component {...props} />;
};

// Module-level constant: React Flow re-mounts every node when nodeTypes changes identity.
export const nodeTypes: NodeTypes = { [DRAWN]: DrawnNode };

// One React Flow node per drawing node object (held weakly), so a node the drawing kept is the very
// object React Flow holds, which it then skips (share-elements.ts).
const asGiven = new WeakMap<FlowNode, Node>();

/** The node as React Flow is given it: under the one type DrawnNode draws. */
export const forReactFlow = (node: FlowNode): Node => {
  let given = asGiven.get(node);
  if (!given) asGiven.set(node, (given = { ...node, type: DRAWN }));
  return given;
};
