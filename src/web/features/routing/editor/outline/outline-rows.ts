import type { RuleNode } from '@domain/routing/document';
import { createTreeSegments, foldsOf, listTree, type TreeSegments } from '@domain/routing/tree-segments';

export type OutlineKind = 'condition' | 'route' | 'action' | 'incomplete';

/** One visible line of the outline: a rule node with what the tree pattern needs to announce it. */
export interface OutlineRow {
  path: string;
  node: RuleNode;
  /** 0 for the root; aria-level is depth + 1. */
  depth: number;
  kind: OutlineKind;
  /** The branch this node hangs on; null for the root. */
  branch: 'then' | 'else' | null;
  parentPath: string | null;
  /** A condition with at least one branch can fold. */
  expandable: boolean;
  expanded: boolean;
  /** Position among its parent's present branches (aria-posinset / aria-setsize). */
  posInSet: number;
  setSize: number;
  /** Folded away below this row: rule nodes (their problems: problemsBelow). */
  hiddenCount: number;
}

const kindOf = (node: RuleNode): OutlineKind => (node.if ? 'condition' : node.route ? 'route' : node.action ? 'action' : 'incomplete');

const childrenOf = (node: RuleNode, path: string): Array<{ node: RuleNode; path: string; branch: 'then' | 'else' }> => {
  if (!node.if) return [];
  const out: Array<{ node: RuleNode; path: string; branch: 'then' | 'else' }> = [];
  if (node.then) out.push({ node: node.then, path: `${path}/then`, branch: 'then' });
  if (node.else) out.push({ node: node.else, path: `${path}/else`, branch: 'else' });
  return out;
};

/** Rules inside a folded subtree; each hidden subtree is walked once, so the outline stays O(n). */
const hiddenBelow = (node: RuleNode, path: string): number => {
  let count = 0;
  const stack = childrenOf(node, path);
  while (stack.length > 0) {
    const next = stack.pop()!;
    count += 1;
    stack.push(...childrenOf(next.node, next.path));
  }
  return count;
};

/** Where a row sits: its place among its parent's branches, and the folds it was listed under (see tree-segments.ts). */
interface Place {
  path: string;
  depth: number;
  branch: 'then' | 'else' | null;
  parentPath: string | null;
  posInSet: number;
  setSize: number;
  folds: ReadonlySet<string>;
}
const samePlace = (a: Place, b: Place) => a.path === b.path && a.depth === b.depth && a.posInSet === b.posInSet && a.setSize === b.setSize && a.folds === b.folds;

/** What an outline keeps between listings: each unchanged subtree's rows (tree-segments.ts). */
export type OutlineSegments = TreeSegments<OutlineRow, Place>;
export const createOutlineSegments = (keptFrom?: number): OutlineSegments => createTreeSegments(keptFrom);

/**
 * The rows the outline shows, in document order (pre-order, then before else), skipping what is
 * folded. With `segments`, a subtree the last listing saw at the same place is taken whole, so an
 * edit on a 20,000-rule tree lists the rules on its path and copies the rest.
 */
export const outlineRows = (root: RuleNode | null | undefined, collapsed: ReadonlySet<string>, treePath = 'tree', segments?: OutlineSegments): OutlineRow[] => {
  if (!root) return [];
  const folds = foldsOf(segments, collapsed);
  const visit = (node: RuleNode, place: Place, out: OutlineRow[]) => {
    const { path, depth, branch, parentPath, posInSet, setSize } = place;
    const children = childrenOf(node, path);
    const expandable = children.length > 0;
    const expanded = expandable && !folds.has(path);
    out.push({ path, node, depth, kind: kindOf(node), branch, parentPath, expandable, expanded, posInSet, setSize, hiddenCount: expandable && !expanded ? hiddenBelow(node, path) : 0 });
    if (!expanded) return [];
    return children.map((child, i) => ({ node: child.node, place: { path: child.path, depth: depth + 1, branch: child.branch, parentPath: path, posInSet: i + 1, setSize: children.length, folds } }));
  };
  return listTree(root, { path: treePath, depth: 0, branch: null, parentPath: null, posInSet: 1, setSize: 1, folds }, { segments, samePlace, visit });
};

/**
 * Problems on the rules a folded row hides: the problems under its path. Asked only for the rows
 * on screen, and validation reports few problems, so this is cheaper than listing them per row.
 */
export const problemsBelow = (row: OutlineRow, byNode: ReadonlyMap<string, readonly unknown[]>): number => {
  if (row.hiddenCount === 0) return 0;
  const prefix = `${row.path}/`;
  let problems = 0;
  for (const [path, issues] of byNode) if (path.startsWith(prefix)) problems += issues.length;
  return problems;
};

/** Paths of every condition at `fromDepth` or deeper that has a branch: what "collapse below depth" folds. */
export const foldablePaths = (root: RuleNode | null | undefined, fromDepth: number, treePath = 'tree'): string[] => {
  const out: string[] = [];
  const stack: Array<{ node: RuleNode; path: string; depth: number }> = root ? [{ node: root, path: treePath, depth: 0 }] : [];
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    const children = childrenOf(node, path);
    if (children.length > 0 && depth >= fromDepth) out.push(path);
    for (const child of children) stack.push({ node: child.node, path: child.path, depth: depth + 1 });
  }
  return out;
};

/** Proper ancestors of a node path: `tree/then/else` → `tree`, `tree/then`. */
export const ancestorPaths = (path: string): string[] => {
  const out: string[] = [];
  let at = path.lastIndexOf('/');
  while (at > 0) {
    const ancestor = path.slice(0, at);
    out.unshift(ancestor);
    at = ancestor.lastIndexOf('/');
  }
  return out.filter((p) => /(^|\/)(tree|then|else)$/.test(p));
};
