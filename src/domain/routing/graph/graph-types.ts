import type { ConnectorLabel } from '../describe/connector-names';
import type { AvailabilityAction, RuleNode, TreeKind } from '../document';

/**
 * A rule tree as a graph the UI can draw. Node ids are document paths (`tree/else/then`,
 * `methods/0/routing/tree/then`), so a gateway error path maps onto its node by prefix.
 */
interface NodeBase {
  id: string;
  /** Document path of the rule node; equal to `id` except for the default node. */
  path: string;
  depth: number;
  /** The rule's `MPR-…` id, or 'new' for a rule the gateway has not stored yet. */
  ruleId: string;
  /**
   * The rule node's own content (its branches are the graph's edges), so the graph determines the
   * document. Absent only on placeholder nodes a view adds (empty-branch slots).
   */
  rule?: RuleContent;
}

/** A rule node without its branches, and which branches the document spells as an explicit null. */
export interface RuleContent {
  own: Omit<RuleNode, 'then' | 'else'>;
  nullBranches: ReadonlyArray<'then' | 'else'>;
}

export interface ConditionGraphNode extends NodeBase {
  kind: 'condition';
  constraint: string;
  sentence: string;
  /** Set when the node is collapsed: how many rules below it are hidden. */
  hiddenDescendants?: number;
}

export interface RouteGraphNode extends NodeBase {
  kind: 'route';
  connector: ConnectorLabel;
  /** Fallback connectors in the order the gateway tries them. */
  onFail: ConnectorLabel[];
  summary: string;
}

export interface ActionGraphNode extends NodeBase {
  kind: 'action';
  action: AvailabilityAction;
  summary: string;
}

/** A node that is neither a condition nor a leaf (mid-edit, or a malformed document); drawn so it can be fixed. */
export interface IncompleteGraphNode extends NodeBase {
  kind: 'incomplete';
  summary: string;
}

/** Where every missing branch ends: the default connector (routing) or the default decision (availability). */
export interface DefaultGraphNode {
  id: string;
  kind: 'default';
  path: string;
  treeKind: TreeKind;
  connector: ConnectorLabel | null;
  summary: string;
}

export type RuleGraphNode = ConditionGraphNode | RouteGraphNode | ActionGraphNode | IncompleteGraphNode;
export type GraphNode = RuleGraphNode | DefaultGraphNode;

export type BranchLabel = 'then' | 'else';

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  label: BranchLabel;
  /** True when the edge falls through to the default node. */
  toDefault: boolean;
}

export interface RuleGraph {
  treePath: string;
  treeKind: TreeKind;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Id of the first rule node, or null for an empty tree. */
  rootId: string | null;
  defaultId: string;
}

export const isRuleGraphNode = (node: GraphNode): node is RuleGraphNode => node.kind !== 'default';
