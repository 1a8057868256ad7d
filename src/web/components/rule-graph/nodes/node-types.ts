import type { NodeTypes } from '@xyflow/react';
import { ActionNode } from './action-node';
import { ConditionNode } from './condition-node';
import { DefaultNode } from './default-node';
import { IncompleteNode } from './incomplete-node';
import { RouteNode } from './route-node';
import { SlotNode } from './slot-node';

// Module-level constant: React Flow re-mounts every node when nodeTypes changes identity.
export const nodeTypes: NodeTypes = {
  condition: ConditionNode,
  route: RouteNode,
  action: ActionNode,
  incomplete: IncompleteNode,
  // Not 'default': React Flow styles its built-in 'default' type, which would draw a second box.
  fallthrough: DefaultNode,
  slot: SlotNode,
};
