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
 * derives the whole tree once more, and unfolding back finds the parts kept before. Small parts are
 * not kept (`keptFrom`).
 */
export interface TreeSegments<T, P> {
  readonly parts: WeakMap<RuleNode, { place: P; items: T[] }>;
  /** Parts of fewer items are not kept (tests keep every part, to exercise reuse on small trees). */
  readonly keptFrom: number;
  /** The last few sets of folds parts were derived under (most recent first), each standing for its members. */
  folds: Array<ReadonlySet<string>>;
}

/** 32: a subtree that small is derived again in microseconds; keeping every part would hold every suffix of the tree. */
export const createTreeSegments = <T, P>(keptFrom = 32): TreeSegments<T, P> => ({ parts: new WeakMap(), keptFrom, folds: [] });

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
    if (segments && out.length - start >= segments.keptFrom) segments.parts.set(node, { place: at, items: out.slice(start) });
  };
  go(root, place);
  return out;
};
