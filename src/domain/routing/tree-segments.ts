import type { RuleNode } from './document';

/**
 * A pre-order list derived from a rule tree (a graph's nodes and edges, an outline's rows), kept per
 * subtree. Documents are immutable and an edit copies only the path from the root to what it
 * changed, so after an edit every other subtree is the object it was: its part of the list is
 * taken as it was, one array copy, instead of being derived node by node. On a 20,000-rule tree an
 * edit then derives the few dozen nodes on its path and copies the rest (issue 16).
 *
 * A part is kept with the place it was derived at (its path, and whatever else its items depend
 * on) and is used again only at an equal place. The folds are part of every place: a part is
 * valid for the set of folds it was derived under (compared by members, see `foldsOf`), so folding
 * derives the whole tree once more, and unfolding back finds the parts kept before. Only parts of
 * `keptFrom` to `keptTo` items are kept.
 */
export interface TreeSegments<T, P> {
  readonly parts: WeakMap<RuleNode, { place: P; items: T[] }>;
  /** Parts of fewer items are not kept (tests keep every part, to exercise reuse on small trees). */
  readonly keptFrom: number;
  /**
   * Nor parts of more: the undo history keeps old documents, and with them the parts of their
   * edited paths; a part per ancestor up to the root holds about twice the tree per edit. Measured
   * in Node, 200 edits of a 20,000-rule tree kept in a history, graph + validation + outline: heap
   * +217 MB with every part kept, +13 MB with this cap, +8 MB with none. The few larger subtrees
   * are walked again, their children's parts copied.
   */
  readonly keptTo: number;
  /** The last few sets of folds parts were derived under (most recent first), each standing for its members. */
  folds: Array<ReadonlySet<string>>;
}

/**
 * From 32: a subtree that small is derived again in microseconds; keeping every part would hold
 * every suffix of the tree. To 2,048: a few dozen subtrees of a 20,000-rule tree are larger.
 */
export const createTreeSegments = <T, P>(keptFrom = 32, keptTo = 2048): TreeSegments<T, P> => ({ parts: new WeakMap(), keptFrom, keptTo, folds: [] });

const FOLD_SETS_KEPT = 4;

/**
 * The folds to put in this derivation's places, compared by identity afterwards: a set seen lately
 * with the same members (a fold toggled twice is a new Set with the old members: after fold and
 * unfold, the parts kept before the fold are valid again), else this one.
 */
export const foldsOf = <T, P>(segments: TreeSegments<T, P> | undefined, collapsed: ReadonlySet<string>): ReadonlySet<string> => {
  if (!segments) return collapsed;
  const seen = segments.folds.find((kept) => kept.size === collapsed.size && [...collapsed].every((path) => kept.has(path)));
  const folds = seen ?? collapsed;
  segments.folds = [folds, ...segments.folds.filter((kept) => kept !== folds)].slice(0, FOLD_SETS_KEPT);
  return folds;
};

export interface TreeListing<T, P> {
  segments?: TreeSegments<T, P> | undefined;
  samePlace(kept: P, now: P): boolean;
  /** Appends the node's own items to `out`; returns the children to list after them, in order, each with its place. */
  visit(node: RuleNode, place: P, out: T[]): Array<{ node: RuleNode; place: P }>;
}

/**
 * Lists a tree in pre-order through `listing.visit`, taking kept parts where the subtree and its
 * place are unchanged. The same list with or without segments (property-tested by each listing).
 * Recursive: a tree's depth is bounded (ROUTING_LIMITS.maxRuleDepth, 200, plus what edits add).
 */
export const listTree = <T, P>(root: RuleNode, place: P, listing: TreeListing<T, P>): T[] => {
  const out: T[] = [];
  const { segments } = listing;
  const go = (node: RuleNode, at: P) => {
    const kept = segments?.parts.get(node);
    if (kept && listing.samePlace(kept.place, at)) {
      // A loop, not push(...items): spreading tens of thousands of arguments can overflow the stack.
      for (const item of kept.items) out.push(item);
      return;
    }
    const start = out.length;
    for (const child of listing.visit(node, at, out)) go(child.node, child.place);
    const size = out.length - start;
    if (segments && size >= segments.keptFrom && size <= segments.keptTo) segments.parts.set(node, { place: at, items: out.slice(start) });
  };
  go(root, place);
  return out;
};
