import type { RuleNode } from '@domain/routing/document';
import type { EditorStore } from '../state/editor-store';
import { ancestorPaths, foldablePaths } from './outline-rows';

/*
 * Bulk changes of the store's folded paths. The store offers toggleCollapsed for one node; these set
 * `collapsed` in one update so the canvas re-derives its graph once, not once per node.
 */

/** Unfolds every ancestor of `path` so the node shows in the outline and on the canvas. */
export const expandAncestors = (store: EditorStore, path: string): void => {
  const { collapsed } = store.getState();
  const folded = ancestorPaths(path).filter((p) => collapsed.has(p));
  if (folded.length === 0) return;
  const next = new Set(collapsed);
  for (const p of folded) next.delete(p);
  store.setState({ collapsed: next });
};

/** Shows `levels` levels of the tree (1 = the root alone): every deeper condition folds. */
export const collapseBelowDepth = (store: EditorStore, root: RuleNode | null | undefined, levels: number, treePath = 'tree'): void => {
  store.setState({ collapsed: new Set(foldablePaths(root, Math.max(0, levels - 1), treePath)) });
};

export const expandAll = (store: EditorStore): void => {
  if (store.getState().collapsed.size > 0) store.setState({ collapsed: new Set() });
};

/** Unfolds the given paths (the tree pattern's `*`: expand all siblings). */
export const expandPaths = (store: EditorStore, paths: readonly string[]): void => {
  const { collapsed } = store.getState();
  if (!paths.some((p) => collapsed.has(p))) return;
  const next = new Set(collapsed);
  for (const p of paths) next.delete(p);
  store.setState({ collapsed: next });
};
