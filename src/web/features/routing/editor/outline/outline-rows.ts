import type { RuleNode } from '@domain/routing/document';

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
  /** Folded away below this row: rule nodes, and problems on them. */
  hiddenCount: number;
  hiddenProblems: number;
}

const kindOf = (node: RuleNode): OutlineKind => (node.if ? 'condition' : node.route ? 'route' : node.action ? 'action' : 'incomplete');

const childrenOf = (node: RuleNode, path: string): Array<{ node: RuleNode; path: string; branch: 'then' | 'else' }> => {
  if (!node.if) return [];
  const out: Array<{ node: RuleNode; path: string; branch: 'then' | 'else' }> = [];
  if (node.then) out.push({ node: node.then, path: `${path}/then`, branch: 'then' });
  if (node.else) out.push({ node: node.else, path: `${path}/else`, branch: 'else' });
  return out;
};

/** Rules and problems inside a folded subtree; each hidden subtree is walked once, so the outline stays O(n). */
const hiddenBelow = (node: RuleNode, path: string, problemsAt: (path: string) => number) => {
  let count = 0;
  let problems = 0;
  const stack = childrenOf(node, path);
  while (stack.length > 0) {
    const next = stack.pop()!;
    count += 1;
    problems += problemsAt(next.path);
    stack.push(...childrenOf(next.node, next.path));
  }
  return { count, problems };
};

/**
 * The rows the outline shows, in document order (pre-order, then before else), skipping what is
 * folded. Iterative: a deep chain of thousands of rules cannot overflow the call stack.
 */
export const outlineRows = (
  root: RuleNode | null | undefined,
  collapsed: ReadonlySet<string>,
  problemsAt: (path: string) => number = () => 0,
  treePath = 'tree',
): OutlineRow[] => {
  const rows: OutlineRow[] = [];
  type Pending = { node: RuleNode; path: string; depth: number; branch: 'then' | 'else' | null; parentPath: string | null; posInSet: number; setSize: number };
  const stack: Pending[] = root ? [{ node: root, path: treePath, depth: 0, branch: null, parentPath: null, posInSet: 1, setSize: 1 }] : [];
  while (stack.length > 0) {
    const { node, path, depth, branch, parentPath, posInSet, setSize } = stack.pop()!;
    const children = childrenOf(node, path);
    const expandable = children.length > 0;
    const expanded = expandable && !collapsed.has(path);
    const hidden = expandable && !expanded ? hiddenBelow(node, path, problemsAt) : { count: 0, problems: 0 };
    rows.push({ path, node, depth, kind: kindOf(node), branch, parentPath, expandable, expanded, posInSet, setSize, hiddenCount: hidden.count, hiddenProblems: hidden.problems });
    if (!expanded) continue;
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i]!;
      stack.push({ ...child, depth: depth + 1, parentPath: path, posInSet: i + 1, setSize: children.length });
    }
  }
  return rows;
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
