import type { Edge, Node } from '@xyflow/react';
import type {
  ActionGraphNode,
  ConditionGraphNode,
  DefaultGraphNode,
  IncompleteGraphNode,
  RouteGraphNode,
} from '../../../domain/routing/graph/graph-types';

// React Flow wants data to be a plain record, so the domain node is wrapped rather than spread.
export type ConditionFlowNode = Node<{ node: ConditionGraphNode }, 'condition'>;
export type RouteFlowNode = Node<{ node: RouteGraphNode }, 'route'>;
export type ActionFlowNode = Node<{ node: ActionGraphNode }, 'action'>;
export type IncompleteFlowNode = Node<{ node: IncompleteGraphNode }, 'incomplete'>;
export type DefaultFlowNode = Node<{ node: DefaultGraphNode }, 'fallthrough'>;

export type FlowNode = ConditionFlowNode | RouteFlowNode | ActionFlowNode | IncompleteFlowNode | DefaultFlowNode;
export type FlowEdge = Edge;
