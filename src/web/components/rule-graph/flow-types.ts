import type { Edge, Node } from '@xyflow/react';
import type {
  ActionGraphNode,
  BranchLabel,
  ConditionGraphNode,
  DefaultGraphNode,
  IncompleteGraphNode,
  RouteGraphNode,
} from '@domain/routing/graph/graph-types';

/** What an editor paints on a node besides its content: validation issues, analysis warnings and a gateway rejection. */
export type NodeDecoration = {
  /** Messages of the validation issues on the node: a badge counts them, the first is written on the node. */
  issues?: readonly string[];
  /** The routing analysis's warnings on the node (never blocking): a warning marker, and their reasons after the issues. */
  warnings?: readonly string[];
  /** The gateway's message when its last rejection points at this node. */
  serverError?: string;
  /** On the path a simulated transaction takes. */
  onPath?: boolean;
  /** A random split's observed share from BI history, in words, and whether it drifted beyond chance. */
  observedSplit?: { text: string; title: string; drift: boolean };
  /** The share of the window's payments that passed the node (0–1) and their count: hot paths and dead branches. */
  traffic?: { share: number; count: number };
  /** Set by the drawing: id of the element listing all of the node's messages (the node is described by it). */
  messagesId?: string;
};

/** The messages a decoration writes on its node, most pressing first. */
export const decorationMessages = (decoration: NodeDecoration | undefined): string[] => [
  ...(decoration?.serverError ? [`Refused by the gateway: ${decoration.serverError}`] : []),
  ...(decoration?.issues ?? []),
  ...(decoration?.warnings ?? []).map((w) => `Warning: ${w}`),
];

/** Whether a node has a message line: `decorationMessages(d).length > 0` without writing the messages. */
export const hasMessages = (decoration: NodeDecoration | undefined): boolean =>
  Boolean(decoration?.serverError) || (decoration?.issues?.length ?? 0) > 0 || (decoration?.warnings?.length ?? 0) > 0;

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
