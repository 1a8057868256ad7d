import type { AvailabilityAction, Condition, ConnectorRef, Route, RuleNode } from '../document';

/**
 * Every edit the editor can make, as data. `applyCommand(doc, cmd)` is pure, so history (undo/redo)
 * is a list of documents and any edit can be replayed, tested or sent across a channel.
 * `path` is a node's document path (the graph's node id): `tree/then`, `methods/0/routing/tree/else`.
 */
export type EditCommand =
  /** Wraps the node at `path` in a new condition; the old node becomes its `then` (or `else`). */
  | { type: 'addConditionAbove'; path: string; condition: Condition; keepAs: 'then' | 'else' }
  /**
   * A random split where a person wants one: the route at `path` keeps `percentTrue` % of its
   * payments (then) and `second` takes the rest (else); on an empty branch, `first` and `second`
   * share it. One step, so one undo takes it back.
   */
  | { type: 'addSplit'; path: string; percentTrue: number; second: RuleNode; first?: RuleNode }
  /** Fills an empty `then`/`else` branch of the condition at `path`. */
  | { type: 'addBranch'; path: string; branch: 'then' | 'else'; node: RuleNode }
  /** A leaf becomes a condition whose `then` is the old leaf. */
  | { type: 'leafToCondition'; path: string; condition: Condition }
  /** A condition becomes a leaf; its subtree is dropped. */
  | { type: 'conditionToLeaf'; path: string; leaf: Pick<RuleNode, 'route' | 'action'> }
  /** Removes the node and everything below it (the branch falls through to the default). */
  | { type: 'deleteSubtree'; path: string }
  /** Removes one condition and puts one of its branches in its place. */
  | { type: 'deleteNode'; path: string; keep: 'then' | 'else' }
  /** Moves a subtree into an empty branch elsewhere (drag and drop, cut/paste). */
  | { type: 'moveSubtree'; from: string; to: string }
  /** Copies a subtree into an empty branch; the copies are new rules (`id: null`). */
  | { type: 'duplicateSubtree'; from: string; to: string }
  /** Puts a given subtree (from the clipboard) into an empty branch; ids are cleared. */
  | { type: 'pasteSubtree'; to: string; node: RuleNode }
  | { type: 'setCondition'; path: string; condition: Condition }
  | { type: 'setRoute'; path: string; route: Route }
  | { type: 'setAction'; path: string; action: AvailabilityAction }
  /** Document level (single-method): default connector, rerouteRecurring, remove all rules. */
  | { type: 'setDefaultConnector'; connector: ConnectorRef | null }
  | { type: 'setRerouteRecurring'; value: boolean }
  | { type: 'removeAllRules'; treePath: string }
  /** Replaces the whole document (JSON view, restore of a version). */
  | { type: 'replaceDocument'; document: unknown }
  /** A field of the document or a method block, e.g. `methods/1/disabled`, `paymentSelectionMaxRetries`. */
  | { type: 'setField'; path: string; value: unknown };

export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}
