import type { Edge, Node } from '@xyflow/react';
import type {
  ActionGraphNode,
  BranchLabel,
  ConditionGraphNode,
  DefaultGraphNode,
  IncompleteGraphNode,
  RouteGraphNode,
} from '../../../domain/routing/graph/graph-types';

/** What an editor paints on a node besides its content: validation issues and a gateway rejection. */
export type NodeDecoration = {
  issueCount?: number;
  /** The first issue's message, shown as the badge's title. */
  issueMessage?: string;
  /** The gateway's message when its last rejection points at this node. */
  serverError?: string;
  /** On the path a simulated transaction takes. */
  onPath?: boolean;
};

/** An empty then/else branch (or an empty tree) drawn as a place to add, paste or drop a rule. */
export type SlotInfo = {
  /** Document path of the empty branch, e.g. `tree/else/else`; `tree` for an empty tree. */
  path: string;
  /** The condition owning the branch, or null for the tree root. */
  parent: string | null;
  branch: BranchLabel | null;
};

// React Flow wants data to be a plain record, so the domain node is wrapped rather than spread.
type Decorated = { decoration?: NodeDecoration };
export type ConditionFlowNode = Node<{ node: ConditionGraphNode } & Decorated, 'condition'>;
export type RouteFlowNode = Node<{ node: RouteGraphNode } & Decorated, 'route'>;
export type ActionFlowNode = Node<{ node: ActionGraphNode } & Decorated, 'action'>;
export type IncompleteFlowNode = Node<{ node: IncompleteGraphNode } & Decorated, 'incomplete'>;
export type DefaultFlowNode = Node<{ node: DefaultGraphNode }, 'fallthrough'>;
export type SlotFlowNode = Node<{ slot: SlotInfo }, 'slot'>;

export type FlowNode = ConditionFlowNode | RouteFlowNode | ActionFlowNode | IncompleteFlowNode | DefaultFlowNode | SlotFlowNode;
export type FlowEdge = Edge;
