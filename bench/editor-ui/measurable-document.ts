import type { RuleNode } from '@domain/routing/document';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { leafWithSibling, numberEdit } from './interactions';

/** The outline row of `path` in document order (rows of a fully unfolded tree). */
const rowIndex = (tree: RuleNode, path: string): number => {
  const stack: Array<{ node: RuleNode; at: string }> = [{ node: tree, at: 'tree' }];
  for (let index = 0; stack.length; index += 1) {
    const { node, at } = stack.pop()!;
    if (at === path) return index;
    if (node.else) stack.push({ node: node.else, at: `${at}/else` });
    if (node.then) stack.push({ node: node.then, at: `${at}/then` });
  }
  return Number.POSITIVE_INFINITY;
};

/**
 * The generated document of this size with the lowest seed whose first outline rows hold a condition
 * the inspector edit can step and the leaf the delete removes (the outline is windowed: a row further
 * down is not in the DOM to be focused; at 20,000 nodes seed 1 has neither up there).
 */
export const measurableDocument = (size: number) => {
  for (let seed = 1; seed <= 50; seed += 1) {
    const generated = largeCardRouterDocument(size, seed);
    try {
      numberEdit(generated.tree!);
      if (rowIndex(generated.tree!, leafWithSibling(generated.tree!).leaf) < 16) return { generated, seed };
    } catch {
      // no steppable condition near the top: next seed
    }
  }
  throw new Error(`no generated ${size}-node document with a steppable condition near the top`);
};
