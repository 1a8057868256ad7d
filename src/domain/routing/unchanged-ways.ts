import { sameJson } from '../json/same-json';
import { getAt } from './commands';
import type { RuleNode } from './document';
import { treesOf, walkTree, type AnyDocument } from './tree-walk';

/** A node's own content: its condition or route and any other field, without the branches below it. */
const own = (node: RuleNode): unknown => {
  const { then: _then, else: _else, ...rest } = node;
  return rest;
};

/** The scalar fields of what holds a tree (a method block's `method`): a tree moved to another method is not the same way. */
const holderScalars = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v === null || typeof v !== 'object'))
    : null;

/** The method block (or nothing, for a single-method document) holding the tree at `treePath`. */
const holderOf = (doc: AnyDocument, treePath: string): unknown => {
  const block = /^(methods\/\d+)\//.exec(treePath)?.[1];
  return block ? holderScalars(getAt(doc, block)) : null;
};

/**
 * The graph nodes of `after` that payments reach the same way as in `before` and that say the same
 * there (issue 41.5): a rule node whose own content and every condition above it are unchanged (its
 * branches may differ: they are nodes of their own), and a tree's default when the whole tree and the
 * default are unchanged (any change in a tree can change what falls through to its default). A
 * reading of past payments taken on `before` (traffic, a split's observed share) may be shown on
 * these nodes of `after` and on no other: on a node the draft changed it would be the replaced rule's.
 */
export const unchangedWays = (before: AnyDocument, after: AnyDocument): ReadonlySet<string> => {
  const same = new Set<string>();
  for (const { path: treePath, tree } of treesOf(after)) {
    if (!sameJson(holderOf(before, treePath), holderOf(after, treePath))) continue;
    walkTree(tree, treePath, (node, path) => {
      const parent = path.slice(0, path.lastIndexOf('/'));
      if (path !== treePath && !same.has(parent)) return;
      const old = getAt(before, path) as RuleNode | null | undefined;
      if (old && typeof old === 'object' && sameJson(own(old), own(node))) same.add(path);
    });
    const defaultPath = treePath.replace(/tree$/, 'default');
    if (sameJson(getAt(before, treePath), tree) && sameJson(getAt(before, defaultPath), getAt(after, defaultPath))) same.add(`${treePath}#default`);
  }
  return same;
};
