import { describeAction, describeRoute } from '../describe/describe-route';
import { noConnectorNames, type ConnectorNameLookup } from '../describe/connector-names';
import type { AvailabilityAction, RuleNode, TreeKind } from '../document';
import type { ConditionCatalogue } from '../conditions/catalogue';
import type { ConditionNote, ConditionResult } from './conditions/types';

/** Why evaluation ended at the default instead of a leaf. */
export type FallthroughReason =
  /** The tree is null: all traffic uses the default. */
  | 'no-tree'
  /** The branch taken is null or missing (`else: null` falls through, contract §2). */
  | 'no-branch'
  /** A condition could not be evaluated: evaluation stops (contract §2). */
  | 'unevaluable'
  /** A node that is neither condition nor a leaf of this tree's kind (mid-edit draft). */
  | 'not-a-leaf';

export type Decision =
  | { kind: 'route'; connector: string; onFail: string[]; leafPath: string }
  /** `connector` is null when the document has no default connector. `path`: where it fell through. */
  | { kind: 'default'; connector: string | null; reason: FallthroughReason; path: string }
  | { kind: 'action'; action: AvailabilityAction; leafPath: string }
  /** Availability trees: no leaf reached; the method block decides (enabled unless defaultActionDisable). */
  | { kind: 'no-decision'; reason: FallthroughReason; path: string };

export interface TraceStep {
  /** Document path of the node (`tree/else/then`), the graph's node id. */
  path: string;
  /** The condition's constraint, or null for leaves and empty branches. */
  constraint: string | null;
  inputs: Record<string, unknown>;
  result: ConditionResult | 'leaf' | 'empty';
  /** Plain language: "Card BIN country DE is in DE, AT, CH → then". */
  sentence: string;
}

export interface EvaluationResult {
  decision: Decision;
  trace: TraceStep[];
}

export interface EvaluateOptions {
  /** Path of the tree's root in its document: `tree` (default) or `methods/<i>/routing/tree`. */
  treePath?: string;
  /** Routing (default) or availability tree: which leaves count and what a fallthrough means. */
  kind?: TreeKind;
  /** Connector names for the sentences; GUIDs are shown when unknown. */
  names?: ConnectorNameLookup;
  /** Build the trace (default true). Bulk runs switch it off: no strings, no objects per node. */
  trace?: boolean;
  /** The condition kinds evaluated; the studio's unless a test brings its own (`withKinds`). */
  catalogue?: ConditionCatalogue;
}

/** Where a walk through one tree ended: a leaf of the right kind, or a fallthrough at `path`. */
export type TreeEnd = { leaf: RuleNode; path: string } | { reason: FallthroughReason; path: string };

export const decisionOf = (end: TreeEnd, kind: TreeKind, defaultConnector: string | null): Decision => {
  if ('reason' in end)
    return kind === 'routing'
      ? { kind: 'default', connector: defaultConnector, reason: end.reason, path: end.path }
      : { kind: 'no-decision', reason: end.reason, path: end.path };
  const { leaf, path } = end;
  if (kind === 'availability') return { kind: 'action', action: leaf.action!, leafPath: path };
  return { kind: 'route', connector: leaf.route!.connector, onFail: (leaf.route!.onFail ?? []).map((c) => c.connector), leafPath: path };
};

/** The connector a routing decision sends to (null: no connector, or an availability decision). */
export const connectorOfDecision = (decision: Decision): string | null => (decision.kind === 'route' || decision.kind === 'default' ? decision.connector : null);

/** A leaf of the tree's kind; an availability leaf in a routing tree (or vice versa) is not one. */
export const isLeafOf = (node: RuleNode, kind: TreeKind): boolean =>
  node.if === undefined && (kind === 'routing' ? node.route !== undefined : node.action !== undefined);

const fallback = (kind: TreeKind): string => (kind === 'routing' ? 'the default connector is used' : 'no decision, the method default applies');

export const conditionStep = (path: string, constraint: string, note: ConditionNote, result: ConditionResult, kind: TreeKind): TraceStep => ({
  path,
  constraint,
  inputs: note.inputs,
  result,
  sentence: `${note.sentence} → ${result === 'unevaluable' ? `evaluation stops, ${fallback(kind)}` : result ? 'then' : 'else'}`,
});

export const leafStep = (path: string, leaf: RuleNode, kind: TreeKind, names: ConnectorNameLookup = noConnectorNames): TraceStep => ({
  path,
  constraint: null,
  inputs: {},
  result: 'leaf',
  sentence: kind === 'routing' ? `Route to ${describeRoute(leaf.route!, names)}` : describeAction(leaf.action!),
});

export const emptyStep = (path: string, reason: FallthroughReason, kind: TreeKind): TraceStep => ({
  path,
  constraint: null,
  inputs: {},
  result: 'empty',
  sentence: `${reason === 'no-tree' ? 'No rules' : reason === 'no-branch' ? 'No rule on this branch' : 'Incomplete rule'}: ${fallback(kind)}`,
});
